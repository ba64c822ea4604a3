import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run by its SHA-1 (`EVALSHA`), sent whole (`EVAL`) the first time and after Redis restarts (it then
 * forgets its scripts). A script runs atomically: nothing else happens in Redis between its commands.
 */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (e) {
      if (!(e instanceof Error) || !e.message.startsWith('NOSCRIPT')) throw e;
      return redis.eval(this.lua, keys.length, ...keys, ...args);
    }
  }
}

/** Runs `work` on `items` in slices of `size`, so one script never holds Redis for long. */
export async function inSlices<T, R>(items: readonly T[], size: number, work: (slice: readonly T[]) => Promise<readonly R[]>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await work(items.slice(i, i + size))));
  return out;
}
