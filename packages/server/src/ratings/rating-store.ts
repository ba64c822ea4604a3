import { PROVISIONAL_SIGMA, initialRating, rateGame, type Rating, type RatingFormat } from '@escoba/ratings';

/** Which game a rated result belongs to: a table's code and the game's number at that table (its `finished` event's `game`). */
export interface GameKey {
  readonly table: string;
  readonly game: number;
}

/** Someone at a rated table: an account (rated), or a computer level held fixed at its measured rating. */
export type Participant = { readonly account: string } | { readonly fixed: Rating };

/** A finished rated game: its format, who sat on each side, and the ranks per side (`ranksOf` of `@escoba/ratings`). */
export interface RatedGame {
  readonly format: RatingFormat;
  readonly sides: readonly (readonly Participant[])[];
  readonly ranks: readonly number[];
  /** When the game ended (ms since the epoch): the time of its history rows and the month it counts in. */
  readonly at: number;
}

/** One account's rating change from one game. */
export interface RatingChange {
  readonly account: string;
  readonly before: Rating;
  readonly after: Rating;
  /** Rated games in this format after this one. */
  readonly games: number;
}

/** What `applyResult` did: the game's changes, and whether this call applied them (false: they had been applied before). */
export interface AppliedResult {
  readonly applied: boolean;
  readonly changes: readonly RatingChange[];
}

/** An account's rating in one format, with the rated games it rests on. */
export interface StoredRating {
  readonly rating: Rating;
  readonly games: number;
}

/** One row of an account's rating history in a format (the profile's chart). */
export interface HistoryRow {
  readonly key: GameKey;
  readonly before: Rating;
  readonly after: Rating;
  readonly at: number;
}

/** A leaderboard page: the format, all time or the games of one month (UTC, `[from, to)` in ms), and the window. */
export interface LeaderboardQuery {
  readonly format: string;
  readonly month: { readonly from: number; readonly to: number } | null;
  readonly limit: number;
  readonly offset: number;
  /** rated22: provisional ratings too (`?provisional=1`: a player's first games; the boards themselves are established only). */
  readonly provisional?: boolean;
}

/** One leaderboard row: the account's rating (all time: now; a month: after its last game of the month) and its rated games (in that month). */
export interface LeaderboardRow {
  readonly account: string;
  readonly rating: Rating;
  readonly games: number;
}

/**
 * Ratings per (account, format), their history, and the rated games applied. Every implementation applies a game's
 * result exactly once: the game's key is unique, the changes are computed from the ratings read in the same
 * transaction, and a second `applyResult` of a key (a process restarted replaying the end of a game, another process)
 * changes nothing and returns the changes applied the first time.
 * Implementations: {@link MemoryRatingStore}, {@link SqliteRatingStore} (default), {@link PostgresRatingStore}.
 */
export interface RatingStore {
  applyResult(key: GameKey, game: RatedGame): Promise<AppliedResult>;
  /** An account's ratings, by format id (formats it has never played are absent). */
  ratingsOf(account: string): Promise<Map<string, StoredRating>>;
  /** An account's history in a format, oldest first. */
  history(account: string, format: string): Promise<HistoryRow[]>;
  /**
   * Established ratings only (not provisional: sigma at most `PROVISIONAL_SIGMA`), best first; equal ratings in
   * account order, so pages never repeat or skip a row.
   */
  leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]>;
  // rated22: rated games begun and not yet applied, so that a game finished by a process that died before applying
  // its result is applied by the next one to look (`rated-tables.ts`).
  /** Records that the rated game `key` began (idempotent). */
  markPending(key: GameKey, at: number): Promise<void>;
  /**
   * The games marked and not applied yet (no `applyResult` of their key) whose end may be in the log, oldest first:
   * what the sweep reads the logs of. Beside the log (SQLite, PostgreSQL) that is the games of tables not in play
   * (status other than `playing`, or gone from the log) and games followed by a later marked game of their table (a
   * game begins only once the one before it ended); games still in play are left out, so the sweep reads none of
   * their logs. A store not beside the log (memory) returns every game marked and not applied.
   */
  pendingEnded(): Promise<GameKey[]>;
  /** Forgets a marked game that will never be applied (its table is gone from the log). */
  dropPending(key: GameKey): Promise<void>;
  close(): Promise<void>;
}

/** The accounts of a game, each once (an account seated twice at one table is a bug of the caller). */
export function accountsOf(game: RatedGame): string[] {
  const accounts = game.sides.flat().flatMap((p) => ('account' in p ? [p.account] : []));
  const twice = accounts.find((a, i) => accounts.indexOf(a) !== i);
  if (twice !== undefined) throw new RangeError(`account ${twice} is seated twice in one rated game`);
  return accounts;
}

/** The changes a game makes, from the accounts' current ratings (absent: a new player's): the only place a result is rated. */
export function changesOf(game: RatedGame, current: ReadonlyMap<string, StoredRating>): RatingChange[] {
  accountsOf(game);
  const sides = game.sides.map((side) => side.map((p) => ('account' in p ? { rating: current.get(p.account)?.rating ?? initialRating() } : { rating: p.fixed, fixed: true })));
  const after = rateGame(game.format, sides, game.ranks);
  return game.sides.flatMap((side, s) =>
    side.flatMap((p, i) => ('account' in p ? [{ account: p.account, before: sides[s]![i]!.rating, after: after[s]![i]!, games: (current.get(p.account)?.games ?? 0) + 1 }] : [])),
  );
}

/** The UTC month `YYYY-MM` as `[from, to)` in ms, or null when the text is not a month. */
export function monthRange(month: string): { from: number; to: number } | null {
  const m = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!m) return null;
  const year = Number(m[1]);
  const index = Number(m[2]) - 1;
  return { from: Date.UTC(year, index, 1), to: Date.UTC(year, index + 1, 1) };
}

/** The highest sigma a leaderboard query lists: established ratings only, unless it asks for provisional ones too. */
export const sigmaBound = (query: LeaderboardQuery): number => (query.provisional ? Number.MAX_VALUE : PROVISIONAL_SIGMA);
