// t23b: an entrant who drops mid-game on a multi-process setup (two real server processes on one PostgreSQL and one
// Redis). Ana plays through P1; Bea, through P2, resumes her first seat, sees the game in play and then closes every
// connection of hers for good. Her seat gets the grace period and then the bot stand-in, the game ends, its result
// counts for both, and the arena goes on pairing her (her stand-in plays) to its end with every game counted.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { TournamentState } from '@escoba/protocol';
import { PostgresStore } from '@escoba/server';
import { until } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { TournamentPlayer } from '../tournament-players.js';

const running: ServerProcess[] = [];
const people: TournamentPlayer[] = [];
afterAll(() => {
  for (const p of people) p.close();
  for (const p of running) p.child.kill('SIGKILL');
});

interface Event {
  type: string;
  pairing?: number;
  results?: string[];
  absent?: true;
  tables?: { pairing: number; seats: (string | null)[]; code: string }[];
}

if (!usePostgres()) describe.skip('a dropped tournament player: not installed', () => it('skipped', () => undefined));
else {
  describe('a tournament player whose connections close mid-game and never return (PostgreSQL + Redis, 2 processes)', () => {
    it('gets the grace and the stand-in; the game ends, its result counts, and the arena finishes', { timeout: 300_000 }, async () => {
      const url = await currentServices().createDatabase();
      // An arena's minute of 20 s; a grace of 2 s.
      const env = { ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000', ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS: '1', ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS: '20', ESCOBA_GRACE_SECONDS: '2', ESCOBA_BOT_DELAY_MS: '50', ESCOBA_LOG_LEVEL: 'info' };
      const p1 = await startProcess(env, []);
      running.push(p1);
      const p2 = await startProcess(env, []);
      running.push(p2);
      const ana = await TournamentPlayer.signUp(p1, 'Ana', '127.0.8.10');
      const beaAccount = await TournamentPlayer.signUp(p1, 'Bea', '127.0.8.11');
      people.push(ana, beaAccount);
      const created = await ana.browser.post('/api/tournaments', { body: { name: 'Dropped arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: Date.now() + 4000, format: 'arena', minutes: 1, rated: false, computers: false } });
      expect(created.status, created.text).toBe(201);
      const id = (created.body!['tournament'] as TournamentState).id;
      for (const p of [ana, beaAccount]) expect((await p.browser.post(`/api/tournaments/${id}/join`)).status).toBe(200);
      await ana.watch(id);

      // Bea on P2: told of her first pairing, she resumes its seat, sees the game in play, and is gone.
      const bea = beaAccount.on(p2);
      const watcher = await bea.browser.socket();
      expect((await watcher.request({ type: 'tournament', watch: id })).type).toBe('ack');
      const paired = await watcher.next((m) => m.type === 'paired', 60_000);
      const game = await bea.browser.socket();
      expect((await game.request({ type: 'resume', code: paired['code'], seat: paired['seat'], token: paired['token'] })).type).toBe('ack');
      const sync = await game.next((m) => m.type === 'sync', 20_000);
      expect((sync['table'] as { status: string }).status).toBe('playing');
      await game.close();
      await watcher.close();

      const state = () => ana.lastState();
      await until(() => state()?.status === 'finished', 240_000, 'the arena to finish');

      const db = new pg.Client({ connectionString: url });
      await db.connect();
      const { rows } = await db.query<{ event: string }>('SELECT event FROM tournament_events WHERE tournament = $1 ORDER BY seq', [id]);
      await db.end();
      const events = rows.map((r) => JSON.parse(r.event) as Event);
      const tables = events.flatMap((e) => (e.type === 'paired' ? e.tables! : []));
      const results = events.filter((e) => e.type === 'result');
      // Bea's first game: played to its end by Ana and Bea's stand-in, a real result for both (not settled as absent).
      const first = results.find((r) => r.pairing === paired['pairing'])!;
      expect(first).toBeDefined();
      expect(first.absent).toBeUndefined();
      expect([['draw', 'draw'], ['loss', 'win']]).toContainEqual([...first.results!].sort());
      const store = await PostgresStore.open(url);
      const log = await store.read(paired['code'] as string);
      await store.close();
      const types = log.map((e) => e.event as { type: string; seat?: number; active?: boolean });
      expect(types.some((e) => e.type === 'substitute' && e.seat === paired['seat'] && e.active === true)).toBe(true);
      expect(types.at(-1)?.type).toBe('finished');
      // Every pairing has its result and every game counts in the standings, Bea's too.
      expect(results.map((r) => r.pairing).sort((a, b) => a! - b!)).toEqual(tables.map((t) => t.pairing));
      const final = state()!;
      expect(final.standings.map((l) => l.games).reduce((a, b) => a + b, 0)).toBe(tables.length * 2);
      expect(final.standings.find((l) => l.name === 'Bea')!.games).toBe(tables.length);
    });
  });
}
