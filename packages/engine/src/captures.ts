import { cardValue, type Card } from './card.js';

export const CAPTURE_SUM = 15;
/** The shared, frozen `take` of every play that lays its card on the table. */
export const NO_TAKE: readonly Card[] = Object.freeze([]);

// Reused by captureSets: the search is synchronous and never re-entered, and every set found is copied out.
const scratch: Card[] = [];

function collectSets(table: readonly Card[], from: number, remaining: number, chosen: Card[], out: Card[][]): void {
  for (let i = from; i < table.length; i++) {
    const c = table[i]!;
    const v = (c % 10) + 1;
    if (v > remaining) continue;
    chosen.push(c);
    if (v === remaining) out.push(chosen.slice());
    else collectSets(table, i + 1, remaining - v, chosen, out);
    chosen.pop();
  }
}

/**
 * Every set of table cards whose values plus `card`'s make 15, each set in table order,
 * sets in lexicographic order of table positions.
 */
export function captureSets(table: readonly Card[], card: Card): Card[][] {
  const out: Card[][] = [];
  collectSets(table, 0, CAPTURE_SUM - cardValue(card), [], out);
  return out;
}

/** Bit k is set when some set of table cards sums to k (k < 15): one pass answers {@link canTake} for every card. */
export function reachableSums(table: readonly Card[]): number {
  let reach = 1;
  for (let i = 0; i < table.length; i++) reach |= (reach << ((table[i]! % 10) + 1)) & 0x7fff;
  return reach;
}

/** Whether `card` can make 15 with some set of table cards. */
export function canTake(table: readonly Card[], card: Card): boolean {
  return ((reachableSums(table) >>> (CAPTURE_SUM - cardValue(card))) & 1) === 1;
}
