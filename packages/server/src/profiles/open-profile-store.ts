import { MemoryProfileStore } from './memory-profile-store.js';
import { PostgresProfileStore } from './postgres-profile-store.js';
import type { ProfileStore } from './profile-store.js';
import { SqliteProfileStore } from './sqlite-profile-store.js';

/** The profile store beside the game log, as the rating store is (`ratings/open-rating-store.ts`). */
export function openProfileStore(options: { readonly databaseUrl?: string; readonly dbPath?: string; readonly logInMemory: boolean; readonly onError?: (e: Error) => void }): Promise<ProfileStore> {
  if (options.databaseUrl) return PostgresProfileStore.open(options.databaseUrl, options.onError ? { onError: options.onError } : {});
  if (options.logInMemory || options.dbPath === ':memory:') return Promise.resolve(new MemoryProfileStore());
  return Promise.resolve(new SqliteProfileStore(options.dbPath ?? './data/escoba.sqlite'));
}
