// The PostgreSQL store against a real PostgreSQL (started for this file): the store contract, the compare-and-set
// between two writers, migrations, and what an operator is told when the database cannot be used.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { PostgresStore, StoreOpenError, VersionConflictError, type EscobaServer } from '@escoba/server';
import { RawClient } from '../helpers.js';
import { ProcessExit, startProcess } from '../server-process.js';
import { chat, storeContract } from '../store-contract.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { MIGRATIONS } from '../../src/store/postgres-migrations.js';

if (!usePostgres()) describe.skip('PostgreSQL store: not installed', () => it('skipped', () => undefined));
else {
  const fresh = async () => PostgresStore.open(await currentServices().createDatabase());

  describe('postgres store', () => {
    storeContract(fresh);

    it('two writers (two connection pools, as two processes) racing for the same version: exactly one wins', async () => {
      const url = await currentServices().createDatabase();
      const [a, b] = await Promise.all([PostgresStore.open(url), PostgresStore.open(url)]);
      await a.append('RACE00', [chat(1)], 'playing');
      for (let v = 2; v < 42; v += 2) {
        // One appends v, the other v and v+1: whichever commits first, the other must fail, never both succeed.
        const results = await Promise.allSettled([a.append('RACE00', [chat(v)], 'playing'), b.append('RACE00', [chat(v), chat(v + 1)], 'playing')]);
        const won = results.filter((r) => r.status === 'fulfilled');
        expect(won).toHaveLength(1);
        const lost = results.find((r) => r.status === 'rejected')!;
        expect(lost.reason).toBeInstanceOf(VersionConflictError);
        // The loser reloads and retries from the version the log really ends at.
        const end = (await b.read('RACE00')).length;
        if (end === v) await b.append('RACE00', [chat(v + 1)], 'playing');
      }
      expect((await a.read('RACE00')).map((e) => e.v)).toEqual(Array.from({ length: 41 }, (_, i) => i + 1));
      await Promise.all([a.close(), b.close()]);
    });

    it('refuses appends to a quarantined table', async () => {
      const store = await fresh();
      await store.append('QQQQQQ', [chat(1)], 'playing');
      await store.quarantine('QQQQQQ', 'test');
      await expect(store.append('QQQQQQ', [chat(2)], 'playing')).rejects.toThrow(/quarantined/);
      await store.close();
    });

    it('migrations run on start, once, even when several processes start together; the data stays', async () => {
      const url = await currentServices().createDatabase();
      const stores = await Promise.all([1, 2, 3].map(() => PostgresStore.open(url)));
      await stores[0]!.append('KEEP00', [chat(1), chat(2)], 'lobby');
      await Promise.all(stores.map((s) => s.close()));
      const again = await PostgresStore.open(url);
      expect(await again.read('KEEP00')).toEqual([chat(1), chat(2)]);
      await again.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      await client.end();
      expect(rows.map((r) => r.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    });

    it('a database it cannot use is one sentence saying what to do, with the password hidden', async () => {
      const port = currentServices().pgPort;
      await expect(PostgresStore.open('postgres://escoba:secret@127.0.0.1:1/escoba')).rejects.toThrow(/cannot be reached.*is PostgreSQL running/);
      const missing = PostgresStore.open(`postgres://escoba:secret@127.0.0.1:${port}/no_such_db`);
      await expect(missing).rejects.toBeInstanceOf(StoreOpenError);
      await expect(missing).rejects.toThrow(/does not exist.*create it first/);
      await expect(missing).rejects.not.toThrow(/secret/);
    });

    it('the server process: an unreachable database or Redis, or a bad URL, stops it at start with exit code 2 and one line', async () => {
      const url = await currentServices().createDatabase();
      const cases: [Record<string, string>, RegExp][] = [
        [{ ESCOBA_DATABASE_URL: 'postgres://escoba:hunter2@127.0.0.1:1/escoba' }, /^The game log postgres:\/\/escoba:\*\*\*@127\.0\.0\.1:1\/escoba cannot be reached/],
        [{ ESCOBA_DATABASE_URL: 'mysql://x@localhost/db' }, /^ESCOBA_DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
        [{ ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: 'redis://127.0.0.1:1' }, /^Redis at redis:\/\/127\.0\.0\.1:1 cannot be reached.*is redis-server running/],
        [{ ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: 'http://localhost' }, /^ESCOBA_REDIS_URL must start with redis:\/\/ or rediss:\/\//],
      ];
      for (const [env, message] of cases) {
        const error = await startProcess({ ...env, ESCOBA_DB: ':memory:' }).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(ProcessExit);
        const { code, stderr } = error as ProcessExit;
        expect(code).toBe(2);
        expect(stderr).toMatch(message);
        expect(stderr.trim().split('\n')).toHaveLength(1);
        expect(stderr).not.toMatch(/hunter2|\n\s+at /);
      }
    });

    it('the server process runs on PostgreSQL and Redis: a table created there is in the database; SIGTERM exits 0', async () => {
      const url = await currentServices().createDatabase();
      const server = await startProcess({ ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/never-used.sqlite' });
      const res = await fetch(`http://127.0.0.1:${server.port}/healthz`);
      expect(res.status).toBe(200);
      const client = await RawClient.open({ port: server.port } as EscobaServer);
      client.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const code = (await client.next((m) => m.type === 'joined'))['code'] as string;
      await client.close();
      const store = await PostgresStore.open(url);
      expect(await store.unfinished()).toEqual([code]);
      expect((await store.read(code))[0]!.event.type).toBe('created');
      server.child.kill('SIGTERM');
      expect(await server.exited()).toBe(0);
      await store.close();
    });
  });
}
