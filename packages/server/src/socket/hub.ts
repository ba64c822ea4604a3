import type { IncomingMessage, Server } from 'node:http';
import { CLOSE_CODES, LIMITS, PROTOCOL, type Ref, type ServerMessage } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { EventBus } from '../cluster/bus.js';
import type { SharedPresence } from '../cluster/presence.js';
import { LocalAddressConnections, type AddressConnections } from '../limits/address-connections.js';
import { LocalLimiter } from '../limits/limiter.js';
import { Limits, type LimitRates } from '../limits/limits.js';
import { TokenBucket } from '../limits/token-bucket.js';
import type { GameService, SyncPayload } from '../tables/service.js';
import type { Lobby } from '../lobby/lobby.js';
import { withheld, type ChatFilter } from './chat-filter.js';
import { Outbox, type Connection, type Transport } from './connection.js';
import { Crowd } from './crowd.js';
import { Dispatcher } from './dispatch.js';
import type { TournamentSockets } from '../tournaments/tournament-requests.js';
import { Rooms } from './rooms.js';
import { WebSocketTransport } from './transport.js';
import { GUESTS_ONLY, type SeatIdentities } from '../accounts/seat-identity.js';
import { requestTokens } from '../accounts/session-cookies.js';
import type { BotAccounts } from '../bot-accounts/bot-accounts.js';
import { handshakeToken, type HandshakeToken } from '../bot-accounts/bot-token.js';
import { checkBotHandshake } from '../bot-accounts/handshake.js';
import type { QuickPlay } from '../quickplay/quick-play.js';
import type { RatedTables } from '../ratings/rated-tables.js';
import type { Challenges } from '../challenges/challenges.js';

export type { Connection, Transport } from './connection.js';

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
 * The socket layer, put together: the transport (`transport.ts`), dispatch of each message to the game service
 * (`dispatch.ts`), rooms and the fan-out of table events with each connection's own view (`rooms.ts`), and
 * presence counting (`crowd.ts`). It holds no game logic: every command goes to the {@link GameService}.
 */
export class SocketHub {
  private readonly outbox: Outbox;
  private readonly rooms: Rooms;
  private readonly crowd: Crowd;
  private readonly dispatcher: Dispatcher;
  private readonly transport: WebSocketTransport;
  private readonly lobby: Lobby | null;
  /** online22: the open connections, whose accounts the lobby's people list shows. */
  private readonly open = new Set<Connection>();

  constructor(
    private readonly service: GameService,
    bus: EventBus,
    logger: Logger,
    private readonly options: HubOptions = DEFAULT_HUB_OPTIONS,
    readonly limits: Limits = new Limits(options, new LocalLimiter()),
    /** With several processes: the others' connections, so presence, grace periods and abandonment count every process's. */
    shared: SharedPresence | null = null,
    /** Open WebSockets per address: this process's, or (with Redis) every process's. */
    perAddress: AddressConnections = new LocalAddressConnections(options.maxConnectionsPerAddress),
    /** The lobby of public tables, which connections may watch (`{type: 'lobby'}`); null: not served. */
    lobby: Lobby | null = null,
    /** Who sits down at a create or join: guests, or (with accounts) the session's account. */
    identities: SeatIdentities = GUESTS_ONLY,
    /** Blocked players' chat withheld from their blockers (safety22); null: every line reaches everyone. */
    private readonly chatFilter: ChatFilter | null = null,
    /** Bot accounts, whose programs connect with `Authorization: Bearer TOKEN`; null: such a handshake is refused. */
    private readonly bots: BotAccounts | null = null,
    /** quickplay22: the quick-play queues connections may wait in; null: not served. */
    private readonly quickPlay: QuickPlay | null = null,
    /** rated22: rated tables' ratings for followers, and their rating ranges at a join; null: no rated tables. */
    private readonly rated: RatedTables | null = null,
    /** challenge22: challenges between accounts; null: not served. */
    private readonly challenges: Challenges | null = null,
    /** tsrv23: tournaments' watches; null: not served. */
    private readonly tournaments: TournamentSockets | null = null,
  ) {
    this.outbox = new Outbox(options.maxBufferedBytes, (conn) => this.disconnect(conn));
    const seatAccount = (code: string, seat: number) => service.peek(code)?.seats[seat]?.account ?? null;
    this.rooms = new Rooms(
      bus,
      this.outbox,
      (code, seat) => {
        this.crowd.seatChanged(code, seat);
        this.crowd.broadcast(code);
      },
      chatFilter === null ? null : { filter: chatFilter, seatAccount },
    );
    this.crowd = new Crowd(this.rooms, service, this.outbox, shared);
    this.lobby = lobby;
    this.dispatcher = new Dispatcher(service, this.limits, options, this.outbox, this, logger, lobby, identities, quickPlay, rated, challenges, tournaments);
    if (rated) rated.deliver = (code, message) => this.toTable(code, message);
    this.transport = new WebSocketTransport(perAddress, logger);
  }

  /**
   * Serves WebSocket connections on `path` of an HTTP server; `address` names a request's client; `refusal` gives
   * the reason a handshake may not connect (its page's origin), or null.
   */
  listen(server: Server, path = '/ws', address: (req: IncomingMessage) => string = (req) => req.socket.remoteAddress ?? '?', refusal: (req: IncomingMessage) => string | null = () => null): void {
    this.transport.listen(server, path, address, refusal, {
      open: (socket, remote, req) => this.connect(socket, remote, requestTokens(req).session, handshakeToken(req)),
      message: (conn, text) => void this.receive(conn, text),
      close: (conn) => this.disconnect(conn),
    });
  }

