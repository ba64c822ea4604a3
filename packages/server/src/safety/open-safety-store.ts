import { MemorySafetyStore } from './memory-safety-store.js';
import { PostgresSafetyStore } from './postgres-safety-store.js';
import type { SafetyStore } from './safety-store.js';
import { SqliteSafetyStore } from './sqlite-safety-store.js';

/** Blocks and reports beside the accounts: in PostgreSQL with `databaseUrl`, in memory when the log is, else in the log's SQLite file. */
export function openSafetyStore(where: { readonly databaseUrl?: string | undefined; readonly dbPath?: string | undefined; readonly logInMemory?: boolean }, onError?: (e: Error) => void): Promise<SafetyStore> {
  if (where.databaseUrl) return PostgresSafetyStore.open(where.databaseUrl, onError ? { onError } : {});
  const path = where.dbPath ?? './data/escoba.sqlite';
  if (where.logInMemory || path === ':memory:') return Promise.resolve(new MemorySafetyStore());
  return Promise.resolve(new SqliteSafetyStore(path));
}
