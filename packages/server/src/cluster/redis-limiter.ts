import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Bucket, Limiter, LookupCheck, LookupRules, Rule } from '../limits/limiter.js';
import { RedisScript } from './redis-script.js';

const PREFIX = 'escoba:limit:';

/**
 * Token buckets as Redis hashes `{t: tokens, at: ms}` on Redis's own clock (`TIME`: the processes' clocks may
 * differ). A bucket left alone expires once it would be full again, so an idle key costs nothing.
 */
const BUCKETS = `
local function now()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function level(key, burst, rate, at)
  local v = redis.call('HMGET', key, 't', 'at')
  local tokens = tonumber(v[1]) or burst
  local since = tonumber(v[2]) or at
  return math.min(burst, tokens + math.max(0, at - since) * rate / 1000)
end
local function store(key, tokens, burst, rate, at)
  redis.call('HSET', key, 't', tostring(tokens), 'at', tostring(at))
  redis.call('PEXPIRE', key, math.ceil((burst - tokens) / rate * 1000) + 1000)
end
`;

/** KEYS: the buckets; ARGV: burst and rate of each. Takes one token from each, or none (returns 0) when one is empty. */
const TAKE = new RedisScript(`${BUCKETS}
local at = now()
local levels = {}
for i, key in ipairs(KEYS) do
  levels[i] = level(key, tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i]), at)
  if levels[i] < 1 then return 0 end
end
for i, key in ipairs(KEYS) do store(key, levels[i] - 1, tonumber(ARGV[2 * i - 1]), tonumber(ARGV[2 * i]), at) end
return 1
`);

/**
 * The failed-lookup budget (see {@link LookupRules}). KEYS: the address's bucket, the common bucket, the address's
 * failures in the window {w, c}, the window's count of failing addresses {w, n}. ARGV: 'check' or 'fail', the two
 * rules' bursts and rates, the window in ms. 'check' returns {within the address's limit, within the budget};
 * 'fail' charges both buckets (into debt if need be) and counts the failure in the window.
 */
const LOOKUP = new RedisScript(`${BUCKETS}
local mode = ARGV[1]
local aBurst, aRate, gBurst, gRate, windowMs = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local at = now()
local w = math.floor(at / windowMs)
local a = level(KEYS[1], aBurst, aRate, at)
local g = level(KEYS[2], gBurst, gRate, at)
local mine = redis.call('HMGET', KEYS[3], 'w', 'c')
local used = 0
if tonumber(mine[1]) == w then used = tonumber(mine[2]) or 0 end
local all = redis.call('HMGET', KEYS[4], 'w', 'n')
local active = 0
if tonumber(all[1]) == w then active = tonumber(all[2]) or 0 end
if mode == 'check' then
  local share = gRate * windowMs / 1000 / math.max(1, active)
  local global = 0
  if g >= gBurst / 2 or (g >= 1 and used < share) then global = 1 end
  local address = 0
  if a >= 1 then address = 1 end
  return {address, global}
end
store(KEYS[1], a - 1, aBurst, aRate, at)
store(KEYS[2], g - 1, gBurst, gRate, at)
if used == 0 then
  redis.call('HSET', KEYS[4], 'w', tostring(w), 'n', tostring(active + 1))
  redis.call('PEXPIRE', KEYS[4], windowMs * 2)
end
redis.call('HSET', KEYS[3], 'w', tostring(w), 'c', tostring(used + 1))
redis.call('PEXPIRE', KEYS[3], windowMs * 2)
return {1, 1}
`);

/** How long a limit waits for Redis before counting in this process instead. */
const TIMEOUT_MS = 500;

/**
 * The limits counted in Redis, for every server process together: one client's limit holds once however many
 * processes nginx spreads it over. While Redis does not answer (an error, or no answer within half a second), each
 * process counts in its own memory (`fallback`), as one process alone would: the limits hold per process for that
 * time, which is logged once.
 */
export class RedisLimiter implements Limiter {
  private failing = false;

  constructor(
    private readonly redis: Redis,
    private readonly fallback: Limiter,
    private readonly logger?: Logger,
  ) {}

  take(buckets: readonly Bucket[]): Promise<boolean> {
    const keys = buckets.map((b) => `${ruleKey(b.rule)}:${b.key}`);
    const args = buckets.flatMap((b) => [b.rule.burst, b.rule.perSecond]);
    return this.run(
      () => TAKE.run(this.redis, keys, args).then((r) => r === 1),
      () => this.fallback.take(buckets),
    );
  }

  lookup(rules: LookupRules, key: string): Promise<LookupCheck> {
    return this.run(
      async () => {
        const [address, global] = (await LOOKUP.run(this.redis, this.lookupKeys(rules, key), ['check', ...this.lookupArgs(rules)])) as [number, number];
        return { address: address === 1, global: global === 1 };
      },
      () => this.fallback.lookup(rules, key),
    );
  }

  failed(rules: LookupRules, key: string): Promise<void> {
    return this.run(
      async () => void (await LOOKUP.run(this.redis, this.lookupKeys(rules, key), ['fail', ...this.lookupArgs(rules)])),
      () => this.fallback.failed(rules, key),
    );
  }

  private lookupKeys(rules: LookupRules, key: string): string[] {
    const { perAddress, global, windowMs } = rules;
    const [mine, all] = [ruleKey(perAddress), ruleKey(global)];
    return [`${mine}:${key}`, all, `${mine}:share/${windowMs}:${key}`, `${all}:share/${windowMs}`];
  }

  private lookupArgs({ perAddress, global, windowMs }: LookupRules): number[] {
    return [perAddress.burst, perAddress.perSecond, global.burst, global.perSecond, windowMs];
  }

  private async run<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS)));
    try {
      const result = await Promise.race([remote(), timeout]);
      if (this.failing) this.logger?.warn('redis counts the limits again, for every process together');
      this.failing = false;
      return result;
    } catch (err) {
      if (!this.failing) this.logger?.error({ err }, 'redis does not answer for the limits: each process counts them in its own memory until it does');
      this.failing = true;
      return local();
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * The keys of a rule's buckets name its burst and rate too: processes configured alike share them, and a bucket is
 * never read under another rate (a restart with new limits starts the new buckets full).
 */
const ruleKey = (rule: Rule): string => `${PREFIX}${rule.name}/${rule.burst}/${rule.perSecond}`;
