import type { IncomingMessage, Server } from 'node:http';
import { tableGameNames, TABLE_GAMES } from '@escoba/games';
import { CLOSE_CODES, createMessageParser, FLOODING_REASON, LIMITS, PROTOCOL, type ClientMessage, type ErrorCode, type ProtocolVersion, type Ref, type ServerMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventBus, TableMessage } from '../bus/bus.js';
import { hashToken } from '../game/crypto.js';
import type { CommandError } from '../game/decide.js';
import { LocalLimiter } from '../limits/limiter.js';
import { Limits, type LimitRates } from '../limits/limits.js';
import { LocalAddressConnections, type AddressConnections } from '../limits/address-connections.js';
import type { GameService, SyncPayload } from '../service/game-service.js';
import { addCounts, type PresenceCounts, type SharedPresence } from '../service/presence.js';
import { Heartbeat } from './heartbeat.js';
import { TokenBucket } from './rate-limit.js';

/** What the hub needs of a socket; `ws` sockets have it, and tests can pass a fake. */
export interface Transport {
  send(text: string): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
}

export interface Connection {
  readonly transport: Transport;
  /** The client's address, for the limits per address. */
  readonly address: string;
  readonly bucket: TokenBucket;
  /** Messages refused by the rate limit in a row. */
  refused: number;
  code: string | null;
  /** The seat this connection holds (token checked), or null for a spectator or no table yet. */
  seat: number | null;
  /** The token hash this connection proved for `seat`: its commands are refused once the seat has another. */
  holder: string | null;
  /** The last (public) version sent to this connection. */
  v: number;
  /**
   * The log version this connection has been given everything of (private entries included): what keeps an entry
   * from reaching it twice. Never sent: it counts private entries.
   */
  logV: number;
  /** The protocol version the client said in `hello`; `escoba/1` until it says one (such a client knows only Escoba). */
  protocol: ProtocolVersion;
  /** Messages of one connection are handled one after another, in order. */
  queue: Promise<void>;
  closed: boolean;
}

interface Room {
  readonly connections: Set<Connection>;
  /** Connections per seat. */
  readonly seats: number[];
  readonly unsubscribe: () => void;
}

export interface HubOptions extends LimitRates {
  /** Token bucket per connection. */
  readonly rateCapacity: number;
  readonly ratePerSecond: number;
  /** Refused messages in a row after which the connection is closed (1008). */
  readonly floodLimit: number;
  /** A connection whose unsent data exceeds this is too slow to follow and is closed (1013). */
  readonly maxBufferedBytes: number;
  /** Open WebSocket connections per client address; more are refused at the handshake (HTTP 429). */
  readonly maxConnectionsPerAddress: number;
}

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  rateCapacity: 30,
  ratePerSecond: 15,
  floodLimit: 20,
  maxBufferedBytes: 4 << 20,
  maxConnectionsPerAddress: 32,
  tablesBurst: 10,
  tablesEverySeconds: 60,
  chatBurst: 10,
  chatEverySeconds: 2,
  lookupsBurst: 20,
  lookupsPerSecond: 1,
  failedLookupsBurst: 20,
  failedLookupsPerSecond: 2,
  lookupShareWindowSeconds: 600,
  tableChatBurst: 10,
  tableChatEverySeconds: 1,
  seatChatBurst: 10,
  seatChatEverySeconds: 2,
  playsBurst: 10,
  playsPerSecond: 5,
  readsBurst: 20,
  readsPerSecond: 2,
};

/**
 * The socket layer: connections, validation, rate limits, presence, and fan-out of table events with each
 * connection's own view. It holds no game logic: every command goes to the {@link GameService}.
 */
export class SocketHub {
  private readonly rooms = new Map<string, Room>();
  private wss: WebSocketServer | null = null;
  private heartbeat: Heartbeat<WebSocket> | null = null;

