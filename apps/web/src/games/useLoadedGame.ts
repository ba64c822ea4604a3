import { useEffect, useState } from 'react';
import type { WebGameId } from './catalog.js';
import { loadedGame, loadGame } from './load.js';
import type { GameModule } from './types.js';

/**
 * A game's code (`loadGame`): null while it loads or when no game is asked for, or the reason it could not be
 * loaded. It comes at once when it is loaded already, unless the caller has an `onLoad` (the shell's store attaches
 * the game, so its saved game is there before its screen is drawn): then it comes once `onLoad` has run with it.
 * `onLoad` must keep its identity between renders (a `useCallback`).
 */
export function useLoadedGame(id: WebGameId | null, onLoad?: (module: GameModule) => void): { readonly module: GameModule | null; readonly error: string | null } {
  const [failed, setFailed] = useState<{ id: WebGameId; message: string } | null>(null);
  const [ready, setReady] = useState<WebGameId | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    loadGame(id).then(
      (module) => {
        onLoad?.(module);
        if (live) setReady(id);
      },
      (e: unknown) => live && setFailed({ id, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [id, onLoad]);
  const module = id === null || (onLoad !== undefined && ready !== id) ? null : loadedGame(id);
  return { module, error: module === null && failed !== null && failed.id === id ? failed.message : null };
}
