import { defaultTableName, tableGameNames, TABLE_GAMES } from '@escoba/games';
import { CLOSE_CODES, createMessageParser, FLOODING_REASON, PROTOCOL, type ClientMessage, type Ref } from '@escoba/protocol';
import type { Logger } from 'pino';
import { hashToken } from '../game/crypto.js';
import type { Limits } from '../limits/limits.js';
import type { GameService } from '../tables/service.js';
import type { Lobby } from '../lobby/lobby.js';
import { watchable } from '../online/live-game.js';
import type { Connection, Outbox } from './connection.js';
import type { HubOptions } from './hub.js';
import { GUESTS_ONLY, type SeatIdentities } from '../accounts/seat-identity.js';
import type { QuickPlay } from '../quickplay/quick-play.js';
import { quickPlayRequest } from './quick-play-requests.js';
import { tournamentRequest, type TournamentSockets } from '../tournaments/tournament-requests.js';
import type { RatedTables } from '../ratings/rated-tables.js';
import type { Challenges } from '../challenges/challenges.js';
import { challengeRequest } from '../challenges/challenge-requests.js';

/** Client messages checked against the protocol's schemas, with the names of this server's games (a table config's `gameId`). */
const parseClientMessage = createMessageParser(tableGameNames(TABLE_GAMES));
/** The game of the first protocol, escoba/1, which knows no other: the catalog's first game (see `@escoba/games`). */
const FIRST_GAME = defaultTableName(TABLE_GAMES);

/** What dispatch needs of the hub: following and leaving tables, and forgetting a connection. */
export interface Following {
  follow(conn: Connection, code: string, seat: number | null, holder: string | null, since: number | undefined, ref: Ref | undefined): Promise<void>;
  unfollow(conn: Connection): void;
  disconnect(conn: Connection): void;
  /** The connection's account whose blocks apply to what it gets; null for a guest. */
  viewerOf(conn: Connection): Promise<string | null>;
}

/**
 * Dispatch: each incoming message (rate limit, schema, protocol version, the limits per address) turned into a
 * command for the game service or a change of what the connection follows, and the answer sent back.
 */
