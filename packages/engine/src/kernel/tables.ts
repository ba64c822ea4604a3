/**
 * Precomputed lookup tables of the fast kernel. Everything here is built once at module load.
 *
 * Card sets are two 20-bit masks: `lo` holds cards 0..19 (oros, copas), `hi` cards 20..39
 * (espadas, bastos); card `c` is bit `c` of `lo` when `c < 20`, else bit `c - 20` of `hi`.
 * Each 20-bit half holds two suits of 10 bits, so a suit's cards are `lo & 0x3ff`, `lo >>> 10`, ….
 */

import { cardValue } from '../values.js';
import { PRIME_STRENGTH, PRIMIERA_VALUE } from '../prime.js';

/** Capture value of each card id (rank index + 1: `cardValue` as a table). */
export const CAPTURE_VALUE: Int32Array = new Int32Array(40);
/** The card's bit in the `lo` mask (0 for cards 20..39). */
export const BIT_LO: Int32Array = new Int32Array(40);
/** The card's bit in the `hi` mask (0 for cards 0..19). */
export const BIT_HI: Int32Array = new Int32Array(40);

for (let c = 0; c < 40; c++) {
  CAPTURE_VALUE[c] = cardValue(c);
  BIT_LO[c] = c < 20 ? 1 << c : 0;
  BIT_HI[c] = c < 20 ? 0 : 1 << (c - 20);
}

/** Mask of a half holding 20 cards. */
export const HALF = 0xfffff;
/** The oros (coins) in the `lo` half. */
export const OROS_MASK = 0x3ff;
/** Bit of the siete de oros (card 6) in `lo`. */
export const SEVEN_OF_COINS_BIT = 1 << 6;
/** The two sevens of a half (rank index 6 of both suits). */
export const SEVENS_OF_HALF = (1 << 6) | (1 << 16);

/** Bits set in a 32-bit integer. */
export function popcount(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

// Indexed by the kernel's prime order number: 0 pagat, 1 faceValue.
const STRENGTH: readonly (readonly number[])[] = [PRIME_STRENGTH.pagat, PRIME_STRENGTH.faceValue];

/**
 * `PRIME_KEY[order][suitMask]`: `5 ** strength` of the suit's best prime card (0 for an empty suit).
 * A side's prime key is the sum over its four suits: as every strength occurs at most four times
 * the base-5 digits never carry, and comparing keys compares the strengths sorted best first,
 * exactly as `comparePrimes` does.
 */
export const PRIME_KEY: readonly Int32Array[] = [new Int32Array(1024), new Int32Array(1024)];
/** `PRIMIERA_BEST[suitMask]`: the highest primiera value in the suit (0 for an empty suit), whatever the prime order. */
export const PRIMIERA_BEST = new Int32Array(1024);

for (let order = 0; order < 2; order++) {
  const strength = STRENGTH[order]!;
  for (let mask = 1; mask < 1024; mask++) {
    let best = -1;
    for (let r = 0; r < 10; r++) {
      if (!((mask >>> r) & 1)) continue;
      // Same choice as primeCards: higher strength, ties (figures) to the higher id.
      if (best < 0 || strength[r]! >= strength[best]!) best = r;
    }
    PRIME_KEY[order]![mask] = 5 ** strength[best]!;
    // Pagat's order is the primiera's order (7 = 21 > 6 = 18 > 1 = 16 > 5 = 15 ... > figures = 10).
    if (order === 0) PRIMIERA_BEST[mask] = PRIMIERA_VALUE[best]!;
  }
}

/**
 * Upper bound on the number of legal moves in any position: a renuncio's sets plus the sets of up to
 * three hand cards (the whole pack has 10,596 subsets worth 14, the most for any sum up to 14) plus
 * three lays.
 */
export const MAX_LEGAL_MOVES = 4 * 10596 + 3;

/**
 * Capture sets of small tables, precomputed. A table of at most four cards with values `v0..v(t-1)`
 * in table order has the key `(((v0) · 10 + v1) · 10 + v2) · 10 + v3` (0 for the empty table;
 * 11,111 keys in all, below {@link SMALL_KEYS}), so laying a card of value `v` turns key `k` into
 * `10k + v`. For a key:
 * - `reach[key]`: bit `s` set when some subset of the table is worth `s` (`s <= 14`);
 * - `count[16 key + s]`: how many subsets are worth `s` (0..14; the empty set is the one subset worth 0);
 * - those subsets are `masks[start[key] + rel[16 key + s] .. start[key] + rel[16 key + s + 1])`,
 *   each a mask of table positions, in the order of `captureSets` (lexicographic in positions).
 * Built on first use (a few milliseconds), about 450 kB.
 */
export interface SmallTables {
  readonly reach: Int32Array;
  readonly count: Uint8Array;
  readonly start: Int32Array;
  readonly rel: Uint8Array;
  readonly masks: Uint8Array;
}

export const SMALL_TABLE_MAX = 4;
export const SMALL_KEYS = 11111;

let small: SmallTables | null = null;

export function smallTables(): SmallTables {
  if (small) return small;
  const reach = new Int32Array(SMALL_KEYS);
  const count = new Uint8Array(SMALL_KEYS * 16);
  const start = new Int32Array(SMALL_KEYS);
  const rel = new Uint8Array(SMALL_KEYS * 16);
  const masks: number[] = [];
  const lists: number[][] = Array.from({ length: 15 }, () => []);
  const visit = (values: number[], key: number): void => {
    const t = values.length;
    for (const l of lists) l.length = 0;
    let r = 1;
    // Preorder over subsets in position order: restricted to one sum, the order of captureSets.
    const walk = (from: number, sum: number, mask: number): void => {
      for (let j = from; j < t; j++) {
        const s = sum + values[j]!;
        if (s > 14) continue;
        r |= 1 << s;
        lists[s]!.push(mask | (1 << j));
        walk(j + 1, s, mask | (1 << j));
      }
    };
    walk(0, 0, 0);
    reach[key] = r;
    start[key] = masks.length;
    let off = 0;
    for (let s = 0; s < 15; s++) {
      rel[key * 16 + s] = off;
      count[key * 16 + s] = s === 0 ? 1 : lists[s]!.length;
      for (const m of lists[s]!) masks.push(m);
      off += lists[s]!.length;
    }
    rel[key * 16 + 15] = off;
    if (t < SMALL_TABLE_MAX) for (let v = 1; v <= 10; v++) visit([...values, v], key * 10 + v);
  };
  visit([], 0);
  small = { reach, count, start, rel, masks: Uint8Array.from(masks) };
  return small;
}

/**
 * The 16 subsets of four table positions (bit i: position i) in the order of `captureSets`
 * extended to sets of different sums: the set holding the lowest position where two sets differ
 * comes first (so the empty set is last). For sets worth the same, this is exactly the
 * lexicographic order of their positions, since neither can be a prefix of the other.
 */
export const HEAD_ORDER: Int32Array = Int32Array.from(
  Array.from({ length: 16 }, (_, m) => m).sort((a, b) => {
    const d = a ^ b;
    const low = d & -d;
    return a & low ? -1 : 1;
  }),
);