  constructor(
    private readonly service: GameService,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly options: HubOptions = DEFAULT_HUB_OPTIONS,
    readonly limits: Limits = new Limits(options, new LocalLimiter()),
    /** With several processes: the others' connections, so presence, grace periods and abandonment count every process's. */
    private readonly shared: SharedPresence | null = null,
    /** Open WebSockets per address: this process's, or (with Redis) every process's. */
    private readonly perAddress: AddressConnections = new LocalAddressConnections(options.maxConnectionsPerAddress),
  ) {}

  /**
   * Serves WebSocket connections on `path` of an HTTP server; `address` names a request's client; `refusal` gives
   * the reason a handshake may not connect (its page's origin), or null.
   */
  listen(server: Server, path = '/ws', address: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? '?', refusal: (req: IncomingMessage) => string | null = () => null): void {
    // ws closes (1009) anything above 64 KB itself; between our limit and that, the client gets a TooLarge error.
    const wss = new WebSocketServer({
      server,
      path,
      maxPayload: 64 * 1024,
      perMessageDeflate: false,
      // Counted before the upgrade, so a client over its share holds no socket open; the count lasts as long as the TCP connection.
      verifyClient: (info, done) => {
        const remote = address(info.req);
        const socket = info.req.socket;
        void this.perAddress.acquire(remote).then((ok) => {
          if (!ok) return done(false, 429, 'Too many connections from this address');
          if (socket.destroyed) {
            this.perAddress.release(remote);
            return done(false, 400, 'Gone');
          }
          socket.once('close', () => this.perAddress.release(remote));
          done(true);
        });
      },
    });
    // ws repeats the HTTP server's errors (a failed listen) here; whoever called listen on the server handles them.
    wss.on('error', () => undefined);
    this.wss = wss;
    const heartbeat = new Heartbeat<WebSocket>();
    this.heartbeat = heartbeat;
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
      // Closed with a reason rather than refused at the handshake: a browser's script can read a close reason, not an HTTP answer.
      const refused = refusal(req);
      if (refused !== null) return ws.close(CLOSE_CODES.refused, refused);
      const remote = address(req);
      const conn = this.connect(ws, remote);
      heartbeat.add(ws);
      ws.on('pong', () => heartbeat.pong(ws));
      ws.on('message', (data, isBinary) => void this.receive(conn, isBinary ? null : data.toString()));
      ws.on('close', () => {
        heartbeat.remove(ws);
        this.disconnect(conn);
      });
      ws.on('error', (e) => this.logger.debug({ err: e, remote }, 'socket error'));
    });
  }

  /** Registers a new connection and greets it. */
  connect(transport: Transport, address = 'local'): Connection {
    const conn: Connection = {
      transport,
      address,
      bucket: new TokenBucket(this.options.rateCapacity, this.options.ratePerSecond, Date.now()),
      refused: 0,
      code: null,
      seat: null,
      holder: null,
      v: 0,
      logV: 0,
      protocol: 'escoba/1',
      queue: Promise.resolve(),
      closed: false,
    };
    this.send(conn, { type: 'welcome', protocol: PROTOCOL, limits: LIMITS });
    return conn;
  }

  /**
   * One incoming message (null: a binary frame): rate limit, then schema validation, then the command, in the
   * connection's order. Every frame counts against the rate limit, binary ones included.
   */
  receive(conn: Connection, text: string | null): Promise<void> {
    if (conn.closed) return Promise.resolve();
    if (!conn.bucket.take(Date.now())) {
      conn.refused++;
      if (conn.refused === this.options.floodLimit) {
        this.logger.warn({ code: conn.code }, 'closing a flooding connection');
        // The messages already accepted are answered first, so what a flooding client is told does not depend on
        // how its frames were split into TCP chunks; anything after the limit is dropped unanswered.
        conn.queue = conn.queue.then(() => {
          conn.transport.close(CLOSE_CODES.refused, FLOODING_REASON);
          this.disconnect(conn);
        });
      } else if (conn.refused < this.options.floodLimit) this.sendError(conn, { code: 'RateLimited', message: `at most ${this.options.ratePerSecond} messages a second; the message was dropped` }, text === null ? undefined : quickRef(text));
      return Promise.resolve();
    }
    conn.refused = 0;
    if (text === null) {
      this.sendError(conn, { code: 'Malformed', message: 'messages are JSON text, not binary' });
      return Promise.resolve();
    }
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      this.sendError(conn, parsed.error, parsed.error.ref);
      return Promise.resolve();
    }
    conn.queue = conn.queue.then(() =>
      this.handle(conn, parsed.message).catch((e: unknown) => {
        this.logger.error({ err: e, type: parsed.message.type }, 'command failed');
        this.sendError(conn, { code: 'Internal', message: 'the server failed; nothing was changed' }, parsed.message.ref);
      }),
    );
    return conn.queue;
  }

  private async handle(conn: Connection, m: ClientMessage): Promise<void> {
    if (conn.closed) return;
    const ref = m.ref;
    const needsNoTable = m.type === 'create' || m.type === 'join' || m.type === 'spectate' || m.type === 'resume';
    if (needsNoTable && conn.code !== null && !(m.type === 'resume' && m.code === conn.code) && !(m.type === 'spectate' && m.code === conn.code && conn.seat === null)) {
      return this.sendError(conn, { code: 'AlreadyAtTable', message: `this connection follows table ${conn.code}` }, ref);
    }
    // A lookup over its limits is refused before the table is read, with the same answer whether the code exists or not.
    if (m.type === 'join' || m.type === 'spectate' || m.type === 'resume') {
      const check = await this.limits.lookup(conn.address);
      if (!check.address) return this.sendError(conn, lookupsLimited, ref);
      // Over the common budget only a lookup that proves it is not guessing (a valid invitation, a valid seat token) goes on.
      if (!check.global && !(await this.credentialValid(m))) {
        if (m.type !== 'spectate' && !(m.type === 'join' && m.invite === undefined)) await this.limits.lookupFailed(conn.address);
        return this.sendError(conn, lookupsLimited, ref);
      }
    }
    if (needsNoTable && conn.protocol === 'escoba/1') {
      const gameId = m.type === 'create' ? (m.config.gameId ?? 'escoba') : ((await this.service.tableInfo(m.code))?.settings.gameId ?? 'escoba');
      if (gameId !== 'escoba') return this.sendError(conn, upgradeRequired(gameId), ref);
    }
    switch (m.type) {
      case 'ping':
        return this.send(conn, ref === undefined ? { type: 'pong' } : { type: 'pong', ref });
      case 'hello':
        conn.protocol = m.protocol;
        return this.ack(conn, ref, conn.v);
      case 'create': {
        if (!(await this.limits.tableCreated(conn.address))) return this.sendError(conn, limited('tables created', this.options.tablesEverySeconds), ref);
        const r = await this.service.create(m.config, m.name, m.seat ?? 0);
        if (!r.ok) return this.sendError(conn, r.error, ref);
        this.send(conn, { type: 'joined', code: r.code, seat: r.seat, token: r.token, host: true, invite: r.invite, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, r.code, r.seat, hashToken(r.token), undefined, ref);
      }
      case 'join': {
        const r = await this.service.join(m.code, m.seat, m.name, m.invite);
        if (!r.ok) {
          // No such table, or a wrong invitation (or none) for a table past its code-alone window.
          if (r.error.code === 'NoTable' || r.error.code === 'Unauthorized') await this.limits.lookupFailed(conn.address);
          return this.sendError(conn, r.error, ref);
        }
        this.send(conn, { type: 'joined', code: m.code, seat: m.seat, token: r.token, host: false, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, m.code, m.seat, hashToken(r.token), undefined, ref);
      }
      case 'resume': {
        if (!(await this.service.authenticate(m.code, m.seat, m.token))) {
          const exists = (await this.service.tableInfo(m.code)) !== null;
          await this.limits.lookupFailed(conn.address);
          return this.sendError(conn, exists ? { code: 'Unauthorized', message: `the token does not match seat ${m.seat} (a seat given up or taken by someone else has a new token)` } : { code: 'NoTable', message: `no table has the code ${m.code}` }, ref);
        }
        if (conn.code !== null) this.unfollow(conn);
        return this.follow(conn, m.code, m.seat, hashToken(m.token), m.since, ref);
      }
      case 'spectate':
        if (conn.code !== null) this.unfollow(conn);
        return this.follow(conn, m.code, null, null, m.since, ref);
      case 'leave': {
        if (conn.code === null) return this.sendError(conn, notAtTable, ref);
        const { code, seat, holder } = conn;
        // Stops following first, so the `left` event does not reach this connection as the loss of its seat.
        this.unfollow(conn);
        if (seat !== null && this.service.peek(code)?.status === 'lobby') {
          const r = await this.service.command(code, { type: 'leave', seat, holder: holder ?? '' });
          if (!r.ok) return this.sendError(conn, r.error, ref);
        }
        return this.ack(conn, ref, 0);
      }
      case 'chat':
      case 'start':
      case 'rematch':
      case 'kick':
      case 'play': {
        if (conn.code === null) return this.sendError(conn, notAtTable, ref);
        if (conn.seat === null) return this.sendError(conn, { code: 'Unauthorized', message: 'spectators can only watch: this needs a seat' }, ref);
        const code = conn.code;
        const seat = conn.seat;
        const holder = conn.holder ?? '';
        if (m.type === 'chat' ? !(await this.limits.chat(conn.address, code, seat)) : !(await this.limits.seatCommand(code, seat))) return this.sendError(conn, m.type === 'chat' ? chatLimited : seatLimited(seat, this.options.playsPerSecond), ref);
        const r = await this.service.command(
          code,
          m.type === 'play'
            ? { type: 'play', seat, play: m.play, v: m.v, by: 'player', holder }
            : m.type === 'chat'
              ? { type: 'chat', seat, text: m.text, holder }
              : m.type === 'kick'
                ? { type: 'kick', seat, target: m.seat, holder }
                : { type: m.type, seat, holder },
        );
        if (!r.ok) return this.sendError(conn, r.error, ref);
        return this.ack(conn, ref, r.v);
      }
    }
  }

  /** Whether a lookup carries a valid invitation (join) or seat token (resume): then it is not guessing. */
  private async credentialValid(m: ClientMessage): Promise<boolean> {
    if (m.type === 'join' && m.invite !== undefined) return this.service.inviteMatches(m.code, m.invite);
    if (m.type === 'resume') return this.service.authenticate(m.code, m.seat, m.token);
    return false;
  }

  /** Starts following a table: the sync and the room membership happen together, inside the table's queue. */
  private async follow(conn: Connection, code: string, seat: number | null, holder: string | null, since: number | undefined, ref: Ref | undefined): Promise<void> {
    let attached = false;
    const r = await this.service.open(code, seat, since, (sync: SyncPayload, logV: number) => {
      if (conn.closed) return;
      attached = true;
      conn.code = code;
      conn.seat = seat;
      conn.holder = holder;
      conn.v = sync.v;
      conn.logV = logV;
      this.join(conn);
      this.send(conn, { type: 'sync', ...sync });
    });
    if (!r.ok) {
      if (r.error.code === 'NoTable') await this.limits.lookupFailed(conn.address);
      return this.sendError(conn, r.error, ref);
    }
    if (!attached) return;
    if (seat !== null) this.presenceChanged(code, seat);
    this.broadcastPresence(code);
    this.ack(conn, ref, r.v);
  }

  private join(conn: Connection): void {
    const code = conn.code!;
    let room = this.rooms.get(code);
    if (!room) {
      const connections = new Set<Connection>();
      const seats: number[] = [];
      room = { connections, seats, unsubscribe: this.bus.subscribe(code, (m) => this.onEvent(code, connections, seats, m)) };
      this.rooms.set(code, room);
    }
    room.connections.add(conn);
    if (conn.seat !== null) room.seats[conn.seat] = (room.seats[conn.seat] ?? 0) + 1;
    this.followersChanged(code);
  }

  private unfollow(conn: Connection): void {
    const code = conn.code;
    const seat = conn.seat;
    conn.code = null;
    conn.seat = null;
    conn.holder = null;
    conn.v = 0;
    conn.logV = 0;
    const room = code === null ? undefined : this.rooms.get(code);
    if (!room || !room.connections.delete(conn)) return;
    if (seat !== null) room.seats[seat]! -= 1;
    if (room.connections.size === 0) {
      room.unsubscribe();
      this.rooms.delete(code!);
    }
    this.followersChanged(code!);
    if (seat !== null) this.presenceChanged(code!, seat);
    this.broadcastPresence(code!);
  }

  disconnect(conn: Connection): void {
    if (conn.closed) return;
    this.unfollow(conn);
    conn.closed = true;
  }

  private presenceChanged(code: string, seat: number): void {
    this.shared?.report(code, this.localPresence(code));
    this.service.setConnected(code, seat, (this.presence(code).seats[seat] ?? 0) > 0);
  }

  /** Tells the service how many connections follow the table (on every process). */
  private followersChanged(code: string): void {
    this.shared?.report(code, this.localPresence(code));
    const all = this.presence(code);
    this.service.setFollowers(code, all.seats.reduce((a, b) => a + b, 0) + all.spectators);
  }

  /** The connections to a table on other processes changed: the service and this process's followers are told. */
  presenceElsewhereChanged(code: string): void {
    const all = this.presence(code);
    const players = this.service.peek(code)?.settings.players ?? all.seats.length;
    for (let seat = 0; seat < players; seat++) this.service.setConnected(code, seat, (all.seats[seat] ?? 0) > 0);
    this.service.setFollowers(code, all.seats.reduce((a, b) => a + b, 0) + all.spectators);
    this.broadcastPresence(code);
  }

  /** This process's connections to a table. */
  private localPresence(code: string): PresenceCounts {
    const room = this.rooms.get(code);
    if (!room) return { seats: [], spectators: 0 };
    let spectators = 0;
    for (const c of room.connections) if (c.seat === null) spectators++;
    return { seats: Array.from({ length: room.seats.length }, (_, seat) => room.seats[seat] ?? 0), spectators };
  }

  /** Every process's connections to a table (this one's alone without others). */
  private presence(code: string): PresenceCounts {
    const local = this.localPresence(code);
    const elsewhere = this.shared?.elsewhere(code);
    return elsewhere ? addCounts(local, elsewhere) : local;
  }

  private broadcastPresence(code: string): void {
    const room = this.rooms.get(code);
    if (!room) return;
    const info = this.service.peek(code);
    const all = this.presence(code);
    const players = info?.settings.players ?? all.seats.length;
    const connected = Array.from({ length: players }, (_, seat) => (all.seats[seat] ?? 0) > 0);
    const spectators = all.spectators;
    const text = JSON.stringify({ type: 'presence', connected, spectators } satisfies ServerMessage);
    for (const c of room.connections) this.sendText(c, text);
  }

  /**
   * A table event. When a seat is given up (`left`) or taken (`seated`), every connection still holding it loses
   * it first, and goes on as a spectator: it gets no view of the new player's hand, and no longer counts as that
   * seat's presence. (Its commands would be refused anyway: they carry the old token hash.)
   */
  private onEvent(code: string, connections: ReadonlySet<Connection>, seats: number[], m: TableMessage): void {
    const e = m.event;
    let demoted = false;
    if (e && (e.type === 'left' || e.type === 'seated')) {
      for (const conn of connections) {
        if (conn.seat !== e.seat) continue;
        conn.seat = null;
        conn.holder = null;
        seats[e.seat]! -= 1;
        demoted = true;
        this.sendError(conn, { code: 'Unauthorized', message: e.type === 'left' && e.kicked ? `the host removed you from seat ${e.seat}; you are watching` : `seat ${e.seat} was given up; you are watching` });
      }
    }
    this.fanOut(connections, m);
    if (demoted && e) {
      this.presenceChanged(code, e.type === 'left' || e.type === 'seated' ? e.seat : 0);
      this.broadcastPresence(code);
    }
  }

  /**
   * Sends a table event to every follower, with each seat's own view; texts are built once per seat. A private
   * entry goes only to the connections of the seats it names, with no new version; the others get nothing at all.
   */
  private fanOut(connections: ReadonlySet<Connection>, m: TableMessage): void {
    const texts = new Map<number | null, string>();
    for (const conn of connections) {
      if (m.v <= conn.logV) continue;
      conn.logV = m.v;
      let text = texts.get(conn.seat);
      if (text === undefined) {
        const message = messageFor(m, conn.seat);
        if (message === null) continue;
        texts.set(conn.seat, (text = JSON.stringify(message)));
      }
      conn.v = m.publicV;
      this.sendText(conn, text);
    }
  }

  private ack(conn: Connection, ref: Ref | undefined, v: number): void {
    if (ref !== undefined) this.send(conn, { type: 'ack', ref, v });
  }

  private sendError(conn: Connection, error: CommandError | { code: ErrorCode; message: string }, ref?: Ref): void {
    const detail = 'detail' in error && error.detail ? { detail: error.detail } : {};
    this.send(conn, { type: 'error', code: error.code, message: error.message, ...detail, ...(ref === undefined ? {} : { ref }) });
  }

  private send(conn: Connection, message: ServerMessage): void {
    this.sendText(conn, JSON.stringify(message));
  }

  private sendText(conn: Connection, text: string): void {
    if (conn.closed) return;
    if (conn.transport.bufferedAmount > this.options.maxBufferedBytes) {
      conn.transport.close(1013, 'too slow to follow the table');
      this.disconnect(conn);
      return;
    }
    conn.transport.send(text);
  }

  get connectionCount(): number {
    return this.wss?.clients.size ?? 0;
  }

  /** Closes every connection with 1012 (service restart: clients reconnect); one that does not finish the close handshake within a second is cut. */
  close(): void {
    this.heartbeat?.stop();
    for (const ws of this.wss?.clients ?? []) {
      ws.close(1012, 'the server is restarting: reconnect');
      setTimeout(() => ws.terminate(), 1000).unref();
    }
    this.wss?.close();
  }
}

/** What a follower holding `seat` (null: a spectator) gets of a table message: nothing, for another side's private action. */
function messageFor(m: TableMessage, seat: number | null): ServerMessage | null {
  const view = m.view?.(seat);
  if (m.event) return { type: 'event', v: m.publicV, event: m.event, ...(view ? { view } : {}), ...(m.table ? { table: m.table } : {}) };
  if (!m.private || seat === null || !m.private.seats.includes(seat) || !view) return null;
  return { type: 'private', v: m.publicV, event: m.private.event, view };
}

/** The ref of a message refused before parsing, found without parsing it, so the client can match the error. */
function quickRef(text: string): Ref | undefined {
  const m = /"ref"\s*:\s*(?:"([^"\\]{0,32})"|(\d{1,15})[,}\s])/.exec(text.slice(0, 512));
  if (!m) return undefined;
  return m[1] ?? Number(m[2]);
}

