import type { Card } from '@escoba/cards';
import { RANK_SEVEN, RANK_TWO, STRENGTH, type ExchangeRule } from './rules.js';
import { CARD_STRENGTH, CARD_SUIT } from './tricks.js';

// The trump exchange: which card may take the trump card, and when. The one statement of the rule, used by the
// public state (`exchangeCard`, `legalActions`, `checkAction`) and the fast kernel.

/** The exchange rule as a number, for the kernel's hot path. */
export const EXCHANGE_SEED = 0;
export const EXCHANGE_WINNER = 1;
export const EXCHANGE_NONE = 2;

export const exchangeCode = (rule: ExchangeRule): number => (rule === 'seed' ? EXCHANGE_SEED : rule === 'winner' ? EXCHANGE_WINNER : EXCHANGE_NONE);

const TWO_STRENGTH = STRENGTH[RANK_TWO]!;
const SEVEN_STRENGTH = STRENGTH[RANK_SEVEN]!;

/**
 * The card the seat on turn could give for the trump card now (the 7 or the 2 of trumps), or -1 when no exchange
 * is possible. `trumpCard` is -1 once drawn; `played`: the seat has already played to this trick; `leads`: the
 * trick is empty and the seat leads it; `hand[start .. start + length)`: the seat's hand, read only for the 2's
 * precedence during the first trick (rule `seed`, a trump card of 10 or better: a seat holding the 2 gives the 2),
 * so the answer never depends on a hidden card and is otherwise the same whether or not the seat holds the card.
 */
export function exchangeCardFor(
  rule: number,
  trumpCard: number,
  tricks: number,
  played: boolean,
  leads: boolean,
  hand: ArrayLike<Card>,
  start: number,
  length: number,
): number {
  if (trumpCard < 0 || rule === EXCHANGE_NONE || played) return -1;
  const strength = CARD_STRENGTH[trumpCard]!;
  if (strength === TWO_STRENGTH) return -1;
  const high = strength > SEVEN_STRENGTH;
  const base = CARD_SUIT[trumpCard]! * 10;
  if (rule === EXCHANGE_WINNER) {
    if (tricks === 0 || !leads) return -1;
    return base + (high ? RANK_SEVEN : RANK_TWO);
  }
  if (!high) return base + RANK_TWO;
  if (tricks === 0) {
    const two = base + RANK_TWO;
    for (let i = start, end = start + length; i < end; i++) if (hand[i] === two) return two;
  }
  return base + RANK_SEVEN;
}
