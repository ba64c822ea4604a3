import type { BotLevel } from '@escoba/cards';
import type { ProfileCounts } from '@escoba/games';
import type { GameKey } from '../ratings/rating-store.js';

/** How a game ended for one seat (its side's rank: first alone, first with another side, or below). */
export type SeatResult = 'win' | 'draw' | 'loss';

/** Who sat at a seat of a finished game: a person (an account, or a guest: account null) or a computer level. */
export interface GameSeat {
  readonly name: string | null;
  readonly account: string | null;
  readonly level: BotLevel | null;
  readonly side: number;
  readonly result: SeatResult;
}

/**
 * A finished game as profiles keep it (`finished-game.ts` makes it from a table): its key, which game and rating
 * format (the group a profile's totals and statistics are kept under: the format, or the game's id for tables not
 * rated), when it ended, each seat, each seat's counters (the game plugin's `profile.countsOf`), and its record (the
 * game's record format, JSON: public once the game is over).
 */
export interface FinishedGame {
  readonly key: GameKey;
  /** The log version of the table's `finished` entry: how far its log has been read for profiles. */
  readonly v: number;
  readonly gameId: string;
  readonly group: string;
  readonly at: number;
  readonly seats: readonly GameSeat[];
  readonly counts: readonly ProfileCounts[];
  readonly record: string;
  /** tour23: the tournament the game was played in (its id and name), or null. */
  readonly tournament: GameTournament | null;
}

/** tour23: a history entry's tournament: its id (`#/tournaments/ID`) and name (null for tables made before names were kept). */
export interface GameTournament {
  readonly id: string;
  readonly name: string | null;
}

/** One game of an account's history (newest first). */
export interface HistoryGame {
  readonly key: GameKey;
  readonly gameId: string;
  readonly group: string;
  readonly at: number;
  /** The account's seat. */
  readonly seat: number;
  readonly seats: readonly GameSeat[];
  readonly tournament: GameTournament | null;
}

/** An account's sums in one group: games, wins, draws and losses, and the game's counters. */
export interface GroupTotals {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly counts: ProfileCounts;
}

/** Games two accounts played at one table, from the first one's side: won, drawn, lost (partners at one side count too). */
export interface HeadToHead {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

/**
 * Each account's finished games and their sums (issue 22's profiles and history). `recordGame` writes a game once:
 * its key (table code, game number) is claimed in the same transaction as its rows and the sums, so a second call (a
 * process replaying a table's end after a restart, or another process) changes nothing. Implementations:
 * {@link MemoryProfileStore}, `SqliteProfileStore` (default, in the game log's file), `PostgresProfileStore`.
 */
export interface ProfileStore {
  /** Writes a finished game and adds it to its accounts' sums; false when it was written before (nothing changes). */
  recordGame(game: FinishedGame): Promise<boolean>;
  /**
   * story22: adds a finished game to an account through a seat it claimed (a guest's seat, proved by its token at
   * signup or login): the game is kept if it was not, and the account's result and sums are added once per (account,
   * game); false when the account had it already. Ratings are not touched: the game was not rated.
   */
  claimGame(game: FinishedGame, account: string, seat: number): Promise<boolean>;
  /** Marks a table's log read for profiles up to version `v` (a finished game without accounts, or none to write). */
  markRead(code: string, v: number): Promise<void>;
  /**
   * Finished tables whose log has not been read for profiles to its end (a process died between a game's end and
   * its summary), at most `limit`; none for stores whose log is not beside them (memory).
   */
  unread(limit: number): Promise<string[]>;
  /** An account's sums per group. */
  totals(account: string): Promise<Map<string, GroupTotals>>;
  /** An account's games, newest first, and how many it has in all. */
  history(account: string, offset: number, limit: number): Promise<{ readonly games: HistoryGame[]; readonly total: number }>;
  headToHead(account: string, other: string): Promise<HeadToHead>;
  /** A finished game's record (JSON text), or null when no account played it or it is unknown. */
  record(key: GameKey): Promise<string | null>;
  close(): Promise<void>;
}

/** The names of the sums kept per (account, group) besides the game's own counters (prefixed `stat:` in the stores). */
export const RESULT_COUNTERS: Readonly<Record<SeatResult, 'wins' | 'draws' | 'losses'>> = { win: 'wins', draw: 'draws', loss: 'losses' };

/** The accounts of a game with their seats, each once (an account seated twice is the caller's bug). */
export function accountSeats(game: FinishedGame): { account: string; seat: number }[] {
  const seats = game.seats.flatMap((s, seat) => (s.account === null ? [] : [{ account: s.account, seat }]));
  const twice = seats.find((s, i) => seats.findIndex((t) => t.account === s.account) !== i);
  if (twice) throw new RangeError(`account ${twice.account} is seated twice in game ${game.key.table}/${game.key.game}`);
  return seats;
}

/** The sums one game adds for a seat: one game, its result, and its counters (`stat:<name>`). */
export function sumsOf(game: FinishedGame, seat: number): [string, number][] {
  const result = game.seats[seat]!.result;
  return [['games', 1], [RESULT_COUNTERS[result], 1], ...Object.entries(game.counts[seat] ?? {}).map(([name, n]): [string, number] => [`stat:${name}`, n])];
}

/** Sums read back as {@link GroupTotals}. */
export function totalsOf(sums: Iterable<readonly [string, number]>): GroupTotals {
  const counts: Record<string, number> = {};
  const t = { games: 0, wins: 0, draws: 0, losses: 0 };
  for (const [name, n] of sums) {
    if (name.startsWith('stat:')) counts[name.slice(5)] = n;
    else if (name in t) t[name as keyof typeof t] = n;
  }
  return { ...t, counts };
}
