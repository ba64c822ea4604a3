import type { Card } from '@escoba/cards';

/** The siete de oros, a point of its own in every preset. */
export const SEVEN_OF_COINS: Card = 6;

/** Capture value: 1–7 face value, sota 8, caballo 9, rey 10 (the rank index + 1). */
export const cardValue = (card: Card): number => (card % 10) + 1;

/** The capture values of some cards, added up. */
export const sumValues = (cards: readonly Card[]): number => {
  let s = 0;
  for (const c of cards) s += cardValue(c);
  return s;
};
