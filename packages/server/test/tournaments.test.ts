// Tournaments hosted on the server (tsrv23), on a real server with the test clock and real WebSocket clients logged
// in to accounts: create, join, withdraw and start over HTTP; an arena played to its end by clients that resume the
// seats they are paired to, whose standings are the arena's points recomputed from its results; a Swiss of 5 with a
// bye each round and no repeated pairing; the final standings on the profiles; every game a table marked with its
// tournament; no hidden card or secret in any tournament message or answer; and the refusals.
import { describe, expect, it } from 'vitest';
import type { TournamentState } from '@escoba/protocol';
import { addArenaResult, NO_ARENA_SCORE, type ArenaScore } from '@escoba/tournament';
import { Browser } from './accounts/browser.js';
import { advanceUntil } from './fake-clock.js';
import { RawClient } from './helpers.js';
import { inPairingOrder, readTournament, SECRET, TournamentPlayer, useTournamentServers } from './tournament-players.js';

/** Escoba to 1 point: a game is one hand. */
const ONE_HAND = { gameId: 'escoba', players: 2, target: 1 };
const MINUTE = 60_000;

const { setUp, signUp } = useTournamentServers('127.0.3');

async function create(host: TournamentPlayer, body: Record<string, unknown>): Promise<TournamentState> {
  const r = await host.browser.post('/api/tournaments', { body });
  expect(r.status, r.text).toBe(201);
  return r.body!['tournament'] as TournamentState;
}

