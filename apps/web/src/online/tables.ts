import type { ComponentType } from 'react';
import { briscaView, escobaView, type GameId, type GameView, type TableInfo } from '@escoba/protocol';
import type { OnlineTableProps } from './useOnlineTable.js';

/** A game's online table, given the table's view typed as that game's. */
export interface OnlineGameTable {
  /** The view as this game's, or null when the table plays another game (or has no view yet). */
  viewOf(table: TableInfo, view: GameView | null): GameView | null;
  /** Drawn only with a view `viewOf` typed as this game's. */
  readonly Table: ComponentType<OnlineTableProps & { readonly view: GameView }>;
}

/** Each game's online table is loaded when a table of that game is first shown (its own chunk, with its table's code). */
const LOADERS: Readonly<Record<GameId, () => Promise<OnlineGameTable>>> = {
  escoba: () => import('./EscobaOnline.js').then((m) => ({ viewOf: escobaView, Table: m.EscobaOnline as unknown as OnlineGameTable['Table'] })),
  brisca: () => import('./BriscaOnline.js').then((m) => ({ viewOf: briscaView, Table: m.BriscaOnline as unknown as OnlineGameTable['Table'] })),
};

const loading = new Map<GameId, Promise<OnlineGameTable>>();

export function loadOnlineTable(gameId: GameId): Promise<OnlineGameTable> {
  let p = loading.get(gameId);
  if (!p) {
    p = LOADERS[gameId]();
    // A failed load (offline before it was cached) may be tried again.
    p.catch(() => loading.delete(gameId));
    loading.set(gameId, p);
  }
  return p;
}
