import { MemoryRatingStore } from './memory-rating-store.js';
import { PostgresRatingStore } from './postgres-rating-store.js';
import type { RatingStore } from './rating-store.js';
import { SqliteRatingStore } from './sqlite-rating-store.js';

/**
 * The rating store beside the game log: in PostgreSQL with `databaseUrl`, in memory when the log is (`dbPath`
 * `:memory:`, or a log store given by a test), else in the game log's SQLite file.
 */
export function openRatingStore(options: { readonly databaseUrl?: string; readonly dbPath?: string; readonly logInMemory: boolean; readonly onError?: (e: Error) => void }): Promise<RatingStore> {
  if (options.databaseUrl) return PostgresRatingStore.open(options.databaseUrl, options.onError ? { onError: options.onError } : {});
  if (options.logInMemory || options.dbPath === ':memory:') return Promise.resolve(new MemoryRatingStore());
  return Promise.resolve(new SqliteRatingStore(options.dbPath ?? './data/escoba.sqlite'));
}
