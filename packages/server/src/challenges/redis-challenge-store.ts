import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { ChallengeNotice, ChallengeStore, StoredChallenge } from './challenge-store.js';

// Keys: each challenge (JSON) under its id, living until its expiry; per account the ids of its open challenges (a
// sorted set by expiry); one channel for every process's notices.
const challengeKey = (id: string) => `escoba:ch:c:${id}`;
const accountKey = (account: string) => `escoba:ch:a:${account}`;
const CHANNEL = 'escoba:ch:notices';
/** Kept a little past its expiry, so the expiry's own `take` (on the challenger's process) finds it and tells both. */
const GRACE_MS = 10_000;

const isNotice = (x: unknown): x is ChallengeNotice => {
  const n = x as Partial<ChallengeNotice> | null;
  return typeof n === 'object' && n !== null && Array.isArray(n.accounts) && typeof n.message === 'object' && n.message !== null;
};

/**
 * Open challenges in Redis, for every server process: `take` is one GETDEL, atomic, so exactly one answer wins. A
 * challenge whose challenger's process died is gone at its expiry (its key's own expiry). Notices go to every
 * process on one channel; a `seated` notice carries a seat's token, so it travels only between the server processes
 * and Redis, as quick play's seatings do.
 */
export class RedisChallengeStore implements ChallengeStore {
  private receive: (notice: ChallengeNotice) => void = () => undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
  ) {
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== CHANNEL) return;
      let notice: unknown;
      try {
        notice = JSON.parse(raw);
      } catch {
        return void this.logger.warn('unreadable message on the challenges channel; ignored');
      }
      if (isNotice(notice)) this.receive(notice);
    });
    for (const connection of [redis, sub]) connection.on('error', (err: Error) => this.logger.error({ err }, 'a redis connection of the challenges failed; retrying'));
  }

  static async open(url: string, logger: Logger): Promise<RedisChallengeStore> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const redis = new Redis(url, settings);
    const sub = new Redis(url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    try {
      await Promise.all([redis.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL);
    } catch (e) {
      redis.disconnect();
      sub.disconnect();
      throw new Error(`the challenges could not reach redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    return new RedisChallengeStore(redis, sub, logger);
  }

  async add(c: StoredChallenge): Promise<void> {
    const ttl = Math.max(1, c.expiresAt - Date.now()) + GRACE_MS;
    const multi = this.redis.multi().set(challengeKey(c.id), JSON.stringify(c), 'PX', ttl);
    for (const account of [c.from.account, c.to.account]) multi.zadd(accountKey(account), c.expiresAt, c.id).pexpire(accountKey(account), ttl);
    await multi.exec();
  }

  async get(id: string): Promise<StoredChallenge | null> {
    return parse(await this.redis.get(challengeKey(id)));
  }

  async take(id: string): Promise<StoredChallenge | null> {
    const c = parse(await this.redis.getdel(challengeKey(id)));
    if (c !== null) await this.redis.multi().zrem(accountKey(c.from.account), id).zrem(accountKey(c.to.account), id).exec();
    return c;
  }

  async of(account: string, now: number): Promise<StoredChallenge[]> {
    const ids = await this.redis.zrange(accountKey(account), 0, -1);
    if (ids.length === 0) return [];
    const raw = await this.redis.mget(ids.map(challengeKey));
    const gone = ids.filter((_, i) => raw[i] === null);
    if (gone.length > 0) await this.redis.zrem(accountKey(account), ...gone);
    return raw.map(parse).filter((c): c is StoredChallenge => c !== null && c.expiresAt > now);
  }

  async publish(notice: ChallengeNotice): Promise<void> {
    await this.redis.publish(CHANNEL, JSON.stringify(notice));
  }

  onNotice(receive: (notice: ChallengeNotice) => void): void {
    this.receive = receive;
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.quit().catch(() => this.redis.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }
}

function parse(raw: string | null): StoredChallenge | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as StoredChallenge;
  } catch {
    return null;
  }
}
