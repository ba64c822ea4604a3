// loose23: a paired entrant who was not watching (or reloads, or comes back from elsewhere) can always reach their
// game: the tournament's page (its first state over HTTP and its watch) and the `tournamentSeats` watch give each
// signed-in entrant their own seat and its token, and only theirs; a guest or another account gets none. On a real
// server with the test clock and real WebSocket clients logged in to accounts.
import { describe, expect, it } from 'vitest';
import type { TournamentSeat, TournamentState } from '@escoba/protocol';
import { Browser } from './accounts/browser.js';
import { AutoPlayer, seeded } from './autoplayer.js';
import type { FakeClock } from './fake-clock.js';
import { RawClient, sleep } from './helpers.js';
import { SECRET, type TournamentPlayer, useTournamentServers } from './tournament-players.js';

const MINUTE = 60_000;
// Long enough that no seat passes to a stand-in while the test looks: the players come late on purpose.
const { setUp } = useTournamentServers('127.0.6', { graceMs: 10 * MINUTE });

/** The tournament's page as a browser reads it first: the state, and the reader's own seat if any. */
async function page(browser: Browser, id: string): Promise<{ tournament: TournamentState; seat?: TournamentSeat; text: string }> {
  const r = await browser.send(`/api/tournaments/${id}`, { method: 'GET' });
  expect(r.status).toBe(200);
  expect(r.text).not.toMatch(SECRET);
  return { ...(r.body as unknown as { tournament: TournamentState; seat?: TournamentSeat }), text: r.text };
}

/** Waits (on real time, the clock moving a second each step) until `check` gives something. */
async function eventually<T>(clock: FakeClock, check: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 600; i++) {
    const found = await check();
    if (found !== undefined) return found;
    await clock.advance(1000);
    await sleep(10);
  }
  throw new Error(`${what}: not within 600 s of the test clock`);
}

const seatsOf = (m: Record<string, unknown>) => m['seats'] as TournamentSeat[];

/** A watcher's every text, from the moment it is made. */
async function socketOf(p: TournamentPlayer | Browser): Promise<{ client: RawClient; texts: string[] }> {
  const client = await ('browser' in p ? p.browser : p).socket();
  const texts: string[] = [];
  client.ws.on('message', (data) => texts.push(data.toString()));
  return { client, texts };
}

describe('a paired entrant’s own seat', () => {
  it('is given to them (and only them) by the tournament page and the seats watch, though they were not watching when paired', async () => {
    const { clock, people } = await setUp(['Ana', 'Bea', 'Carla']);
    const [ana, bea, carla] = people as [TournamentPlayer, TournamentPlayer, TournamentPlayer];
    const created = await ana.browser.post('/api/tournaments', { body: { name: 'Late arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: clock.now() + MINUTE, format: 'arena', minutes: 30, rated: false, computers: false } });
    expect(created.status, created.text).toBe(201);
    const id = (created.body!['tournament'] as TournamentState).id;
    for (const p of [ana, bea]) expect((await p.browser.post(`/api/tournaments/${id}/join`)).status).toBe(200);

    // Nobody watches: the arena starts and pairs Ana and Bea. Ana opens the page afterwards.
    const anaPage = await eventually(clock, async () => (await page(ana.browser, id)).seat && page(ana.browser, id), 'Ana’s seat on the page');
    const mine = anaPage.seat!;
    expect(mine).toMatchObject({ tournament: id, name: 'Late arena', pairing: 1, seat: anaPage.tournament.games[0]!.seats.indexOf('Ana') });
    expect(mine.code).toBe(anaPage.tournament.games[0]!.code);
    // Carla (no entrant) and a guest read the same page: no seat, no token.
    const carlaPage = await page(carla.browser, id);
    expect(carlaPage.seat).toBeUndefined();
    expect(carlaPage.text).not.toContain(mine.token);
    const guest = new Browser(ana.browser.port, '127.0.6.200');
    await guest.session();
    const guestPage = await page(guest, id);
    expect(guestPage.seat).toBeUndefined();
    expect(guestPage.text).not.toContain('"token"');

    // The page's watch: the state, then the watcher's own seat (none for Carla).
    const anaWatch = await socketOf(ana);
    expect((await anaWatch.client.request({ type: 'tournament', watch: id })).type).toBe('ack');
    expect(seatsOf(await anaWatch.client.next((m) => m.type === 'tournamentSeats'))).toEqual([mine]);
    const carlaWatch = await socketOf(carla);
    expect((await carlaWatch.client.request({ type: 'tournament', watch: id })).type).toBe('ack');
    expect(seatsOf(await carlaWatch.client.next((m) => m.type === 'tournamentSeats'))).toEqual([]);

    // Bea is elsewhere in the app: the seats watch gives her hers, with a token of its own.
    const beaSeats = await socketOf(bea);
    expect((await beaSeats.client.request({ type: 'tournamentSeats', watch: true })).type).toBe('ack');
    const [hers] = seatsOf(await beaSeats.client.next((m) => m.type === 'tournamentSeats'));
    expect(hers).toMatchObject({ tournament: id, pairing: 1, code: mine.code, seat: 1 - mine.seat });
    expect(hers!.token).not.toBe(mine.token);
    // A guest has no seats to watch.
    const guestSocket = await guest.socket();
    expect(await guestSocket.request({ type: 'tournamentSeats', watch: true })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    await guestSocket.close();

    // Each token opens its own seat only.
    const probe = await RawClient.open({ port: ana.browser.port }, '127.0.6.201');
    expect(await probe.request({ type: 'resume', code: mine.code, seat: hers!.seat, token: mine.token })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    await probe.close();

    // Both play their seats to the end; the arena pairs them again, and the seats watch gives Bea the new seat.
    const headers = (p: TournamentPlayer) => ({ origin: p.browser.origin, cookie: p.browser.cookieHeader() });
    const games = [new AutoPlayer({ port: ana.browser.port }, mine.seat, seeded(1), { headers: headers(ana) }), new AutoPlayer({ port: bea.browser.port }, hers!.seat, seeded(2), { headers: headers(bea) })];
    await games[0]!.send({ type: 'resume', code: mine.code, seat: mine.seat, token: mine.token });
    await games[1]!.send({ type: 'resume', code: hers!.code, seat: hers!.seat, token: hers!.token });
    const next = await eventually(clock, async () => beaSeats.texts.map((t) => JSON.parse(t) as Record<string, unknown>).filter((m) => m['type'] === 'tournamentSeats').map(seatsOf).find((s) => s[0]?.pairing === 2)?.[0], 'Bea’s next seat');
    expect(next.tournament).toBe(id);
    expect(next.code).not.toBe(mine.code);
    for (const g of games) {
      expect(g.errors).toEqual([]);
      g.close();
    }
    // The first game was played by the accounts themselves: each seat's player sent its plays.
    expect(games.every((g) => g.sent.length > 0)).toBe(true);

    // Nobody was ever sent another's token: Carla none, Ana never Bea's, Bea never Ana's.
    await sleep(50);
    for (const text of carlaWatch.texts) expect(text).not.toMatch(/"token"/);
    for (const text of anaWatch.texts) expect(text).not.toContain(hers!.token);
    for (const text of beaSeats.texts) {
      expect(text).not.toContain(mine.token);
      expect(text).not.toMatch(SECRET);
    }
    for (const w of [anaWatch, carlaWatch, beaSeats]) await w.client.close();
  });
});
