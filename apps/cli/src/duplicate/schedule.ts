/**
 * The duplicate schedule of `escoba match`, for every game. Games come in deck sets: every game of set k uses the
 * decks and first dealer of the seed `"<seed>:<k>"` (`dealSeeded` of `@escoba/cards`), and the set has one game per
 * seating, so each bot gets every seat with the same cards. The seating by sides below serves tables with fixed
 * sides (a game with other roles, like the Alcalde, gives its own, `DuplicateGame.seating`):
 *
 * - two sides (2 players, or 4 or 6 in partnerships): 2 seatings, A plays side 0 and B side 1, then the reverse;
 * - 3 or 4 players each for themselves: one seating per seat, A in that seat and B in all the others.
 */

export interface MatchTable {
  readonly players: number;
  readonly partnerships: boolean;
  /** The seats of each side. */
  readonly sides: readonly (readonly number[])[];
}

/** Bot A or bot B. */
export type Who = 'a' | 'b';

/** How many games (seatings) one deck set has. */
export const seatingCount = (table: MatchTable): number => (table.sides.length === 2 ? 2 : table.players);

/** Which bot sits in each seat in seating `r` of a set. */
export function seating(table: MatchTable, r: number): Who[] {
  const count = seatingCount(table);
  if (!Number.isInteger(r) || r < 0 || r >= count) throw new RangeError(`seating must be 0..${count - 1}, got ${r}`);
  const who: Who[] = new Array<Who>(table.players).fill('b');
  // With two sides A takes side r; with one seat per side it takes seat r (side r too).
  for (const seat of table.sides[r]!) who[seat] = 'a';
  return who;
}

/** The side A plays in seating `r` (A always holds exactly one side). */
export const sideOfA = (_table: MatchTable, r: number): number => r;

/** How many deck sets and games `--games requested` means (`table`: its seatings by sides, or a count): the games are rounded up to whole sets. */
export function plan(requested: number, table: MatchTable | number): { sets: number; seatings: number; games: number } {
  const seatings = typeof table === 'number' ? table : seatingCount(table);
  const sets = Math.max(1, Math.ceil(requested / seatings));
  return { sets, seatings, games: sets * seatings };
}

/** The seed of set `k`: decks and first dealer of every game in it. */
export const setSeed = (seed: number, k: number): string => `${seed}:${k}`;

/** The seed of the bot in `seat` in seating `r` of set `k` (a level bot's own random choices). */
export const botSeed = (seed: number, k: number, r: number, seat: number): string => `${seed}:${k}:${r}:${seat}`;
