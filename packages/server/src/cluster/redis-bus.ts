import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LogEntry } from '../game/log-events.js';
import type { EventBus, TableMessage } from './bus.js';
import { InMemoryBus } from './memory-bus.js';
import type { Limiter } from '../limits/limiter.js';
import { RedisLeases } from './redis-leases.js';
import { RedisLimiter } from './redis-limiter.js';
import { RedisPresence } from './redis-presence.js';
import { RedisConnectionCounts } from './redis-connections.js';

/**
 * What travels between processes: that a table reached a version, with the entry of that version when it holds
 * no secret (a play, a chat line: see `holdsNoSecret`). A process that follows the table applies that entry, or
 * reads what it lacks from the game log, and publishes the events to its own sockets, in order, with views it
 * computes itself: Redis never carries a hand, a deck or a token, and a lost message is made good by the next one
 * (or by the catch-up after a reconnect), since the log is read by version.
 */
interface Notice {
  /** The publishing bus: a process ignores its own notices. */
  readonly o: string;
  readonly code: string;
  /** The table's new version (absent from the other kinds of notice). */
  readonly v?: number;
  /** The log entry of version `v`, when it holds no secret. */
  readonly e?: LogEntry;
  /** When it was published (ms since the epoch), for the lag metric. */
  readonly t: number;
  /** Another kind of notice: the process's connections to the table changed, or it gave the table's lease up. */
  readonly k?: NoticeKind;
}

export type NoticeKind = 'presence' | 'released';

/** What the bus tells the game service. */
export interface RemoteListener {
  /** Another process appended to the table up to version `v`; `entry` is that version's entry, if it holds no secret. */
  version(code: string, v: number, entry?: LogEntry): void;
  /** The subscription was lost and is back (Redis restarted, the network failed): notices may have been missed. */
  resubscribed(): void;
  /** This process now hears the table's notices: what was appended before (unheard) must be read from the log. */
  subscribed?(code: string): void;
  /** Another process's connections to the table changed. */
  presence?(code: string): void;
  /** Another process gave the table's lease up. */
  released?(code: string): void;
  /** Redis takes commands again after an outage: what it held (leases, presence) may be gone. */
  reconnected?(): void;
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
 * process's subscribers at once, as with {@link InMemoryBus}, and a {@link Notice} of the table's new version is
 * published on the table's channel; every other process subscribed to that table (it holds sockets of it) hands
 * the notice to its {@link RemoteListener}, the game service, which catches up from the log.
 */
export class RedisBus implements EventBus {
  private readonly local = new InMemoryBus();
  /** This process's id on Redis: the origin of its notices, the owner of its leases and presence entries. */
  readonly id = randomUUID();
  /** Local subscribers per table: the process is subscribed to a table's channel while it has one. */
  private readonly counts = new Map<string, number>();
  /** Tables whose channel Redis confirmed the subscription of (and not given up since). */
  private readonly subscribed = new Set<string>();
  /** False while the subscribing connection is down (notices are being missed). */
  private listening = true;
  private failing = false;
  /** The last version per table whose notice Redis did not take (it was away): sent again once it is back. */
  private readonly unsent = new Map<string, number>();
  /** Called with the seconds each notice from another process took to arrive. */
  onLag: ((seconds: number) => void) | null = null;
  /** Told of other processes' versions; set by the server to its game service. */
  listener: RemoteListener | null = null;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger | undefined,
  ) {
    sub.on('messageBuffer', (channel: Buffer, raw: Buffer) => this.receive(channel.toString(), raw.toString()));
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is read from the log.
    let connected = true;
    sub.on('close', () => (connected = this.listening = false));
    sub.on('ready', () => {
      if (connected) return;
      connected = this.listening = true;
      this.recovered();
      this.listener?.resubscribed();
      // The subscriptions are renewed around 'ready': a notice published just then may be missed; read again later.
      setTimeout(() => this.listener?.resubscribed(), 1000).unref();
    });
    let publishing = true;
    pub.on('close', () => (publishing = false));
    pub.on('ready', () => {
      if (publishing) return;
      publishing = true;
      this.listener?.reconnected?.();
      const unsent = [...this.unsent];
      this.unsent.clear();
      for (const [code, v] of unsent) this.notify(code, v);
    });
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
    if (!message.relayed) this.notify(message.code, message.v, message.entry);
  }

