import { loadPlugin } from '@escoba/games';
import { createClient, type ClientOptions, type EscobaClient, type GameView, type ProtocolError, type PublicEvent, type RatingMessage, type Seating, type ShuffleVerdict, type TableConfig, type TableInfo } from '@escoba/protocol';
import { parseCard, type DealerDraw } from '@escoba/cards';

export interface ChatLine {
  readonly id: number;
  readonly seat: number;
  readonly name: string;
  readonly text: string;
  readonly at: number;
}

/** Everything the online screens draw, replaced as a whole on every change (for `useSyncExternalStore`). */
export interface OnlineSnapshot {
  /** The socket: `closed` after a drop until the client has reconnected. */
  readonly status: 'connecting' | 'open' | 'closed';
  /** The socket has been open at least once (a drop before that is "cannot connect", after it "reconnecting"). */
  readonly everOpen: boolean;
  readonly seating: Seating | null;
  readonly table: TableInfo | null;
  /** This seat's (or a spectator's) view of the table's game; each game's online table types it by `table.settings.gameId`. */
  readonly view: GameView | null;
  /** Per seat: someone holds it right now. */
  readonly connected: readonly boolean[];
  readonly spectators: number;
  readonly chat: readonly ChatLine[];
  readonly muted: readonly number[];
  /** Shuffle checks by `game:hand`. */
  readonly verdicts: Readonly<Record<string, ShuffleVerdict>>;
  /**
   * The view as the hand ended, kept on screen until the person moves on: the server deals the next hand at
   * once, so without it the breakdown would vanish before anyone could read it.
   */
  readonly handEnd: GameView | null;
  /** The end of the table's current game as the server announced it (winner, scores per side or, at tables that stop after a number of hands, hands won per seat); null while it is played. */
  readonly finished: Extract<PublicEvent, { type: 'finished' }> | null;
  /** The last error the server sent without being asked (e.g. rate limiting, a failed resume), until dismissed. */
  readonly error: ProtocolError | null;
  /** The server refused the connection (a `Refused` error: close code 1008): nothing retries until the person asks (`reconnect`). */
  readonly refused: ProtocolError | null;
  /** The table's invitation when this person is the host (for the link to share), else null. */
  readonly invite: string | null;
  /** The draw for the first dealer of the game `game`, as the server announced it (null before one was seen). */
  readonly draw: (DealerDraw & { readonly game: number }) | null;
  /** rated22: a rated table's last rating message (ratings, chances, the last game's changes); null at casual tables. Check its `code`. */
  readonly rating: RatingMessage | null;
}

/** A `drawn` event's rounds (cards in notation) as the engine's draw, for the sentence the offline game also uses. */
function drawOf(event: Extract<PublicEvent, { type: 'drawn' }>): DealerDraw & { readonly game: number } {
  const card = (c: string) => {
    const parsed = parseCard(c);
    return parsed.ok ? parsed.value : 0;
  };
  return { game: event.game, dealer: event.dealer, rounds: event.rounds.map((r) => ({ seats: r.seats, cards: r.cards.map(card) })) };
}

/** How many chat lines are kept. */
const CHAT_KEPT = 100;

export const verdictKey = (game: number, hand: number): string => `${game}:${hand}`;

/**
 * One connection to the Escoba server for one table of any game, as a store the screens subscribe to: wraps the protocol
 * client (which reconnects and resumes by itself), keeps the chat, presence and shuffle checks, and holds
 * the end of each hand on screen.
 */
export class OnlineSession {
  readonly client: EscobaClient;
  /** The table this session is for, set by the first create, join, spectate or resume. */
  code: string | null = null;
  private snapshot: OnlineSnapshot = {
    status: 'connecting',
    everOpen: false,
    seating: null,
    table: null,
    view: null,
    connected: [],
    spectators: 0,
    chat: [],
    muted: [],
    verdicts: {},
    handEnd: null,
    error: null,
    refused: null,
    draw: null,
    rating: null,
    finished: null,
    invite: null,
  };
  private readonly listeners = new Set<() => void>();
  private chatId = 0;

