import { cardValue, type Card } from './card.js';

export const CAPTURE_SUM = 15;

/**
 * Every set of table cards whose values plus `card`'s make 15, each set in table order,
 * sets in lexicographic order of table positions.
 */
export function captureSets(table: readonly Card[], card: Card): Card[][] {
  const out: Card[][] = [];
  const need = CAPTURE_SUM - cardValue(card);
  const chosen: Card[] = [];
  const walk = (from: number, remaining: number): void => {
    for (let i = from; i < table.length; i++) {
      const c = table[i]!;
      const v = cardValue(c);
      if (v > remaining) continue;
      chosen.push(c);
      if (v === remaining) out.push([...chosen]);
      else walk(i + 1, remaining - v);
      chosen.pop();
    }
  };
  walk(0, need);
  return out;
}

/** Whether `card` can make 15 with some set of table cards. */
export function canTake(table: readonly Card[], card: Card): boolean {
  // Subset-sum over values as a bit set: bit k set when some subset sums to k.
  const need = CAPTURE_SUM - cardValue(card);
  let reach = 1;
  for (const c of table) reach |= (reach << cardValue(c)) & 0x7fff;
  return ((reach >>> need) & 1) === 1;
}
