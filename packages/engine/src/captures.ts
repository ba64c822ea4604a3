import type { Card } from '@escoba/cards';
import { cardValue } from './values.js';

export const CAPTURE_SUM = 15;
/** The shared, frozen `take` of every play that lays its card on the table. */
export const NO_TAKE: readonly Card[] = Object.freeze([]);

// The set being built, shared by every search: the search is synchronous, never re-entered, leaves it empty,
// and copies each set it finds. A fresh array per call would cost a 17-slot allocation.
const scratch: Card[] = [];

/** Depth-first search over table positions; calls `found` with a copy of each set that sums to `remaining`. */
function collectSets(table: readonly Card[], from: number, remaining: number, chosen: Card[], found: (set: Card[]) => void): void {
  for (let i = from; i < table.length; i++) {
    const c = table[i]!;
    const v = (c % 10) + 1;
    if (v > remaining) continue;
    chosen.push(c);
    if (v === remaining) found(chosen.slice());
    else collectSets(table, i + 1, remaining - v, chosen, found);
    chosen.pop();
  }
}

/** Calls `found` with each set `card` can take, in the order of {@link captureSets}, without building a list. */
export function forEachCaptureSet(table: readonly Card[], card: Card, found: (set: Card[]) => void): void {
  collectSets(table, 0, CAPTURE_SUM - cardValue(card), scratch, found);
}

/**
 * Every set of table cards whose values plus `card`'s make 15, each set in table order,
 * sets in lexicographic order of table positions.
 */
export function captureSets(table: readonly Card[], card: Card): Card[][] {
  const out: Card[][] = [];
  collectSets(table, 0, CAPTURE_SUM - cardValue(card), scratch, (set) => out.push(set));
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
