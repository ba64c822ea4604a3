// tour23: who sits at a tournament's tables besides its players, on a real server with the test clock and real
// WebSocket clients logged in to accounts. An arena whose host allows computers seats the entrants too few for a
// table with computers (who score nothing and have no standing); a pairing no entrant comes to is settled as a loss
// for the absent after the grace period, so the arena ends on time.
import { describe, expect, it } from 'vitest';
import type { TournamentState } from '@escoba/protocol';
import { addArenaResult, NO_ARENA_SCORE, type ArenaScore } from '@escoba/tournament';
import { advanceUntil } from './fake-clock.js';
import { inPairingOrder, readTournament, SECRET, TournamentPlayer, useTournamentServers } from './tournament-players.js';

const MINUTE = 60_000;
const GRACE_MS = 20_000;

const { setUp } = useTournamentServers('127.0.4', { graceMs: GRACE_MS });

async function arena(host: TournamentPlayer, people: readonly TournamentPlayer[], body: Record<string, unknown>): Promise<TournamentState> {
  const r = await host.browser.post('/api/tournaments', { body: { name: 'Arena', format: 'arena', rated: false, ...body } });
  expect(r.status, r.text).toBe(201);
  const t = r.body!['tournament'] as TournamentState;
  for (const p of people) expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
  return t;
}

describe('tournament seats besides the players', () => {
  it('with computers allowed, an arena at tables of 3 seats the last entrants with computers, who score nothing', async () => {
    const { server, clock, people } = await setUp(['Ana', 'Bea', 'Carla', 'Dani']);
    const t = await arena(people[0]!, people, { table: { gameId: 'escoba', players: 3, target: 1 }, startsAt: clock.now() + MINUTE, minutes: 2, computers: true });
    for (const p of people) await p.watch(t.id);
    await advanceUntil(clock, () => (people[0]!.lastState()?.status ?? '') === 'finished', 'the arena to finish', 250);
    const final = await readTournament(people[0]!.browser, t.id);
    const games = inPairingOrder(final.games);
    // 4 entrants at tables of 3: from the first pairing on, the one left over plays with 2 computers.
    const withComputers = games.filter((g) => g.seats.includes('medium'));
    expect(withComputers.length).toBeGreaterThanOrEqual(1);
    expect(games[0]!.seats.filter((s) => s === 'medium')).toHaveLength(0);
    expect(games[1]!.seats.filter((s) => s === 'medium')).toHaveLength(2);
    for (const g of games) {
      const info = await server.service.tableInfo(g.code);
      expect(info?.settings.tournament).toEqual({ id: t.id, pairing: g.pairing, name: t.name });
      // Each computer's seat is a bot seat of the tournament's level; every other seat is a paired account's.
      expect(info?.settings.bots).toEqual(g.seats.map((s) => (s === 'medium' ? 'medium' : null)));
      expect(info?.seats.filter((s) => s.account === true).map((s) => s.name)).toEqual(g.seats.filter((s) => s !== 'medium'));
    }
    // Standings: the entrants only, their points recomputed from their own seats' results.
    expect(final.standings.map((l) => l.name).sort()).toEqual(['Ana', 'Bea', 'Carla', 'Dani']);
    const scores = new Map<string, ArenaScore>(people.map((p) => [p.name, NO_ARENA_SCORE]));
    for (const g of games) g.seats.forEach((name, seat) => name !== 'medium' && scores.set(name, addArenaResult(scores.get(name)!, g.results![seat]!)));
    for (const line of final.standings) expect(line.points, line.name).toBe(scores.get(line.name)!.points);
    expect(final.standings.reduce((n, l) => n + l.games, 0)).toBe(games.reduce((n, g) => n + g.seats.filter((s) => s !== 'medium').length, 0));
    // Each game in a player's history names its tournament (id and name), and nothing hidden.
    const history = await people[1]!.browser.send('/api/players/Ana/games', { method: 'GET' });
    expect(history.status).toBe(200);
    expect(history.text).not.toMatch(SECRET);
    const entries = history.body!['games'] as { table: string; tournament?: { id: string; name: string } }[];
    expect(history.body!['total']).toBe(games.filter((g) => g.seats.includes('Ana')).length);
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) expect(e.tournament).toEqual({ id: t.id, name: 'Arena' });
  });

  it('settles a table no entrant comes to as a loss for the absent after the grace period, so the arena ends on time', async () => {
    const { clock, people } = await setUp(['Ana', 'Bea', 'Carla']);
    // Escoba to 21: a game the stand-ins alone would not finish before the bots rest.
    const t = await arena(people[0]!, people.slice(0, 2), { table: { gameId: 'escoba', players: 2 }, startsAt: clock.now() + MINUTE, minutes: 1, computers: false });
    // Carla watches the tournament (she is no entrant); Ana and Bea never come to their tables.
    await people[2]!.watch(t.id);
    await advanceUntil(clock, () => (people[2]!.lastState()?.status ?? '') === 'finished', 'the arena to finish', 250);
    const final = await readTournament(people[2]!.browser, t.id);
    const games = inPairingOrder(final.games);
    expect(games.length).toBeGreaterThanOrEqual(2);
    // Every pairing is settled as a loss for both, a grace period (and the owner's next look) after it was made.
    expect(games.every((g) => g.status === 'finished' && g.results?.every((r) => r === 'loss'))).toBe(true);
    expect(final.finishedAt! - final.endsAt!).toBeLessThanOrEqual(GRACE_MS + 3000);
    expect(final.standings.map((l) => [l.name, l.points, l.games, l.losses]).sort()).toEqual([
      ['Ana', 0, games.length, games.length],
      ['Bea', 0, games.length, games.length],
    ]);
  });
});
