import { PROTOCOL, type ChallengeInfo, type ChallengeMessage, type Seating, type TableConfig } from '@escoba/protocol';

/** A challenge that ended without a table for this page, with the server's words. */
export interface EndedChallenge {
  readonly id: string;
  readonly reason: Extract<ChallengeMessage, { state: 'ended' }>['reason'];
  readonly message: string;
}

/** What the challenge panel shows. */
export interface ChallengeState {
  readonly connected: boolean;
  readonly incoming: readonly ChallengeInfo[];
  readonly outgoing: readonly ChallengeInfo[];
  readonly ended: readonly EndedChallenge[];
  /** A seat a challenge gave this page: the table opens with it. */
  readonly seated: Seating | null;
  /** The last request the server refused, in its words. */
  readonly error: string | null;
}

const EMPTY: ChallengeState = { connected: false, incoming: [], outgoing: [], ended: [], seated: null, error: null };

/**
 * The page's challenges (`{type: 'challenge'}` of docs/protocol.md) over a WebSocket of their own, open while an
 * account is logged in: it listens, keeps the open challenges to and from the account, and sends, accepts, declines
 * and cancels. Closing it withdraws the challenges it sent (the server's rule). One per page (`challengeClient`).
 */
export class ChallengeClient {
  private socket: WebSocket | null = null;
  private state: ChallengeState = EMPTY;
  private readonly listeners = new Set<() => void>();
  private wanted = false;
  private retry: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly url: string) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): ChallengeState => this.state;

  /** Opens the connection (an account is logged in); reopened after a drop while wanted. */
  open(): void {
    this.wanted = true;
    if (this.socket !== null) return;
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL }));
      socket.send(JSON.stringify({ type: 'challenge', action: 'listen' }));
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(JSON.parse(String(event.data)) as { type: string; message?: string } | ChallengeMessage);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.set({ ...EMPTY, ended: this.state.ended });
      if (this.wanted) this.retry = setTimeout(() => this.open(), 2000);
    };
  }

  /** Closes it (logged out, or the page goes): its sent challenges are withdrawn. */
  close(): void {
    this.wanted = false;
    clearTimeout(this.retry);
    const socket = this.socket;
    this.socket = null;
    socket?.close();
    this.set(EMPTY);
  }

  send(to: string, config: TableConfig): void {
    this.request({ type: 'challenge', action: 'send', to, config });
  }

  answer(action: 'accept' | 'decline' | 'cancel', id: string): void {
    this.request({ type: 'challenge', action, id });
  }

  /** The seat was taken to its table, and the ended notice read: forgotten. */
  forgetSeat(): void {
    this.set({ ...this.state, seated: null });
  }

  dismiss(id: string): void {
    this.set({ ...this.state, ended: this.state.ended.filter((e) => e.id !== id) });
  }

  dismissError(): void {
    this.set({ ...this.state, error: null });
  }

  private request(message: Record<string, unknown>): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return this.set({ ...this.state, error: null });
    this.set({ ...this.state, error: null });
    this.socket.send(JSON.stringify(message));
  }

  private receive(m: { type: string; message?: string } | ChallengeMessage): void {
    if (m.type === 'error' && typeof m.message === 'string') return this.set({ ...this.state, error: m.message });
    if (m.type !== 'challenge' || !('state' in m)) return;
    const s = this.state;
    const without = (list: readonly ChallengeInfo[], id: string) => list.filter((c) => c.id !== id);
    switch (m.state) {
      case 'list':
        return this.set({ ...s, connected: true, incoming: m.incoming, outgoing: m.outgoing });
      case 'incoming':
        return this.set({ ...s, incoming: [...without(s.incoming, m.challenge.id), m.challenge] });
      case 'sent':
        return this.set({ ...s, outgoing: [...without(s.outgoing, m.challenge.id), m.challenge] });
      case 'ended': {
        // Told only what the other player (or the clock) did: not one's own decline or cancel.
        const mine = s.outgoing.some((c) => c.id === m.id);
        const theirs = s.incoming.some((c) => c.id === m.id);
        const told = m.reason === 'declined' ? mine : m.reason === 'cancelled' ? theirs : m.reason !== 'accepted' && (mine || theirs);
        return this.set({ ...s, incoming: without(s.incoming, m.id), outgoing: without(s.outgoing, m.id), ended: told ? [...s.ended.slice(-4), { id: m.id, reason: m.reason, message: m.message }] : s.ended });
      }
      case 'seated':
        return this.set({ ...s, incoming: without(s.incoming, m.id), outgoing: without(s.outgoing, m.id), seated: { code: m.code, seat: m.seat, token: m.token } });
    }
  }

  private set(state: ChallengeState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }
}

let shared: ChallengeClient | null = null;

/** The page's one challenge client. */
export function challengeClient(url: string): ChallengeClient {
  shared ??= new ChallengeClient(url);
  return shared;
}
