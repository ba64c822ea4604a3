import { MemoryTournamentStore } from './memory-tournament-store.js';
import { PostgresTournamentStore } from './postgres-tournament-store.js';
import { SqliteTournamentStore } from './sqlite-tournament-store.js';
import type { TournamentStore } from './tournament-store.js';

/** The tournament store beside the game log, as the profile store is (`profiles/open-profile-store.ts`). */
export function openTournamentStore(options: { readonly databaseUrl?: string | undefined; readonly dbPath?: string | undefined; readonly logInMemory: boolean; readonly onError?: (e: Error) => void }): Promise<TournamentStore> {
  if (options.databaseUrl) return PostgresTournamentStore.open(options.databaseUrl, options.onError ? { onError: options.onError } : {});
  if (options.logInMemory || options.dbPath === ':memory:') return Promise.resolve(new MemoryTournamentStore());
  return Promise.resolve(new SqliteTournamentStore(options.dbPath ?? './data/escoba.sqlite'));
}
