import { PROTOCOL, type LobbyMessage } from '@escoba/protocol';
import { applyLobby, EMPTY_LOBBY, type LobbyTables } from './lobby-state.js';

export interface LobbySnapshot extends LobbyTables {
  /** `open` once the server has sent the lobby; `closed` while reconnecting. */
  readonly status: 'connecting' | 'open' | 'closed';
}

/** Waits before reconnecting after a drop: longer after each failed attempt, at most 10 s. */
const retryDelay = (attempt: number): number => Math.min(10_000, 500 * 2 ** attempt);

/**
 * The lobby of public tables as a store (for `useSyncExternalStore`): while someone subscribes, one WebSocket to the
 * server that watches the lobby (`{type: 'lobby', watch: true}`) and builds it from the server's messages,
 * reconnecting after a drop (the server sends the whole lobby again); closed when the last subscriber goes.
 */
export class LobbyFeed {
  private snapshot: LobbySnapshot = { ...EMPTY_LOBBY, status: 'connecting' };
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(private readonly url: string) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.stopped) {
      this.stopped = false;
      this.connect();
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  };

  readonly getSnapshot = (): LobbySnapshot => this.snapshot;

  /** Stops watching and closes the socket. */
  private stop(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private connect(): void {
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      socket.send(JSON.stringify({ type: 'lobby', watch: true }));
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = JSON.parse(String(event.data)) as { type: string };
      if (message.type !== 'lobby') return;
      this.attempt = 0;
      this.set({ ...applyLobby(this.snapshot, message as LobbyMessage), status: 'open' });
    };
    socket.onclose = () => {
      if (this.stopped || this.socket !== socket) return;
      this.set({ ...this.snapshot, status: 'closed' });
      this.timer = setTimeout(() => this.connect(), retryDelay(this.attempt++));
    };
  }

  private set(next: LobbySnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
