import type { KeyValueStore } from '../settings.js';
import { DEFAULT_GAME, isWebGame, type WebGameId } from '../games/catalog.js';

export const LAST_GAME_KEY = 'escoba.lastGame.v1';

/** The game last chosen in the new-game form, which "New game" opens again (the catalog's first game at first). */
export function lastGame(kv: KeyValueStore): WebGameId {
  const saved = kv.getItem(LAST_GAME_KEY);
  return isWebGame(saved) ? saved : DEFAULT_GAME;
}

export const rememberGame = (kv: KeyValueStore, game: WebGameId): void => kv.setItem(LAST_GAME_KEY, game);
