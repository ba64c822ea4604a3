// Redis goes away while a table is played on one server and followed through another: the events published
// meanwhile are lost on Redis, and once it is back the other server reads them from the log by version: its
// client gets every version once, in order, with no gap.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresStore, RedisBus, type EscobaServer } from '@escoba/server';
import { RawClient, testServer, until } from '../helpers.js';
import { findBinaries, startRedis } from '../services/services.mjs';
import { currentServices, usePostgres } from '../services/backend.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-resync-'));
/** Every redis-server this file starts, killed at the end even if a test failed half-way. */
const redisChildren: { kill: (signal: NodeJS.Signals) => boolean }[] = [];
afterAll(() => {
  for (const child of redisChildren) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

if (!usePostgres()) describe.skip('resync after a Redis gap: not installed', () => it('skipped', () => undefined));
else {
  describe('resync from the log', () => {
    it('a server that missed notices while Redis was down catches up when it is back; its client sees no gap', async () => {
      const found = findBinaries();
      if ('missing' in found) throw new Error(found.missing);
      let redis = await startRedis(found.redis, dir);
      redisChildren.push(redis.child);
      const url = await currentServices().createDatabase();
      const servers: EscobaServer[] = [];
      for (let i = 0; i < 2; i++) servers.push(await testServer({ store: await PostgresStore.open(url), bus: await RedisBus.open(redis.url) }));
      const [a, b] = servers as [EscobaServer, EscobaServer];
      const host = await RawClient.open(a);
      host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      const follower = await RawClient.open(b);
      expect((await follower.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
      const lastOnB = () => Math.max(0, ...follower.received.filter((m) => m.type === 'event').map((m) => m['v'] as number));
      // Before: B hears A's lines through Redis.
      const first = await host.request({ type: 'chat', text: 'before' });
      await until(() => lastOnB() === first['v'], 5000, 'the line before the outage on B');

      await new Promise((resolve) => {
        redis.child.once('exit', resolve);
        redis.child.kill('SIGKILL');
      });
      for (let i = 0; i < 5; i++) expect((await host.request({ type: 'chat', text: `during ${i}` })).type).toBe('ack');
      expect(lastOnB()).toBe(first['v']);

      redis = await startRedis(found.redis, dir, redis.port);
      redisChildren.push(redis.child);
      const end = (await a.store.read(code)).length;
      await until(() => lastOnB() === end, 20_000, 'the lines of the outage on B');
      // And afterwards, as usual.
      const after = await host.request({ type: 'chat', text: 'after' });
      await until(() => lastOnB() === after['v'], 10_000, 'the line after the outage on B');
      const vs = follower.received.filter((m) => m.type === 'event').map((m) => m['v'] as number);
      expect(vs).toEqual(Array.from({ length: vs.length }, (_, i) => vs[0]! + i));
      const texts = follower.received.filter((m) => m.type === 'event').map((m) => (m['event'] as { text?: string }).text);
      expect(texts.slice(-7)).toEqual(['before', 'during 0', 'during 1', 'during 2', 'during 3', 'during 4', 'after']);
      await Promise.all([host.close(), follower.close()]);
      for (const s of servers) await s.close();
      redis.child.kill('SIGKILL');
    });
  });
}
