import { err, ok, sidesOf, type Result, type Seat, type Side } from '@escoba/cards';

export type { Seat, Side } from '@escoba/cards';
export const PLAYER_COUNTS = [2, 3, 4, 6] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

/** Who sits at the table: seats `0..players-1` in playing order, grouped into sides. */
export interface TableSetup {
  readonly players: PlayerCount;
  readonly partnerships: boolean;
  /** Seats of each side, sides in order: `{0,2},{1,3}` for 2v2, `{0,2,4},{1,3,5}` for 3v3, else one seat a side. */
  readonly sides: readonly (readonly Seat[])[];
  /** The side of each seat. */
  readonly sideOf: readonly Side[];
  /** How many deals of three cards a hand has: 6, 4, 3 or 2. */
  readonly deals: number;
}

export interface TableError {
  readonly code: 'BadPlayers' | 'BadPartnerships';
  readonly message: string;
}

export function makeTable(players: unknown, partnerships: unknown = players === 6): Result<TableSetup, TableError> {
  if (!(PLAYER_COUNTS as readonly unknown[]).includes(players)) {
    return err({ code: 'BadPlayers', message: `players must be 2, 3, 4 or 6, got ${JSON.stringify(players)}` });
  }
  if (typeof partnerships !== 'boolean') {
    return err({ code: 'BadPartnerships', message: `partnerships must be true or false, got ${JSON.stringify(partnerships)}` });
  }
  const n = players as PlayerCount;
  if (partnerships && n !== 4 && n !== 6) {
    return err({ code: 'BadPartnerships', message: `partnerships need 4 players (2 against 2) or 6 (3 against 3), not ${n}` });
  }
  if (!partnerships && n === 6) {
    return err({ code: 'BadPartnerships', message: '6 players play as two partnerships of three: set partnerships to true' });
  }
  const { sides, sideOf } = sidesOf(n, partnerships);
  return ok({ players: n, partnerships, sides, sideOf, deals: (40 - 4) / (3 * n) });
}
