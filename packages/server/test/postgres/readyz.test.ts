// /readyz follows its dependencies: a Redis that goes away makes the server not ready, and says which.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisBus } from '@escoba/server';
import { testServer } from '../helpers.js';
import { findBinaries, startRedis } from '../services/services.mjs';
import { usePostgres } from '../services/backend.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-readyz-'));
/** Every redis-server this file starts, killed at the end even if a test failed half-way. */
const redisChildren: { kill: (signal: NodeJS.Signals) => boolean }[] = [];
afterAll(() => {
  for (const child of redisChildren) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

if (!usePostgres()) describe.skip('readyz on Redis: not installed', () => it('skipped', () => undefined));
else {
  describe('/readyz', () => {
    it('is 200 while the log and Redis answer, 503 naming the bus once Redis is gone; the server still closes', async () => {
      const found = findBinaries();
      if ('missing' in found) throw new Error(found.missing);
      const redis = await startRedis(found.redis, dir);
      redisChildren.push(redis.child);
      const server = await testServer({ bus: await RedisBus.open(redis.url) });
      const ready = () => fetch(`${server.opsUrl}/readyz`).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
      expect(await ready()).toEqual({ status: 200, body: { ready: true } });
      await new Promise((resolve) => {
        redis.child.once('exit', resolve);
        redis.child.kill('SIGKILL');
      });
      expect(await ready()).toEqual({ status: 503, body: { ready: false, problems: ['the event bus does not answer'] } });
      await server.close();
    });
  });
}
