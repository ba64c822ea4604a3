import { useState, useSyncExternalStore } from 'react';
import { socketUrl } from '../links.js';
import { LobbyFeed, type LobbySnapshot } from './lobby-feed.js';
import { EMPTY_LOBBY } from './lobby-state.js';

const IDLE: LobbySnapshot = { ...EMPTY_LOBBY, status: 'connecting' };
const UNREACHABLE: LobbySnapshot = { ...EMPTY_LOBBY, status: 'closed' };
const noSubscription = () => () => undefined;

/**
 * The lobby of public tables, watched while the component is shown (its socket opens with the first subscriber).
 * `reachable` false (offline, or a static host with no game server): no socket is opened, the lobby reads as closed.
 */
export function useLobby(reachable: boolean): LobbySnapshot {
  const [feed] = useState(() => (typeof location === 'undefined' ? null : new LobbyFeed(socketUrl(location))));
  const watched = reachable ? feed : null;
  return useSyncExternalStore(
    watched?.subscribe ?? noSubscription,
    watched?.getSnapshot ?? (() => (reachable ? IDLE : UNREACHABLE)),
    () => IDLE,
  );
}