/** Client messages checked against the protocol's schemas, with the names of this server's games (a table config's `gameId`). */
const parseClientMessage = createMessageParser(tableGameNames(TABLE_GAMES));
const notAtTable = { code: 'NotAtTable' as const, message: 'create, join, spectate or resume a table first' };
/**
 * A client that never said `hello` speaks escoba/1, which knows only Escoba: it may not create or follow a table of
 * another game (its views and plays would make no sense to it).
 */
const upgradeRequired = (gameId: string) => ({
  code: 'UpgradeRequired' as const,
  message: `this table plays ${gameId}, and this client speaks escoba/1, which knows only Escoba tables: update the app (a client says hello with ${PROTOCOL} first)`,
});
const limited = (what: string, everySeconds: number) => ({ code: 'RateLimited' as const, message: `too many ${what} from your address: one more every ${everySeconds} s` });
const lookupsLimited = { code: 'RateLimited' as const, message: 'too many table lookups (from your address, or from everyone: codes are being guessed); wait a little' };
const chatLimited = { code: 'RateLimited' as const, message: 'too many chat lines (from your address, your seat or this table); wait a little' };
const seatLimited = (seat: number, perSecond: number) => ({ code: 'RateLimited' as const, message: `too many commands from seat ${seat}: at most ${perSecond} a second` });
