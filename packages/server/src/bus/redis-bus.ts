import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { SeatView } from '@escoba/engine';
import type { PublicEvent, TableInfo } from '@escoba/protocol';
import { InMemoryBus, type EventBus, type TableMessage } from './bus.js';

/** A table message as it travels between processes: the views computed, one per seat and one for spectators. */
interface WireMessage {
  /** The publishing bus: a process ignores its own messages (it delivered them locally already). */
  readonly o: string;
  readonly code: string;
  readonly v: number;
  readonly seats: number;
  readonly event: PublicEvent;
  readonly table?: TableInfo;
  /** [seat, view] pairs; seat null: the spectators' view. */
  readonly views?: [number | null, SeatView | null][];
  /** When it was published (ms since the epoch), for the lag metric. */
  readonly t: number;
}

/** Redis could not be reached at start; the message says what to do. */
export class BusOpenError extends Error {
  constructor(where: string, problem: string) {
    super(`Redis at ${where} ${problem}. (Set ESCOBA_REDIS_URL to redis://HOST:PORT, or unset it to run one process alone.)`);
    this.name = 'BusOpenError';
  }
}

const CHANNEL = 'escoba:table:';

/**
 * The event bus between server processes, over Redis pub/sub (`ioredis`). A message is delivered to this
 * process's subscribers at once, as with {@link InMemoryBus}, and published on the table's channel; every other
 * process subscribed to that table (it holds sockets of it) delivers it to its own. Views travel computed, for
 * every seat and the spectators, so a receiving process needs no game state.
 */
export class RedisBus implements EventBus {
  private readonly local = new InMemoryBus();
  private readonly origin = randomUUID();
  /** Local subscribers per table: the process is subscribed to a table's channel while it has one. */
  private readonly counts = new Map<string, number>();
  private failing = false;
  /** Called with the seconds each message from another process took to arrive. */
  onLag: ((seconds: number) => void) | null = null;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger | undefined,
  ) {
    sub.on('messageBuffer', (channel: Buffer, raw: Buffer) => this.receive(channel.toString(), raw.toString()));
    for (const [name, connection] of [['publish', pub], ['subscribe', sub]] as const) connection.on('error', (err: Error) => this.problem(`redis ${name} connection failed; retrying`, err));
  }

  /** Connects two Redis connections (one publishes, one subscribes); one that cannot connect throws a {@link BusOpenError}. */
  static async open(url: string, logger?: Logger): Promise<RedisBus> {
    const where = redact(url);
    let options;
    try {
      new URL(url);
      options = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    } catch {
      throw new BusOpenError('ESCOBA_REDIS_URL', 'is not a valid URL');
    }
    const pub = new Redis(url, options);
    const sub = new Redis(url, { ...options, maxRetriesPerRequest: null, enableOfflineQueue: true });
    // Errors while connecting are reported by connect(); afterwards by the bus's own handlers.
    const ignore = () => undefined;
    pub.on('error', ignore);
    sub.on('error', ignore);
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await pub.ping();
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      const detail = e instanceof Error ? e.message : String(e);
      if (/NOAUTH|WRONGPASS|invalid password/i.test(detail)) throw new BusOpenError(where, `refused the login (${detail}): check the password in the URL`);
      throw new BusOpenError(where, `cannot be reached (${detail}): is redis-server running, and are the host and port right?`);
    }
    pub.off('error', ignore);
    sub.off('error', ignore);
    return new RedisBus(pub, sub, logger);
  }

  publish(message: TableMessage): void {
    this.local.publish(message);
    const views: WireMessage['views'] = message.view ? [null, ...Array.from({ length: message.seats }, (_, seat) => seat)].map((seat) => [seat, message.view!(seat)]) : undefined;
    const wire: WireMessage = { o: this.origin, t: Date.now(), code: message.code, v: message.v, seats: message.seats, event: message.event, ...(message.table ? { table: message.table } : {}), ...(views ? { views } : {}) };
    this.pub.publish(CHANNEL + message.code, JSON.stringify(wire)).then(
      () => this.recovered(),
      (err: unknown) => this.problem('could not publish a table event to redis; other processes will miss it', err),
    );
  }

  subscribe(code: string, handler: (message: TableMessage) => void): () => void {
    const count = this.counts.get(code) ?? 0;
    this.counts.set(code, count + 1);
    if (count === 0) this.sub.subscribe(CHANNEL + code).catch((err: unknown) => this.problem('could not subscribe to a table channel', err));
    const unsubscribe = this.local.subscribe(code, handler);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      const left = (this.counts.get(code) ?? 1) - 1;
      if (left > 0) return void this.counts.set(code, left);
      this.counts.delete(code);
      this.sub.unsubscribe(CHANNEL + code).catch(() => undefined);
    };
  }

  async ping(): Promise<void> {
    await this.pub.ping();
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }

  private receive(channel: string, raw: string): void {
    if (!channel.startsWith(CHANNEL)) return;
    let wire: WireMessage;
    try {
      wire = JSON.parse(raw) as WireMessage;
    } catch {
      return void this.logger?.warn({ channel }, 'unreadable message on a table channel; ignored');
    }
    if (wire.o === this.origin || wire.code !== channel.slice(CHANNEL.length)) return;
    this.onLag?.(Math.max(0, Date.now() - wire.t) / 1000);
    const views = wire.views ? new Map(wire.views) : undefined;
    this.local.publish({ code: wire.code, v: wire.v, seats: wire.seats, event: wire.event, ...(wire.table ? { table: wire.table } : {}), ...(views ? { view: (seat: number | null) => views.get(seat) ?? null } : {}) });
  }

  private problem(what: string, err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logger?.error({ err }, what);
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger?.warn('redis accepts messages again');
  }
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'ESCOBA_REDIS_URL';
  }
}
