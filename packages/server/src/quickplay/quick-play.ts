import { randomUUID } from 'node:crypto';
import { ratingFormatOf, type AnyGamePlugin } from '@escoba/games';
import type { BotLevel, ErrorCode, QuickPlayMessage, QuickPlayTable, TableConfig, TableSettings } from '@escoba/protocol';
import { displayRating } from '@escoba/ratings';
import type { Logger } from 'pino';
import { resolveSettings } from '../game/decide.js';
import type { RatingStore } from '../ratings/rating-store.js';
import { blockedPairKey } from '../safety/safety.js';
import type { GameService } from '../tables/service.js';
import { botsWelcome, EVERYONE_MEETS, pairQueue, type MayMeet } from './pairing.js';
import { queueKey, DEFAULT_OFFER_LEVEL, type Delivery, type QueuedEntry, type QueueStore } from './queue-store.js';
import { DEFAULT_RANGE, rangeAt, widensInMs, type RangeSchedule } from './range.js';
import { RENEW_EVERY_MS } from './redis-queue-store.js';
import { seatOrder, seatTable } from './seating.js';
import { Slots } from './slots.js';

/** Tables a process seats at once (each is a create, joins and a start: several appends to the log). */
const SEATINGS_AT_ONCE = 4;

/** A guest's rating, and an account's in a format it has not played. */
export const ASSUMED_RATING = 1500;

export interface QuickPlayOptions {
  readonly store: QueueStore;
  readonly service: GameService;
  readonly ratings: RatingStore;
  /** The server's games: which rating format a table is in. */
  readonly plugins: readonly AnyGamePlugin[];
  readonly logger: Logger;
  readonly schedule?: RangeSchedule;
  /** How long a player who allows computer players waits before they are offered (default 15 s). */
  readonly offerAfterMs?: number;
  /** How often the queues are paired (default 250 ms). */
  readonly tickMs?: number;
  /** Whether two players may be seated together (blocks); default: everyone. */
  readonly mayMeet?: MayMeet<QueuedEntry>;
  /**
   * story22: the pairs of accounts among many that may not be seated together (`Safety.blockedAmong`: keys
   * `blockedPairKey`, both orders). Read at most once per pairing of a queue, and only when a table could be made
   * without the blocks, instead of a query per pair of players on every tick.
   */
  readonly blockedAmong?: (accounts: readonly string[]) => Promise<ReadonlySet<string>>;
  readonly now?: () => number;
}

/** The player's side of quick play, as the socket layer gives it: where messages go, and how a seat is taken. */
export interface QuickPlayer {
  send(message: QuickPlayMessage): void;
  /** Seated: the socket layer tells the player (`seated`) and makes the connection follow the table. */
  seated(code: string, seat: number, token: string, waitedMs: number): void;
  /** The seating failed after the player was taken from the queue. */
  failed(message: string): void;
}

/** Who asks to wait: the account (null: a guest) and the name the seat will show. */
export interface QuickPlayIdentity {
  readonly account: string | null;
  readonly name: string;
  /** challenge22: a bot account's connection (seated only with people who allow computers). */
  readonly botAccount?: boolean;
}

export type QuickPlayResult = { readonly ok: true } | { readonly ok: false; readonly error: { readonly code: ErrorCode; readonly message: string } };

/** A join's answer: the first `waiting` message to send after the acknowledgement (null: seated already). */
export type QuickPlayJoined = { readonly ok: true; readonly waiting: QuickPlayMessage | null } | Extract<QuickPlayResult, { ok: false }>;

/** One connection waiting here. */
interface Local {
  readonly entry: QueuedEntry;
  readonly table: QuickPlayTable;
  readonly computers: boolean;
  readonly player: QuickPlayer;
  /** The last range the player was told. */
  range: number;
  offered: boolean;
  /** Taken from the queue by this process's accept: its seating is under way. */
  taken: boolean;
}

const refused = (code: ErrorCode, message: string): Extract<QuickPlayResult, { ok: false }> => ({ ok: false, error: { code, message } });

