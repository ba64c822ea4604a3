import { parseCardList } from '@escoba/cards';
import { verifyShuffle } from './commitment.js';
import { CLOSE_CODES } from './close.js';
import type { ClientErrorCode, ErrorCode } from './errors.js';
import { PROTOCOL } from './limits.js';
import type { ClientMessage, PublicEvent, RatingMessage, Ref, ServerMessage, TableConfig, TableInfo, VersionedEvent } from './messages.js';
import { dealtCards, deckSizeOf, type ClientGame, type GameView } from './table-game.js';

/** The part of the WebSocket API the client uses: the browser's `WebSocket` and the `ws` package both have it. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: 'open' | 'error', listener: () => void): void;
  /** The browser's `CloseEvent` and `ws`'s both carry the close code and the peer's reason. */
  addEventListener(type: 'close', listener: (event: { readonly code: number; readonly reason: string }) => void): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
export type SocketConstructor = new (url: string) => SocketLike;

export interface ClientOptions {
  /**
   * The game of a table by its id (`settings.gameId`), loaded when the client first needs it: its deal checks each
   * revealed shuffle, its notation sends action objects as text. The protocol knows no game: the app gives it its
   * games, e.g. `(id) => loadPlugin(id).then((p) => p.definition)` with `loadPlugin` of `@escoba/games`.
   */
  readonly definitionOf: (gameId: string) => Promise<ClientGame>;
  /** WebSocket class; default the global `WebSocket` (browsers, Node 22+). On Node 20 pass `ws`'s `WebSocket`. */
  readonly WebSocket?: SocketConstructor;
  /**
   * Reconnect and resume after an unexpected close (default true), waiting `reconnectDelayMs` (default 1000) doubled
   * up to 30 s. Never after a refusal (close code 1008): that is a `Refused` error, and only `reconnect()` tries again.
   */
  readonly reconnect?: boolean;
  readonly reconnectDelayMs?: number;
}

/** Where this client sits, which is what it needs to resume after a reconnect; keep it (e.g. in localStorage). */
export interface Seating {
  readonly code: string;
  readonly seat: number | null;
  /** The seat token; null for spectators. */
  readonly token: string | null;
}

/** The outcome of checking one hand's shuffle commitment. */
export interface ShuffleVerdict {
  readonly game: number;
  readonly hand: number;
  readonly ok: boolean;
  readonly reason?: string;
  /** True when this client saw the commitment when the hand was dealt (not only after joining mid-hand). */
  readonly seenAtDeal: boolean;
}

export interface ClientEvents {
  /** Connection status. */
  status: (status: 'connecting' | 'open' | 'closed') => void;
  /** A full or catch-up synchronisation: `view` and `table` are the truth as of `v`. */
  sync: (message: Extract<ServerMessage, { type: 'sync' }>) => void;
  /** One event of the table's log, with the receiver's view after it when the game changed. */
  event: (event: VersionedEvent & { readonly view?: GameView; readonly table?: TableInfo }) => void;
  /**
   * A private action this seat may know of (its side's seña), with its view after it: no new version (`v` is the
   * last event's). Opponents and spectators never get one.
   */
  private: (message: Extract<ServerMessage, { type: 'private' }>) => void;
  /** A chat line from a seat this client has not muted, and whose account this client's account has not blocked. */
  chat: (chat: Extract<PublicEvent, { type: 'chat' }>) => void;
  presence: (presence: { readonly connected: readonly boolean[]; readonly spectators: number }) => void;
  /** A hand's deck was revealed and checked against its commitment. */
  shuffle: (verdict: ShuffleVerdict) => void;
  /** rated22: a rated table's ratings, chances and, after a game, its rating changes (`RatingMessage`). */
  rating: (message: RatingMessage) => void;
  /** An error not tied to a request of this client (e.g. rate limiting), or the server's refusal of the connection (`Refused`). */
  error: (error: ProtocolError) => void;
}

/** An error answer from the server, thrown by the client's request methods; or one the client raises itself (`ClientErrorCode`). */
export class ProtocolError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'ProtocolError';
  }
}

