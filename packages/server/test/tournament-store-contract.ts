// What every tournament store does with its appends (memory, SQLite, PostgreSQL): events numbered from 1 without a
// gap, an append at a number that is not the next one refused as `conflict` with nothing written, and the row the
// lists read following the events that change it (created, started, finished) whichever way the store writes them.
import { expect, it } from 'vitest';
import { setupOf } from '../src/tournaments/tournament-config.js';
import type { TournamentEvent } from '../src/tournaments/tournament-events.js';
import type { TournamentStore } from '../src/tournaments/tournament-store.js';

const START = 1_000_000;

export function createdEvent(id = 'Store arena'): TournamentEvent {
  const checked = setupOf({ name: id, table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: START, format: 'arena', minutes: 5, rated: false, computers: false }, { account: 'acc_ana', name: 'Ana' }, START - 60_000, 0);
  if (!checked.ok) throw new Error(checked.error);
  return { type: 'created', at: START - 60_000, setup: checked.setup };
}

export const joined = (x: string): TournamentEvent => ({ type: 'joined', at: START - 1000, account: `acc_${x}`, name: x, rating: 1500 });
export const result = (pairing: number): TournamentEvent => ({ type: 'result', at: START + pairing, pairing, results: ['win', 'loss'] });

export function tournamentStoreContract(fresh: () => Promise<TournamentStore>): void {
  it('numbers the events from 1 and refuses an append at a taken or a skipped number, writing nothing', async () => {
    const store = await fresh();
    expect(await store.append('t1', 1, [createdEvent(), joined('a')])).toBe('ok');
    // Events that leave the row as it is (the one-statement way on PostgreSQL), then a taken and a skipped number.
    expect(await store.append('t1', 3, [joined('b'), joined('c')])).toBe('ok');
    expect(await store.append('t1', 4, [joined('d')])).toBe('conflict');
    expect(await store.append('t1', 6, [joined('d')])).toBe('conflict');
    expect(await store.append('t1', 1, [joined('d')])).toBe('conflict');
    // Another tournament's numbers are its own.
    expect(await store.append('t2', 1, [createdEvent('Other')])).toBe('ok');
    expect(await store.append('t2', 3, [joined('x')])).toBe('conflict');
    const events = await store.read('t1');
    expect(events.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
    expect(events.map((e) => e.event)).toEqual([createdEvent(), joined('a'), joined('b'), joined('c')]);
    expect((await store.read('t1', 2)).map((e) => e.seq)).toEqual([3, 4]);
    expect(await store.read('t2')).toHaveLength(1);
    await store.close();
  });

  it('keeps the row of the lists with the events that change it, beside those that do not', async () => {
    const store = await fresh();
    const row = async () => (await store.list(0)).find((r) => r.id === 't1');
    expect(await store.append('t1', 1, [createdEvent()])).toBe('ok');
    expect(await row()).toEqual({ id: 't1', status: 'upcoming', startsAt: START, finishedAt: null });
    expect(await store.append('t1', 2, [joined('a'), joined('b'), { type: 'started', at: START }])).toBe('ok');
    expect(await row()).toEqual({ id: 't1', status: 'running', startsAt: START, finishedAt: null });
    const paired: TournamentEvent = { type: 'paired', at: START, tables: [{ pairing: 1, round: null, gameId: 1, seats: ['acc_a', 'acc_b'], code: 'T00001' }] };
    // t23b: a pairing moved to its next code (its first held outside the tournament) is kept as written.
    const moved: TournamentEvent = { type: 'moved', at: START + 1, pairing: 1, code: 'T00002' };
    expect(await store.append('t1', 5, [paired, moved, result(1)])).toBe('ok');
    expect(await row()).toEqual({ id: 't1', status: 'running', startsAt: START, finishedAt: null });
    const standings = [{ account: 'acc_a', rank: 1, points: 2, games: 1, wins: 1, draws: 0, losses: 0 }, { account: 'acc_b', rank: 2, points: 0, games: 1, wins: 0, draws: 0, losses: 1 }];
    expect(await store.append('t1', 8, [{ type: 'finished', at: START + 300_000 }], { name: 'Store arena', format: 'arena', gameId: 'escoba', entrants: 2, standings })).toBe('ok');
    expect(await row()).toEqual({ id: 't1', status: 'finished', startsAt: START, finishedAt: START + 300_000 });
    expect(await store.list(START + 300_001)).toEqual([]);
    expect((await store.results('acc_a', 5)).map((r) => [r.tournament, r.rank, r.points])).toEqual([['t1', 1, 2]]);
    expect((await store.read('t1')).map((e) => e.event.type)).toEqual(['created', 'joined', 'joined', 'started', 'paired', 'moved', 'result', 'finished']);
    expect((await store.read('t1', 5))[0]!.event).toEqual(moved);
    await store.close();
  });
}
