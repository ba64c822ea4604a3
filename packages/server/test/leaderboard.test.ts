// GET /api/leaderboard/FORMAT over HTTP against a real server process (bin/escoba-server.js) on a SQLite file whose
// ratings were applied beforehand through the rating store: established ratings only, best first, on the displayed
// scale, paged; a month's board; unknown formats and bad parameters refused; reads limited per address.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLUGINS } from '@escoba/games/all-plugins';
import { ratingFormatById } from '@escoba/games';
import { displayRating } from '@escoba/ratings';
import { LEADERBOARD_PAGE, SqliteRatingStore, type RatedGame } from '@escoba/server';
import { startProcess, type ServerProcess } from './server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-leaderboard-'));
const children: ChildProcess[] = [];
let server: ServerProcess;
const escoba = ratingFormatById(PLUGINS, 'escoba')!.format;
const NOVEMBER = Date.UTC(2026, 10, 10);
/** Players p00..p(N-1): more than a page, so the board has two. */
const PLAYERS = Array.from({ length: LEADERBOARD_PAGE + 10 }, (_, i) => `p${String(i).padStart(2, '0')}`);

beforeAll(async () => {
  const path = join(dir, 'escoba.sqlite');
  const store = new SqliteRatingStore(path);
  // Round robins of two-player games in which the lower number always wins: the true order is p00, p01, …
  let game = 0;
  for (let round = 0; round < 3; round++) {
    for (let a = 0; a < PLAYERS.length; a++) {
      for (let b = a + 1; b < PLAYERS.length; b += 1 + round) {
        const g: RatedGame = { format: escoba, sides: [[{ account: PLAYERS[a]! }], [{ account: PLAYERS[b]! }]], ranks: [1, 2], at: NOVEMBER };
        await store.applyResult({ table: 'SEED00', game: game++ }, g);
      }
    }
  }
  // One newcomer: provisional, never listed.
  await store.applyResult({ table: 'SEED01', game: 0 }, { format: escoba, sides: [[{ account: 'newbie' }], [{ account: 'p59' }]], ranks: [1, 2], at: NOVEMBER });
  await store.close();
  server = await startProcess({ ESCOBA_DB: path, ESCOBA_READS_PER_MINUTE: '30' }, children);
});
afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const res = await fetch(`http://127.0.0.1:${server.port}${path}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

interface Entry {
  position: number;
  account: string;
  rating: number;
  deviation: number;
  games: number;
}

describe('GET /api/leaderboard/FORMAT', () => {
  it('lists established players best first, in pages, on the displayed scale', async () => {
    const first = await get('/api/leaderboard/escoba');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ format: 'escoba', period: 'all', page: 1, more: true });
    const second = await get('/api/leaderboard/escoba?period=all&page=2');
    expect(second.body).toMatchObject({ page: 2, more: false });
    const entries = [...(first.body['entries'] as Entry[]), ...(second.body['entries'] as Entry[])];
    expect(entries.map((e) => e.account)).toEqual(PLAYERS);
    expect(entries.map((e) => e.position)).toEqual(PLAYERS.map((_, i) => i + 1));
    const ratings = entries.map((e) => e.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // The displayed rating is the library's scale of the stored rating.
    const store = new SqliteRatingStore(join(dir, 'escoba.sqlite'));
    const p00 = (await store.ratingsOf('p00')).get('escoba')!;
    await store.close();
    expect(entries[0]).toMatchObject({ rating: displayRating(p00.rating), games: p00.games });
  });

  it('ranks a month of games, and nobody in a month without games', async () => {
    const nov = await get('/api/leaderboard/escoba?period=month&month=2026-11');
    expect(nov.status).toBe(200);
    expect((nov.body['entries'] as Entry[])[0]!.account).toBe('p00');
    const dec = await get('/api/leaderboard/escoba?period=month&month=2026-12');
    expect(dec.body).toMatchObject({ month: '2026-12', entries: [], more: false });
    expect((await get('/api/leaderboard/brisca-pairs')).body).toMatchObject({ entries: [] });
  });

  it('refuses unknown formats and bad parameters', async () => {
    expect(await get('/api/leaderboard/chess')).toMatchObject({ status: 404 });
    expect((await get('/api/leaderboard/chess')).body['error']).toMatch(/no rating format "chess" \(formats: escoba, escoba-partners, brisca, brisca-pairs, alcalde\)/);
    expect(await get('/api/leaderboard/escoba?period=week')).toMatchObject({ status: 400 });
    expect(await get('/api/leaderboard/escoba?period=month&month=2026-13')).toMatchObject({ status: 400 });
    expect(await get('/api/leaderboard/escoba?page=0')).toMatchObject({ status: 400 });
    expect(await get('/api/leaderboard/escoba?page=x')).toMatchObject({ status: 400 });
  });

  it('limits reads per address', async () => {
    let refused = 0;
    for (let i = 0; i < 40 && refused === 0; i++) if ((await get('/api/leaderboard/escoba')).status === 429) refused++;
    expect(refused).toBe(1);
  });
});
