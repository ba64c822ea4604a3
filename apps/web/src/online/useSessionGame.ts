import { useSyncExternalStore } from 'react';
import { webGameOfTable } from '../games/load.js';
import type { WebGameId } from '../games/catalog.js';
import type { OnlineSession } from './session.js';

const noChanges = () => () => {};

/** The web game of the online table a session is at (Brisca's for an Alcalde table: both are Brisca tables), or null. */
export function useSessionGame(session: OnlineSession | null): WebGameId | null {
  const gameId = useSyncExternalStore(session?.subscribe ?? noChanges, () => session?.getSnapshot().table?.settings.gameId ?? null);
  return gameId === null ? null : (webGameOfTable(gameId) ?? null);
}
