// The way from an arena game's end to the next pairing's seats (tail23): the owner makes each pairing's table —
// created, every account seated, the game started — in one append to the game log before its players are told
// (it was three appends, each a round trip in turn), and a game's end heard on the bus is paired again at once,
// without a tick of the owner's clock. A real server on the test clock with a real store counting its appends.
import type { LogEntry } from '@escoba/server';
import { MemoryStore } from '@escoba/server';
import type { TableStatus, TournamentState } from '@escoba/protocol';
import { describe, expect, it } from 'vitest';
import { advanceUntil } from './fake-clock.js';
import { until } from './helpers.js';
import { useTournamentServers } from './tournament-players.js';

/** The real memory store, counting the appends to each table's log. */
class CountingStore extends MemoryStore {
  readonly appends = new Map<string, number>();

  override append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    this.appends.set(code, (this.appends.get(code) ?? 0) + 1);
    return super.append(code, entries, status);
  }
}

const store = new CountingStore();
const { setUp } = useTournamentServers('127.0.12', { store });

describe('from an arena game’s end to the next table', () => {
  it('each pairing’s table is made in one append before its players are told, and a game’s end is paired again with the clock standing still', async () => {
    const { clock, people } = await setUp(['Ana', 'Bea']);
    const body = { name: 'Quick arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: clock.now() + 60_000, format: 'arena', minutes: 5, rated: false, computers: false };
    const created = await people[0]!.browser.post('/api/tournaments', { body });
    expect(created.status, created.text).toBe(201);
    const t = created.body!['tournament'] as TournamentState;
    for (const p of people) expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
    // How many appends each table's log had when its `paired` message reached each player.
    const told: { code: string; appends: number }[] = [];
    for (const p of people) {
      await p.watch(t.id);
      p.watcher.ws.on('message', (data: Buffer) => {
        const m = JSON.parse(data.toString()) as { type: string; code?: string };
        if (m.type === 'paired') told.push({ code: m.code!, appends: store.appends.get(m.code!) ?? 0 });
      });
    }

    await advanceUntil(clock, () => told.length >= 2, 'the first pairing', 250);
    const first = told[0]!.code;
    expect(told).toEqual([{ code: first, appends: 1 }, { code: first, appends: 1 }]);

    // The clock stands still from here: the game is played, its end reaches the owner on the bus, and the two are
    // paired again (table-mates play again when nobody else is free) at a new table, made in one append too.
    const at = clock.now();
    await until(() => told.length >= 4, 60_000, 'the second pairing with the clock standing still');
    expect(clock.now()).toBe(at);
    const second = told[2]!.code;
    expect(second).not.toBe(first);
    expect(told.slice(2)).toEqual([{ code: second, appends: 1 }, { code: second, appends: 1 }]);
    // Both played the first game to its end before they were paired again, and sit at the second table.
    for (const p of people) expect(p.games[0]!.finished).toBe(true);
    await until(() => people.every((p) => p.games[1]?.texts.some((text) => text.startsWith('{"type":"sync"')) ?? false), 60_000, 'the second table to answer its players');
  });

  it('an arena starts and pairs its entrants at its start time, between two of the owner’s ticks', async () => {
    const { clock, people } = await setUp(['Ana', 'Bea', 'Carla', 'Dani']);
    // The owner ticks every second from the server's start (the clock's start): half a second off its ticks.
    const startsAt = clock.now() + 60_500;
    const body = { name: 'Timely arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt, format: 'arena', minutes: 5, rated: false, computers: false };
    const created = await people[0]!.browser.post('/api/tournaments', { body });
    expect(created.status, created.text).toBe(201);
    const t = created.body!['tournament'] as TournamentState;
    const told: number[] = [];
    for (const p of people) {
      expect((await p.browser.post(`/api/tournaments/${t.id}/join`)).status).toBe(200);
      await p.watch(t.id);
      p.watcher.ws.on('message', (data: Buffer) => (JSON.parse(data.toString()) as { type: string }).type === 'paired' && told.push(clock.now()));
    }
    await advanceUntil(clock, () => clock.now() >= startsAt - 500, 'the owner’s last tick before the start', 100, 60_000);
    expect(told).toEqual([]);
    await clock.advance(startsAt - clock.now());
    // The clock stands at the start time: everyone is paired without another tick.
    await until(() => told.length === 4, 30_000, 'everyone paired at the start time');
    expect(told).toEqual([startsAt, startsAt, startsAt, startsAt]);
    await until(() => people.every((p) => p.games[0]?.texts.some((text) => text.startsWith('{"type":"sync"')) ?? false), 60_000, 'the first tables to answer their players');
  });
});
