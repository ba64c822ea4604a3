import { webGameOfTable } from '../games/load.js';
import { useLoadedGame } from '../games/useLoadedGame.js';
import type { OnlineParts } from './game-parts.js';

/**
 * The online parts (words, table) of the game a table plays (`gameId`, as the server names it), loaded when a table of
 * that game is first shown: null while they load, or the reason they cannot be.
 */
export function useTableGame(gameId: string | null): { readonly online: OnlineParts | null; readonly error: string | null } {
  const id = gameId === null ? null : (webGameOfTable(gameId) ?? null);
  const { module, error } = useLoadedGame(id);
  if (gameId !== null && id === null) return { online: null, error: `no game ${JSON.stringify(gameId)}` };
  return { online: module?.online ?? null, error };
}