  private notify(code: string, v: number, entry?: LogEntry): void {
    const notice: Notice = { o: this.id, code, v, t: Date.now(), ...(entry ? { e: entry } : {}) };
    this.pub.publish(CHANNEL + code, JSON.stringify(notice)).then(
      () => {
        this.recovered();
        if ((this.unsent.get(code) ?? Infinity) <= v) this.unsent.delete(code);
      },
      (err: unknown) => {
        this.unsent.set(code, Math.max(v, this.unsent.get(code) ?? 0));
        this.problem('could not publish a table event to redis; it is sent again when redis is back', err);
      },
    );
  }

  subscribe(code: string, handler: (message: TableMessage) => void): () => void {
    const count = this.counts.get(code) ?? 0;
    this.counts.set(code, count + 1);
    if (count === 0)
      this.sub.subscribe(CHANNEL + code).then(
        () => {
          if (this.counts.has(code)) this.subscribed.add(code);
          this.listener?.subscribed?.(code);
        },
        (err: unknown) => this.problem('could not subscribe to a table channel', err),
      );
    const unsubscribe = this.local.subscribe(code, handler);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      unsubscribe();
      const left = (this.counts.get(code) ?? 1) - 1;
      if (left > 0) return void this.counts.set(code, left);
      this.counts.delete(code);
      this.subscribed.delete(code);
      this.sub.unsubscribe(CHANNEL + code).catch(() => undefined);
    };
  }

  /** Whether this process hears the table's notices: it is subscribed to the table's channel. */
  hears(code: string): boolean {
    return this.listening && this.subscribed.has(code);
  }

  /** The limits counted in Redis, on this bus's connection; `fallback` counts them while Redis does not answer. */
  limiter(fallback: Limiter, logger?: Logger): RedisLimiter {
    return new RedisLimiter(this.pub, fallback, logger);
  }

  /** Tells the other processes following these tables something other than a version. */
  announce(codes: readonly string[], kind: NoticeKind): void {
    if (codes.length === 0) return;
    const pipeline = this.pub.pipeline();
    const t = Date.now();
    for (const code of codes) pipeline.publish(CHANNEL + code, JSON.stringify({ o: this.id, code, t, k: kind } satisfies Notice));
    pipeline.exec().then(
      () => this.recovered(),
      (err: unknown) => this.problem(`could not tell the other processes (${kind})`, err),
    );
  }

  /** The table leases, on this bus's Redis connection. */
  leases(): RedisLeases {
    return new RedisLeases(this.pub, this.id);
  }

  /** Presence across processes, on this bus's Redis connection. */
  presence(): RedisPresence {
    return new RedisPresence(this.pub, this.id);
  }

  /** WebSocket connections per address across processes, on this bus's Redis connection. */
  connectionCounts(): RedisConnectionCounts {
    return new RedisConnectionCounts(this.pub, this.id);
  }

  async ping(): Promise<void> {
    await this.pub.ping();
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }

  private receive(channel: string, raw: string): void {
    if (!channel.startsWith(CHANNEL)) return;
    let notice: Notice;
    try {
      notice = JSON.parse(raw) as Notice;
    } catch {
      return void this.logger?.warn({ channel }, 'unreadable message on a table channel; ignored');
    }
    if (notice.o === this.id || notice.code !== channel.slice(CHANNEL.length)) return;
    if (notice.k === 'presence') return void this.listener?.presence?.(notice.code);
    if (notice.k === 'released') return void this.listener?.released?.(notice.code);
    if (!Number.isInteger(notice.v)) return;
    this.onLag?.(Math.max(0, Date.now() - notice.t) / 1000);
    const e = notice.e;
    const entry = e && typeof e === 'object' && e.v === notice.v && typeof e.event === 'object' && e.event !== null ? e : undefined;
    this.listener?.version(notice.code, notice.v!, entry);
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
