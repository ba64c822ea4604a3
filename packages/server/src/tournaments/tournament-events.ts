import type { RatingRange, TableConfig, TableSettings, TournamentFormat } from '@escoba/protocol';

/** What the host chose, as resolved and checked at creation (`tournament-config.ts`). */
export interface TournamentSetup {
  readonly name: string;
  /** The host's account id and name. */
  readonly host: { readonly account: string; readonly name: string };
  readonly format: TournamentFormat;
  /** The table config every pairing's table is created from (tournament fields added at creation). */
  readonly table: TableConfig;
  /** The same config as the table creation resolves it. */
  readonly settings: TableSettings;
  readonly startsAt: number;
  /** Arena: its end; other formats null. */
  readonly endsAt: number | null;
  /** Swiss: its rounds; else null. */
  readonly rounds: number | null;
  readonly rated: boolean;
  readonly ratingRange?: RatingRange;
  readonly computers: boolean;
  /** The table's rating format (null: a table without one; entrants then count as 1500). */
  readonly ratingFormat: string | null;
}

/** One table a pairing made: who sits in each seat (an entrant's account id, or null: a computer seat). */
export interface PairedTable {
  /** From 1, in the order the tournament made them. */
  readonly pairing: number;
  /** Duel formats: the round and the duel's id in `@escoba/tournament`; arena: null, and the arena's table id. */
  readonly round: number | null;
  readonly gameId: number;
  readonly seats: readonly (string | null)[];
  /** The table's code, derived from (tournament, pairing): written here before the table is created. */
  readonly code: string;
}

/**
 * A tournament's log: every change, in order, numbered from 1 per tournament. The pairing state is the replay of
 * these events into `@escoba/tournament`'s classes (`replay.ts`), so whichever process owns the tournament next
 * continues exactly where the last one stopped.
 */
export type TournamentEvent =
  | { readonly type: 'created'; readonly at: number; readonly setup: TournamentSetup }
  | { readonly type: 'joined'; readonly at: number; readonly account: string; readonly name: string; readonly rating: number }
  | { readonly type: 'withdrew'; readonly at: number; readonly account: string }
  | { readonly type: 'started'; readonly at: number }
  /** One pairing call's tables (an arena's `pair(at)`, a duel format's round): all written before any is created. */
  | { readonly type: 'paired'; readonly at: number; readonly tables: readonly PairedTable[]; readonly byes?: readonly string[] }
  /**
   * A table's first game ended: each seat's result. `absent` (tour23): no entrant was at the table (each seat in a
   * stand-in's hands after the grace period), so it was settled as a loss for every entrant without waiting for its end.
   */
  | { readonly type: 'result'; readonly at: number; readonly pairing: number; readonly results: readonly ('win' | 'draw' | 'loss')[]; readonly absent?: true }
  /**
   * t23b: the pairing's code was held by a table outside the tournament (a casual table's random code, another
   * tournament's pairing) when its table was made: the owner moves the pairing to `code`, the next derived code none of
   * the tournament's pairings holds, and makes its table there. In the log, so a process taking over never derives
   * the held code again.
   */
  | { readonly type: 'moved'; readonly at: number; readonly pairing: number; readonly code: string }
  | { readonly type: 'finished'; readonly at: number };

export interface StoredTournamentEvent {
  readonly seq: number;
  readonly event: TournamentEvent;
}

/** A line of final standings kept for the profiles. */
export interface FinalStanding {
  readonly account: string;
  readonly rank: number;
  readonly points: number;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}
