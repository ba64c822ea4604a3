import { entryOf, type WebGameId } from '../games/catalog.js';
import type { GameRules } from './types.js';

const loading = new Map<WebGameId, Promise<GameRules>>();

/** A game's rules page, loaded once on first opening (its own chunk); a failed load may be tried again. */
export function loadRules(id: WebGameId): Promise<GameRules> {
  let p = loading.get(id);
  if (!p) {
    p = entryOf(id).rules();
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}
