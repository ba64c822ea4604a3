import { WebSocket } from 'ws';
import { actionText, tableGameById } from '@escoba/games';
import { PROTOCOL, type GameView, type TableInfo } from '@escoba/protocol';

/**
 * A raw WebSocket player of any game that plays a random legal action (in its game's notation, señas included) whenever it is on
 * turn, and keeps every message it gets. It says hello with the current protocol first, unless made as an escoba/1
 * client (`hello: false`), which only Escoba tables accept.
 */
export class AutoPlayer {
  readonly texts: string[] = [];
  code = '';
  token = '';
  finished = false;
  /** Errors the server sent (code and message), e.g. a refused play; `RateLimited` ones are retried, not listed. */
  readonly errors: string[] = [];
  /** The actions this player sent, in notation. */
  readonly sent: string[] = [];
  private readonly ws: WebSocket;
  private v = 0;
  private view: GameView | null = null;
  private gameId = 'escoba';
  /** The position this player last acted at: its version and how many private messages (its side's señas) came since. */
  private playedAt = '';
  private privates = 0;
  private readonly opened: Promise<void>;
  /** Picks the action to play among the legal ones (notation), or leaves it to chance (undefined). */
  private readonly prefer: (legal: readonly string[]) => string | undefined;

  constructor(
    server: { readonly port: number },
    readonly seat: number | null,
    private readonly random: () => number,
    /** `headers`: of the WebSocket handshake (a browser's session cookie and Origin: a player logged in to an account). */
    options: { readonly hello?: boolean; readonly prefer?: (legal: readonly string[]) => string | undefined; readonly headers?: Record<string, string> } = {},
  ) {
    this.ws = options.headers ? new WebSocket(`ws://127.0.0.1:${server.port}/ws`, { headers: options.headers }) : new WebSocket(`ws://localhost:${server.port}/ws`);
    this.opened = new Promise((resolve) => this.ws.once('open', () => resolve()));
    if (options.hello !== false) void this.send({ type: 'hello', protocol: PROTOCOL });
    this.prefer = options.prefer ?? (() => undefined);
    this.ws.on('message', (data) => this.receive(data.toString()));
  }

  async send(message: Record<string, unknown>): Promise<void> {
    await this.opened;
    this.ws.send(JSON.stringify(message));
  }

  /** Resolves at the next message of `type`. */
  waitFor(type: string): Promise<Record<string, unknown>> {
    return new Promise((resolve) => {
      const onMessage = (data: unknown) => {
        const m = JSON.parse(String(data)) as Record<string, unknown>;
        if (m['type'] === type) {
          this.ws.off('message', onMessage);
          resolve(m);
        }
      };
      this.ws.on('message', onMessage);
    });
  }

  /** The last view received. */
  get lastView(): GameView | null {
    return this.view;
  }

  private receive(text: string): void {
    this.texts.push(text);
    const m = JSON.parse(text) as { type: string; v?: number; view?: GameView | null; table?: TableInfo; code?: string; token?: string; message?: string };
    if (m.type === 'joined') {
      this.code = m.code!;
      this.token = m.token!;
    }
    if (m.type === 'error' && m.code === 'RateLimited') {
      // A real server allows 15 messages a second: the dropped play is sent again a little later, if still due.
      const v = this.v;
      const play = this.sent.at(-1);
      setTimeout(() => void (this.v === v && play !== undefined && !this.finished && this.send({ type: 'play', play, v })), 200);
    } else if (m.type === 'error') this.errors.push(`${m.code}: ${m.message}`);
    // A seña of this seat's side comes as a private message: no new version, a new view (the seat may act again).
    if (m.type === 'private') {
      this.privates++;
      this.view = m.view!;
    }
    if (m.type === 'event' || m.type === 'sync' || m.type === 'private') {
      if (m.v !== this.v) this.privates = 0;
      this.v = m.v!;
      if (m.table) this.gameId = m.table.settings.gameId;
      if (m.view) this.view = m.view;
      if (m.table?.status === 'finished') this.finished = true;
      const view = this.view;
      const position = `${this.v}:${this.privates}`;
      if (this.seat !== null && view && view.turn === this.seat && view.legal.length > 0 && this.playedAt !== position && !this.finished) {
        this.playedAt = position;
        // Brisca's señas (rule option `senas`) are actions too: the player may make one before its card.
        const senas = 'legalSenas' in view ? (view.legalSenas as readonly string[]).map((sena) => `!${sena}`) : [];
        const legal = [...view.legal.map((a) => actionText(tableGameById(this.gameId), a)), ...senas];
        const play = this.prefer(legal) ?? legal[Math.floor(this.random() * legal.length)]!;
        this.sent.push(play);
        void this.send({ type: 'play', play, v: this.v });
      }
    }
  }

  close(): void {
    this.ws.close();
  }
}

/** Mulberry32: a small seeded generator for the test players' choices. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
