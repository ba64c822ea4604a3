// Table leases against a real Redis: one holder per table, renewed by its holder only, free again when released
// (only by its holder) or when it expires; a process that cannot reach Redis stops using its leases before they
// can pass to another, and takes them again when Redis is back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisLeases } from '../../src/cluster/redis-leases.js';
import { TableLeases } from '../../src/cluster/leases.js';
import { until } from '../helpers.js';
import { findBinaries, startRedis } from '../services/services.mjs';
import { currentServices, usePostgres } from '../services/backend.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-leases-'));
const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
  rmSync(dir, { recursive: true, force: true });
});

/** A Redis connection like the bus's (no offline queue: a command fails at once while Redis is away). */
function connect(url: string): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on('error', () => undefined);
  cleanup.push(() => redis.disconnect());
  return redis;
}

async function ready(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await new Promise((resolve) => redis.once('ready', resolve));
}

if (!usePostgres()) describe.skip('table leases: not installed', () => it('skipped', () => undefined));
else {
  describe('table leases in Redis', () => {
    it('one holder per table: taken when free, renewed only by its holder, released only by its holder', async () => {
      const [ra, rb] = [connect(currentServices().redisUrl), connect(currentServices().redisUrl)];
      await Promise.all([ready(ra), ready(rb)]);
      const a = new RedisLeases(ra, 'process-a');
      const b = new RedisLeases(rb, 'process-b');
      expect(await a.claim(['LEASE1', 'LEASE2'], 60_000)).toEqual([true, true]);
      expect(await b.claim(['LEASE1', 'LEASE2', 'LEASE3'], 60_000)).toEqual([false, false, true]);
      expect(await a.claim(['LEASE1', 'LEASE3'], 60_000)).toEqual([true, false]);
      expect(await a.holders(['LEASE1', 'LEASE2', 'LEASE3', 'LEASE4'])).toEqual(['process-a', 'process-a', 'process-b', null]);
      // A release names only its own: B's lease stays.
      await a.release(['LEASE1', 'LEASE3']);
      expect(await a.holders(['LEASE1', 'LEASE3'])).toEqual([null, 'process-b']);
      expect(await b.claim(['LEASE1'], 60_000)).toEqual([true]);
      // Renewal moves the expiry: the key lives on.
      expect(await ra.pttl('escoba:lease:LEASE2')).toBeGreaterThan(1000);
    });

    it('a lease whose holder stops renewing it expires, and another process takes it', async () => {
      const [ra, rb] = [connect(currentServices().redisUrl), connect(currentServices().redisUrl)];
      await Promise.all([ready(ra), ready(rb)]);
      const a = new RedisLeases(ra, 'process-a');
      const b = new RedisLeases(rb, 'process-b');
      expect(await a.claim(['EXPIRE'], 300)).toEqual([true]);
      expect(await b.claim(['EXPIRE'], 300)).toEqual([false]);
      for (;;) {
        const [taken] = await b.claim(['EXPIRE'], 60_000);
        if (taken) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(await a.claim(['EXPIRE'], 300)).toEqual([false]);
      expect(await a.holders(['EXPIRE'])).toEqual(['process-b']);
    });

    it('a process that cannot reach Redis stops using its leases within their time, and takes them again when Redis is back', async () => {
      const found = findBinaries();
      if ('missing' in found) throw new Error(found.missing);
      let redis = await startRedis(found.redis, dir);
      cleanup.push(() => redis.child.kill('SIGKILL'));
      const connection = connect(redis.url);
      await ready(connection);
      const changes: [string, boolean][] = [];
      const leases = new TableLeases(new RedisLeases(connection, 'process-a'), { ttlMs: 600, changed: (code, owned) => changes.push([code, owned]) });
      cleanup.push(() => leases.close());
      leases.want('ALONE1');
      // Nothing is claimed before the process starts.
      expect(leases.owns('ALONE1')).toBe(false);
      leases.start();
      await until(() => leases.owns('ALONE1'), 5000, 'the lease');
      expect(changes).toEqual([['ALONE1', true]]);
      // Redis goes: no renewal can be made, and the lease is no longer used, well before anyone else could take it.
      await new Promise((resolve) => (redis.child.once('exit', resolve), redis.child.kill('SIGKILL')));
      await until(() => !leases.owns('ALONE1'), 5000, 'the lease to lapse');
      // Redis is back (empty): the lease is taken again.
      redis = await startRedis(found.redis, dir, redis.port);
      cleanup.push(() => redis.child.kill('SIGKILL'));
      await until(() => leases.owns('ALONE1'), 10_000, 'the lease again');
      expect(changes).toEqual([
        ['ALONE1', true],
        ['ALONE1', true],
      ]);
      // Given up: the key goes (and nothing is claimed for the table any more).
      leases.drop('ALONE1');
      expect(changes.at(-1)).toEqual(['ALONE1', false]);
      const check = connect(redis.url);
      await ready(check);
      for (let i = 0; i < 50 && (await check.get('escoba:lease:ALONE1')) !== null; i++) await new Promise((r) => setTimeout(r, 20));
      expect(await check.get('escoba:lease:ALONE1')).toBe(null);
    });
  });
}
