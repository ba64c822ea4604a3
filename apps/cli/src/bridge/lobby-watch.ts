import { PROTOCOL, type LobbyEntry, type ServerMessage } from '@escoba/protocol';
import { WebSocket } from 'ws';

/** A free seat at a public table, as the lobby lists it: what the bridge may join. */
export interface OpenSeat {
  readonly code: string;
  readonly seat: number;
  readonly entry: LobbyEntry;
}

/** The first seat nobody holds (no player, no computer level) at a table still waiting for players; null if none. */
export function openSeatOf(entry: LobbyEntry): OpenSeat | null {
  if (entry.status !== 'lobby') return null;
  const seat = entry.seats.findIndex((s) => s.name === null && s.bot === null);
  return seat < 0 ? null : { code: entry.code, seat, entry };
}

/**
 * The server's lobby of public tables, watched over its own WebSocket (`{type: 'lobby', watch: true}`) with the bot's
 * token: the latest entry of each listed table. A dropped connection is opened again after `retryMs`; a refusal
 * (close code 1008: a wrong or revoked token) is reported through `refused` and ends the watch.
 */
export class LobbyWatch {
  private readonly tables = new Map<string, LobbyEntry>();
  private ws: WebSocket | null = null;
  private stopped = false;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly url: string,
    private readonly Socket: new (url: string) => WebSocket,
    private readonly events: { readonly refused: (reason: string) => void; readonly dropped: (code: number, reason: string) => void },
    private readonly retryMs = 1000,
  ) {}

  start(): void {
    if (this.stopped) return;
    const ws = new this.Socket(this.url);
    this.ws = ws;
    ws.on('open', () => {
      ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      ws.send(JSON.stringify({ type: 'lobby', watch: true }));
    });
    ws.on('message', (data) => this.receive(JSON.parse(String(data)) as ServerMessage));
    ws.on('error', () => undefined); // followed by 'close'
    ws.on('close', (code, reason) => {
      this.ws = null;
      if (this.stopped) return;
      if (code === 1008) {
        this.stopped = true;
        return this.events.refused(reason.toString());
      }
      this.events.dropped(code, reason.toString());
      setTimeout(() => this.start(), this.retryMs).unref();
    });
  }

  /** Calls `listener` at each change of the list; returns its removal. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The open seats of the listed tables, oldest listing first. */
  openSeats(): OpenSeat[] {
    return [...this.tables.values()].map(openSeatOf).filter((s): s is OpenSeat => s !== null);
  }

  stop(): void {
    this.stopped = true;
    this.ws?.close(1000);
  }

  private receive(m: ServerMessage): void {
    if (m.type !== 'lobby') return;
    if (m.full) this.tables.clear();
    for (const code of m.removed) this.tables.delete(code);
    for (const entry of m.tables) {
      const known = this.tables.get(entry.code);
      if (known === undefined || known.v <= entry.v) this.tables.set(entry.code, entry);
    }
    for (const listener of this.listeners) listener();
  }
}