export interface EscobaClient {
  /**
   * The last version seen, the table, this client's view and seating (null until it sits or watches). The view is
   * of the table's game (`table.settings.gameId`): the game's own code gives it its type (`viewOfGame`).
   */
  readonly v: number;
  readonly table: TableInfo | null;
  readonly view: GameView | null;
  readonly seating: Seating | null;
  /** The table's invitation (the secret of the link to share) when this client is the host; else null. */
  readonly invite: string | null;
  readonly muted: ReadonlySet<number>;
  /** The server's refusal of the last connection (a `Refused` error: close code 1008, its reason in `detail`), until `reconnect()`; else null. */
  readonly refused: ProtocolError | null;
  on<K extends keyof ClientEvents>(type: K, listener: ClientEvents[K]): () => void;
  /** Resolves when the socket is open. */
  ready(): Promise<void>;
  create(config: TableConfig, name: string, seat?: number): Promise<Seating>;
  /** `invite`: the secret from the host's link (needed once the table is older than the time its code alone works). */
  join(code: string, seat: number, name: string, invite?: string): Promise<Seating>;
  spectate(code: string): Promise<Seating>;
  /** Takes a seat back with its token; receives the events missed since `v` (or a full view). */
  resume(seating: Seating): Promise<void>;
  start(): Promise<void>;
  /** A play of the table's game: its notation (`7o:3c+5e`, `12b+4o`, `~7e`) or the game's action object, sent as its notation. */
  play(play: string | object): Promise<void>;
  chat(text: string): Promise<void>;
  rematch(): Promise<void>;
  /** The host removes the player of `seat` in the lobby. */
  kick(seat: number): Promise<void>;
  leave(): Promise<void>;
  /** Muting is client-side: the server still sends the lines; this client stops emitting `chat` for the seat. */
  mute(seat: number): void;
  unmute(seat: number): void;
  /** Connects again now (and resumes the seating) when the socket is closed, e.g. after a refusal; does nothing while connecting or open, or after `close()`. */
  reconnect(): void;
  close(): void;
}

type Listeners = { [K in keyof ClientEvents]: Set<ClientEvents[K]> };
type Request = { resolve: (m: ServerMessage) => void; reject: (e: ProtocolError) => void };

/**
 * A typed client of the Escoba server for browsers and Node: sends commands, keeps the latest view and version,
 * resumes after reconnects, and verifies every revealed shuffle with WebCrypto.
 */
