import { PROTOCOL, type ServerMessage } from '@escoba/protocol';
import type { WebSocket } from 'ws';

/** What a watch hears about its connection: a refusal (close code 1008: a wrong or revoked token) ends it; a drop is retried. */
export interface WatchEvents {
  readonly refused: (reason: string) => void;
  readonly dropped?: (code: number, reason: string) => void;
}

/**
 * A WebSocket of the bridge's own that says `hello`, sends its subscriptions and hands every server message to its
 * subclass; a dropped connection is opened again after `retryMs`, a refusal ends it. Listeners hear each change.
 */
export abstract class WatchSocket {
  private ws: WebSocket | null = null;
  private stopped = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly Socket: new (url: string) => WebSocket,
    private readonly watchEvents: WatchEvents,
    private readonly retryMs = 1000,
  ) {}

  /** The messages that subscribe this watch, sent after `hello` on every connection. */
  protected abstract subscriptions(): readonly object[];
  /** One server message; true when the watch's state changed (its listeners are told). */
  protected abstract receive(m: ServerMessage): boolean;
  /** The connection dropped (before a new one is opened). */
  protected onDrop(): void {}

  start(): void {
    if (this.stopped) return;
    const ws = new this.Socket(this.url);
    this.ws = ws;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      for (const m of this.subscriptions()) ws.send(JSON.stringify(m));
    });
    ws.on('message', (data) => {
      if (this.receive(JSON.parse(String(data)) as ServerMessage)) for (const listener of this.listeners) listener();
    });
    ws.on('error', () => undefined); // followed by 'close'
    ws.on('close', (code, reason) => {
      this.ws = null;
      if (this.stopped) return;
      if (code === 1008) {
        this.stopped = true;
        return this.watchEvents.refused(reason.toString());
      }
      this.onDrop();
      this.watchEvents.dropped?.(code, reason.toString());
      setTimeout(() => this.start(), this.retryMs).unref();
    });
  }

  /** Calls `listener` at each change; returns its removal. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close(1000);
  }

  /** Whether a connection is open to send on. */
  protected get connected(): boolean {
    return this.ws !== null;
  }

  protected send(message: object): void {
    this.ws?.send(JSON.stringify(message));
  }
}