/**
 * Quick play: queues per (game, table, rated or casual) in a {@link QueueStore} (this process's, or with Redis every
 * process's), paired every tick by rating (`pairing.ts`) with the range widening as players wait (`range.ts`);
 * a group is taken from the queue atomically, then seated at a new table through the game service (`seating.ts`)
 * and its seats delivered to the processes holding the players' connections. This class holds this process's
 * connections: their waiting messages, the offer of computer players, leaving.
 */
export class QuickPlay {
  private readonly byConnection = new Map<object, Local>();
  private readonly byEntry = new Map<string, object>();
  private readonly schedule: RangeSchedule;
  private readonly offerAfterMs: number;
  private readonly mayMeet: MayMeet<QueuedEntry>;
  private readonly now: () => number;
  private readonly timer: NodeJS.Timeout;
  private readonly seatings = new Set<Promise<void>>();
  /** Tables being seated at once: a burst of groups queues here rather than on the log's connection pool. */
  private readonly slots = new Slots(SEATINGS_AT_ONCE);
  private ticking = false;
  private lastRenew = 0;
  private closed = false;

  constructor(
    private readonly o: QuickPlayOptions,
    /** This process's id in the store (its deliveries' address). */
    private readonly process: string,
  ) {
    this.schedule = o.schedule ?? DEFAULT_RANGE;
    this.offerAfterMs = o.offerAfterMs ?? 15_000;
    const mayMeet = o.mayMeet ?? EVERYONE_MEETS;
    this.mayMeet = (a, b) => botsWelcome(a, b) && mayMeet(a, b);
    this.now = o.now ?? Date.now;
    o.store.onDelivery((d) => this.delivered(d));
    const tickMs = o.tickMs ?? 250;
    this.timer = setInterval(() => void this.tick(tickMs), tickMs);
    this.timer.unref();
  }

  /** Whether `connection` waits in quick play (it may not create or join a table meanwhile). */
  waiting(connection: object): boolean {
    return this.byConnection.has(connection);
  }

  /** Enters the queue of `table` for the connection; answers with the first `waiting` message. */
  async join(connection: object, who: QuickPlayIdentity, table: QuickPlayTable, computers: boolean, player: QuickPlayer): Promise<QuickPlayJoined> {
    if (this.closed) return refused('Internal', 'the server is shutting down');
    if (this.byConnection.has(connection)) return refused('WrongPhase', 'this connection waits in quick play already: leave first');
    const resolved = resolveSettings(configOf(table, table.partnerships));
    if (!resolved.ok) return { ok: false, error: resolved.error };
    const settings = resolved.settings;
    if (table.rated && who.account === null) return refused('Unauthorized', 'rated quick play is for accounts: log in, or play casual');
    const rating = await this.ratingOf(who.account, settings, table.rated);
    if (rating === null) return refused('BadConfig', 'this table cannot be rated: play it casual');
    const exact: QuickPlayTable = { gameId: table.gameId, players: table.players, partnerships: settings.partnerships, rated: table.rated };
    const entry: QueuedEntry = {
      id: randomUUID(),
      player: who.account === null ? `guest:${randomUUID()}` : `account:${who.account}`,
      name: who.name,
      rating,
      joinedAt: this.now(),
      queue: queueKey({ ...exact, partnerships: settings.partnerships }),
      process: this.process,
      account: who.account,
      ...(who.botAccount === true ? { botAccount: true } : {}),
      ...(computers ? { computers: true } : {}),
    };
    if (!(await this.o.store.add(entry))) return refused('WrongPhase', 'you wait in quick play already (on another connection or tab): leave there first');
    const local: Local = { entry, table: exact, computers, player, range: rangeAt(this.schedule, 0), offered: false, taken: false };
    if (this.closed) {
      await this.o.store.remove(entry);
      return refused('Internal', 'the server is shutting down');
    }
    this.byConnection.set(connection, local);
    this.byEntry.set(entry.id, connection);
    return { ok: true, waiting: this.waitingMessage(local) };
  }

  /** Leaves the queue: refused when the player was taken already (the seating follows). */
  async leave(connection: object): Promise<QuickPlayResult> {
    const local = this.byConnection.get(connection);
    if (!local) return refused('WrongPhase', 'this connection does not wait in quick play');
    if (local.taken || !(await this.o.store.remove(local.entry))) return refused('WrongPhase', 'too late to leave: you were just seated at a table (its seat follows)');
    this.forget(connection, local);
    return { ok: true };
  }

