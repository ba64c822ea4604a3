import type { PrimeOrder } from './rules.js';

/**
 * The prime's rule tables, by rank index (printed 1,2,3,4,5,6,7,10,11,12): the public scoring and the
 * kernel's lookup tables are both built from these, so the two cannot disagree.
 */

/** Prime strength of each rank under each order; figures are all 0. Pagat: 7 > 6 > 1 > 5 > 4 > 3 > 2; faceValue: 7 > 6 > … > 1. */
export const PRIME_STRENGTH: Readonly<Record<PrimeOrder, readonly number[]>> = {
  pagat: [5, 1, 2, 3, 4, 6, 7, 0, 0, 0],
  faceValue: [1, 2, 3, 4, 5, 6, 7, 0, 0, 0],
};

/** Primiera value of each rank: 7 = 21, 6 = 18, 1 = 16, 5 = 15, 4 = 14, 3 = 13, 2 = 12, figures 10. */
export const PRIMIERA_VALUE: readonly number[] = [16, 12, 13, 14, 15, 18, 21, 10, 10, 10];
