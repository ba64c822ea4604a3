import { PROTOCOL, type BotLevel, type QuickPlayMessage, type QuickPlayTable, type Seating } from '@escoba/protocol';

/** What the quick-play panel shows. */
export type QuickPlayState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'connecting' }
  /** `since`: when (the page's clock) the player would have waited 0 ms, so the panel counts the wait itself. */
  | { readonly kind: 'waiting'; readonly table: QuickPlayTable; readonly rating: number; readonly range: number; readonly since: number; readonly offer: number | null }
  | { readonly kind: 'seated'; readonly seating: Seating }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'lost' };

/**
 * One quick-play wait over a WebSocket of its own (`{type: 'quickplay'}` of docs/protocol.md): join, then the
 * server's `waiting`, `offer` and `seated`. Closing the socket leaves the queue (the server's rule), so `cancel`
 * leaves and closes. Once seated the socket is closed too: the table screen resumes the seat with its token.
 */
export class QuickPlayClient {
  private socket: WebSocket | null = null;
  private state: QuickPlayState = { kind: 'idle' };

  constructor(
    private readonly url: string,
    private readonly changed: (state: QuickPlayState) => void,
    private readonly now: () => number = () => Date.now(),
  ) {}

  join(table: QuickPlayTable, name: string, computers: boolean): void {
    this.close();
    const socket = new WebSocket(this.url);
    this.socket = socket;
    this.set({ kind: 'connecting' });
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      socket.send(JSON.stringify({ type: 'quickplay', action: 'join', table, name, computers, ref: 'join' }));
    };
    socket.onmessage = (event) => {
      if (this.socket !== socket) return;
      const m = JSON.parse(String(event.data)) as { type: string; message?: string; ref?: unknown } | QuickPlayMessage;
      // A leave refused comes too late: the player was seated, and `seated` follows.
      if (m.type === 'error' && 'ref' in m && m.ref === 'leave') return;
      if (m.type === 'ack' && 'ref' in m && m.ref === 'leave') {
        this.close();
        return this.set({ kind: 'idle' });
      }
      if (m.type === 'error' && 'message' in m && typeof m.message === 'string') return this.fail(m.message);
      if (m.type !== 'quickplay' || !('state' in m)) return;
      if (m.state === 'waiting') this.set({ kind: 'waiting', table: m.table, rating: m.rating, range: m.range, since: this.now() - m.waitedMs, offer: this.state.kind === 'waiting' ? this.state.offer : null });
      else if (m.state === 'offer' && this.state.kind === 'waiting') this.set({ ...this.state, offer: m.empty });
      else if (m.state === 'seated') {
        this.set({ kind: 'seated', seating: { code: m.code, seat: m.seat, token: m.token } });
        this.close();
      }
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.state.kind === 'waiting' || this.state.kind === 'connecting') this.set({ kind: 'lost' });
    };
  }

  /** Takes the offer of computer players. */
  accept(level?: BotLevel): void {
    this.socket?.send(JSON.stringify({ type: 'quickplay', action: 'accept', ...(level ? { level } : {}) }));
  }

  /** Keeps waiting: the offer is put aside (the server keeps the player in the queue). */
  decline(): void {
    if (this.state.kind === 'waiting') this.set({ ...this.state, offer: null });
  }

  /** Leaves the queue (then closes the socket); if the player was seated meanwhile, the seat comes instead. */
  cancel(): void {
    const socket = this.socket;
    if (socket === null || socket.readyState !== WebSocket.OPEN || this.state.kind !== 'waiting') {
      this.close();
      return this.set({ kind: 'idle' });
    }
    socket.send(JSON.stringify({ type: 'quickplay', action: 'leave', ref: 'leave' }));
  }

  close(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close();
  }

  private fail(message: string): void {
    this.close();
    this.set({ kind: 'failed', message });
  }

  private set(state: QuickPlayState): void {
    this.state = state;
    this.changed(state);
  }
}
