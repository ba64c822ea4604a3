// The tournament log's decisions that hold their effect already (arena23): the results of finished tables taken and
// the pairings they allow made in one decision, written in one append. The record in memory and a replay of the
// stored log agree (numbers, pairings, standings); a decision whose write meets another writer's is never kept.
import { describe, expect, it } from 'vitest';
import { MemoryTournamentStore } from '../src/tournaments/memory-tournament-store.js';
import { setupOf } from '../src/tournaments/tournament-config.js';
import type { TournamentEvent } from '../src/tournaments/tournament-events.js';
import { TournamentLog } from '../src/tournaments/tournament-log.js';
import { TournamentRecord } from '../src/tournaments/tournament-record.js';

const MINUTE = 60_000;
const START = 1_000_000;
const HOST = { account: 'acc_ana', name: 'Ana' };
const codeOf = (n: number) => `T${String(n).padStart(5, '0')}`;

/** An arena of six players at 2-player one-hand Escoba tables, started: three tables paired. */
async function startedArena(store: MemoryTournamentStore): Promise<TournamentLog> {
  const checked = setupOf({ name: 'Arena', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: START, format: 'arena', minutes: 5, rated: false, computers: false }, HOST, START - MINUTE, 0);
  if (!checked.ok) throw new Error(checked.error);
  const joined: TournamentEvent[] = ['a', 'b', 'c', 'd', 'e', 'f'].map((x, i) => ({ type: 'joined', at: START - 1000, account: `acc_${x}`, name: x.toUpperCase(), rating: 1400 + 40 * i }));
  const log = new TournamentLog(store);
  expect(await log.create('t1', [{ type: 'created', at: START - MINUTE, setup: checked.setup }, ...joined, { type: 'started', at: START }])).toBe('written');
  expect(await log.update('t1', (r) => ({ events: [{ type: 'paired', at: START, tables: r.pairArena(START, codeOf) }], mutated: true }))).toBe('written');
  return log;
}

/** Results for the first `n` running tables (first seat wins), taken, and the pairings of the players free then. */
async function resultsAndPairings(r: TournamentRecord, n: number, at: number): Promise<{ events: TournamentEvent[]; mutated: true }> {
  const ended: TournamentEvent[] = r.running().slice(0, n).map((p) => ({ type: 'result', at, pairing: p.table.pairing, results: ['win', 'loss'] }));
  await r.take(ended);
  const tables = r.pairArena(at, codeOf);
  return { events: [...ended, ...(tables.length > 0 ? [{ type: 'paired' as const, at, tables }] : [])], mutated: true };
}

describe('the tournament log', () => {
  it('writes results and the pairings they allow as one decision; memory and a replay of the log agree', async () => {
    const store = new MemoryTournamentStore();
    const log = await startedArena(store);
    const first = await log.current('t1');
    expect(first!.running()).toHaveLength(3);
    expect(first!.seq).toBe(9);

    // Two tables end: their four players are paired again in the same append.
    expect(await log.update('t1', (r) => resultsAndPairings(r, 2, START + 30_000))).toBe('written');
    const stored = await store.read('t1');
    expect(stored.map((e) => e.seq)).toEqual(stored.map((_, i) => i + 1));
    expect(stored.slice(-3).map((e) => e.event.type)).toEqual(['result', 'result', 'paired']);
    const paired = stored.at(-1)!.event as Extract<TournamentEvent, { type: 'paired' }>;
    expect(paired.tables.map((t) => t.pairing)).toEqual([4, 5]);

    const memory = await log.current('t1');
    const replayed = await TournamentRecord.replay('t1', stored);
    expect(memory!.seq).toBe(stored.length);
    expect(replayed.seq).toBe(stored.length);
    const summary = async (r: TournamentRecord) => ({ running: r.running().map((p) => [p.table.pairing, ...p.table.seats]), standings: await r.standings() });
    expect(await summary(memory!)).toEqual(await summary(replayed));
    expect(memory!.running().map((p) => p.table.pairing)).toEqual([3, 4, 5]);
    // Nobody is at two tables.
    const seated = memory!.running().flatMap((p) => p.table.seats);
    expect(new Set(seated).size).toBe(seated.length);

    // A later decision goes on at the right number, from memory and from a fresh log on the same store.
    expect(await log.update('t1', (r) => resultsAndPairings(r, 1, START + 60_000))).toBe('written');
    const again = await new TournamentLog(store).current('t1');
    expect(again!.seq).toBe((await store.read('t1')).length);
    expect(await summary((await log.current('t1'))!)).toEqual(await summary(again!));
  });

  it('does not keep results taken in a decision that another writer got ahead of', async () => {
    const store = new MemoryTournamentStore();
    const log = await startedArena(store);
    const other = new TournamentLog(store);
    const lost = await log.update('t1', async (r) => {
      const decision = await resultsAndPairings(r, 3, START + 30_000);
      // Another process writes the next event while this one decides: this decision's number is taken.
      expect(await other.update('t1', () => ({ events: [{ type: 'withdrew', at: START + 20_000, account: 'acc_f' }] }))).toBe('written');
      return decision;
    });
    expect(lost).toBe('conflict');
    const now = await log.current('t1');
    // Read again from the log: the three tables still run, nobody's result was kept, the withdrawal is there.
    expect(now!.running().map((p) => p.table.pairing)).toEqual([1, 2, 3]);
    expect((await now!.standings()).every((s) => s.games === 0)).toBe(true);
    expect(now!.entrants.get('acc_f')!.withdrawn).toBe(true);
    expect(now!.seq).toBe((await store.read('t1')).length);
  });
});
