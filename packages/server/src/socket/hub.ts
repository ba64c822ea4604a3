import type { IncomingMessage, Server } from 'node:http';
import { LIMITS, PROTOCOL, parseClientMessage, type ClientMessage, type ErrorCode, type ProtocolVersion, type Ref, type ServerMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventBus, TableMessage } from '../bus/bus.js';
import { hashToken } from '../game/crypto.js';
import type { CommandError } from '../game/decide.js';
import { KeyedBuckets } from '../limits/keyed-buckets.js';
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
  /** The last version sent to this connection. */
  v: number;
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

export interface HubOptions {
  /** Token bucket per connection. */
  readonly rateCapacity: number;
  readonly ratePerSecond: number;
  /** Refused messages in a row after which the connection is closed (1008). */
  readonly floodLimit: number;
  /** A connection whose unsent data exceeds this is too slow to follow and is closed (1013). */
  readonly maxBufferedBytes: number;
  /** Open WebSocket connections per client address; more are refused at the handshake (HTTP 429). */
  readonly maxConnectionsPerAddress: number;
  /** Tables created per address: a burst, then one every `tablesEverySeconds`. */
  readonly tablesBurst: number;
  readonly tablesEverySeconds: number;
  /** Chat lines per address: a burst, then one every `chatEverySeconds`. */
  readonly chatBurst: number;
  readonly chatEverySeconds: number;
  /**
   * Lookups of codes that do not exist (join, spectate, resume, `GET /api/tables/CODE`) per address: a burst, then
   * `lookupsPerSecond`; over it, every lookup from the address is refused until the bucket refills.
   */
  readonly lookupsBurst: number;
  readonly lookupsPerSecond: number;
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
};

