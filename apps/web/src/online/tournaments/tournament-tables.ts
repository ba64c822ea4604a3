import type { KeyValueStore } from '../../settings.js';

/** Where the app remembers which tournament a table it opened from a tournament belongs to (table code → tournament id). */
export const TOURNAMENT_TABLES_KEY = 'escoba.tournament-tables.v1';

/** The tables remembered at most: enough for a long arena, small enough for `localStorage`. */
const KEEP = 50;

function read(store: KeyValueStore): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(store.getItem(TOURNAMENT_TABLES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((x): x is [string, string] => Array.isArray(x) && typeof x[0] === 'string' && typeof x[1] === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers that table `code` plays in tournament `id` (when paired there, or when its game is opened to watch). */
export function rememberTournamentTable(store: KeyValueStore, code: string, id: string): void {
  const kept = read(store).filter(([c]) => c !== code);
  store.setItem(TOURNAMENT_TABLES_KEY, JSON.stringify([...kept, [code, id]].slice(-KEEP)));
}

/** The tournament table `code` was opened from, or null. */
export const tournamentOfTable = (store: KeyValueStore, code: string): string | null => read(store).find(([c]) => c === code)?.[1] ?? null;
