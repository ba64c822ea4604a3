import type { Redis } from 'ioredis';
import type { LeaseStore } from './leases.js';
import { inSlices, RedisScript } from './redis-script.js';

const PREFIX = 'escoba:lease:';

/**
 * Takes and renews leases in one step: for each key, a lease this owner holds is renewed, a free one is taken, and
 * one another owner holds is left alone. Returns 1 (held by this owner now) or 0 per key. A lease lost with a
 * Redis restart is taken again by whoever asks first.
 */
const CLAIM = new RedisScript(`
local owned = {}
for i, key in ipairs(KEYS) do
  local holder = redis.call('GET', key)
  if holder == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    owned[i] = 1
  elseif not holder then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    owned[i] = 1
  else
    owned[i] = 0
  end
end
return owned
`);

/** Deletes the leases this owner holds (compare-and-delete: never another owner's). */
const RELEASE = new RedisScript(`
for _, key in ipairs(KEYS) do
  if redis.call('GET', key) == ARGV[1] then redis.call('DEL', key) end
end
return 0
`);

/** Keys per script call: a claim of thousands of tables holds Redis for a fraction of a millisecond at a time. */
const SLICE = 500;

/**
 * Table leases in Redis: the key `escoba:lease:CODE` holds the owning process's id and expires after the lease's
 * time unless renewed (`SET … NX PX`, renewed by a compare-and-renew script).
 */
export class RedisLeases implements LeaseStore {
  constructor(
    private readonly redis: Redis,
    /** This process's id, the value of the keys it holds. */
    readonly owner: string,
  ) {}

  async claim(codes: readonly string[], ttlMs: number): Promise<boolean[]> {
    return inSlices(codes, SLICE, async (slice) => {
      const owned = (await CLAIM.run(this.redis, slice.map((c) => PREFIX + c), [this.owner, Math.ceil(ttlMs)])) as number[];
      return owned.map((o) => o === 1);
    });
  }

  async release(codes: readonly string[]): Promise<void> {
    await inSlices(codes, SLICE, async (slice) => {
      await RELEASE.run(this.redis, slice.map((c) => PREFIX + c), [this.owner]);
      return [];
    });
  }

  /** Who holds each table's lease (a process id), or null: for tests and diagnostics. */
  async holders(codes: readonly string[]): Promise<(string | null)[]> {
    if (codes.length === 0) return [];
    return this.redis.mget(...codes.map((c) => PREFIX + c));
  }
}
