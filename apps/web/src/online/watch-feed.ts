import { PROTOCOL } from '@escoba/protocol';
import { clockOffset } from './tournaments/countdown.js';

export interface Watched<T> {
  /** `open` once the server has sent what is watched; `closed` while reconnecting. */
  readonly status: 'connecting' | 'open' | 'closed';
  readonly value: T | null;
  /** How far the page's clock is ahead of the server's (`clockOffset`), from the latest message. */
  readonly offset: number;
}

/** Waits before reconnecting after a drop: longer after each failed attempt, at most 10 s. */
const retryDelay = (attempt: number): number => Math.min(10_000, 500 * 2 ** attempt);

/** A server message, with the server's time (`now`) when it has it (the tournament messages). */
export interface Timed {
  readonly type: string;
  readonly now?: number;
}

/**
 * Something the server lets a connection watch (the lobby, a tournament, the list of tournaments), as a store for
 * `useSyncExternalStore`: while someone subscribes, one WebSocket that sends `watch` after `hello` and keeps the
 * value `read` makes of each message and the value before it (a message may be a change to it, as the lobby's
 * are), reconnecting after a drop (the server sends the whole state again on the new watch); closed when the last
 * subscriber goes. Messages `read` leaves (undefined) go to `other` (a tournament's `paired`).
 */
export class WatchFeed<T> {
  private snapshot: Watched<T> = { status: 'connecting', value: null, offset: 0 };
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;

  constructor(
    private readonly url: string,
    private readonly watch: object,
    private readonly read: (message: Timed, previous: T | null) => T | undefined,
    private readonly other: (message: Timed) => void = () => undefined,
  ) {}

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

  readonly getSnapshot = (): Watched<T> => this.snapshot;

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
      socket.send(JSON.stringify(this.watch));
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const message = JSON.parse(String(event.data)) as Timed;
      const value = this.read(message, this.snapshot.value);
      if (value === undefined) return this.other(message);
      this.attempt = 0;
      const offset = typeof message.now === 'number' ? clockOffset(message.now, Date.now()) : this.snapshot.offset;
      this.set({ status: 'open', value, offset });
    };
    socket.onclose = () => {
      if (this.stopped || this.socket !== socket) return;
      this.set({ ...this.snapshot, status: 'closed' });
      this.timer = setTimeout(() => this.connect(), retryDelay(this.attempt++));
    };
  }

  private set(next: Watched<T>): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