  /** Registers a new connection and greets it. */
  connect(transport: Transport, address = 'local', sessionToken: string | null = null, bot: HandshakeToken = { kind: 'none' }): Connection {
    const conn: Connection = {
      transport,
      address,
      // A bot's connection is its bot account's alone: a session cookie beside the token is ignored.
      sessionToken: bot.kind === 'none' ? sessionToken : null,
      viewer: undefined,
      botTokenHash: null,
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
    this.open.add(conn);
    const welcome = () => this.outbox.send(conn, { type: 'welcome', protocol: PROTOCOL, limits: LIMITS });
    if (bot.kind === 'none') welcome();
    // Messages wait in the connection's queue until the token is checked.
    else
      conn.queue = checkBotHandshake(this.bots, bot, {
        admit: (tokenHash) => {
          conn.botTokenHash = tokenHash;
          welcome();
        },
        refuse: (reason) => {
          conn.transport.close(CLOSE_CODES.refused, reason);
          this.disconnect(conn);
        },
      }).catch(() => {
        conn.transport.close(1011, 'the server could not check the bot token; try again');
        this.disconnect(conn);
      });
    return conn;
  }

  /** One incoming message (null: a binary frame), handled in the connection's order (`dispatch.ts`). */
  receive(conn: Connection, text: string | null): Promise<void> {
    return this.dispatcher.receive(conn, text);
  }

  /** Starts following a table: the sync and the room membership happen together, inside the table's queue. */
  async follow(conn: Connection, code: string, seat: number | null, holder: string | null, since: number | undefined, ref: Ref | undefined): Promise<void> {
    await this.viewerOf(conn);
    if (conn.closed) return;
    let attached = false;
    const r = await this.service.open(code, seat, since, (sync: SyncPayload, logV: number) => {
      if (conn.closed) return;
      attached = true;
      conn.code = code;
      conn.seat = seat;
      conn.holder = holder;
      conn.v = sync.v;
      conn.logV = logV;
      this.rooms.join(conn);
      this.crowd.followersChanged(code);
      this.outbox.send(conn, { type: 'sync', ...sync, events: this.visibleEvents(conn, code, sync.events) });
    });
    if (!r.ok) {
      if (r.error.code === 'NoTable') await this.limits.lookupFailed(conn.address);
      return this.outbox.error(conn, r.error, ref);
    }
    if (!attached) return;
    if (seat !== null) this.crowd.seatChanged(code, seat);
    this.crowd.broadcast(code);
    this.outbox.ack(conn, ref, r.v);
    this.rated?.followed(this.service.peek(code), (message) => this.outbox.send(conn, message));
  }

  /** The account whose blocks apply to what the connection gets (read at its first need, kept until it closes); null for a guest or without blocks. */
  async viewerOf(conn: Connection): Promise<string | null> {
    if (this.chatFilter !== null && conn.viewer === undefined) {
      conn.viewer = await this.chatFilter.retain(conn.sessionToken);
      // Closed meanwhile: disconnect has run already and released nothing.
      if (conn.closed && conn.viewer !== null) this.chatFilter.release(conn.viewer);
    }
    return conn.viewer ?? null;
  }

  /** online22: the open connections of this process. */
  connections(): Iterable<Connection> {
    return this.open;
  }

  /** Sends a message that is the same for every follower of a table (not versioned) to this process's followers of it. */
  toTable(code: string, message: ServerMessage): void {
    const room = this.rooms.get(code);
    if (!room) return;
    const text = JSON.stringify(message);
    for (const conn of room.connections) this.outbox.sendText(conn, text);
  }

  /** Stops following the connection's table. */
  unfollow(conn: Connection): void {
    const code = conn.code;
    const seat = conn.seat;
    conn.code = null;
    conn.seat = null;
    conn.holder = null;
    conn.v = 0;
    conn.logV = 0;
    if (code === null || !this.rooms.leave(conn, code, seat)) return;
    this.crowd.followersChanged(code);
    if (seat !== null) this.crowd.seatChanged(code, seat);
    this.crowd.broadcast(code);
  }

  disconnect(conn: Connection): void {
    if (conn.closed) return;
    this.open.delete(conn);
    this.unfollow(conn);
    this.lobby?.unwatch(conn);
    this.quickPlay?.disconnected(conn);
    this.challenges?.disconnected(conn);
    this.tournaments?.watch.disconnected(conn);
    conn.closed = true;
    if (typeof conn.viewer === 'string') this.chatFilter?.release(conn.viewer);
  }

  /** A sync's missed events as the connection may see them: the chat of players its account blocked withheld. */
  private visibleEvents(conn: Connection, code: string, events: SyncPayload['events']): SyncPayload['events'] {
    return events.map((e) => {
      if (e.event.type !== 'chat') return e;
      const sender = this.service.peek(code)?.seats[e.event.seat]?.account ?? null;
      return sender !== null && this.rooms.hidesFrom(conn, sender) ? { v: e.v, event: withheld(e.event) } : e;
    });
  }

  /** The connections to a table on other processes changed: the service and this process's followers are told. */
  presenceElsewhereChanged(code: string): void {
    this.crowd.elsewhereChanged(code);
  }

  get connectionCount(): number {
    return this.transport.connectionCount;
  }

  /** Closes every connection with 1012 (service restart: clients reconnect). */
  close(): void {
    this.transport.close();
  }
}
