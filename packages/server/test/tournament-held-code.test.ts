// A pairing's derived table code held by a table outside the tournament (t23b): a casual table's random code, or
// another tournament's pairing. Its table could never be made there, and its players waited to the arena's end. The
// owner moves the pairing to its next derived code (a `moved` event in the tournament's log) and makes the table
// there. A real server on the test clock, on the memory game log and on SQLite, with both codes held before the start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TournamentState } from '@escoba/protocol';
import { MemoryStore, SqliteStore, type GameStore } from '@escoba/server';
import { afterAll, describe, expect, it } from 'vitest';
import { pairingCode } from '../src/tournaments/tournament-codes.js';
import { advanceUntil } from './fake-clock.js';
import { inPairingOrder, readTournament, useTournamentServers } from './tournament-players.js';

const ONE_HAND = { gameId: 'escoba', players: 2 as const, target: 1 };
const dir = mkdtempSync(join(tmpdir(), 'held-code-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores: [string, GameStore][] = [
  ['the memory game log', new MemoryStore()],
  ['SQLite', new SqliteStore(join(dir, 'games.sqlite'))],
];

describe.each(stores)('an arena pairing whose code is held outside the tournament, on %s', (_, store) => {
  const { setUp } = useTournamentServers(_ === 'SQLite' ? '127.0.14' : '127.0.13', { store });

  it('is played at its next code, and the held tables are left as they were', async () => {
    const { server, clock, people } = await setUp(['Ana', 'Bea', 'Carla', 'Dani']);
    const body = { name: 'Held codes', table: ONE_HAND, startsAt: clock.now() + 60_000, format: 'arena', minutes: 2, rated: false, computers: false };
    const created = await people[0]!.browser.post('/api/tournaments', { body });
    expect(created.status, created.text).toBe(201);
    const t = created.body!['tournament'] as TournamentState;
    for (const p of people) expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);

    // Pairing 1's first code: a casual table (its log copied there, as a random code that met it would hold it).
    const casual = await server.service.create(ONE_HAND, 'Zoe');
    if (!casual.ok) throw new Error(casual.error.message);
    const held1 = pairingCode(t.id, 1);
    await store.append(held1, await store.read(casual.code), 'lobby');
    // Pairing 2's first code: a pairing of another tournament.
    const held2 = pairingCode(t.id, 2);
    const other = { id: 'OTHERTOURN', pairing: 7, name: 'Another arena' };
    const placed = await server.service.create(ONE_HAND, 'Zoe', 0, undefined, false, { code: held2, tournament: other, token: 'a'.repeat(32) });
    expect(placed.ok).toBe(true);

    for (const p of people) await p.watch(t.id);
    const state = () => people[0]!.lastState();
    await advanceUntil(clock, () => state()?.status === 'finished', 'the arena to finish', 250);
    const final = await readTournament(people[0]!.browser, t.id);
    const games = inPairingOrder(final.games);
    // The first two pairings were played at their next codes, each a table of the tournament, with a result.
    expect(games[0]).toMatchObject({ pairing: 1, code: pairingCode(t.id, 1, 1), status: 'finished' });
    expect(games[1]).toMatchObject({ pairing: 2, code: pairingCode(t.id, 2, 1), status: 'finished' });
    expect(games.every((g) => g.results !== null)).toBe(true);
    for (const g of games) {
      expect(g.code).not.toBe(held1);
      expect(g.code).not.toBe(held2);
      expect((await server.service.tableInfo(g.code))?.settings.tournament).toEqual({ id: t.id, pairing: g.pairing, name: 'Held codes' });
    }
    // Everyone played their first game there.
    for (const p of people) expect(p.games.length).toBeGreaterThanOrEqual(1);
    expect(final.standings.map((l) => l.games).reduce((a, b) => a + b, 0)).toBe(games.length * 2);
    // The tables that held the codes are untouched: nobody of the tournament sits there.
    const casualHeld = await server.service.tableInfo(held1);
    expect(casualHeld?.settings.tournament).toBeUndefined();
    expect(casualHeld?.seats.map((s) => s.name)).toEqual(['Zoe', null]);
    const otherHeld = await server.service.tableInfo(held2);
    expect(otherHeld?.settings.tournament).toEqual(other);
    expect(otherHeld?.seats.map((s) => s.name)).toEqual(['Zoe', null]);
  });
});
