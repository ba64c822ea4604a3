import type { KeyValueStore } from '../../settings.js';
import { SAVED_GAME_KEYS } from '../catalog.js';
import { briscaRecord, resumeBriscaMatch, webGameOf, type BriscaMatch } from './match.js';

type BriscaGameId = 'brisca' | 'alcalde';

/** Saves the game in progress as its `brisca-record/1` (with the seed and bot levels); a finished match is forgotten. */
export function saveBriscaGame(store: KeyValueStore, game: BriscaGameId, match: BriscaMatch): void {
  if (match.state.phase === 'over') store.removeItem(SAVED_GAME_KEYS[game]);
  else store.setItem(SAVED_GAME_KEYS[game], JSON.stringify(briscaRecord(match)));
}

/** The unfinished game of Brisca (or of an Alcalde game) saved earlier, or null (nothing saved, or unreadable: then it is dropped). */
export function loadBriscaGame(store: KeyValueStore, game: BriscaGameId): BriscaMatch | null {
  const text = store.getItem(SAVED_GAME_KEYS[game]);
  if (!text) return null;
  let resumed: ReturnType<typeof resumeBriscaMatch>;
  try {
    resumed = resumeBriscaMatch(JSON.parse(text));
  } catch {
    resumed = { ok: false, error: 'not JSON' };
  }
  if (!resumed.ok || webGameOf(resumed.value.state) !== game) {
    store.removeItem(SAVED_GAME_KEYS[game]);
    return null;
  }
  return resumed.value;
}
