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
  /** Codes of the tables not finished (in the lobby or playing): what recovery loads. */
  unfinished(): Promise<string[]>;
  close(): Promise<void>;
}

export class VersionConflictError extends Error {
  constructor(code: string, expected: number, got: number) {
    super(`table ${code}: appending version ${got}, but the log ends at ${expected - 1}`);
    this.name = 'VersionConflictError';
  }
}
