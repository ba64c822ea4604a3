import { useEffect, useState } from 'react';
import type { WebGameId } from '../games/catalog.js';
import { loadGame } from '../games/load.js';
import type { GameModule } from '../games/types.js';
import type { GameStore } from './store.js';

/** The game's code once loaded (null while it loads, or when no game is asked for), attached to the store. */
export function useGameModule(id: WebGameId | null, store: GameStore): { module: GameModule | null; error: string | null } {
  const [loaded, setLoaded] = useState<{ id: WebGameId; module: GameModule } | null>(null);
  const [error, setError] = useState<{ id: WebGameId; message: string } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let live = true;
    loadGame(id)
      .then((module) => {
        store.attach(module);
        if (live) setLoaded({ id, module });
      })
      .catch((e: unknown) => {
        if (live) setError({ id, message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [id, store]);
  return { module: loaded !== null && loaded.id === id ? loaded.module : null, error: error !== null && error.id === id ? error.message : null };
}
