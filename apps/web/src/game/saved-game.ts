import type { KeyValueStore } from '../settings.js';
import { escoba } from '../games/escoba/entry.js';
import { matchRecord, resumeMatch, type Match } from './match.js';

export const SAVED_GAME_KEY = escoba.savedGameKey;

/** Saves the game in progress as its `escoba-record/1` (with the seed and bot levels); a finished game is forgotten. */
export function saveGame(store: KeyValueStore, match: Match): void {
  if (match.state.phase === 'over') store.removeItem(SAVED_GAME_KEY);
  else store.setItem(SAVED_GAME_KEY, JSON.stringify(matchRecord(match)));
}

/** The unfinished game saved earlier, or null (nothing saved, or unreadable: then it is dropped). */
export function loadGame(store: KeyValueStore): Match | null {
  const text = store.getItem(SAVED_GAME_KEY);
  if (!text) return null;
  let resumed: ReturnType<typeof resumeMatch>;
  try {
    resumed = resumeMatch(JSON.parse(text));
  } catch {
    resumed = { ok: false, error: 'not JSON' };
  }
  if (!resumed.ok) {
    store.removeItem(SAVED_GAME_KEY);
    return null;
  }
  return resumed.value;
}

export const forgetGame = (store: KeyValueStore): void => store.removeItem(SAVED_GAME_KEY);
