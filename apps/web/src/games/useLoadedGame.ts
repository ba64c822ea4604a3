import { useEffect, useState } from 'react';
import type { WebGameId } from './catalog.js';
import { loadedGame, loadGame } from './load.js';
import type { GameModule } from './types.js';

/** A game's code: at once when it is loaded already, else null until it is (or the reason it could not be). */
export function useLoadedGame(id: WebGameId | null): { readonly module: GameModule | null; readonly error: string | null } {
  const [failed, setFailed] = useState<{ id: WebGameId; message: string } | null>(null);
  const [, setLoaded] = useState<WebGameId | null>(null);
  useEffect(() => {
    if (id === null || loadedGame(id) !== null) return;
    let live = true;
    loadGame(id).then(
      () => live && setLoaded(id),
      (e: unknown) => live && setFailed({ id, message: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  const module = id === null ? null : loadedGame(id);
  return { module, error: module === null && failed !== null && failed.id === id ? failed.message : null };
}
