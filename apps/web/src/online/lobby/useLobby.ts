import { useMemo, useState, useSyncExternalStore } from 'react';
import type { LobbyMessage } from '@escoba/protocol';
import { socketUrl } from '../links.js';
import { WatchFeed, type Timed, type Watched } from '../watch-feed.js';
import { applyLobby, EMPTY_LOBBY, type LobbyTables } from './lobby-state.js';

export interface LobbySnapshot extends LobbyTables {
  /** `open` once the server has sent the lobby; `closed` while reconnecting. */
  readonly status: 'connecting' | 'open' | 'closed';
}

const IDLE: Watched<never> = { status: 'connecting', value: null, offset: 0 };
const UNREACHABLE: Watched<never> = { status: 'closed', value: null, offset: 0 };
const noSubscription = () => () => undefined;

/** The lobby built from the server's lobby messages (the first one whole, then changes), the other messages left. */
const readLobby = (message: Timed, previous: LobbyTables | null): LobbyTables | undefined =>
  message.type === 'lobby' ? applyLobby(previous ?? EMPTY_LOBBY, message as LobbyMessage) : undefined;

/**
 * The lobby of public tables, watched while the component is shown (`{type: 'lobby', watch: true}`; its socket
 * opens with the first subscriber). `reachable` false (offline, or a static host with no game server): no socket
 * is opened, the lobby reads as closed.
 */
export function useLobby(reachable: boolean): LobbySnapshot {
  const [feed] = useState(() => (typeof location === 'undefined' ? null : new WatchFeed(socketUrl(location), { type: 'lobby', watch: true }, readLobby)));
  const watched = reachable ? feed : null;
  const lobby = useSyncExternalStore(
    watched?.subscribe ?? noSubscription,
    watched?.getSnapshot ?? (() => (reachable ? IDLE : UNREACHABLE)),
    () => IDLE,
  );
  return useMemo(() => ({ ...(lobby.value ?? EMPTY_LOBBY), status: lobby.status }), [lobby]);
}
