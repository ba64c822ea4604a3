// Rated tables end to end on a real server process (SQLite file) with real WebSocket clients logged in to accounts:
// ratings and chances before the game, the result applied once at the end exactly as `rateGame` computes it, guests
// refused, a computer level held fixed, leaving past the grace counted as a loss (coming back within it is not), the
// rating range enforced at a join, and a process killed between a game's end and its result applying it on restart.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingFormatById } from '@escoba/games';
import { PLUGINS } from '@escoba/games/all-plugins';
import { initialRating, levelRating, rateGame, ranksOf, type Rating } from '@escoba/ratings';
import { Browser } from './accounts/browser.js';
import { AutoPlayer, seeded } from './autoplayer.js';
import { RawClient, until } from './helpers.js';
import { startProcess, type ServerProcess } from './server-process.js';

const PASSWORD = 'correct horse battery';
const ESCOBA = ratingFormatById(PLUGINS, 'escoba')!;
/** One hand to 1 point: a rated game ends within a hand. */
const QUICK = { gameId: 'escoba', players: 2, target: 1, rated: true } as const;

interface HistoryRow {
  account: string;
  table_code: string;
  game: number;
  before_mu: number;
  before_sigma: number;
  after_mu: number;
  after_sigma: number;
}

const children: ChildProcess[] = [];
let dir: string;
let file: string;
let server: ServerProcess;
let hosts = 20;

/** A browser on its own loopback address, signed up to a new account: its id and its WebSocket headers. */
async function account(port: number, name: string): Promise<{ id: string; headers: Record<string, string>; browser: Browser }> {
  const browser = new Browser(port, `127.0.1.${hosts++}`);
  const r = await browser.signIn('signup', `${name}${hosts}`, PASSWORD);
  expect(r.status).toBe(201);
  return { id: (r.body!['account'] as { id: string }).id, headers: { origin: browser.origin, cookie: browser.cookieHeader() }, browser };
}

function history(code: string): HistoryRow[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[string], HistoryRow>('SELECT * FROM rating_history WHERE table_code = ? ORDER BY position').all(code);
  } finally {
    db.close();
  }
}

const finishedOf = (p: AutoPlayer): { winner: number | null; scores: number[] } => {
  const text = p.texts.find((t) => t.includes('"type":"finished"'))!;
  return (JSON.parse(text) as { event: { winner: number | null; scores: number[] } }).event;
};
const ratingMessages = (p: AutoPlayer) => p.texts.filter((t) => t.startsWith('{"type":"rating"')).map((t) => JSON.parse(t) as { seats: ({ rating: number; provisional: boolean; fixed?: true } | null)[]; expected: { win: number[]; draw: number } | null; result: { game: number; changes: ({ before: number; after: number; delta: number } | null)[]; forfeits: number[] } | null });
const near = (a: Rating, b: Rating) => {
  expect(a.mu).toBeCloseTo(b.mu, 9);
  expect(a.sigma).toBeCloseTo(b.sigma, 9);
};