/** The buckets per client address, shared by the socket hub and the HTTP lookups. */
export function addressLimits(o: HubOptions) {
  return {
    tables: new KeyedBuckets(o.tablesBurst, 1 / o.tablesEverySeconds),
    chat: new KeyedBuckets(o.chatBurst, 1 / o.chatEverySeconds),
    lookups: new KeyedBuckets(o.lookupsBurst, o.lookupsPerSecond),
  };
}
export type AddressLimits = ReturnType<typeof addressLimits>;

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
    readonly limits: AddressLimits = addressLimits(options),
    /** With several processes: the others' connections, so presence, grace periods and abandonment count every process's. */
    private readonly shared: SharedPresence | null = null,
    /** Open WebSockets per address: this process's, or (with Redis) every process's. */
    private readonly perAddress: AddressConnections = new LocalAddressConnections(options.maxConnectionsPerAddress),
  ) {}

  /** Serves WebSocket connections on `path` of an HTTP server; `address` names a request's client. */
  listen(server: Server, path = '/ws', address: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? '?'): void {
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
    this.wss = wss;
    const heartbeat = new Heartbeat<WebSocket>();
    this.heartbeat = heartbeat;
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
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
      if (conn.refused >= this.options.floodLimit) {
        this.logger.warn({ code: conn.code }, 'closing a flooding connection');
        conn.transport.close(1008, 'rate limit exceeded');
        this.disconnect(conn);
      } else this.sendError(conn, { code: 'RateLimited', message: `at most ${this.options.ratePerSecond} messages a second; the message was dropped` }, text === null ? undefined : quickRef(text));
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
    // (Lookups over the address's limit are refused by the command itself, without reading the table.)
    if (needsNoTable && conn.protocol === 'escoba/1' && (m.type === 'create' || this.limits.lookups.allows(conn.address))) {
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
        if (!this.limits.tables.take(conn.address)) return this.sendError(conn, limited('tables created', this.options.tablesEverySeconds), ref);
        const r = await this.service.create(m.config, m.name, m.seat ?? 0);
        if (!r.ok) return this.sendError(conn, r.error, ref);
        this.send(conn, { type: 'joined', code: r.code, seat: r.seat, token: r.token, host: true, invite: r.invite, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, r.code, r.seat, hashToken(r.token), undefined, ref);
      }
      case 'join': {
        if (!this.limits.lookups.allows(conn.address)) return this.sendError(conn, lookupsLimited, ref);
        const r = await this.service.join(m.code, m.seat, m.name, m.invite);
        if (!r.ok) return this.sendError(conn, r.error, ref);
        this.send(conn, { type: 'joined', code: m.code, seat: m.seat, token: r.token, host: false, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, m.code, m.seat, hashToken(r.token), undefined, ref);
      }
      case 'resume': {
        if (!this.limits.lookups.allows(conn.address)) return this.sendError(conn, lookupsLimited, ref);
        if (!(await this.service.authenticate(m.code, m.seat, m.token))) {
          const exists = (await this.service.tableInfo(m.code)) !== null;
          if (exists) this.limits.lookups.take(conn.address);
          return this.sendError(conn, exists ? { code: 'Unauthorized', message: `the token does not match seat ${m.seat} (a seat given up or taken by someone else has a new token)` } : { code: 'NoTable', message: `no table has the code ${m.code}` }, ref);
        }
        if (conn.code !== null) this.unfollow(conn);
        return this.follow(conn, m.code, m.seat, hashToken(m.token), m.since, ref);
      }
      case 'spectate':
        if (!this.limits.lookups.allows(conn.address)) return this.sendError(conn, lookupsLimited, ref);
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
        if (m.type === 'chat' && !this.limits.chat.take(conn.address)) return this.sendError(conn, limited('chat lines', this.options.chatEverySeconds), ref);
        const seat = conn.seat;
        const holder = conn.holder ?? '';
        const r = await this.service.command(
          conn.code,
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

  /** Starts following a table: the sync and the room membership happen together, inside the table's queue. */
  private async follow(conn: Connection, code: string, seat: number | null, holder: string | null, since: number | undefined, ref: Ref | undefined): Promise<void> {
    let attached = false;
    const r = await this.service.open(code, seat, since, (sync: SyncPayload) => {
      if (conn.closed) return;
      attached = true;
      conn.code = code;
      conn.seat = seat;
      conn.holder = holder;
      conn.v = sync.v;
      this.join(conn);
      this.send(conn, { type: 'sync', ...sync });
    });
    if (!r.ok) return this.sendError(conn, r.error, ref);
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
    if (e.type === 'left' || e.type === 'seated') {
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
    if (demoted) {
      this.presenceChanged(code, e.type === 'left' || e.type === 'seated' ? e.seat : 0);
      this.broadcastPresence(code);
    }
  }

  /** Sends a table event to every follower, with each seat's own view; texts are built once per seat. */
  private fanOut(connections: ReadonlySet<Connection>, m: TableMessage): void {
    const texts = new Map<number | null, string>();
    for (const conn of connections) {
      if (m.v <= conn.v) continue;
      conn.v = m.v;
      let text = texts.get(conn.seat);
      if (text === undefined) {
        const view = m.view?.(conn.seat);
        const message: ServerMessage = { type: 'event', v: m.v, event: m.event, ...(view ? { view } : {}), ...(m.table ? { table: m.table } : {}) };
        texts.set(conn.seat, (text = JSON.stringify(message)));
      }
      this.sendText(conn, text);
    }
  }

  private ack(conn: Connection, ref: Ref | undefined, v: number): void {
    if (ref !== undefined) this.send(conn, { type: 'ack', ref, v });
  }

  private sendError(conn: Connection, error: CommandError | { code: ErrorCode; message: string }, ref?: Ref): void {
    // A code that does not exist is what guessing codes looks like: it counts against the address's lookups.
    if (error.code === 'NoTable') this.limits.lookups.take(conn.address);
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

/** The ref of a message refused before parsing, found without parsing it, so the client can match the error. */
function quickRef(text: string): Ref | undefined {
  const m = /"ref"\s*:\s*(?:"([^"\\]{0,32})"|(\d{1,15})[,}\s])/.exec(text.slice(0, 512));
  if (!m) return undefined;
  return m[1] ?? Number(m[2]);
}

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
const lookupsLimited = { code: 'RateLimited' as const, message: 'too many table lookups from your address; wait a little' };