  /** `options.definitionOf` defaults to each game's plugin, loaded when a table of that game is first seen. */
  constructor(url: string, options: Partial<ClientOptions> = {}) {
    this.client = createClient(url, { definitionOf: (gameId) => loadPlugin(gameId).then((p) => p.definition), ...options });
    const c = this.client;
    c.on('status', (status) => this.update({ status, everOpen: this.snapshot.everOpen || status === 'open', refused: c.refused }));
    c.on('sync', (m) => {
      const drawn = [...m.events].reverse().find((e) => e.event.type === 'drawn')?.event;
      const finished = m.table.status === 'finished' ? ([...m.events].reverse().find((e) => e.event.type === 'finished')?.event ?? this.snapshot.finished) : null;
      this.update({ ...this.fromClient(), ...(drawn?.type === 'drawn' ? { draw: drawOf(drawn) } : {}), finished: finished?.type === 'finished' ? finished : null });
    });
    c.on('event', (m) => {
      const patch: Partial<Mutable<OnlineSnapshot>> = this.fromClient();
      // Every game's view says when its hand is over (`handResult`).
      if (m.event.type === 'played' && m.view?.handResult) patch.handEnd = m.view;
      // A rematch starts a new game: the game-over panel goes away for everyone.
      if (m.event.type === 'started') {
        patch.handEnd = null;
        patch.finished = null;
      }
      if (m.event.type === 'finished') patch.finished = m.event;
      if (m.event.type === 'drawn') patch.draw = drawOf(m.event);
      this.update(patch);
    });
    // A private action of this seat's side (a seña): only the view changes.
    c.on('private', () => this.update(this.fromClient()));
    c.on('rating', (rating) => this.update({ rating }));
    c.on('presence', (p) => this.update({ connected: p.connected, spectators: p.spectators }));
    c.on('chat', (line) => this.update({ chat: [...this.snapshot.chat, { id: this.chatId++, seat: line.seat, name: line.name, text: line.text, at: line.at }].slice(-CHAT_KEPT) }));
    c.on('shuffle', (verdict) => this.update({ verdicts: { ...this.snapshot.verdicts, [verdictKey(verdict.game, verdict.hand)]: verdict } }));
    // A refusal is the connection's state (shown where "reconnecting" would be), not a notice to dismiss.
    c.on('error', (e) => this.update(e.code === 'Refused' ? { refused: e } : { error: e }));
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): OnlineSnapshot => this.snapshot;

  private fromClient(): Partial<OnlineSnapshot> {
    return { seating: this.client.seating, table: this.client.table, view: this.client.view, invite: this.client.invite };
  }

  private update(patch: Partial<OnlineSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const l of this.listeners) l();
  }

  async create(config: TableConfig, name: string): Promise<Seating> {
    const seating = await this.client.create(config, name);
    this.code = seating.code;
    this.update(this.fromClient());
    return seating;
  }

  async join(code: string, seat: number, name: string, invite?: string): Promise<Seating> {
    this.code = code.toUpperCase();
    const seating = await this.client.join(code, seat, name, invite);
    this.update(this.fromClient());
    return seating;
  }

  async spectate(code: string): Promise<Seating> {
    this.code = code.toUpperCase();
    const seating = await this.client.spectate(code);
    this.update(this.fromClient());
    return seating;
  }

  async resume(seating: Seating): Promise<void> {
    this.code = seating.code;
    await this.client.resume(seating);
    this.update(this.fromClient());
  }

  start = (): Promise<void> => this.client.start();
  /** An action of the table's game (its object, or its notation: `~7e`, `12b+4o`). */
  play = (action: object | string): Promise<void> => this.client.play(action);
  chat = (text: string): Promise<void> => this.client.chat(text);
  rematch = (): Promise<void> => this.client.rematch();
  kick = (seat: number): Promise<void> => this.client.kick(seat);

  async leave(): Promise<void> {
    // Leaving frees a lobby seat on the server; a lost connection is no reason to stay.
    await this.client.leave().catch(() => undefined);
    this.close();
  }

  setMuted(seat: number, muted: boolean): void {
    if (muted) this.client.mute(seat);
    else this.client.unmute(seat);
    this.update({ muted: [...this.client.muted] });
  }

  /** The person has read the hand's breakdown: show the table as it is now. */
  dismissHandEnd(): void {
    this.update({ handEnd: null });
  }

  clearError(): void {
    this.update({ error: null });
  }

  /** The person asks to connect again after a refusal (the server may accept this page or connection now). */
  reconnect(): void {
    this.client.reconnect();
  }

  close(): void {
    this.client.close();
  }
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
