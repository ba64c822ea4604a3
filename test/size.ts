/**
 * How big the long simulations and sweeps are, from one variable, ESCOBA_TEST_SIZE: `full` or `small`. The soak
 * lane runs them full unless it is set (ESCOBA_TEST_SIZE=small for a quick look at one of its files); the chaos
 * test (services lane) runs small unless ESCOBA_TEST_SIZE=full. `size(full, small)` picks one of two counts.
 */
export const FULL_SIZE = process.env['ESCOBA_TEST_SIZE'] === 'full';

export function size(full: number, small: number): number {
  return FULL_SIZE ? full : small;
}