/** Creates a rated table as `host` and seats `guest` at it; both play random legal cards. */
async function ratedPair(port: number, config: Record<string, unknown> = QUICK, seed = 1): Promise<{ a: AutoPlayer; b: AutoPlayer; code: string; ids: [string, string] }> {
  const x = await account(port, 'Ana');
  const y = await account(port, 'Bea');
  const a = new AutoPlayer({ port }, 0, seeded(seed), { headers: x.headers });
  await a.send({ type: 'create', config, name: 'Ana' });
  await until(() => a.code !== '', 10_000, 'the table');
  const b = new AutoPlayer({ port }, 1, seeded(seed + 1), { headers: y.headers });
  await b.send({ type: 'join', code: a.code, seat: 1, name: 'Bea' });
  await until(() => b.token !== '', 10_000, 'the join');
  return { a, b, code: a.code, ids: [x.id, y.id] };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'escoba-rated-'));
  file = join(dir, 'escoba.sqlite');
  server = await startProcess({ ESCOBA_DB: file, ESCOBA_BOT_DELAY_MS: '0', ESCOBA_GRACE_SECONDS: '3' }, children);
});

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('rated tables', () => {
  it('two accounts play a rated game: chances before it, both ratings changed once, exactly as rateGame computes', async () => {
    const { a, b, code, ids } = await ratedPair(server.port);
    // Before the first deal each player is told both ratings (newcomers: 1500, provisional) and each side's chance.
    await until(() => ratingMessages(a).some((m) => m.expected !== null), 10_000, 'the chances');
    const before = ratingMessages(a).find((m) => m.expected !== null)!;
    expect(before.seats).toEqual([expect.objectContaining({ rating: 1500, provisional: true }), expect.objectContaining({ rating: 1500, provisional: true })]);
    expect(before.expected!.win[0]).toBeCloseTo(before.expected!.win[1]!, 9);
    expect(before.expected!.win[0]! + before.expected!.win[1]! + before.expected!.draw).toBeCloseTo(1, 9);
    await a.send({ type: 'start' });
    await until(() => ratingMessages(a).some((m) => m.result !== null) && ratingMessages(b).some((m) => m.result !== null), 60_000, 'the result');
    const finished = finishedOf(a);
    const expected = rateGame(ESCOBA.format, [[{ rating: initialRating() }], [{ rating: initialRating() }]], ranksOf(finished.scores, finished.winner));
    const rows = history(code);
    expect(rows.map((r) => r.account)).toEqual(ids);
    rows.forEach((r, seat) => {
      near({ mu: r.before_mu, sigma: r.before_sigma }, initialRating());
      near({ mu: r.after_mu, sigma: r.after_sigma }, expected[seat]![0]!);
    });
    // Both players' end screens get the change: "1500 → after (±delta)".
    const result = ratingMessages(b).find((m) => m.result !== null)!.result!;
    expect(result.game).toBe(0);
    expect(result.forfeits).toEqual([]);
    for (const [seat, change] of result.changes.entries()) {
      expect(change!.before).toBe(1500);
      expect(change!.after).toBe(Math.round(expected[seat]![0]!.mu * 60));
      expect(change!.delta).toBe(change!.after - 1500);
    }
    expect(a.errors.concat(b.errors)).toEqual([]);
    // The leaderboard API names the accounts; newcomers are provisional: on the board only with provisional=1.
    const web = new Browser(server.port, '127.0.1.250');
    const board = await web.send('/api/leaderboard/escoba?provisional=1', { method: 'GET', origin: null, csrf: null });
    const entries = board.body!['entries'] as { account: string; name: string | null; rating: number; provisional: boolean }[];
    for (const [seat, id] of ids.entries()) {
      expect(entries.find((e) => e.account === id)).toMatchObject({ name: seat === 0 ? expect.stringMatching(/^Ana/) : expect.stringMatching(/^Bea/), rating: result.changes[seat]!.after, provisional: true });
    }
    const established = await web.send('/api/leaderboard/escoba', { method: 'GET', origin: null, csrf: null });
    expect((established.body!['entries'] as { account: string }[]).filter((e) => ids.includes(e.account))).toEqual([]);
    a.close();
    b.close();
  });

  it('refuses guests at a rated table, with AccountRequired, when they create one and when they join one', async () => {
    const guest = await RawClient.open({ port: server.port });
    await guest.request({ type: 'hello', protocol: 'escoba/2' });
    const created = await guest.request({ type: 'create', config: QUICK, name: 'Gus' });
    expect(created).toMatchObject({ type: 'error', code: 'AccountRequired' });
    const x = await account(server.port, 'Host');
    const host = await x.browser.socket();
    await host.request({ type: 'hello', protocol: 'escoba/2' });
    await host.request({ type: 'create', config: QUICK, name: 'Host' });
    const code = (await host.next((m) => m.type === 'sync')).table as { code: string };
    const joined = await guest.request({ type: 'join', code: code.code, seat: 1, name: 'Gus' });
    expect(joined).toMatchObject({ type: 'error', code: 'AccountRequired' });
    expect(String(joined['message'])).toMatch(/log in/);
    // A range the host set: a newcomer (1500) is outside 1600–2000 and refused; a casual table takes no range.
    await host.request({ type: 'leave' });
    await host.request({ type: 'create', config: { ...QUICK, ratingRange: { min: 1600, max: 2000 } }, name: 'Host' });
    const ranged = ((await host.next((m) => m.type === 'sync')).table as { code: string }).code;
    const y = await account(server.port, 'Low');
    const low = await y.browser.socket();
    await low.request({ type: 'hello', protocol: 'escoba/2' });
    const out = await low.request({ type: 'join', code: ranged, seat: 1, name: 'Low' });
    expect(out).toMatchObject({ type: 'error', code: 'RatingOutOfRange' });
    expect(String(out['message'])).toContain('yours is 1500');
    expect(await host.request({ type: 'create', config: { players: 2, ratingRange: { min: 1 } }, name: 'Host' })).toMatchObject({ type: 'error', code: 'AlreadyAtTable' });
    const casual = await low.request({ type: 'create', config: { players: 2, ratingRange: { min: 1 } }, name: 'Low' });
    expect(casual).toMatchObject({ type: 'error', code: 'BadConfig' });
    expect(String(casual['message'])).toMatch(/only a rated table/);
    for (const c of [guest, host, low]) await c.close();
  });

  it('a rated game against a computer level changes only the person\'s rating (the level is held fixed)', async () => {
    const x = await account(server.port, 'Solo');
    const p = new AutoPlayer({ port: server.port }, 0, seeded(7), { headers: x.headers });
    await p.send({ type: 'create', config: { ...QUICK, bots: [{ seat: 1, level: 'random' }] }, name: 'Solo' });
    await until(() => p.code !== '', 10_000, 'the table');
    await until(() => ratingMessages(p).some((m) => m.expected !== null), 10_000, 'the chances');
    expect(ratingMessages(p).find((m) => m.expected !== null)!.seats[1]).toMatchObject({ fixed: true, rating: Math.round(levelRating(ESCOBA.levels, 'random').mu * 60) });
    await p.send({ type: 'start' });
    await until(() => ratingMessages(p).some((m) => m.result !== null), 60_000, 'the result');
    const finished = finishedOf(p);
    const expected = rateGame(ESCOBA.format, [[{ rating: initialRating() }], [{ rating: levelRating(ESCOBA.levels, 'random'), fixed: true }]], ranksOf(finished.scores, finished.winner));
    const rows = history(p.code);
    expect(rows.map((r) => r.account)).toEqual([x.id]);
    near({ mu: rows[0]!.after_mu, sigma: rows[0]!.after_sigma }, expected[0]![0]!);
    expect(ratingMessages(p).find((m) => m.result !== null)!.result!.changes[1]).toBeNull();
    p.close();
  });

  it('leaving past the grace counts as a loss; a connection back within the grace changes nothing', async () => {
    // Within the grace: Bea's connection drops after the deal and she resumes at once.
    const back = await ratedPair(server.port, QUICK, 11);
    await back.a.send({ type: 'start' });
    await until(() => back.b.lastView !== null, 10_000, 'the deal');
    back.b.close();
    const again = new AutoPlayer({ port: server.port }, 1, seeded(12));
    await again.send({ type: 'resume', code: back.code, seat: 1, token: back.b.token });
    await until(() => ratingMessages(back.a).some((m) => m.result !== null), 60_000, 'the result');
    const kept = ratingMessages(back.a).find((m) => m.result !== null)!.result!;
    expect(kept.forfeits).toEqual([]);
    const f1 = finishedOf(back.a);
    const e1 = rateGame(ESCOBA.format, [[{ rating: initialRating() }], [{ rating: initialRating() }]], ranksOf(f1.scores, f1.winner));
    history(back.code).forEach((r, seat) => near({ mu: r.after_mu, sigma: r.after_sigma }, e1[seat]![0]!));

    // Past the grace: Bea leaves for good; a bot finishes her game, and her side ranks last whatever the score.
    const gone = await ratedPair(server.port, QUICK, 21);
    await gone.a.send({ type: 'start' });
    await until(() => gone.b.lastView !== null, 10_000, 'the deal');
    gone.b.close();
    await until(() => gone.a.texts.some((t) => t.includes('"type":"substitute","seat":1,"active":true')), 30_000, 'the substitute after the grace');
    await until(() => ratingMessages(gone.a).some((m) => m.result !== null), 60_000, 'the result');
    expect(ratingMessages(gone.a).find((m) => m.result !== null)!.result!.forfeits).toEqual([1]);
    const e2 = rateGame(ESCOBA.format, [[{ rating: initialRating() }], [{ rating: initialRating() }]], [1, 2]);
    const rows = history(gone.code);
    rows.forEach((r, seat) => near({ mu: r.after_mu, sigma: r.after_sigma }, e2[seat]![0]!));
    expect(rows[1]!.after_mu).toBeLessThan(rows[1]!.before_mu);
    for (const p of [back.a, again, gone.a]) p.close();
  });
});

