import type { BriscaAction, Card } from '@escoba/brisca';
import type { I18n } from '../../i18n/translator.js';
import { senaMeaning } from './senas-text.js';

/** The hint: the best of the expert's estimates (the first of equals, in the engine's order of the legal actions). */
export function bestAction<E extends { readonly action: BriscaAction; readonly value: number }>(estimates: readonly E[]): BriscaAction | null {
  let best: E | null = null;
  for (const e of estimates) if (best === null || e.value > best.value + 1e-9) best = e;
  return best?.action ?? null;
}

/** The hint as one sentence ("The expert suggests exchanging 2 de oros for the trump card (…)."), never a button's label. */
export function hintSentence(i18n: I18n, action: BriscaAction, trumpCard: Card | null): string {
  if (action.type === 'exchange') return i18n.t('brisca.hintExchange', { card: i18n.card(action.card), trump: trumpCard === null ? '—' : i18n.card(trumpCard) });
  if (action.type === 'play' && action.cards.length > 1) return i18n.t('brisca.hintPair', { card: i18n.card(action.cards[0]!), second: i18n.card(action.cards[1]!) });
  if (action.type === 'play') return i18n.t('brisca.hintPlay', { card: i18n.card(action.cards[0]!) });
  // The expert's estimates are of card actions: a seña is not hinted, but would read as its meaning.
  return i18n.t('hintText', { play: senaMeaning(i18n, action.sena) });
}