export function createClient(url: string, options: ClientOptions): EscobaClient {
  const found = options.WebSocket ?? (globalThis as unknown as { WebSocket?: SocketConstructor }).WebSocket;
  if (!found) throw new Error('no WebSocket class: pass options.WebSocket (on Node 20, the ws package)');
  const Socket: SocketConstructor = found;
  const listeners: Listeners = { status: new Set(), sync: new Set(), event: new Set(), private: new Set(), chat: new Set(), presence: new Set(), shuffle: new Set(), rating: new Set(), error: new Set() };
  const pending = new Map<Ref, Request>();
  const muted = new Set<number>();
  // Per hand (`game:hand`): the commitment and, when seen at the deal, this seat's first three cards.
  const commitments = new Map<string, { commitment: string; seenAtDeal: boolean; hand: number[] | null }>();
  let socket: SocketLike;
  let opened: Promise<void>;
  let closedByUser = false;
  let refused: ProtocolError | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = options.reconnectDelayMs ?? 1000;
  let nextRef = 1;
  let v = 0;
  let table: TableInfo | null = null;
  let view: GameView | null = null;
  let seating: Seating | null = null;
  let invite: string | null = null;

  /** The table's game; asked for as soon as the table is known, so the first play or reveal does not wait for it (a failure shows there). */
  const gameOf = (settings: TableInfo['settings']): Promise<ClientGame> => options.definitionOf(settings.gameId);
  const learnTable = (next: TableInfo): void => {
    if (table?.settings.gameId !== next.settings.gameId) gameOf(next.settings).catch(() => {});
    table = next;
  };

  const emit = <K extends keyof ClientEvents>(type: K, ...args: Parameters<ClientEvents[K]>) => {
    for (const l of listeners[type]) (l as (...a: Parameters<ClientEvents[K]>) => void)(...args);
  };

  function connect(): void {
    emit('status', 'connecting');
    const current = new Socket(url);
    socket = current;
    opened = new Promise((resolve, reject) => {
      socket.addEventListener('open', () => {
        delay = options.reconnectDelayMs ?? 1000;
        // First of all, the protocol version (messages are handled in order, so everything after it is read as escoba/2).
        sayHello();
        emit('status', 'open');
        resolve();
        if (seating) void resume(seating).catch(reportUnasked);
      });
      socket.addEventListener('error', () => reject(new ProtocolError('Internal', `cannot connect to ${url}`)));
    });
    opened.catch(() => undefined);
    socket.addEventListener('message', (e) => receive(String(e.data)));
    socket.addEventListener('close', (event) => {
      // The close of a socket already replaced (by `reconnect()` while it was closing) changes nothing.
      if (current !== socket) return;
      // A refusal is the server's policy about this client: retrying by itself would only be refused again (and flood).
      if (event.code === CLOSE_CODES.refused && !closedByUser) refused = new ProtocolError('Refused', `the server refused the connection: ${event.reason || 'no reason given'}`, event.reason);
      emit('status', 'closed');
      const failure = refused ?? new ProtocolError('Internal', 'the connection closed');
      for (const r of pending.values()) r.reject(failure);
      pending.clear();
      if (refused) emit('error', refused);
      else if (!closedByUser && options.reconnect !== false) {
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      }
    });
  }

  /** An error of no request of the caller's; the refusal was emitted once already. */
  function reportUnasked(e: ProtocolError): void {
    if (e !== refused) emit('error', e);
  }

  /** The version this client speaks. A server older than escoba/2 does not know `hello`: its refusal is ignored. */
  function sayHello(): void {
    const ref = nextRef++;
    pending.set(ref, { resolve: () => undefined, reject: () => undefined });
    socket.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL, ref } satisfies ClientMessage));
  }

  function rememberDeal(event: Extract<PublicEvent, { type: 'dealt' }>, after: GameView | undefined): void {
    commitments.set(`${event.game}:${event.hand}`, { commitment: event.commitment, seenAtDeal: true, hand: after && after.seat !== null ? [...after.hand] : null });
  }

  async function checkReveal(event: Extract<PublicEvent, { type: 'revealed' }>): Promise<void> {
    const key = `${event.game}:${event.hand}`;
    const known = commitments.get(key);
    commitments.delete(key);
    if (!known) return;
    const settings = table?.settings;
    const game = settings ? await gameOf(settings) : null;
    const size = game && settings ? deckSizeOf(game, settings) : 40;
    const verdict = await verifyShuffle(event, known.commitment, size);
    let result: ShuffleVerdict = { game: event.game, hand: event.hand, ok: verdict.ok, seenAtDeal: known.seenAtDeal, ...(verdict.reason ? { reason: verdict.reason } : {}) };
    const deck = parseCardList(event.deck, size);
    if (result.ok && known.hand && deck.ok && seating?.seat != null && game && settings) {
      // The game's own deal of the revealed deck must give this seat what it held at the deal.
      const dealt = dealtCards(game, settings, deck.value, event.dealer, seating.seat);
      const held = [...known.hand].sort((a, b) => a - b);
      if (!dealt.ok) result = { ...result, ok: false, reason: `the revealed deck cannot be dealt: ${dealt.error.message}` };
      else if (dealt.value.sort((a, b) => a - b).join() !== held.join()) result = { ...result, ok: false, reason: 'the revealed deck does not give this seat the cards it was dealt' };
    }
    emit('shuffle', result);
  }

  function onEvent(m: Extract<ServerMessage, { type: 'event' }>): void {
    if (m.v !== v + 1 && seating) {
      // A gap (should not happen on one connection): ask for what is missing.
      void resume(seating).catch(reportUnasked);
      return;
    }
    v = m.v;
    if (m.view) view = m.view;
    if (m.table) learnTable(m.table);
    const e = m.event;
    // Plays and deals move the turn's deadline without resending the table.
    if (table && (e.type === 'played' || e.type === 'dealt')) table = { ...table, deadline: e.deadline };
    if (e.type === 'dealt') rememberDeal(e, m.view);
    // This seat was given up (by another connection holding it) or its player removed by the host: the server
    // now treats this connection as a spectator, and the token is dead.
    if (e.type === 'left' && seating && seating.seat === e.seat) seating = { code: seating.code, seat: null, token: null };
    if (e.type === 'revealed') void checkReveal(e);
    emit('event', m);
    if (e.type === 'chat' && !muted.has(e.seat) && e.blocked !== true) emit('chat', e);
  }

  function receive(text: string): void {
    let m: ServerMessage;
    try {
      m = JSON.parse(text) as ServerMessage;
    } catch {
      return;
    }
    switch (m.type) {
      case 'event':
        onEvent(m);
        break;
      case 'private':
        // Versions count only what every follower gets: a private action comes after the last event, without one.
        if (m.v !== v) {
          if (seating) void resume(seating).catch(reportUnasked);
          break;
        }
        view = m.view;
        emit('private', m);
        break;
      case 'sync': {
        v = m.v;
        learnTable(m.table);
        view = m.view;
        invite = m.invite ?? null;
        for (const e of m.events) {
          if (e.event.type === 'dealt') rememberDeal(e.event, undefined);
          if (e.event.type === 'revealed') void checkReveal(e.event);
          if (e.event.type === 'chat' && !muted.has(e.event.seat) && e.event.blocked !== true) emit('chat', e.event);
        }
        const current = m.table.commitment;
        if (current && view && !commitments.has(`${current.game}:${current.hand}`)) {
          commitments.set(`${current.game}:${current.hand}`, { commitment: current.commitment, seenAtDeal: false, hand: null });
        }
        emit('sync', m);
        break;
      }
      case 'presence':
        emit('presence', m);
        break;
      case 'rating':
        emit('rating', m);
        break;
      case 'joined':
        seating = { code: m.code, seat: m.seat, token: m.token };
        invite = m.invite ?? null;
        break;
      case 'ack': {
        const r = pending.get(m.ref);
        pending.delete(m.ref);
        r?.resolve(m);
        break;
      }
      case 'error': {
        const error = new ProtocolError(m.code, m.message, m.detail);
        const r = m.ref === undefined ? undefined : pending.get(m.ref);
        if (r && m.ref !== undefined) {
          pending.delete(m.ref);
          r.reject(error);
        } else emit('error', error);
        break;
      }
      default:
        break;
    }
  }

  async function request(message: ClientMessage): Promise<ServerMessage> {
    await opened;
    if (refused) throw refused;
    const ref = nextRef++;
    return new Promise((resolve, reject) => {
      pending.set(ref, { resolve, reject });
      socket.send(JSON.stringify({ ...message, ref }));
    });
  }

  async function resume(s: Seating): Promise<void> {
    if (s.seat === null || s.token === null) await request({ type: 'spectate', code: s.code, since: v });
    else await request({ type: 'resume', code: s.code, seat: s.seat, token: s.token, since: v });
    seating = s;
  }

  connect();

  return {
    get v() {
      return v;
    },
    get table() {
      return table;
    },
    get view() {
      return view;
    },
    get seating() {
      return seating;
    },
    get invite() {
      return invite;
    },
    muted,
    get refused() {
      return refused;
    },
    on(type, listener) {
      listeners[type].add(listener);
      return () => listeners[type].delete(listener);
    },
    ready: () => opened,
    async create(config, name, seat) {
      await request({ type: 'create', config, name, ...(seat === undefined ? {} : { seat }) });
      return seating!;
    },
    async join(code, seat, name, secret) {
      await request({ type: 'join', code, seat, name, ...(secret ? { invite: secret } : {}) });
      return seating!;
    },
    async spectate(code) {
      v = 0;
      await request({ type: 'spectate', code });
      seating = { code: code.toUpperCase(), seat: null, token: null };
      return seating;
    },
    resume: async (s) => {
      if (!seating || seating.code !== s.code || seating.seat !== s.seat) v = 0;
      await resume(s);
    },
    start: async () => void (await request({ type: 'start' })),
    play: async (play) => {
      // The version and the table the play was made at, before waiting for the game's code.
      const at = v;
      const settings = table?.settings;
      if (typeof play === 'string') return void (await request({ type: 'play', play, v: at }));
      if (!settings) throw new ProtocolError('NotAtTable', 'an action object is sent in its game’s notation, and this client follows no table yet: send notation, or sit or watch first');
      const game = await gameOf(settings);
      await request({ type: 'play', play: game.makeAction(play), v: at });
    },
    chat: async (text) => void (await request({ type: 'chat', text })),
    rematch: async () => void (await request({ type: 'rematch' })),
    kick: async (seat) => void (await request({ type: 'kick', seat })),
    leave: async () => {
      await request({ type: 'leave' });
      seating = null;
      table = null;
      view = null;
      v = 0;
    },
    mute: (seat) => void muted.add(seat),
    unmute: (seat) => void muted.delete(seat),
    reconnect() {
      if (closedByUser || socket.readyState === 0 || socket.readyState === 1) return;
      clearTimeout(retry);
      refused = null;
      delay = options.reconnectDelayMs ?? 1000;
      connect();
    },
    close() {
      closedByUser = true;
      // A reconnect waiting for its back-off must not open a socket after this.
      clearTimeout(retry);
      socket.close(1000);
    },
  };
}
