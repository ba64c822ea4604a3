import type { TournamentResultInfo } from '@escoba/protocol';
import type { FinalStanding, StoredTournamentEvent, TournamentEvent } from './tournament-events.js';

/** The row a tournament's list entry is read from. */
export interface TournamentRow {
  readonly id: string;
  readonly status: 'upcoming' | 'running' | 'finished';
  readonly startsAt: number;
  readonly finishedAt: number | null;
}

/** What a `finished` event writes with it: the final standings and the facts the profile shows beside them. */
export interface FinalResults {
  readonly name: string;
  readonly format: string;
  readonly gameId: string;
  readonly entrants: number;
  readonly standings: readonly FinalStanding[];
}

/**
 * Tournaments' event logs, beside the game log (SQLite by default, PostgreSQL with several processes). `append`
 * is the only write: events numbered from `seq`, all or nothing, and `conflict` when another writer took one of
 * those numbers first (the writer reads the log again and decides anew), so two processes never both write event n.
 */
export interface TournamentStore {
  append(id: string, seq: number, events: readonly TournamentEvent[], final?: FinalResults): Promise<'ok' | 'conflict'>;
  /** The events after `after`, in order. */
  read(id: string, after?: number): Promise<StoredTournamentEvent[]>;
  /** Upcoming and running tournaments, and those finished at or after `finishedSince`. */
  list(finishedSince: number): Promise<TournamentRow[]>;
  /** An account's final standings, newest first. */
  results(account: string, limit: number): Promise<TournamentResultInfo[]>;
  /** loose23: the key the seat tokens are derived from (`seat-tokens.ts`): made by the first to ask, then the same for every process; read from storage once per store. */
  seatKey(): Promise<string>;
  close(): Promise<void>;
}

/** Whether an event changes its tournament's row ({@link nextRow}): its creation, start and end. */
export const changesRow = (e: TournamentEvent): boolean => e.type === 'created' || e.type === 'started' || e.type === 'finished';

/** The status row after appending `events` to a log whose row was `row` (null: a new tournament). */
export function nextRow(id: string, row: TournamentRow | null, events: readonly TournamentEvent[]): TournamentRow {
  let current: TournamentRow = row ?? { id, status: 'upcoming', startsAt: 0, finishedAt: null };
  for (const e of events) {
    if (e.type === 'created') current = { ...current, startsAt: e.setup.startsAt };
    else if (e.type === 'started') current = { ...current, status: 'running' };
    else if (e.type === 'finished') current = { ...current, status: 'finished', finishedAt: e.at };
  }
  return current;
}
