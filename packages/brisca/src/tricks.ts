import type { Card } from '@escoba/cards';
import { POINTS, STRENGTH } from './rules.js';

// Who wins a trick, and what it is worth: the one statement of these rules, used by the public state
// (`applyAction`), the fast kernel and the bots. Everything reads per-card tables (no division or modulo in a
// playout's inner loop).

/** Per card id: its suit (0 oros, 1 copas, 2 espadas, 3 bastos). */
export const CARD_SUIT: Int32Array = Int32Array.from({ length: 40 }, (_, c) => (c / 10) | 0);
/** Per card id: its trick strength within its suit (0 the 2 .. 9 the as; {@link STRENGTH} by rank). */
export const CARD_STRENGTH: Int32Array = Int32Array.from({ length: 40 }, (_, c) => STRENGTH[c % 10]!);
/** Per card id: its card points ({@link POINTS} by rank). */
export const CARD_POINTS: Int32Array = Int32Array.from({ length: 40 }, (_, c) => POINTS[c % 10]!);

/** Whether `card`, played now, takes the trick from `best` (the card winning it so far): a higher card of best's suit, or a trump over another suit. */
export const beats = (card: Card, best: Card, trumpSuit: number): boolean =>
  CARD_SUIT[card] === CARD_SUIT[best] ? CARD_STRENGTH[card]! > CARD_STRENGTH[best]! : CARD_SUIT[card] === trumpSuit;

/**
 * Index in `cards[0..length)` of the card that wins the trick: the highest trump, else the highest card of the suit
 * led (the first card's). The kernel's hot-path form of {@link beats} (the winning card's suit and strength kept
 * in locals); test/tricks.test.ts proves the two agree on every trick.
 */
export function trickWinnerIndex(cards: ArrayLike<Card>, length: number, trumpSuit: number): number {
  let best = 0;
  let bestSuit = CARD_SUIT[cards[0]!]!;
  let bestStrength = CARD_STRENGTH[cards[0]!]!;
  for (let i = 1; i < length; i++) {
    const c = cards[i]!;
    const suit = CARD_SUIT[c]!;
    const strength = CARD_STRENGTH[c]!;
    if (suit === bestSuit ? strength > bestStrength : suit === trumpSuit) {
      best = i;
      bestSuit = suit;
      bestStrength = strength;
    }
  }
  return best;
}

/** Card points of `cards[0..length)`. */
export function trickPoints(cards: ArrayLike<Card>, length: number): number {
  let pts = 0;
  for (let i = 0; i < length; i++) pts += CARD_POINTS[cards[i]!]!;
  return pts;
}

/** Brisca's winner of a hand: the side with the most card points (`sidePoints[0..sideCount)`), or -1 when the most are shared. */
export function mostPointsSide(sidePoints: ArrayLike<number>, sideCount: number): number {
  let best = 0;
  let tie = false;
  for (let x = 1; x < sideCount; x++) {
    if (sidePoints[x]! > sidePoints[best]!) {
      best = x;
      tie = false;
    } else if (sidePoints[x] === sidePoints[best]) tie = true;
  }
  return tie ? -1 : best;
}
