import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { RedisNotices } from '../cluster/redis-notices.js';
import type { LobbyExchange, ProcessLobby } from './exchange.js';

const CHANNEL = 'escoba:lobby';

/** One process's part as it travels: its id (a process ignores its own), when it was sent, the part. */
interface Shared extends ProcessLobby {
  readonly o: string;
  readonly t: number;
}

export interface RedisExchangeOptions {
  /** A part unchanged is sent again after this long (default 3 s). */
  readonly heartbeatMs?: number;
  /** A process not heard from for this long has died: its tables leave the lobby (default 10 s). */
  readonly ttlMs?: number;
}

const isShared = (x: unknown): x is Shared => {
  const s = x as Partial<Shared> | null;
  return typeof s === 'object' && s !== null && typeof s.o === 'string' && Array.isArray(s.tables) && typeof s.online === 'number' && Array.isArray(s.people) && typeof s.guests === 'number' && Array.isArray(s.games);
};

/**
 * The lobby across processes over Redis publish/subscribe (`cluster/redis-notices.ts`): each process publishes its
 * whole part on one channel when it changes (at most once per lobby interval) and every `heartbeatMs`, and keeps
 * each other process's last part for `ttlMs`. Only lobby entries, people (account id, name, activity, rating) and
 * games in play (names and hands won) travel: they hold no secret.
 */
export class RedisLobbyExchange implements LobbyExchange {
  private readonly id = randomUUID();
  private readonly parts = new Map<string, { readonly part: ProcessLobby; readonly until: number }>();
  private lastText = '';
  private lastSentAt = -Infinity;
  private readonly heartbeatMs: number;
  private readonly ttlMs: number;

  private constructor(
    private readonly channel: RedisNotices,
    private readonly logger: Logger,
    options: RedisExchangeOptions,
  ) {
    this.heartbeatMs = options.heartbeatMs ?? 3000;
    this.ttlMs = options.ttlMs ?? 10_000;
    channel.onMessage((raw) => this.receive(raw));
  }

  /** Connects to Redis at `url` (the bus's) and listens to the lobby channel. */
  static async open(url: string, logger: Logger, options: RedisExchangeOptions = {}): Promise<RedisLobbyExchange> {
    return new RedisLobbyExchange(await RedisNotices.open({ url, channel: CHANNEL, what: 'the lobby', logger }), logger, options);
  }

  share(part: ProcessLobby, now: number): void {
    const text = JSON.stringify(part);
    if (text === this.lastText && now - this.lastSentAt < this.heartbeatMs) return;
    this.lastText = text;
    this.lastSentAt = now;
    const shared: Shared = { o: this.id, t: now, ...part };
    // Sent again at the next tick when it fails (the channel logs it): the text is forgotten so that it does not count as sent.
    this.channel.publish(JSON.stringify(shared)).catch(() => (this.lastText = ''));
  }

  *others(now: number): Iterable<ProcessLobby> {
    for (const [id, { part, until }] of this.parts) {
      if (until > now) yield part;
      else this.parts.delete(id);
    }
  }

  async close(): Promise<void> {
    // The others forget this process's tables now rather than after its time: an empty part, then quit.
    await this.channel.publish(JSON.stringify({ o: this.id, t: Date.now(), tables: [], online: 0, people: [], guests: 0, games: [] } satisfies Shared)).catch(() => undefined);
    await this.channel.close();
  }

  private receive(raw: string): void {
    let shared: unknown;
    try {
      shared = JSON.parse(raw);
    } catch {
      return void this.logger.warn('unreadable message on the lobby channel; ignored');
    }
    if (!isShared(shared) || shared.o === this.id) return;
    this.parts.set(shared.o, { part: { tables: shared.tables, online: shared.online, people: shared.people, guests: shared.guests, games: shared.games }, until: Date.now() + this.ttlMs });
  }
}
