import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { LobbyEntry } from '@escoba/protocol';
import type { LobbyExchange, ProcessLobby } from './exchange.js';

const CHANNEL = 'escoba:lobby';

/** One process's part as it travels: its id (a process ignores its own), when it was sent, the part. */
interface Shared {
  readonly o: string;
  readonly t: number;
  readonly tables: readonly LobbyEntry[];
  readonly online: number;
}

export interface RedisExchangeOptions {
  /** A part unchanged is sent again after this long (default 3 s). */
  readonly heartbeatMs?: number;
  /** A process not heard from for this long has died: its tables leave the lobby (default 10 s). */
  readonly ttlMs?: number;
}

const isShared = (x: unknown): x is Shared => {
  const s = x as Partial<Shared> | null;
  return typeof s === 'object' && s !== null && typeof s.o === 'string' && Array.isArray(s.tables) && typeof s.online === 'number';
};

/**
 * The lobby across processes over Redis publish/subscribe, on connections of its own: each process publishes its
 * whole part on one channel when it changes (at most once per lobby interval) and every `heartbeatMs`, and keeps
 * each other process's last part for `ttlMs`. Only lobby entries travel: they hold no secret.
 */
export class RedisLobbyExchange implements LobbyExchange {
  private readonly id = randomUUID();
  private readonly parts = new Map<string, { readonly part: ProcessLobby; readonly until: number }>();
  private lastText = '';
  private lastSentAt = -Infinity;
  private readonly heartbeatMs: number;
  private readonly ttlMs: number;
  private failing = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
    options: RedisExchangeOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 3000;
    this.ttlMs = options.ttlMs ?? 10_000;
    sub.on('message', (channel: string, raw: string) => this.receive(channel, raw));
    for (const connection of [pub, sub]) connection.on('error', (err: Error) => this.problem('the lobby\u2019s redis connection failed; retrying', err));
  }

  /** Connects to Redis at `url` (the bus's) and listens to the lobby channel. */
  static async open(url: string, logger: Logger, options: RedisExchangeOptions = {}): Promise<RedisLobbyExchange> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const pub = new Redis(url, settings);
    const sub = new Redis(url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`the lobby could not listen on redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    return new RedisLobbyExchange(pub, sub, logger, options);
  }

  share(part: ProcessLobby, now: number): void {
    const text = JSON.stringify(part);
    if (text === this.lastText && now - this.lastSentAt < this.heartbeatMs) return;
    this.lastText = text;
    this.lastSentAt = now;
    const shared: Shared = { o: this.id, t: now, ...part };
    this.pub.publish(CHANNEL, JSON.stringify(shared)).then(
      () => {
        if (this.failing) this.logger.warn('the lobby reaches redis again');
        this.failing = false;
      },
      (err: unknown) => {
        // Sent again at the next tick: the text is forgotten so that it does not count as sent.
        this.lastText = '';
        this.problem('could not share the lobby on redis; trying again', err);
      },
    );
  }

  *others(now: number): Iterable<ProcessLobby> {
    for (const [id, { part, until }] of this.parts) {
      if (until > now) yield part;
      else this.parts.delete(id);
    }
  }

  async close(): Promise<void> {
    // The others forget this process's tables now rather than after its time: an empty part, then quit.
    await this.pub.publish(CHANNEL, JSON.stringify({ o: this.id, t: Date.now(), tables: [], online: 0 } satisfies Shared)).catch(() => undefined);
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }

  private receive(channel: string, raw: string): void {
    if (channel !== CHANNEL) return;
    let shared: unknown;
    try {
      shared = JSON.parse(raw);
    } catch {
      return void this.logger.warn('unreadable message on the lobby channel; ignored');
    }
    if (!isShared(shared) || shared.o === this.id) return;
    this.parts.set(shared.o, { part: { tables: shared.tables, online: shared.online }, until: Date.now() + this.ttlMs });
  }

  private problem(what: string, err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.error({ err }, what);
  }
}
