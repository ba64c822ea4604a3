import { useState, useSyncExternalStore } from 'react';
import { socketUrl } from '../links.js';
import { LobbyFeed, type LobbySnapshot } from './lobby-feed.js';

const IDLE: LobbySnapshot = { tables: new Map(), online: 0, status: 'connecting' };

/** The lobby of public tables, watched while the component is shown (its socket opens with the first subscriber). */
export function useLobby(): LobbySnapshot {
  const [feed] = useState(() => (typeof location === 'undefined' ? null : new LobbyFeed(socketUrl(location))));
  return useSyncExternalStore(
    feed?.subscribe ?? (() => () => undefined),
    feed?.getSnapshot ?? (() => IDLE),
    () => IDLE,
  );
}
