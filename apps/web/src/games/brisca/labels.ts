import { cardPoints, type BriscaAction, type Card } from '@escoba/brisca';
import type { I18n } from '../../i18n/translator.js';

/** A card for screen readers: its name, its points when it counts, and whether it is a trump ("3 de oros, 10 puntos, triunfo"). */
export function cardLabel(i18n: I18n, card: Card, trumpSuit: number | null): string {
  const parts = [i18n.card(card)];
  const points = cardPoints(card);
  if (points > 0) parts.push(i18n.t('brisca.pointsN', { n: points }));
  if (trumpSuit !== null && ((card / 10) | 0) === trumpSuit) parts.push(i18n.t('brisca.trump'));
  return parts.join(', ');
}

/** An action in words, for hints and buttons: "play the 3 of coins", "exchange the 7 of coins for the trump card". */
export function describeAction(i18n: I18n, action: BriscaAction, trumpCard: Card | null): string {
  if (action.type === 'exchange') return i18n.t('brisca.exchangeAction', { card: i18n.card(action.card), trump: trumpCard === null ? '—' : i18n.card(trumpCard) });
  if (action.type === 'play') return i18n.t(action.cards.length > 1 ? 'brisca.playPair' : 'brisca.playCard', { card: i18n.card(action.cards[0]!), second: action.cards[1] === undefined ? '' : i18n.card(action.cards[1]) });
  // Señas are made with their own buttons, never hinted.
  return action.sena;
}
