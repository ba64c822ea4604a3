import { senaCard, type BriscaView, type Sena, type SenaMade } from '@escoba/brisca';
import { cardRankIndex } from '@escoba/cards';
import type { I18n } from '../../i18n/translator.js';
import type { MessageKey } from '../../i18n/strings.js';
import type { SeatNames } from '../../table/names.js';
import type { TableEvent } from '../../table/source.js';

// The words of señas (rule option `senas`): what each tells the partner, and the sentences the play log and the
// live region say. Only the person's view is read, which holds only their side's señas (docs/rules.md, "Señas").

/** The rank of the trump a card seña names (8 for `caballo`), or null for `sintriunfo`. */
const senaRank = (sena: Sena): number | null => {
  const card = senaCard(sena, 0);
  return card === null ? null : cardRankIndex(card);
};

/** What a seña tells the partner, naming the card as the chosen deck draws it: "I have the knight (queen) of trumps". */
export function senaMeaning(i18n: I18n, sena: Sena): string {
  const rank = senaRank(sena);
  return rank === null ? i18n.t('sena.sintriunfo') : i18n.t('sena.card', { card: i18n.rank(rank, true) });
}

/** The seña's short name, for its button: "Ace", "Queen" with the French deck, "No trumps". */
export function senaShort(i18n: I18n, sena: Sena): string {
  const rank = senaRank(sena);
  if (rank === null) return i18n.t('sena.short.sintriunfo');
  const word = i18n.rank(rank);
  return word.charAt(0).toUpperCase() + word.slice(1);
}
/** The traditional gesture (docs/rules.md), shown as the button's hint. */
export const senaGesture = (i18n: I18n, sena: Sena): string => i18n.t(`sena.gesture.${sena}` as MessageKey);

/** A partner's señas in the order made, each with what it tells; the last is the latest word on his trumps. */
export const senaLines = (i18n: I18n, made: readonly Pick<SenaMade, 'sena'>[]): { readonly text: string; readonly latest: boolean }[] =>
  made.map((m, i) => ({ text: senaMeaning(i18n, m.sena), latest: i === made.length - 1 }));

/** The sentence of a seña the person sees: their own or their partner's. */
export function senaSentence(i18n: I18n, names: SeatNames, made: Pick<SenaMade, 'seat' | 'sena'>): string {
  const meaning = senaMeaning(i18n, made.sena);
  return made.seat === names.me ? i18n.t('senas.youSignal', { meaning }) : i18n.t('senas.signal', { name: names.name(made.seat), meaning });
}

/**
 * The seña a step made, for the narrator: a seña step has no table event, and its view ends with that seña, made
 * by the seat still on turn at the same card-action count (a seat's señas come before its card, and its card
 * passes the turn). An opponent's seña changes nothing the person sees, so it says nothing.
 */
export function senaSentences(i18n: I18n, names: SeatNames, events: readonly TableEvent[], view: BriscaView): string[] {
  const last = view.senas[view.senas.length - 1];
  if (events.length > 0 || last === undefined || last.at !== view.actions.length || view.turn !== last.seat) return [];
  return [senaSentence(i18n, names, last)];
}
