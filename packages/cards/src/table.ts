/** A seat is a number `0..players-1` in playing order; a side an index into a table's `sides`. */
export type Seat = number;
export type Side = number;

/** Who plays with whom: the seats of each side, sides in order, and the side of each seat. */
export interface Sides {
  readonly sides: readonly (readonly Seat[])[];
  readonly sideOf: readonly Side[];
}

/**
 * The sides of a table of `players` seats: with partnerships two sides seated alternately (`{0,2},{1,3}`,
 * `{0,2,4},{1,3,5}`), else one seat a side.
 */
export function sidesOf(players: number, partnerships: boolean): Sides {
  const sideCount = partnerships ? 2 : players;
  const sideOf = Array.from({ length: players }, (_, seat) => seat % sideCount);
  const sides = Array.from({ length: sideCount }, (_, side) => sideOf.flatMap((s, seat) => (s === side ? [seat] : [])));
  return { sides, sideOf };
}
