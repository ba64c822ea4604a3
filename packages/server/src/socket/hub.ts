import type { IncomingMessage, Server } from 'node:http';
import { LIMITS, PROTOCOL, parseClientMessage, type ClientMessage, type ErrorCode, type Ref, type ServerMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { EventBus, TableMessage } from '../bus/bus.js';
import type { CommandError } from '../game/decide.js';
import type { GameService, SyncPayload } from '../service/game-service.js';
import { TokenBucket } from './rate-limit.js';

/** What the hub needs of a socket; `ws` sockets have it, and tests can pass a fake. */
export interface Transport {
  send(text: string): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
}

export interface Connection {
  readonly transport: Transport;
  readonly bucket: TokenBucket;
  /** Messages refused by the rate limit in a row. */
  refused: number;
  code: string | null;
  /** The seat this connection holds (token checked), or null for a spectator or no table yet. */
  seat: number | null;
  /** The last version sent to this connection. */
  v: number;
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
}

export const DEFAULT_HUB_OPTIONS: HubOptions = { rateCapacity: 30, ratePerSecond: 15, floodLimit: 20, maxBufferedBytes: 4 << 20 };

/**
 * The socket layer: connections, validation, rate limits, presence, and fan-out of table events with each
 * connection's own view. It holds no game logic: every command goes to the {@link GameService}.
 */
export class SocketHub {
  private readonly rooms = new Map<string, Room>();
  private wss: WebSocketServer | null = null;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly service: GameService,
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly options: HubOptions = DEFAULT_HUB_OPTIONS,
  ) {}

  /** Serves WebSocket connections on `path` of an HTTP server. */
  listen(server: Server, path = '/ws'): void {
    // ws closes (1009) anything above 64 KB itself; between our limit and that, the client gets a TooLarge error.
    const wss = new WebSocketServer({ server, path, maxPayload: 64 * 1024, perMessageDeflate: false });
    this.wss = wss;
    const answered = new WeakSet<WebSocket>();
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
      const conn = this.connect(ws);
      answered.add(ws);
      ws.on('pong', () => answered.add(ws));
      ws.on('message', (data, isBinary) => {
        if (isBinary) this.sendError(conn, { code: 'Malformed', message: 'messages are JSON text, not binary' });
        else this.receive(conn, data.toString());
      });
      ws.on('close', () => this.disconnect(conn));
      ws.on('error', (e) => this.logger.debug({ err: e, remote: req.socket.remoteAddress }, 'socket error'));
    });
    // Connections that stop answering pings (a vanished network) are dropped, which starts their grace period.
    this.heartbeat = setInterval(() => {
      for (const ws of wss.clients) {
        if (!answered.has(ws)) ws.terminate();
        else {
          answered.delete(ws);
          ws.ping();
        }
      }
    }, 30_000);
    this.heartbeat.unref();
  }

  /** Registers a new connection and greets it. */
  connect(transport: Transport): Connection {
    const conn: Connection = {
      transport,
      bucket: new TokenBucket(this.options.rateCapacity, this.options.ratePerSecond, Date.now()),
      refused: 0,
      code: null,
      seat: null,
      v: 0,
      queue: Promise.resolve(),
      closed: false,
    };
    this.send(conn, { type: 'welcome', protocol: PROTOCOL, limits: LIMITS });
    return conn;
  }

  /** One incoming text message: rate limit, then schema validation, then the command, in the connection's order. */
  receive(conn: Connection, text: string): Promise<void> {
    if (conn.closed) return Promise.resolve();
    if (!conn.bucket.take(Date.now())) {
      conn.refused++;
      if (conn.refused >= this.options.floodLimit) {
        this.logger.warn({ code: conn.code }, 'closing a flooding connection');
        conn.transport.close(1008, 'rate limit exceeded');
        this.disconnect(conn);
      } else this.sendError(conn, { code: 'RateLimited', message: `at most ${this.options.ratePerSecond} messages a second; the message was dropped` }, quickRef(text));
      return Promise.resolve();
    }
    conn.refused = 0;
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
    switch (m.type) {
      case 'ping':
        return this.send(conn, ref === undefined ? { type: 'pong' } : { type: 'pong', ref });
      case 'create': {
        const r = await this.service.create(m.config, m.name, m.seat ?? 0);
        if (!r.ok) return this.sendError(conn, r.error, ref);
        this.send(conn, { type: 'joined', code: r.code, seat: r.seat, token: r.token, host: true, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, r.code, r.seat, undefined, ref);
      }
      case 'join': {
        const r = await this.service.join(m.code, m.seat, m.name);
        if (!r.ok) return this.sendError(conn, r.error, ref);
        this.send(conn, { type: 'joined', code: m.code, seat: m.seat, token: r.token, host: false, ...(ref === undefined ? {} : { ref }) });
        return this.follow(conn, m.code, m.seat, undefined, ref);
      }
      case 'resume': {
        if (!(await this.service.authenticate(m.code, m.seat, m.token))) {
          const exists = (await this.service.tableInfo(m.code)) !== null;
          return this.sendError(conn, exists ? { code: 'Unauthorized', message: `the token does not match seat ${m.seat}` } : { code: 'NoTable', message: `no table has the code ${m.code}` }, ref);
        }
        if (conn.code !== null) this.unfollow(conn);
        return this.follow(conn, m.code, m.seat, m.since, ref);
      }
      case 'spectate':
        if (conn.code !== null) this.unfollow(conn);
        return this.follow(conn, m.code, null, m.since, ref);
      case 'leave': {
        if (conn.code === null) return this.sendError(conn, notAtTable, ref);
        const code = conn.code;
        const info = await this.service.tableInfo(code);
        if (conn.seat !== null && info?.status === 'lobby') {
          const r = await this.service.command(code, { type: 'leave', seat: conn.seat });
          if (!r.ok) return this.sendError(conn, r.error, ref);
        }
        this.unfollow(conn);
        return this.ack(conn, ref, 0);
      }
      case 'start':
      case 'rematch':
      case 'chat':
      case 'play': {
        if (conn.code === null) return this.sendError(conn, notAtTable, ref);
        if (conn.seat === null) return this.sendError(conn, { code: 'Unauthorized', message: 'spectators can only watch: this needs a seat' }, ref);
        const seat = conn.seat;
        const r = await this.service.command(
          conn.code,
          m.type === 'play' ? { type: 'play', seat, play: m.play, v: m.v, by: 'player' } : m.type === 'chat' ? { type: 'chat', seat, text: m.text } : { type: m.type, seat },
        );
        if (!r.ok) return this.sendError(conn, r.error, ref);
        return this.ack(conn, ref, r.v);
      }
    }
  }

  /** Starts following a table: the sync and the room membership happen together, inside the table's queue. */
  private async follow(conn: Connection, code: string, seat: number | null, since: number | undefined, ref: Ref | undefined): Promise<void> {
    let attached = false;
    const r = await this.service.open(code, seat, since, (sync: SyncPayload) => {
      if (conn.closed) return;
      attached = true;
      conn.code = code;
      conn.seat = seat;
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
      room = { connections, seats: [], unsubscribe: this.bus.subscribe(code, (m) => this.fanOut(connections, m)) };
      this.rooms.set(code, room);
    }
    room.connections.add(conn);
    if (conn.seat !== null) room.seats[conn.seat] = (room.seats[conn.seat] ?? 0) + 1;
    this.service.setFollowers(code, room.connections.size);
  }

  private unfollow(conn: Connection): void {
    const code = conn.code;
    const seat = conn.seat;
    conn.code = null;
    conn.seat = null;
    conn.v = 0;
    const room = code === null ? undefined : this.rooms.get(code);
    if (!room || !room.connections.delete(conn)) return;
    if (seat !== null) room.seats[seat]! -= 1;
    if (room.connections.size === 0) {
      room.unsubscribe();
      this.rooms.delete(code!);
    }
    this.service.setFollowers(code!, room.connections.size);
    if (seat !== null) this.presenceChanged(code!, seat);
    this.broadcastPresence(code!);
  }

  disconnect(conn: Connection): void {
    if (conn.closed) return;
    this.unfollow(conn);
    conn.closed = true;
  }

  private presenceChanged(code: string, seat: number): void {
    this.service.setConnected(code, seat, (this.rooms.get(code)?.seats[seat] ?? 0) > 0);
  }

  private broadcastPresence(code: string): void {
    const room = this.rooms.get(code);
    if (!room) return;
    const info = this.service.peek(code);
    const players = info?.settings.players ?? room.seats.length;
    const connected = Array.from({ length: players }, (_, seat) => (room.seats[seat] ?? 0) > 0);
    let spectators = 0;
    for (const c of room.connections) if (c.seat === null) spectators++;
    const text = JSON.stringify({ type: 'presence', connected, spectators } satisfies ServerMessage);
    for (const c of room.connections) this.sendText(c, text);
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

  close(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    for (const ws of this.wss?.clients ?? []) ws.terminate();
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