describe('a process killed at the end of a rated game', () => {
  it('applies the result on restart, once: one history row per account, ratings equal to it', async () => {
    const dying = await startProcess({ ESCOBA_DB: file, ESCOBA_BOT_DELAY_MS: '0', ESCOBA_TEST_DIE_BEFORE_RATING: '1' }, children);
    const { a, code, ids } = await ratedPair(dying.port, QUICK, 31);
    await a.send({ type: 'start' });
    // The process kills itself (SIGKILL) once the game's end is saved, before its result is applied.
    expect(await dying.exited()).toBeNull();
    expect(history(code)).toEqual([]);
    const next = await startProcess({ ESCOBA_DB: file, ESCOBA_BOT_DELAY_MS: '0' }, children);
    await until(() => history(code).length === 2, 30_000, 'the result applied by the next process');
    const rows = history(code);
    expect(rows.map((r) => r.account)).toEqual(ids);
    const db = new Database(file, { readonly: true });
    try {
      for (const r of rows) {
        const stored = db.prepare<[string], { mu: number; sigma: number; games: number }>("SELECT mu, sigma, games FROM ratings WHERE account = ? AND format = 'escoba'").get(r.account)!;
        expect(stored).toEqual({ mu: r.after_mu, sigma: r.after_sigma, games: 1 });
      }
      expect(db.prepare('SELECT COUNT(*) AS n FROM rated_games WHERE table_code = ?').get(code)).toEqual({ n: 1 });
    } finally {
      db.close();
    }
    a.close();
    next.child.kill('SIGTERM');
    await next.exited();
  });
});
