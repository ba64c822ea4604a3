import { WebSocket } from 'ws';

/** What the player reads of a view: whose turn it is and the legal actions (every game's view has them). */
export interface PlayableView {
  readonly turn: number | null;
  readonly legal: readonly unknown[];
  readonly hand: readonly number[];
}

/** Turns one of a view's legal actions into what is sent in `play` (notation or Escoba's object). */
export type ActionText = (action: unknown) => unknown;

export interface PlayerOptions {
  /** Where each connection goes (nginx): asked again at every reconnect. */
  readonly url: () => string;
  /** The certificate to trust for `wss://`. */
  readonly ca?: string;
  /** The seat this player holds, or null for a spectator. */
  readonly seat: number | null;
  readonly random: () => number;
  /** The longest pause before a play (uniform from 0). */
  readonly thinkMs: number;
  readonly actionText: ActionText;
  /** Sent first on every connection (e.g. a `hello` naming the protocol version). */
  readonly greeting?: Record<string, unknown>;
  /** rated22: headers of every handshake (an account's session cookie: a player at a rated table). */
  readonly headers?: Record<string, string>;
}

type Message = Record<string, unknown> & { type: string };

/**
 * A player (or spectator) that survives its server: it plays a random legal action whenever it is on turn, and when
 * its connection drops it connects again (through the load balancer) and resumes with the last version it has.
 * It records every message, and checks as it goes that events arrive with no gap and no repeat.
 */
export class ChaosPlayer {
  /** Every message received, as sent. */
  readonly texts: string[] = [];
  /** Continuity problems seen (a gap or a repeated version, a resync that was not a catch-up). */
  readonly problems: string[] = [];
  readonly errors = new Map<string, number>();
  code = '';
  token = '';
  v = 0;
  view: PlayableView | null = null;
  table: { status?: string } | null = null;
  finished = false;
  reconnects = 0;
  private ws: WebSocket | null = null;
  private stopped = false;
  private synced = false;
  private pendingAt = -1;
  private readonly waiters: { match: (m: Message) => boolean; resolve: (m: Message) => void }[] = [];

  constructor(private readonly o: PlayerOptions) {}

  get seat(): number | null {
    return this.o.seat;
  }

  /** Opens the first connection. */
  async connect(): Promise<void> {
    await this.open(false);
  }

  /** Sends a message on the current connection and resolves with the first later message matching `match`. */
  request(message: Record<string, unknown>, match: (m: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    const answer = this.next(match, timeoutMs);
    this.send(message);
    return answer;
  }

  next(match: (m: Message) => boolean, timeoutMs = 30_000): Promise<Message> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`seat ${this.seat} of ${this.code}: no answer within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  private send(message: Record<string, unknown>): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify(message));
  }

  private async open(resume: boolean): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const ws = new WebSocket(this.o.url(), { perMessageDeflate: false, ...(this.o.ca ? { ca: this.o.ca } : {}), ...(this.o.headers ? { headers: this.o.headers } : {}) });
      const opened = await new Promise<boolean>((resolve) => {
        ws.once('open', () => resolve(true));
        ws.once('error', () => resolve(false));
        ws.once('unexpected-response', () => resolve(false));
      });
      if (!opened) {
        ws.terminate();
        if (this.stopped) return;
        // Every process may be down for a moment (nginx answers 502): try again shortly.
        await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** Math.min(attempt, 4))));
        continue;
      }
      this.ws = ws;
      ws.on('message', (data) => this.receive(data.toString()));
      ws.on('error', () => undefined);
      ws.once('close', () => {
        if (this.ws !== ws || this.stopped || this.finished) return;
        this.reconnects++;
        void this.open(true);
      });
      if (this.o.greeting) this.send(this.o.greeting);
      if (resume && this.code !== '') {
        this.synced = false;
        this.send(this.o.seat === null ? { type: 'spectate', code: this.code, since: this.v } : { type: 'resume', code: this.code, seat: this.o.seat, token: this.token, since: this.v });
      }
      return;
    }
  }

  private receive(text: string): void {
    this.texts.push(text);
    const m = JSON.parse(text) as Message;
    for (const w of [...this.waiters]) {
      if (w.match(m)) {
        this.waiters.splice(this.waiters.indexOf(w), 1);
        w.resolve(m);
      }
    }
    if (m.type === 'joined') [this.code, this.token] = [m['code'] as string, m['token'] as string];
    if (m.type === 'error') {
      this.errors.set(m['code'] as string, (this.errors.get(m['code'] as string) ?? 0) + 1);
      // A play refused (an old position, a server that could not save it): asked again shortly, on the newest view.
      if (typeof m['ref'] === 'string' && m['ref'].startsWith('play:')) setTimeout(() => ((this.pendingAt = -1), this.maybePlay()), 100);
    }
    if (m.type === 'sync') this.onSync(m);
    if (m.type === 'event') this.onEvent(m);
    this.maybePlay();
  }

  private onSync(m: Message): void {
    const v = m['v'] as number;
    const events = m['events'] as { v: number }[];
    if (m['full'] === true) {
      // A first sync is full; a resume from a version the server knows never is.
      if (this.synced || this.v > 0) this.problems.push(`${this.code} seat ${this.seat}: full resync at v${v} after v${this.v}`);
    } else {
      const expected = Array.from({ length: v - this.v }, (_, i) => this.v + 1 + i);
      const got = events.map((e) => e.v);
      if (JSON.stringify(got) !== JSON.stringify(expected)) this.problems.push(`${this.code} seat ${this.seat}: resumed from v${this.v} with events ${got.join(',')} up to v${v}`);
    }
    this.synced = true;
    this.v = v;
    // A play sent on the connection that dropped may never have arrived: played again if still on turn.
    this.pendingAt = -1;
    if (m['view']) this.view = m['view'] as PlayableView;
    this.setTable(m['table']);
  }

  private onEvent(m: Message): void {
    const v = m['v'] as number;
    if (v !== this.v + 1) this.problems.push(`${this.code} seat ${this.seat}: event v${v} after v${this.v}`);
    this.v = Math.max(this.v, v);
    if (m['view']) this.view = m['view'] as PlayableView;
    if (m['table']) this.setTable(m['table']);
  }

  private setTable(table: unknown): void {
    this.table = table as { status?: string };
    if (this.table.status === 'finished') this.finished = true;
  }

  private maybePlay(): void {
    const view = this.view;
    if (this.o.seat === null || this.finished || !view || view.turn !== this.o.seat || view.legal.length === 0 || this.pendingAt === this.v) return;
    this.pendingAt = this.v;
    const v = this.v;
    const action = view.legal[Math.floor(this.o.random() * view.legal.length)];
    setTimeout(() => {
      // Played on whatever connection is open by then; a play on an old position is refused (Stale) and the next event asks again.
      if (this.v === v) this.send({ type: 'play', play: this.o.actionText(action), v, ref: `play:${v}` });
    }, this.o.random() * this.o.thinkMs);
  }
}
