import { makePlay, type Card, type HandEvent, type Play, type Seat, type SeatView } from '@escoba/engine';
import type { I18n } from '../../i18n/translator.js';
import type { Narrator } from '../../table/playback.js';
import { leftoverSentence } from './leftover.js';
import { offlineNames, sideName, type SeatNames } from '../../table/names.js';

/** A sentence for the live region about one public event of the hand; null for events not worth saying. */
export function narrateEvent(i18n: I18n, event: HandEvent, handNumber: number, names: SeatNames = offlineNames(i18n)): string | null {
  switch (event.type) {
    case 'deal':
      return dealSentence(i18n, names, event.dealer, event.table, handNumber);
    case 'dealEscoba':
      return dealTakeSentence(i18n, names, event.seat, event.cards, event.escobas);
    case 'play':
      return playSentence(i18n, names, event.seat, event.card, event.take, event.escoba);
    case 'renuncio':
      return i18n.t('announce.renuncio', { name: names.name(event.seat), card: i18n.card(event.card), cards: i18n.cards(event.take) });
    case 'redeal':
    case 'end':
      return null;
  }
}

function dealSentence(i18n: I18n, names: SeatNames, dealer: Seat, table: readonly Card[], handNumber: number): string {
  if (dealer === names.me) return i18n.t('announce.handStartYou', { n: handNumber, cards: i18n.cards(table) || '—' });
  return i18n.t('announce.handStart', { n: handNumber, name: names.name(dealer), cards: i18n.cards(table) || '—' });
}

/** The cards the dealer takes at the deal, with their escobas (none under dealEscobas "dealerNoEscoba", seed 004). */
function dealTakeSentence(i18n: I18n, names: SeatNames, seat: Seat, cards: readonly Card[], escobas: number): string {
  const you = seat === names.me;
  if (escobas === 0) return i18n.t(you ? 'announce.youDealTake' : 'announce.dealTake', { name: names.name(seat), cards: i18n.cards(cards) });
  const key = you ? (escobas === 1 ? 'announce.youDealEscoba' : 'announce.youDealEscobas') : escobas === 1 ? 'announce.dealEscoba' : 'announce.dealEscobas';
  return i18n.t(key, { name: names.name(seat), cards: i18n.cards(cards), n: escobas });
}

function playSentence(i18n: I18n, names: SeatNames, seat: Seat, card: Card, take: readonly Card[], escoba: boolean): string {
  const name = names.name(seat);
  const you = seat === names.me;
  if (take.length === 0) return i18n.t(you ? 'announce.youLay' : 'announce.lay', { name, card: i18n.card(card) });
  const text = i18n.t(you ? 'announce.youTake' : 'announce.take', { name, card: i18n.card(card), cards: i18n.cards(take) });
  return escoba ? `${text} ${i18n.t('announce.escoba')}` : text;
}

/** "Hand 2 is over. Left on the table: …, to Lucía. Score: You 12, Lucía 9." */
function handEndSentence(i18n: I18n, names: SeatNames, view: SeatView, hand: number): string {
  const score = i18n.t('announce.score', { scores: view.sides.map((_, side) => `${sideName(i18n, view.sides, side, names)} ${view.scores[side]}`).join(', ') });
  const leftover = view.handIndex === hand && view.handResult ? ` ${leftoverSentence(i18n, view.handResult, names)}` : '';
  return `${i18n.t('handOver', { n: hand + 1 })}.${leftover} ${score}`;
}

/**
 * Escoba's narrator for the table's playback: the sentences of a step's table events, said by the live region
 * and listed in the play log. A play and the escoba it made are one sentence; what the deal put on the table
 * and the dealer's take without an escoba are read from the view after the deal.
 */
export function escobaNarrator(i18n: I18n, names: SeatNames): Narrator<SeatView> {
  return (events, view) => {
    const out: string[] = [];
    events.forEach((e, i) => {
      const next = events[i + 1];
      switch (e.kind) {
        case 'deal': {
          const ofHand = view.handIndex === e.hand ? view.events : [];
          const dealt = ofHand.find((d) => d.type === 'deal');
          out.push(dealSentence(i18n, names, e.dealer, dealt?.type === 'deal' ? dealt.table : [], e.hand + 1));
          for (const d of ofHand) if (d.type === 'dealEscoba' && d.escobas === 0) out.push(dealTakeSentence(i18n, names, d.seat, d.cards, 0));
          break;
        }
        case 'sweep':
          if (e.atDeal) out.push(dealTakeSentence(i18n, names, e.seat, e.cards, e.count));
          else if (events[i - 1]?.kind !== 'play') out.push(i18n.t('announce.escoba'));
          break;
        case 'play':
          if (e.claim) out.push(i18n.t('announce.renuncio', { name: names.name(e.seat), card: i18n.card(e.card), cards: i18n.cards(e.took) }));
          else out.push(playSentence(i18n, names, e.seat, e.card, e.took, next?.kind === 'sweep' && !next.atDeal));
          break;
        case 'handEnd':
          out.push(handEndSentence(i18n, names, view, e.hand));
          break;
        case 'draw':
          // The draw for the first dealer has its own note by the table.
          break;
      }
    });
    return out;
  };
}

/** A play described for buttons and hints: "7 de oros se lleva 3 de copas + 5 de espadas" / "dejar 7 de oros". */
export function describePlay(i18n: I18n, play: Play): string {
  if (play.renuncio) return i18n.t('claimRenuncio', { card: i18n.card(play.card), cards: i18n.cards(play.take) });
  if (play.take.length === 0) return i18n.t('playLay', { card: i18n.card(play.card) });
  return i18n.t('playPlay', { card: i18n.card(play.card), cards: i18n.cards(play.take) });
}

/** Stable key of a play, for React lists and comparisons. */
export const playKey = (play: Play): string => makePlay(play);