export class Dispatcher {
  constructor(
    private readonly service: GameService,
    private readonly limits: Limits,
    private readonly options: HubOptions,
    private readonly outbox: Outbox,
    private readonly following: Following,
    private readonly logger: Logger,
    private readonly lobby: Lobby | null = null,
    private readonly identities: SeatIdentities = GUESTS_ONLY,
    private readonly quickPlay: QuickPlay | null = null,
    /** rated22: a rated table's rating range, checked at a join. */
    private readonly rated: Pick<RatedTables, 'admit'> | null = null,
    /** challenge22 */
    private readonly challenges: Challenges | null = null,
    /** tsrv23: tournaments' watches. */
    private readonly tournaments: TournamentSockets | null = null,
  ) {}

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
          this.following.disconnect(conn);
        });
      } else if (conn.refused < this.options.floodLimit) this.outbox.error(conn, { code: 'RateLimited', message: `at most ${this.options.ratePerSecond} messages a second; the message was dropped` }, text === null ? undefined : quickRef(text));
      return Promise.resolve();
    }
    conn.refused = 0;
    if (text === null) {
      this.outbox.error(conn, { code: 'Malformed', message: 'messages are JSON text, not binary' });
      return Promise.resolve();
    }
    const parsed = parseClientMessage(text);
    if (!parsed.ok) {
      this.outbox.error(conn, parsed.error, parsed.error.ref);
      return Promise.resolve();
    }
    conn.queue = conn.queue.then(() =>
      this.handle(conn, parsed.message).catch((e: unknown) => {
        this.logger.error({ err: e, type: parsed.message.type }, 'command failed');
        this.outbox.error(conn, { code: 'Internal', message: 'the server failed; nothing was changed' }, parsed.message.ref);
      }),
    );
    return conn.queue;
  }

  private async handle(conn: Connection, m: ClientMessage): Promise<void> {
    if (conn.closed) return;
    const ref = m.ref;
    const out = this.outbox;
    const needsNoTable = m.type === 'create' || m.type === 'join' || m.type === 'spectate' || m.type === 'resume';
    if (needsNoTable && conn.code !== null && !(m.type === 'resume' && m.code === conn.code) && !(m.type === 'spectate' && m.code === conn.code && conn.seat === null)) {
      return out.error(conn, { code: 'AlreadyAtTable', message: `this connection follows table ${conn.code}` }, ref);
    }
    if (needsNoTable && this.quickPlay?.waiting(conn)) return out.error(conn, { code: 'WrongPhase', message: 'this connection waits in quick play: leave it first' }, ref);
    // A lookup over its limits is refused before the table is read, with the same answer whether the code exists or not.
    if (m.type === 'join' || m.type === 'spectate' || m.type === 'resume') {
      const check = await this.limits.lookup(conn.address);
      if (!check.address) return out.error(conn, lookupsLimited, ref);
      // Over the common budget only a lookup that proves it is not guessing (a valid invitation, a valid seat token) goes on.
      if (!check.global && !(await this.credentialValid(m))) {
        if (m.type !== 'spectate' && !(m.type === 'join' && m.invite === undefined)) await this.limits.lookupFailed(conn.address);
        return out.error(conn, lookupsLimited, ref);
      }
    }
    if (needsNoTable && conn.protocol === 'escoba/1') {
      const gameId = m.type === 'create' ? (m.config.gameId ?? FIRST_GAME) : ((await this.service.tableInfo(m.code))?.settings.gameId ?? FIRST_GAME);
      if (gameId !== FIRST_GAME) return out.error(conn, upgradeRequired(gameId), ref);
    }
    switch (m.type) {
      case 'ping':
        return out.send(conn, ref === undefined ? { type: 'pong' } : { type: 'pong', ref });
      case 'hello':
        conn.protocol = m.protocol;
        return out.ack(conn, ref, conn.v);
      case 'lobby': {
        if (this.lobby === null) return out.error(conn, { code: 'Internal', message: 'this server has no lobby' }, ref);
        if (!m.watch) {
          this.lobby.unwatch(conn);
          return out.ack(conn, ref, 0);
        }
        // Watching the lobby is a public read: limited per address like `GET /api/tables/CODE`.
        if (!(await this.limits.read(conn.address))) return out.error(conn, { code: 'RateLimited', message: 'too many lobby requests from your address; wait a little' }, ref);
        // online22: the people list leaves out the accounts the watcher's account blocked.
        const viewer = await this.following.viewerOf(conn);
        if (conn.closed) return;
        out.ack(conn, ref, 0);
        return this.lobby.watch(conn, (text) => out.sendText(conn, text), viewer);
      }
      case 'tournament':
      case 'tournaments':
      case 'tournamentSeats':
        if (this.tournaments === null) return out.error(conn, { code: 'Internal', message: 'this server has no tournaments' }, ref);
        return tournamentRequest(m, conn, { out, limits: this.limits, ...this.tournaments });
      case 'quickplay':
        if (this.quickPlay === null) return out.error(conn, { code: 'Internal', message: 'this server has no quick play' }, ref);
        return quickPlayRequest(m, conn, this.quickPlay, { out, following: this.following, limits: this.limits, identities: this.identities });
      case 'challenge':
        if (this.challenges === null) return out.error(conn, { code: 'Internal', message: 'this server has no challenges' }, ref);
        return challengeRequest(m, conn, this.challenges, { out, identities: this.identities });
      case 'create': {
        if (!(await this.limits.tableCreated(conn.address))) return out.error(conn, limited('tables created', this.options.tablesEverySeconds), ref);
        const who = await this.identities.seat(conn.sessionToken, m.name, conn.botTokenHash);
        if (!who.ok) return out.error(conn, who.error, ref);
        const r = await this.service.create(m.config, who.seat.name, m.seat ?? 0, who.seat.account ?? undefined, who.seat.botAccount);
        if (!r.ok) return out.error(conn, r.error, ref);
        out.send(conn, { type: 'joined', code: r.code, seat: r.seat, token: r.token, host: true, invite: r.invite, ...(ref === undefined ? {} : { ref }) });
        return this.following.follow(conn, r.code, r.seat, hashToken(r.token), undefined, ref);
      }
      case 'join': {
        const who = await this.identities.seat(conn.sessionToken, m.name, conn.botTokenHash);
        if (!who.ok) return out.error(conn, who.error, ref);
        const outOfRange = await this.rated?.admit(this.service.peek(m.code), who.seat.account ?? undefined);
        if (outOfRange) return out.error(conn, outOfRange, ref);
        const r = await this.service.join(m.code, m.seat, who.seat.name, m.invite, who.seat.account ?? undefined, who.seat.botAccount);
        if (!r.ok) {
          // No such table, or a wrong invitation (or none) for a table past its code-alone window.
          if (r.error.code === 'NoTable' || r.error.code === 'Unauthorized') await this.limits.lookupFailed(conn.address);
          return out.error(conn, r.error, ref);
        }
        out.send(conn, { type: 'joined', code: m.code, seat: m.seat, token: r.token, host: false, ...(ref === undefined ? {} : { ref }) });
        return this.following.follow(conn, m.code, m.seat, hashToken(r.token), undefined, ref);
      }
      case 'resume': {
        if (!(await this.service.authenticate(m.code, m.seat, m.token))) {
          const exists = (await this.service.tableInfo(m.code)) !== null;
          await this.limits.lookupFailed(conn.address);
          return out.error(conn, exists ? { code: 'Unauthorized', message: `the token does not match seat ${m.seat} (a seat given up or taken by someone else has a new token)` } : { code: 'NoTable', message: `no table has the code ${m.code}` }, ref);
        }
        if (conn.code !== null) this.following.unfollow(conn);
        return this.following.follow(conn, m.code, m.seat, hashToken(m.token), m.since, ref);
      }
      case 'spectate':
        if (conn.code !== null) this.following.unfollow(conn);
        return this.following.follow(conn, m.code, null, null, m.since, ref);
      case 'leave': {
        if (conn.code === null) return out.error(conn, notAtTable, ref);
        const { code, seat, holder } = conn;
        // Stops following first, so the `left` event does not reach this connection as the loss of its seat.
        this.following.unfollow(conn);
        if (seat !== null && this.service.peek(code)?.status === 'lobby') {
          const r = await this.service.command(code, { type: 'leave', seat, holder: holder ?? '' });
          if (!r.ok) return out.error(conn, r.error, ref);
        }
        return out.ack(conn, ref, 0);
      }
      case 'chat':
      case 'start':
      case 'rematch':
      case 'kick':
      case 'play': {
        if (conn.code === null) return out.error(conn, notAtTable, ref);
        if (conn.seat === null) return out.error(conn, { code: 'Unauthorized', message: 'spectators can only watch: this needs a seat' }, ref);
        const code = conn.code;
        const seat = conn.seat;
        const holder = conn.holder ?? '';
        if (m.type === 'chat' ? !(await this.limits.chat(conn.address, code, seat)) : !(await this.limits.seatCommand(code, seat))) return out.error(conn, m.type === 'chat' ? chatLimited : seatLimited(seat, this.options.playsPerSecond), ref);
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
        if (!r.ok) return out.error(conn, r.error, ref);
        return out.ack(conn, ref, r.v);
      }
    }
  }

  /** Whether a lookup carries a valid invitation (join) or seat token (resume), or names a public table: then it is not guessing. */
  private async credentialValid(m: ClientMessage): Promise<boolean> {
    // A public table is listed in the lobby: taking a seat at it guesses nothing; nor does watching a game the lobby lists (online22).
    const info = m.type === 'join' || m.type === 'spectate' ? await this.service.tableInfo(m.code) : null;
    if (info && (m.type === 'join' ? info.settings.public : watchable(info))) return true;
    if (m.type === 'join' && m.invite !== undefined) return this.service.inviteMatches(m.code, m.invite);
    if (m.type === 'resume') return this.service.authenticate(m.code, m.seat, m.token);
    return false;
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
const lookupsLimited = { code: 'RateLimited' as const, message: 'too many table lookups (from your address, or from everyone: codes are being guessed); wait a little' };
const chatLimited = { code: 'RateLimited' as const, message: 'too many chat lines (from your address, your seat or this table); wait a little' };
const seatLimited = (seat: number, perSecond: number) => ({ code: 'RateLimited' as const, message: `too many commands from seat ${seat}: at most ${perSecond} a second` });