describe('tournaments on the server', () => {
  it('an arena is created, joined, started, paired and played to its end; its standings are its results’ points', async () => {
    const { server, clock, people } = await setUp(['Ana', 'Bea', 'Carla', 'Dani', 'Eva']);
    const t = await create(people[0]!, { name: 'Friday arena', table: ONE_HAND, startsAt: clock.now() + MINUTE, format: 'arena', minutes: 2, rated: false, computers: false });
    expect(t).toMatchObject({ status: 'upcoming', format: 'arena', host: 'Ana', endsAt: t.startsAt + 2 * MINUTE, entrantCount: 0 });
    for (const p of people) expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
    // Eva withdraws before the start: she is no entrant any more.
    expect((await people[4]!.browser.post(`/api/tournaments/${t.id}/withdraw`)).status).toBe(200);
    expect((await readTournament(people[0]!.browser, t.id)).entrants.map((e) => e.name)).toEqual(['Ana', 'Bea', 'Carla', 'Dani']);
    const list = await people[0]!.browser.send('/api/tournaments', { method: 'GET' });
    expect((list.body!['tournaments'] as { id: string }[]).map((x) => x.id)).toContain(t.id);
    const arena = people.slice(0, 4);
    for (const p of arena) await p.watch(t.id);
    // The countdown: the server's time with the start.
    expect(arena[0]!.lastState()).toMatchObject({ status: 'upcoming', startsAt: t.startsAt });

    await advanceUntil(clock, () => (arena[0]!.lastState()?.status ?? '') === 'finished', 'the arena to finish', 250);
    const final = await readTournament(people[0]!.browser, t.id);
    expect(final.status).toBe('finished');
    const games = inPairingOrder(final.games);
    expect(games.length).toBeGreaterThanOrEqual(2);
    expect(games.every((g) => g.status === 'finished' && g.results !== null)).toBe(true);
    // The points of each entrant from the stored results, in the order the games were paired (the streak doubles).
    const scores = new Map<string, ArenaScore>(arena.map((p) => [p.name, NO_ARENA_SCORE]));
    for (const g of games) g.seats.forEach((name, seat) => scores.set(name, addArenaResult(scores.get(name)!, g.results![seat]!)));
    for (const line of final.standings) expect(line.points, line.name).toBe(scores.get(line.name)!.points);
    expect(final.standings.map((l) => l.games).reduce((a, b) => a + b, 0)).toBe(games.length * 2);
    // Every game is a table marked with the tournament and its pairing, played by the paired accounts.
    for (const g of games) {
      const info = await server.service.tableInfo(g.code);
      expect(info?.settings.tournament).toEqual({ id: t.id, pairing: g.pairing, name: t.name });
      expect(info?.seats.map((s) => s.name)).toEqual(g.seats);
      expect(info?.seats.every((s) => s.account === true)).toBe(true);
    }
    // Each paired account got its seat, and played it.
    for (const p of arena) expect(p.games.length).toBe(games.filter((g) => g.seats.includes(p.name)).length);
    // The final standings are on the profiles.
    for (const line of final.standings) {
      const r = await people[4]!.browser.send(`/api/players/${line.name}/tournaments`, { method: 'GET' });
      expect(r.status).toBe(200);
      expect(r.body!['tournaments']).toEqual([expect.objectContaining({ tournament: t.id, name: 'Friday arena', format: 'arena', gameId: 'escoba', rank: line.rank, points: line.points, games: line.games, entrants: 4 })]);
    }
    // No hidden card and no secret in any tournament message (a seat token only in the paired player's own `paired`).
    for (const p of arena) {
      for (const text of p.texts) {
        expect(text).not.toMatch(SECRET);
        if (text.includes('"token"')) expect(text.startsWith('{"type":"paired"')).toBe(true);
      }
    }
  });

  it('a Swiss of 5 players over 3 rounds gives one bye a round, to nobody twice, and never pairs two players twice', async () => {
    const { server, clock, people } = await setUp(['Ana', 'Bea', 'Carla', 'Dani', 'Eva']);
    const t = await create(people[0]!, { name: 'Swiss night', table: ONE_HAND, startsAt: clock.now() + MINUTE, format: 'swiss', rounds: 3, rated: false, computers: false });
    for (const p of people) expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
    for (const p of people) await p.watch(t.id);
    const late = await signUp(server, 'Fede');
    await advanceUntil(clock, () => (people[0]!.lastState()?.status ?? '') === 'running', 'the start', 1000);
    // A Swiss takes nobody after its start.
    const refused = await late.browser.post(`/api/tournaments/${t.id}/join`);
    expect(refused.status).toBe(409);
    expect(refused.body!['error']).toMatch(/has started/);

    await advanceUntil(clock, () => (people[0]!.lastState()?.status ?? '') === 'finished', 'the Swiss to finish', 250);
    const final = await readTournament(people[0]!.browser, t.id);
    const games = inPairingOrder(final.games);
    expect(games).toHaveLength(6);
    expect(games.map((g) => g.round)).toEqual([1, 1, 2, 2, 3, 3]);
    const pairs = games.map((g) => [...g.seats].sort().join(' v '));
    expect(new Set(pairs).size).toBe(pairs.length);
    const byes = final.standings.map((l) => l.byes ?? 0);
    expect(byes.reduce((a, b) => a + b, 0)).toBe(3);
    expect(Math.max(...byes)).toBe(1);
    for (const round of [1, 2, 3]) {
      const playing = new Set(games.filter((g) => g.round === round).flatMap((g) => g.seats));
      expect(playing.size).toBe(4);
    }
    for (const line of final.standings) expect(line.tieBreaks).toBeDefined();
  });

  it('refuses what is not allowed, with a sentence', async () => {
    const { clock, people } = await setUp(['Ana', 'Bea', 'Cris', 'Dora']);
    const [ana, bea, ...refused] = people as [TournamentPlayer, TournamentPlayer, TournamentPlayer, TournamentPlayer];
    const body = { name: 'Club evening', table: ONE_HAND, startsAt: clock.now() + MINUTE, format: 'knockout', rated: false, computers: false };
    // Without an account, without the CSRF token, from another site.
    const guest = new Browser(ana.browser.port, '127.0.3.200');
    await guest.session();
    expect((await guest.post('/api/tournaments', { body })).status).toBe(401);
    expect((await ana.browser.post('/api/tournaments', { body, csrf: null })).status).toBe(403);
    expect((await ana.browser.post('/api/tournaments', { body, origin: 'http://evil.example' })).status).toBe(403);
    // Settings the games or the formats do not allow.
    // Each refusal names the request's field it is about (`field`), as the account API's do, for the form to show it there.
    // A create counts against the account's and the address's 10 a day, refused or not: two accounts share them.
    let tries = 0;
    const bad = async (change: Record<string, unknown>, message: RegExp, field: string) => {
      const r = await refused[tries++ % refused.length]!.browser.post('/api/tournaments', { body: { ...body, ...change } });
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body!['error']).toMatch(message);
      expect(r.body!['field'], JSON.stringify(change)).toBe(field);
    };
    await bad({ table: { gameId: 'escoba', players: 5 } }, /players/, 'table');
    await bad({ table: { ...ONE_HAND, bots: [] } }, /table\.bots/, 'table');
    await bad({ table: { ...ONE_HAND, turnSeconds: 1 } }, /table\.turnSeconds: a turn lasts 5 to/, 'table.turnSeconds');
    await bad({ table: { gameId: 'brisca', players: 3 } }, /tables of 2 players/, 'table');
    await bad({ table: 'escoba' }, /table: the tables' game/, 'table');
    await bad({ format: 'arena' }, /minutes/, 'minutes');
    await bad({ rounds: 3 }, /only a Swiss/, 'rounds');
    await bad({ startsAt: clock.now() + 1000 }, /at least 60 s from now/, 'startsAt');
    await bad({ startsAt: clock.now() + 31 * 24 * 60 * MINUTE }, /within 30 days/, 'startsAt');
    await bad({ startsAt: 'soon' }, /startsAt is a time/, 'startsAt');
    await bad({ format: 'league' }, /format is one of/, 'format');
    await bad({ name: '' }, /name/, 'name');
    await bad({ name: 'x'.repeat(61) }, /at most 60 characters/, 'name');
    await bad({ rated: 'yes' }, /rated is true/, 'rated');
    await bad({ computers: 1 }, /computers is true/, 'computers');
    await bad({ ratingRange: { min: 1600 } }, /only a rated tournament/, 'ratingRange');
    await bad({ rated: true, ratingRange: { min: 1800, max: 1600 } }, /upside|above the highest/, 'ratingRange');
    await bad({ colour: 'red' }, /not a field of a tournament/, 'body');
    // A game of the Alcalde games is one hand in a tournament, as in `escoba tournament`: the table plays one hand.
    await bad({ table: { gameId: 'brisca', players: 3, rules: { preset: 'alcalde' }, hands: 3 }, format: 'arena', minutes: 5 }, /one hand/, 'table.hands');
    // loose23: refused, not ignored, even at the one hand a tournament plays (the game's plugin says a tournament sets no hands).
    await bad({ table: { gameId: 'brisca', players: 3, rules: { preset: 'alcalde' }, hands: 1 }, format: 'arena', minutes: 5 }, /one hand/, 'table.hands');
    const alcalde = await create(bea, { ...body, table: { gameId: 'brisca', players: 3, rules: { preset: 'alcalde' } }, format: 'arena', minutes: 5 });
    expect(alcalde.table).toMatchObject({ players: 3, hands: 1 });

    const t = await create(ana, body);
    expect((await guest.post(`/api/tournaments/${t.id}/join`)).status).toBe(401);
    expect((await bea.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
    const twice = await bea.browser.post(`/api/tournaments/${t.id}/join`);
    expect(twice.status).toBe(409);
    expect(twice.body!['error']).toMatch(/already/);
    expect((await bea.browser.post(`/api/tournaments/${t.id}/withdraw`)).status).toBe(200);
    expect((await bea.browser.post(`/api/tournaments/${t.id}/withdraw`)).status).toBe(409);
    expect((await bea.browser.post('/api/tournaments/ZZZZZZZZZZ/join')).status).toBe(404);
    // Over the rating range: a newcomer is 1500.
    const rated = await create(ana, { ...body, rated: true, ratingRange: { min: 1600 } });
    const over = await bea.browser.post(`/api/tournaments/${rated.id}/join`);
    expect(over.status).toBe(403);
    expect(over.body!['error']).toMatch(/1500 is below this tournament's minimum 1600/);
    // A watch of a tournament that does not exist.
    const ws = await RawClient.open({ port: ana.browser.port });
    expect(await ws.request({ type: 'tournament', watch: 'ZZZZZZZZZZ' })).toMatchObject({ type: 'error', code: 'NoTable' });
    const listed = await ws.request({ type: 'tournaments', watch: true });
    expect(listed.type).toBe('ack');
    const message = await ws.next((m) => m.type === 'tournaments');
    expect((message['tournaments'] as { id: string }[]).map((x) => x.id).sort()).toEqual([t.id, rated.id, alcalde.id].sort());
    ws.ws.close();
  });
});