  /** Accepts the offer of computer players: the player is taken from the queue and seated with bots of `level`. */
  async accept(connection: object, level: BotLevel = DEFAULT_OFFER_LEVEL): Promise<QuickPlayResult> {
    const local = this.byConnection.get(connection);
    if (!local) return refused('WrongPhase', 'this connection does not wait in quick play');
    if (!local.offered) return refused('WrongPhase', 'computer players are offered after a wait, and have not been offered yet');
    if (local.taken || !(await this.o.store.take([local.entry]))) return refused('WrongPhase', 'too late: you were just seated with other players (the seat follows)');
    local.taken = true;
    const bySeat = Array.from({ length: local.table.players }, (_, seat) => (seat === 0 ? local.entry : null));
    this.seat(configOf(local.table, local.table.partnerships), bySeat, level);
    return { ok: true };
  }

  /** The connection closed: it leaves the queue (if it was taken already, the table keeps its seat for a resume). */
  disconnected(connection: object): void {
    const local = this.byConnection.get(connection);
    if (!local) return;
    this.forget(connection, local);
    if (!local.taken) void this.o.store.remove(local.entry).catch((err: unknown) => this.o.logger.error({ err }, 'could not take a closed connection out of quick play; its entry expires'));
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.seatings]);
    await Promise.allSettled([...this.byConnection.values()].map((l) => this.o.store.remove(l.entry)));
    this.byConnection.clear();
    this.byEntry.clear();
    await this.o.store.close();
  }

  /** One round: this process's players told their range and offered computer players when due, then the queues paired. */
  private async tick(tickMs: number): Promise<void> {
    if (this.ticking || this.closed) return;
    this.ticking = true;
    try {
      const now = this.now();
      for (const local of this.byConnection.values()) this.remind(local, now);
      if (now - this.lastRenew >= RENEW_EVERY_MS) {
        this.lastRenew = now;
        await this.o.store.renew([...this.byConnection.values()].filter((l) => !l.taken).map((l) => l.entry));
      }
      for (const queue of await this.o.store.queues()) {
        if (await this.o.store.claim(queue, tickMs * 4)) await this.pair(queue, now);
      }
    } catch (err) {
      this.o.logger.error({ err }, 'quick play could not pair its queues; trying again');
    } finally {
      this.ticking = false;
    }
  }

  private remind(local: Local, now: number): void {
    if (local.taken) return;
    const waited = now - local.entry.joinedAt;
    const range = rangeAt(this.schedule, waited);
    if (range !== local.range) {
      local.range = range;
      local.player.send(this.waitingMessage(local));
    }
    if (local.computers && !local.offered && waited >= this.offerAfterMs) {
      local.offered = true;
      const seated = 1;
      local.player.send({ type: 'quickplay', state: 'offer', empty: local.table.players - seated, waitedMs: waited });
    }
  }

  private async pair(queue: string, now: number): Promise<void> {
    const table = tableOfQueue(queue);
    if (!table) return;
    const waiting = await this.o.store.list(queue);
    if (waiting.length < table.players) return;
    // Blocks are read only when a table could be made without them (most ticks make none): then paired again with them.
    if (this.o.blockedAmong && (await pairQueue(waiting, table.players, now, this.schedule, this.mayMeet)).length === 0) return;
    for (const group of await pairQueue(waiting, table.players, now, this.schedule, this.meetingsAmong(waiting))) {
      if (!(await this.o.store.take(group))) continue;
      this.seat(configOf(table, table.partnerships), seatOrder(group, table.players, table.partnerships), DEFAULT_OFFER_LEVEL);
    }
  }

  /** Who may meet whom in one pairing of `waiting`: the blocks among its accounts read at most once, then `mayMeet`. */
  private meetingsAmong(waiting: readonly QueuedEntry[]): MayMeet<QueuedEntry> {
    const blockedAmong = this.o.blockedAmong;
    if (!blockedAmong) return this.mayMeet;
    let blocked: Promise<ReadonlySet<string>> | null = null;
    return async (a, b) => {
      if (a.account !== null && b.account !== null && a.account !== b.account) {
        blocked ??= blockedAmong([...new Set(waiting.flatMap((w) => (w.account === null ? [] : [w.account])))]);
        if ((await blocked).has(blockedPairKey(a.account, b.account))) return false;
      }
      return this.mayMeet(a, b);
    };
  }

  /** Seats taken players at a new table (in the background: a tick does not wait for the log) and delivers each seat. */
  private seat(config: TableConfig, bySeat: readonly (QueuedEntry | null)[], botLevel: BotLevel): void {
    const people = bySeat.filter((e): e is QueuedEntry => e !== null);
    const work = this.slots
      .run(() => seatTable(this.o.service, config, bySeat, botLevel))
      .catch((err: unknown) => {
        this.o.logger.error({ err }, 'quick play could not seat a table');
        return { ok: false as const, message: 'the server failed to make the table' };
      })
      .then(async (r) => {
        const deliveries = r.ok
          ? r.seated.map((s) => ({ to: s.entry, delivery: { entry: s.entry.id, seating: { ok: true as const, code: r.code, seat: s.seat, token: s.token } } }))
          : people.map((e) => ({ to: e, delivery: { entry: e.id, seating: { ok: false as const, message: r.message } } }));
        if (!r.ok) this.o.logger.warn({ problem: r.message }, 'a quick-play table could not be seated');
        await Promise.all(deliveries.map(({ to, delivery }) => this.o.store.deliver(to.process, delivery).catch((err: unknown) => this.o.logger.error({ err }, 'could not deliver a quick-play seat'))));
      });
    const tracked = work.finally(() => this.seatings.delete(tracked));
    this.seatings.add(tracked);
  }

  private delivered(d: Delivery): void {
    const connection = this.byEntry.get(d.entry);
    if (connection === undefined) return;
    const local = this.byConnection.get(connection)!;
    this.forget(connection, local);
    const waited = this.now() - local.entry.joinedAt;
    if (d.seating.ok) local.player.seated(d.seating.code, d.seating.seat, d.seating.token, waited);
    else local.player.failed(d.seating.message);
  }

  private forget(connection: object, local: Local): void {
    this.byConnection.delete(connection);
    this.byEntry.delete(local.entry.id);
  }

  private waitingMessage(local: Local): QuickPlayMessage {
    const waited = Math.max(0, this.now() - local.entry.joinedAt);
    return { type: 'quickplay', state: 'waiting', table: local.table, rating: local.entry.rating, range: rangeAt(this.schedule, waited), waitedMs: waited, widensInMs: widensInMs(this.schedule, waited) };
  }

  /** The player's displayed rating in the table's format: a guest's and a newcomer's {@link ASSUMED_RATING}; null: a rated table that cannot be rated. */
  private async ratingOf(account: string | null, settings: TableSettings, rated: boolean): Promise<number | null> {
    const format = ratingFormatOf(this.o.plugins, settings);
    if (format === null) return rated ? null : ASSUMED_RATING;
    if (account === null) return ASSUMED_RATING;
    const stored = (await this.o.ratings.ratingsOf(account)).get(format.format.id);
    return stored ? displayRating(stored.rating) : ASSUMED_RATING;
  }
}

/** The table config a queue's tables are created with: the catalog's default rules for the name, rated or not. */
function configOf(table: { readonly gameId: string; readonly players: TableConfig['players']; readonly rated: boolean }, partnerships: boolean | undefined): TableConfig {
  return { gameId: table.gameId, players: table.players, ...(partnerships === undefined ? {} : { partnerships }), ...(table.rated ? { rated: true } : {}) };
}

/** The table of a queue's key (`queueKey`), or null for a key this server does not make. */
export function tableOfQueue(key: string): { gameId: string; players: TableConfig['players']; partnerships: boolean; rated: boolean } | null {
  const m = /^([^/]+)\/(2|3|4|6)\/(partners|alone)\/(rated|casual)$/.exec(key);
  if (!m) return null;
  return { gameId: m[1]!, players: Number(m[2]) as TableConfig['players'], partnerships: m[3] === 'partners', rated: m[4] === 'rated' };
}
