import type { ComponentType } from 'react';
import { viewOfGame, type GameView, type TableInfo } from '@escoba/protocol';
import type { OnlineTableProps } from './useOnlineTable.js';

/** A game's online table, given the table's view typed as that game's. */
export interface OnlineGameTable {
  /** The view as this game's, or null when the table plays another game (or has no view yet). */
  viewOf(table: TableInfo, view: GameView | null): GameView | null;
  /** Drawn only with a view `viewOf` typed as this game's. */
  readonly Table: ComponentType<OnlineTableProps & { readonly view: GameView }>;
}

/** Each game's online table is loaded when a table of that game is first shown (its own chunk, with its table's code). */
const LOADERS: Readonly<Record<string, () => Promise<OnlineGameTable['Table']>>> = {
  escoba: () => import('./EscobaOnline.js').then((m) => m.EscobaOnline as unknown as OnlineGameTable['Table']),
  brisca: () => import('./BriscaOnline.js').then((m) => m.BriscaOnline as unknown as OnlineGameTable['Table']),
};

const loading = new Map<string, Promise<OnlineGameTable>>();

export function loadOnlineTable(gameId: string): Promise<OnlineGameTable> {
  let p = loading.get(gameId);
  if (!p) {
    const load = Object.hasOwn(LOADERS, gameId) ? LOADERS[gameId]! : () => Promise.reject(new Error(`no online table for the game ${JSON.stringify(gameId)}`));
    p = load().then((Table) => ({ viewOf: (table, view) => viewOfGame<GameView>(gameId, table, view), Table }));
    // A failed load (offline before it was cached) may be tried again.
    p.catch(() => loading.delete(gameId));
    loading.set(gameId, p);
  }
  return p;
}
