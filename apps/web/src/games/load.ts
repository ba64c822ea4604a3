import type { WebGameId } from './catalog.js';
import type { GameModule } from './types.js';

/** Each game's code is loaded when it is first chosen (its own chunk), so the first load carries none. */
const LOADERS: Readonly<Record<WebGameId, () => Promise<GameModule>>> = {
  escoba: () => import('./escoba/module.js').then((m) => m.escobaModule),
  brisca: () => import('./brisca/module.js').then((m) => m.briscaModule),
  alcalde: () => import('./brisca/module.js').then((m) => m.alcaldeModule),
};

const loading = new Map<WebGameId, Promise<GameModule>>();

export function loadGame(id: WebGameId): Promise<GameModule> {
  let p = loading.get(id);
  if (!p) {
    p = LOADERS[id]();
    // A failed load (offline before it was cached) may be tried again.
    p.catch(() => loading.delete(id));
    loading.set(id, p);
  }
  return p;
}
