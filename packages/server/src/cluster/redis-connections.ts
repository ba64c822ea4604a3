import type { Redis } from 'ioredis';
import type { ConnectionCountStore } from '../limits/address-connections.js';
import { RedisScript } from './redis-script.js';

/** The live processes: a sorted set of process ids, scored by when each one's entry expires (Redis's clock). */
const LIVE = 'escoba:conns:live';
/** A process's entry: a hash of its WebSocket connections per address key, expiring unless written again. */
const PREFIX = 'escoba:conns:';

/** Redis's own clock in ms, so that the processes' clocks do not matter. Then the stale processes are dropped and this one marked live. */
const CLOCK = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZADD', KEYS[1], now + ttl, id)
redis.call('PEXPIRE', KEYS[1], ttl * 2)
`;

/** ARGV: prefix, id, address key, limit, ttl. 1 and one more counted for this process if the sum over the live processes is below the limit, else 0. */
const ACQUIRE = new RedisScript(`
local prefix, id, key, limit, ttl = ARGV[1], ARGV[2], ARGV[3], tonumber(ARGV[4]), tonumber(ARGV[5])
${CLOCK}
local total = 0
for _, p in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  total = total + (tonumber(redis.call('HGET', prefix .. p, key)) or 0)
end
if total >= limit then return 0 end
redis.call('HINCRBY', prefix .. id, key, 1)
redis.call('PEXPIRE', prefix .. id, ttl)
return 1
`);

/** ARGV: prefix, id, address key, ttl. */
const RELEASE = new RedisScript(`
local own, key, ttl = ARGV[1] .. ARGV[2], ARGV[3], tonumber(ARGV[4])
if redis.call('HINCRBY', own, key, -1) <= 0 then redis.call('HDEL', own, key) end
if redis.call('EXISTS', own) == 1 then redis.call('PEXPIRE', own, ttl) end
return 0
`);

/** ARGV: prefix, id, ttl, then address key and count pairs: the process's entry written whole. */
const SYNC = new RedisScript(`
local prefix, id, ttl = ARGV[1], ARGV[2], tonumber(ARGV[3])
${CLOCK}
local own = prefix .. id
redis.call('DEL', own)
for i = 4, #ARGV, 2 do redis.call('HSET', own, ARGV[i], ARGV[i + 1]) end
if #ARGV >= 4 then redis.call('PEXPIRE', own, ttl) end
return 0
`);

/** ARGV: prefix, id. */
const CLEAR = new RedisScript(`
redis.call('DEL', ARGV[1] .. ARGV[2])
redis.call('ZREM', KEYS[1], ARGV[2])
return 0
`);

/**
 * The WebSocket connections per address of every process, in Redis: each process's counts in a hash that expires
 * unless written again, the live processes in a sorted set; a Lua script sums an address's counts over the live
 * processes and counts one more only below the limit, atomically. (The keys of the other processes are computed
 * in the scripts: one Redis, not a Redis Cluster, as for the leases and presence.)
 */
export class RedisConnectionCounts implements ConnectionCountStore {
  constructor(
    private readonly redis: Redis,
    /** This process's id. */
    private readonly id: string,
  ) {}

  async acquire(key: string, limit: number, ttlMs: number): Promise<boolean> {
    return (await ACQUIRE.run(this.redis, [LIVE], [PREFIX, this.id, key, limit, Math.ceil(ttlMs)])) === 1;
  }

  async release(key: string, ttlMs: number): Promise<void> {
    await RELEASE.run(this.redis, [], [PREFIX, this.id, key, Math.ceil(ttlMs)]);
  }

  async sync(counts: ReadonlyMap<string, number>, ttlMs: number): Promise<void> {
    await SYNC.run(this.redis, [LIVE], [PREFIX, this.id, Math.ceil(ttlMs), ...[...counts].flat()]);
  }

  async clear(): Promise<void> {
    await CLEAR.run(this.redis, [LIVE], [PREFIX, this.id]);
  }
}
