import { entryForTable, entryOf, type WebGameId } from './catalog.js';
import type { GameModule } from './types.js';

const loading = new Map<WebGameId, Promise<GameModule>>();
const loaded = new Map<WebGameId, GameModule>();

/** A game's code, loaded when it is first chosen (its own chunk, `entry.load()`), so the first load carries none. */
export function loadGame(id: WebGameId): Promise<GameModule> {
  let p = loading.get(id);
  if (!p) {
    p = entryOf(id).load();
    p.then(
      (module) => loaded.set(id, module),
      // A failed load (offline before it was cached) may be tried again.
      () => loading.delete(id),
    );
    loading.set(id, p);
  }
  return p;
}

/** A game's code if it is loaded already (so a screen can draw it at once), else null. */
export const loadedGame = (id: WebGameId): GameModule | null => loaded.get(id) ?? null;

/** The web game that draws an online table of the server's game `gameId`, or undefined for a game this app does not know. */
export const webGameOfTable = (gameId: string): WebGameId | undefined => entryForTable(gameId)?.id as WebGameId | undefined;
