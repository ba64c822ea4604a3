import type { Redis } from 'ioredis';
import type { PresenceCounts, PresenceStore } from './presence.js';
import { inSlices, RedisScript } from './redis-script.js';

const PREFIX = 'escoba:presence:';

/**
 * Writes one process's entries: for each table key (a set of the process ids present there), the entry
 * `KEY:PROCESS` is set with an expiry and the process added to the set, or, for an empty value, both removed. The
 * set outlives its entries (twice their time), so it never forgets a live one.
 */
const WRITE = new RedisScript(`
local id, ttl = ARGV[1], tonumber(ARGV[2])
for i, key in ipairs(KEYS) do
  local value = ARGV[i + 2]
  local entry = key .. ':' .. id
  if value == '' then
    redis.call('DEL', entry)
    redis.call('SREM', key, id)
  else
    redis.call('SET', entry, value, 'PX', ttl)
    redis.call('SADD', key, id)
    redis.call('PEXPIRE', key, ttl * 2)
  end
end
return 0
`);

/** Reads every live entry of each table as a flat list [id, value, id, value, …]; ids whose entry expired are removed. */
const READ = new RedisScript(`
local out = {}
for i, key in ipairs(KEYS) do
  local found = {}
  for _, id in ipairs(redis.call('SMEMBERS', key)) do
    local value = redis.call('GET', key .. ':' .. id)
    if value then
      found[#found + 1] = id
      found[#found + 1] = value
    else
      redis.call('SREM', key, id)
    end
  end
  out[i] = found
end
return out
`);

const SLICE = 500;

/**
 * Presence across processes in Redis: per table, each process's connections (per seat, and spectators) in a key
 * that expires unless the process refreshes it, so a process that dies stops counting within the entry's time.
 */
export class RedisPresence implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    /** This process's id: its own entries are left out of what it reads. */
    private readonly id: string,
  ) {}

  async write(entries: ReadonlyMap<string, PresenceCounts | null>, ttlMs: number): Promise<void> {
    await inSlices([...entries], SLICE, async (slice) => {
      const values = slice.map(([, counts]) => (counts ? JSON.stringify({ s: counts.seats, w: counts.spectators }) : ''));
      await WRITE.run(this.redis, slice.map(([code]) => PREFIX + code), [this.id, Math.ceil(ttlMs), ...values]);
      return [];
    });
  }

  async read(codes: readonly string[]): Promise<Map<string, PresenceCounts[]>> {
    const lists = await inSlices(codes, SLICE, async (slice) => (await READ.run(this.redis, slice.map((c) => PREFIX + c), [])) as string[][]);
    const out = new Map<string, PresenceCounts[]>();
    codes.forEach((code, i) => {
      const flat = lists[i] ?? [];
      const entries: PresenceCounts[] = [];
      for (let j = 0; j + 1 < flat.length; j += 2) {
        if (flat[j] === this.id) continue;
        const counts = parseCounts(flat[j + 1]!);
        if (counts) entries.push(counts);
      }
      out.set(code, entries);
    });
    return out;
  }
}

/** An entry as another process wrote it; anything malformed counts as nobody. */
function parseCounts(raw: string): PresenceCounts | null {
  try {
    const v = JSON.parse(raw) as { s?: unknown; w?: unknown };
    const count = (n: unknown) => (Number.isInteger(n) && (n as number) >= 0 ? (n as number) : 0);
    if (!Array.isArray(v.s) || v.s.length > 64) return null;
    return { seats: v.s.map(count), spectators: count(v.w) };
  } catch {
    return null;
  }
}
