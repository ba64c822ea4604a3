// The Redis bus against a real Redis: what one process publishes reaches the others as a notice of the table's
// new version (with the entry when the service gives one; the service never gives a secret); a process never hears its own; after Redis restarts the
// bus says so, so the service can catch up from the log.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { BusOpenError, RedisBus, type TableMessage } from '@escoba/server';
import { until } from '../helpers.js';
import { findBinaries, startRedis } from '../services/services.mjs';
import { currentServices, usePostgres } from '../services/backend.js';

const silent = pino({ level: 'silent' });
const dir = mkdtempSync(join(tmpdir(), 'escoba-bus-'));
/** Every redis-server this file starts, killed at the end even if a test failed half-way. */
const redisChildren: { kill: (signal: NodeJS.Signals) => boolean }[] = [];
afterAll(() => {
  for (const child of redisChildren) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const message = (code: string, v: number): TableMessage => ({ code, v, publicV: v, event: { type: 'chat', seat: 0, name: 'Ana', text: `line ${v}`, at: v } });

/** A bus whose listener records the notices and resubscriptions it gets. */
async function bus(url: string) {
  const b = await RedisBus.open(url, silent);
  const notices: [string, number][] = [];
  let resubscribed = 0;
  b.listener = { version: (code, v) => notices.push([code, v]), resubscribed: () => resubscribed++ };
  return { b, notices, resubscribed: () => resubscribed };
}

if (!usePostgres()) describe.skip('Redis bus: not installed', () => it('skipped', () => undefined));
else {
  describe('redis bus', () => {
    it('delivers locally at once; other processes that follow the table get its versions in order, and only they', async () => {
      const a = await bus(currentServices().redisUrl);
      const b = await bus(currentServices().redisUrl);
      const local: TableMessage[] = [];
      const offA = a.b.subscribe('BUS001', (m) => local.push(m));
      const offB = b.b.subscribe('BUS001', () => {
        throw new Error('a notice is never delivered as a message');
      });
      // Subscriptions reach Redis asynchronously: publish until B hears the first notice.
      let v = 0;
      await until(() => {
        if (b.notices.length === 0) a.b.publish(message('BUS001', ++v));
        return b.notices.length > 0;
      }, 5000, 'the first notice through redis');
      expect(local.map((m) => m.v)).toEqual(Array.from({ length: v }, (_, i) => i + 1));
      const start = v;
      for (let i = 0; i < 50; i++) a.b.publish(message('BUS001', ++v));
      a.b.publish(message('NOBODY', 1));
      await until(() => b.notices.at(-1)?.[1] === v, 5000, 'every notice on B');
      const seen = b.notices.map(([, n]) => n);
      expect(seen.slice(seen.indexOf(start))).toEqual(Array.from({ length: 51 }, (_, i) => start + i));
      expect(b.notices.every(([code]) => code === 'BUS001')).toBe(true);
      expect(a.notices).toEqual([]);
      // Unsubscribed: no more notices for B.
      offB();
      const before = b.notices.length;
      b.b.subscribe('BUS002', () => undefined);
      await until(() => {
        a.b.publish(message('BUS002', ++v));
        return b.notices.some(([code]) => code === 'BUS002');
      }, 5000, 'a notice of the other table');
      a.b.publish(message('BUS001', ++v));
      a.b.publish(message('BUS002', ++v));
      await until(() => b.notices.at(-1)?.[1] === v, 5000, 'the last notice');
      expect(b.notices.slice(before).every(([code]) => code === 'BUS002')).toBe(true);
      offA();
      await Promise.all([a.b.close(), b.b.close()]);
    });

    it('after Redis restarts, the bus subscribes again and says so (so the service reads what it missed)', async () => {
      const found = findBinaries();
      if ('missing' in found) throw new Error(found.missing);
      const redis = await startRedis(found.redis, dir);
      redisChildren.push(redis.child);
      const a = await bus(redis.url);
      const b = await bus(redis.url);
      b.b.subscribe('BUS003', () => undefined);
      await until(() => {
        a.b.publish(message('BUS003', 1));
        return b.notices.length > 0;
      }, 5000, 'a notice before the restart');
      await new Promise((resolve) => {
        redis.child.once('exit', resolve);
        redis.child.kill('SIGKILL');
      });
      a.b.publish(message('BUS003', 2)); // lost: nobody carries it
      const again = await startRedis(found.redis, dir, redis.port);
      redisChildren.push(again.child);
      await until(() => b.resubscribed() >= 1, 20_000, 'the resubscription');
      b.notices.length = 0;
      await until(() => {
        a.b.publish(message('BUS003', 3));
        return b.notices.length > 0;
      }, 10_000, 'a notice after the restart');
      await Promise.all([a.b.close(), b.b.close()]);
      again.child.kill('SIGKILL');
    });

    it('an unreachable Redis is a BusOpenError that says what to do', async () => {
      await expect(RedisBus.open('redis://127.0.0.1:1', silent)).rejects.toBeInstanceOf(BusOpenError);
      await expect(RedisBus.open('redis://:pw@127.0.0.1:1', silent)).rejects.toThrow(/^Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 cannot be reached.*ESCOBA_REDIS_URL/);
    });
  });
}
