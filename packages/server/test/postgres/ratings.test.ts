// The PostgreSQL rating store against a real PostgreSQL (started for this file): the rating-store contract, and
// exactly once between processes: two server-side processes (plain `node` on the built store) apply the same games
// at the same moment; each game is applied by exactly one of them, both report the same changes, and the ratings
// are those of applying every game once, in order.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MemoryRatingStore, PostgresRatingStore, type AppliedResult } from '@escoba/server';
import { ratingStoreContract, soloGame } from '../rating-store-contract.js';
import { currentServices, usePostgres } from '../services/backend.js';

const DIST = new URL('../../dist/index.js', import.meta.url).href;
const ACCOUNTS = ['ana', 'bea', 'cai', 'dan', 'eva'];
const GAMES = 60;

/** Game g: three of the accounts, in an order that depends on g (the same in every process). */
const gameOf = (g: number) => soloGame([ACCOUNTS[g % 5]!, ACCOUNTS[(g + 2) % 5]!, ACCOUNTS[(g + 4) % 5]!], Date.UTC(2026, 10, 1) + g);

/** A process that opens the store, waits for a line on stdin (so both start together), applies every game in order and prints the results as JSON. */
const SCRIPT = `
import { PostgresRatingStore } from ${JSON.stringify(DIST)};
const accounts = ${JSON.stringify(ACCOUNTS)};
const store = await PostgresRatingStore.open(process.env.URL);
const format = { id: 'solo', name: 'Alone', tables: [2, 3, 4].map((sides) => ({ sides, perSide: 1 })) };
const gameOf = (g) => { const seated = [accounts[g % 5], accounts[(g + 2) % 5], accounts[(g + 4) % 5]]; return { format, sides: seated.map((account) => [{ account }]), ranks: [1, 2, 3], at: Date.UTC(2026, 10, 1) + g }; };
process.stdout.write('ready\\n');
await new Promise((resolve) => process.stdin.once('data', resolve));
const results = [];
for (let g = 0; g < ${GAMES}; g++) results.push(await store.applyResult({ table: 'RACE00', game: g }, gameOf(g)));
await store.close();
process.stdout.write(JSON.stringify(results) + '\\n');
`;

function applier(url: string): { ready: Promise<void>; go: () => void; done: Promise<AppliedResult[]> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], { env: { ...process.env, URL: url }, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  let readyResolve!: () => void;
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    if (out.startsWith('ready\n')) readyResolve();
  });
  const done = new Promise<AppliedResult[]>((resolve, reject) =>
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.split('\n')[1]!) as AppliedResult[]) : reject(new Error(`the applier exited with ${code}: ${err.slice(0, 2000)}`)))),
  );
  return { ready, go: () => child.stdin.end('go\n'), done };
}

if (!usePostgres()) describe.skip('PostgreSQL rating store: not installed', () => it('skipped', () => undefined));
else {
  describe('postgres rating store', () => {
    // Each property run makes a database: fewer runs than in the process (ratings-store.test.ts runs 25).
    ratingStoreContract(async () => PostgresRatingStore.open(await currentServices().createDatabase()), 8);

    it('two processes applying the same games at once: each game applied exactly once, as if in order', async () => {
      const url = await currentServices().createDatabase();
      const [a, b] = [applier(url), applier(url)];
      await Promise.all([a.ready, b.ready]);
      a.go();
      b.go();
      const [ra, rb] = await Promise.all([a.done, b.done]);
      for (let g = 0; g < GAMES; g++) {
        expect([ra[g]!.applied, rb[g]!.applied].filter(Boolean)).toHaveLength(1);
        expect(ra[g]!.changes).toEqual(rb[g]!.changes);
      }
      // The same games applied once each, in order, by the model store.
      const model = new MemoryRatingStore();
      for (let g = 0; g < GAMES; g++) await model.applyResult({ table: 'RACE00', game: g }, gameOf(g));
      const store = await PostgresRatingStore.open(url);
      for (const account of ACCOUNTS) expect(await store.ratingsOf(account)).toEqual(await model.ratingsOf(account));
      await store.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const counts = await client.query<{ games: number; rows: number }>('SELECT (SELECT count(*)::int FROM rated_games) AS games, (SELECT count(*)::int FROM rating_history) AS rows');
      await client.end();
      expect(counts.rows[0]).toEqual({ games: GAMES, rows: GAMES * 3 });
    });
  });
}
