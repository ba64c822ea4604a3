// Limits shared by several server processes through Redis (issue 19): one client's limit holds once, not once per
// process, behind nginx or straight at the processes; and public reads of a table this process hears come from memory.
import { request as httpsRequest } from 'node:https';
import { request } from 'node:http';
import { pino } from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { PostgresStore, RedisBus, type EscobaServer, type GameStore } from '@escoba/server';
import { findNginx, startNginx, type Nginx } from '../services/services.mjs';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { RawClient, testServer } from '../helpers.js';

/** GET from a chosen loopback address; the status. */
function get(port: number, path: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, localAddress: from, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

if (!usePostgres()) describe.skip('limits across processes: not installed', () => it('skipped', () => undefined));
else {
  const processes: ServerProcess[] = [];
  const servers: EscobaServer[] = [];
  let nginx: Nginx | null = null;
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await nginx?.stop();
  });

  describe('limits across processes (Redis)', () => {
    it('three processes count one client’s lookups once: straight at them, and behind nginx', async () => {
      const env = {
        ESCOBA_DATABASE_URL: await currentServices().createDatabase(),
        ESCOBA_REDIS_URL: currentServices().redisUrl,
        ESCOBA_DB: '/nonexistent/unused.sqlite',
        ESCOBA_TRUSTED_PROXIES: '127.0.0.1',
        // A burst of 20, then one a minute: none comes back during the test.
        ESCOBA_LOOKUPS_PER_MINUTE: '1',
        // Everyone's budget out of the way: this test is about one address's.
        ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '100000',
      };
      const three = await Promise.all([startProcess(env), startProcess(env), startProcess(env)]);
      processes.push(...three);
      // Ten unknown codes at each process from one address: twenty answered in all, not thirty.
      const straight: number[] = [];
      for (const p of three) for (let i = 0; i < 10; i++) straight.push(await get(p.port, '/api/tables/ZZZZZZ', '127.6.0.1'));
      expect(straight.filter((s) => s === 404)).toHaveLength(20);
      expect(straight.slice(20).every((s) => s === 429)).toBe(true);
      // Another address has its own.
      expect(await get(three[2]!.port, '/api/tables/ZZZZZZ', '127.6.0.2')).toBe(404);

      const found = findNginx();
      if ('missing' in found) return void console.warn(`\n*** SKIPPING the nginx half: ${found.missing} is not installed ***\n`);
      nginx = await startNginx(three.map((p) => p.port));
      const viaNginx = (from: string) =>
        new Promise<number>((resolve, reject) => {
          const req = httpsRequest({ host: '127.0.0.1', port: nginx!.httpsPort, path: '/api/tables/ZZZZZZ', ca: nginx!.ca, localAddress: from, agent: false }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.once('error', reject);
          req.end();
        });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push(await viaNginx('127.6.0.3'));
      expect(statuses.filter((s) => s === 404)).toHaveLength(20);
      expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    });

    it('a table this process hears (it has a follower here) is read from memory, not from the log', async () => {
      const url = await currentServices().createDatabase();
      const count = { reads: 0 };
      const counting = (store: GameStore): GameStore =>
        new Proxy(store, {
          get(target, name, receiver) {
            const value = Reflect.get(target, name, receiver) as unknown;
            if (name === 'read') return (...args: Parameters<GameStore['read']>) => (count.reads++, target.read(...args));
            return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
          },
        });
      const a = await testServer({ store: await PostgresStore.open(url), bus: await RedisBus.open(currentServices().redisUrl), logger: pino({ level: 'silent' }) });
      servers.push(a);
      const b = await testServer({ store: counting(await PostgresStore.open(url)), bus: await RedisBus.open(currentServices().redisUrl), logger: pino({ level: 'silent' }) });
      servers.push(b);
      const host = await RawClient.open(a);
      await host.request({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const code = (host.received.find((m) => m.type === 'joined') as unknown as { code: string }).code;
      const watcher = await RawClient.open(b);
      expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
      // The subscription to the table's notices is confirmed by Redis shortly after.
      for (let i = 0; i < 50 && !(b.service as unknown as { o: { hears: (c: string) => boolean } }).o.hears(code); i++) await new Promise((r) => setTimeout(r, 20));
      const before = count.reads;
      for (let i = 0; i < 5; i++) expect(await get(b.port, `/api/tables/${code}`, '127.6.1.1')).toBe(200);
      expect(count.reads).toBe(before);
      await Promise.all([host.close(), watcher.close()]);
    });
  });
}
