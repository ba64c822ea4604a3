import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';

/**
 * Where tables' event logs live. The game service appends every accepted command's events here and waits for the
 * promise before telling anyone, so a resolved append must be durable. Versions per table are 1, 2, 3, …; an
 * append whose first version is not the next one must fail (two writers for one table is a bug, not a race to win).
 * Implementations: {@link MemoryStore} (tests, benchmarks), {@link SqliteStore} (default); a PostgreSQL one would
 * implement the same four methods.
 */
export interface GameStore {
  /** Appends entries to a table's log and records its status, all or nothing. */
  append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void>;
  /** The table's entries with a version above `after` (all of them by default), oldest first; empty if unknown. */
  read(code: string, after?: number): Promise<LogEntry[]>;
  exists(code: string): Promise<boolean>;
  /** Codes of the tables not finished (in the lobby or playing). */
  unfinished(): Promise<string[]>;
  /** Codes of the tables with a game in progress: what recovery loads at start (lobbies load when asked for). */
  inPlay(): Promise<string[]>;
  /** Sets a table aside whose log cannot be replayed: it is no longer listed, and `read` refuses it. */
  quarantine(code: string, reason: string): Promise<void>;
  /**
   * Deletes lobbies last changed before `lobbyBefore`, finished tables last changed before `finishedBefore` and
   * tables in play untouched since `playingBefore` (ms since the epoch), with their logs (chat included); returns
   * their codes. Tables in `keep` (followed right now) stay.
   */
  purge(cutoffs: { readonly lobbyBefore: number; readonly finishedBefore: number; readonly playingBefore: number; readonly keep?: readonly string[] }): Promise<string[]>;
  /** Resolves when the store answers (for `/readyz`); stores in the process need not implement it. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}

/** A stored log that cannot be what the server wrote: a version gap, an unreadable event, or a quarantined table. */
export class CorruptLogError extends Error {
  constructor(
    readonly code: string,
    detail: string,
  ) {
    super(`table ${code}: ${detail}`);
    this.name = 'CorruptLogError';
  }
}

/** Checks that entries read after version `after` are numbered after+1, after+2, … */
export function checkVersions(code: string, after: number, versions: readonly number[]): void {
  versions.forEach((v, i) => {
    if (v !== after + 1 + i) throw new CorruptLogError(code, `version ${v} where ${after + 1 + i} was expected`);
  });
}

export class VersionConflictError extends Error {
  constructor(code: string, expected: number, got: number) {
    super(`table ${code}: appending version ${got}, but the log ends at ${expected - 1}`);
    this.name = 'VersionConflictError';
  }
}
