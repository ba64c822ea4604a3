// Rated results exactly once on PostgreSQL + Redis with several processes: both processes that hold a rated table
// die (SIGKILL, the test seam ESCOBA_TEST_DIE_BEFORE_RATING) once its game's end is saved and before its result is
// applied; two processes started again at once each look for results left unapplied (`RatedTables.sweep`): the game
// is applied once, each account has one history row, and the rows are what rateGame computes.
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { PostgresStore, type LogEntry, type StoredRating } from '@escoba/server';
import { Browser } from '../accounts/browser.js';
import { AutoPlayer, seeded } from '../autoplayer.js';
import { until } from '../helpers.js';
import { ratedProblems, type HistoryRecord } from '../rated-check.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
});

if (!usePostgres()) describe.skip('rated results on PostgreSQL: not installed', () => it('skipped', () => undefined));
else {
  describe('rated results on PostgreSQL + Redis, two processes', () => {
    it('both processes die at the end of a rated game; two restarted at once apply its result once, as rateGame computes it', { timeout: 300_000 }, async () => {
      const databaseUrl = await currentServices().createDatabase();
      const env = { ESCOBA_DATABASE_URL: databaseUrl, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_BOT_DELAY_MS: '0' };
      const dying = await Promise.all([0, 1].map(() => startProcess({ ...env, ESCOBA_TEST_DIE_BEFORE_RATING: '1' })));
      running.push(...dying);
      const [p1, p2] = dying as [ServerProcess, ServerProcess];
      // Two accounts, signed up on either process (sessions are in PostgreSQL: every process knows them).
      const accounts = await Promise.all(
        [p1, p2].map(async (p, i) => {
          const browser = new Browser(p.port, `127.0.2.${i + 10}`);
          const r = await browser.signIn('signup', `Pg${i}${Date.now().toString(36).slice(-5)}`, 'correct horse battery');
          expect(r.status).toBe(201);
          return { id: (r.body!['account'] as { id: string }).id, headers: { origin: browser.origin, cookie: browser.cookieHeader() } };
        }),
      );
      // Ana on P1 creates a rated table, Bea on P2 joins it: both processes hold it.
      const ana = new AutoPlayer(p1, 0, seeded(3), { headers: accounts[0]!.headers });
      await ana.send({ type: 'create', config: { gameId: 'escoba', players: 2, target: 1, rated: true }, name: 'Ana' });
      await until(() => ana.code !== '', 20_000, 'the table');
      const bea = new AutoPlayer(p2, 1, seeded(4), { headers: accounts[1]!.headers });
      await bea.send({ type: 'join', code: ana.code, seat: 1, name: 'Bea' });
      await until(() => bea.token !== '', 20_000, 'the join');
      await ana.send({ type: 'start' });
      // Each process kills itself when it sees the game's end, before applying its result.
      expect(await p1.exited()).toBeNull();
      expect(await p2.exited()).toBeNull();
      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const historyOf = async () => (await db.query<HistoryRecord>('SELECT account, format, table_code, game, before_mu, before_sigma, after_mu, after_sigma, games FROM rating_history ORDER BY seq')).rows;
        expect(await historyOf()).toEqual([]);
        running.push(...(await Promise.all([0, 1].map(() => startProcess(env)))));
        const end = Date.now() + 120_000;
        while ((await historyOf()).length < 2 && Date.now() < end) await new Promise((r) => setTimeout(r, 200));
        const history = await historyOf();
        expect(history.map((r) => r.account).sort()).toEqual(accounts.map((a) => a.id).sort());
        expect((await db.query('SELECT count(*)::int AS n FROM rated_games WHERE table_code = $1', [ana.code])).rows).toEqual([{ n: 1 }]);
        const ratings = new Map<string, StoredRating>((await db.query<{ account: string; format: string; mu: number; sigma: number; games: number }>('SELECT * FROM ratings')).rows.map((r) => [`${r.account} ${r.format}`, { rating: { mu: r.mu, sigma: r.sigma }, games: r.games }]));
        const store = await PostgresStore.open(databaseUrl);
        let log: LogEntry[];
        try {
          log = await store.read(ana.code);
        } finally {
          await store.close();
        }
        expect(ratedProblems(new Map([[ana.code, log]]), history, ratings)).toEqual([]);
      } finally {
        await db.end();
        ana.close();
        bea.close();
      }
    });
  });
}
