/**
 * How big the long simulations and sweeps are: ESCOBA_TEST_SIZE=full (the soak lane sets it; the chaos test reads
 * it too) or small (anything else, e.g. running one file by hand). `size(full, small)` picks one of the two counts.
 */
export const FULL_SIZE = process.env['ESCOBA_TEST_SIZE'] === 'full';

export function size(full: number, small: number): number {
  return FULL_SIZE ? full : small;
}
