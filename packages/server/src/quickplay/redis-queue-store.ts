import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { RedisScript } from '../cluster/redis-script.js';
import type { Delivery, QueuedEntry, QueueStore } from './queue-store.js';

// Keys: the set of queue keys; per queue a hash entry id → entry (JSON); per player the id of their one entry, which
// expires unless the process holding the connection renews it; per queue the pairer's claim; per process a channel.
const QUEUES = 'escoba:qp:queues';
const queueHash = (queue: string) => `escoba:qp:q:${queue}`;
const playerKey = (player: string) => `escoba:qp:p:${player}`;
const claimKey = (queue: string) => `escoba:qp:claim:${queue}`;
const channelOf = (process: string) => `escoba:qp:to:${process}`;

/** Adds an entry unless its player has one: KEYS player, queue hash, queue set; ARGV id, entry, ttl, queue. */
const ADD = new RedisScript(`
if not redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[3]) then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[4])
return 1
`);

/** Removes an entry still waiting: KEYS queue hash, player; ARGV id. 1: removed; 0: taken already (or unknown). */
const REMOVE = new RedisScript(`
if redis.call('HDEL', KEYS[1], ARGV[1]) == 0 then return 0 end
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return 1
`);

/**
 * Takes a group or nothing: KEYS (queue hash, player key) per entry; ARGV the ids. An entry whose player key is gone
 * (its process stopped renewing it: died) is dropped, and the take fails.
 */
const TAKE = new RedisScript(`
local n = #ARGV
local ok = 1
for i = 1, n do
  local hash, player, id = KEYS[2 * i - 1], KEYS[2 * i], ARGV[i]
  if redis.call('HEXISTS', hash, id) == 0 then
    ok = 0
  elseif redis.call('GET', player) ~= id then
    redis.call('HDEL', hash, id)
    ok = 0
  end
end
if ok == 0 then return 0 end
for i = 1, n do
  redis.call('HDEL', KEYS[2 * i - 1], ARGV[i])
  redis.call('DEL', KEYS[2 * i])
end
return 1
`);

/** Renews the player keys of entries still waiting: KEYS (queue hash, player key) per entry; ARGV ttl, then the ids. */
const RENEW = new RedisScript(`
for i = 2, #ARGV do
  local hash, player, id = KEYS[2 * i - 3], KEYS[2 * i - 2], ARGV[i]
  if redis.call('HEXISTS', hash, id) == 1 and redis.call('GET', player) == id then redis.call('PEXPIRE', player, ARGV[1]) end
end
return 0
`);

/** Claims or renews the pairing of a queue: KEYS claim; ARGV process, ms. 1: this process pairs it. */
const CLAIM = new RedisScript(`
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`);

/** Forgets an empty queue: KEYS queue hash, queue set; ARGV queue. */
const FORGET = new RedisScript(`
if redis.call('HLEN', KEYS[1]) == 0 then redis.call('SREM', KEYS[2], ARGV[1]) end
return 0
`);

/** How long a player's entry lives unless its process renews it (every {@link RENEW_EVERY_MS} while it waits). */
export const ENTRY_TTL_MS = 15_000;
export const RENEW_EVERY_MS = 3_000;

const isDelivery = (x: unknown): x is Delivery => {
  const d = x as Partial<Delivery> | null;
  return typeof d === 'object' && d !== null && typeof d.entry === 'string' && typeof d.seating === 'object' && d.seating !== null;
};

/**
 * The quick-play queues of every process, in Redis: each step that decides who is seated is one Lua script, atomic
 * in Redis, so two processes never take one entry and a leave never loses to a take it did not see. A seating goes
 * to the process holding the player's connection on that process's channel; it carries the seat's token, so it
 * travels only between the server processes and Redis (as the table's log entries do).
 */
export class RedisQueueStore implements QueueStore {
  private receive: (delivery: Delivery) => void = () => undefined;

  private constructor(
    private readonly redis: Redis,
    private readonly sub: Redis,
    /** This process's id: its channel. */
    readonly process: string,
    private readonly logger: Logger,
  ) {
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== channelOf(this.process)) return;
      let delivery: unknown;
      try {
        delivery = JSON.parse(raw);
      } catch {
        return void this.logger.warn('unreadable message on the quick-play channel; ignored');
      }
      if (isDelivery(delivery)) this.receive(delivery);
    });
    for (const connection of [redis, sub]) connection.on('error', (err: Error) => this.logger.error({ err }, 'a redis connection of quick play failed; retrying'));
  }

  /** Connects to Redis at `url` and listens to this process's channel. */
  static async open(url: string, logger: Logger): Promise<RedisQueueStore> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const redis = new Redis(url, settings);
    const sub = new Redis(url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    const process = randomUUID();
    try {
      await Promise.all([redis.connect(), sub.connect()]);
      await sub.subscribe(channelOf(process));
    } catch (e) {
      redis.disconnect();
      sub.disconnect();
      throw new Error(`quick play could not reach redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    return new RedisQueueStore(redis, sub, process, logger);
  }

  async add(entry: QueuedEntry): Promise<boolean> {
    return (await ADD.run(this.redis, [playerKey(entry.player), queueHash(entry.queue), QUEUES], [entry.id, JSON.stringify(entry), ENTRY_TTL_MS, entry.queue])) === 1;
  }

  async remove(entry: QueuedEntry): Promise<boolean> {
    return (await REMOVE.run(this.redis, [queueHash(entry.queue), playerKey(entry.player)], [entry.id])) === 1;
  }

  queues(): Promise<string[]> {
    return this.redis.smembers(QUEUES);
  }

  async list(queue: string): Promise<QueuedEntry[]> {
    const raw = await this.redis.hvals(queueHash(queue));
    if (raw.length === 0) await FORGET.run(this.redis, [queueHash(queue), QUEUES], [queue]);
    return raw.flatMap((text) => {
      try {
        return [JSON.parse(text) as QueuedEntry];
      } catch {
        return [];
      }
    });
  }

  async take(group: readonly QueuedEntry[]): Promise<boolean> {
    const keys = group.flatMap((e) => [queueHash(e.queue), playerKey(e.player)]);
    return (await TAKE.run(this.redis, keys, group.map((e) => e.id))) === 1;
  }

  async claim(queue: string, ms: number): Promise<boolean> {
    return (await CLAIM.run(this.redis, [claimKey(queue)], [this.process, Math.ceil(ms)])) === 1;
  }

  async renew(entries: readonly QueuedEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const keys = entries.flatMap((e) => [queueHash(e.queue), playerKey(e.player)]);
    await RENEW.run(this.redis, keys, [ENTRY_TTL_MS, ...entries.map((e) => e.id)]);
  }

  async deliver(process: string, delivery: Delivery): Promise<void> {
    if (process === this.process) return this.receive(delivery);
    await this.redis.publish(channelOf(process), JSON.stringify(delivery));
  }

  onDelivery(receive: (delivery: Delivery) => void): void {
    this.receive = receive;
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.quit().catch(() => this.redis.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }
}
