// loose23: a duel format's games whose result the pairing step must take whatever it is. A drawn knock-out game is
// played again at once (its replay paired while the round's other games go on), up to KNOCKOUT_REPLAYS times, then
// the first side goes through; a draw or a double absence in a Swiss or round-robin is scored and the event goes on.
// The owner's decisions (`nextDecision`, after the results are taken, as `TournamentHost` makes them) on fixed
// results, on the test clock, through the tournament log; a replay of the stored log agrees with the record.
import { describe, expect, it } from 'vitest';
import type { GameResult } from '@escoba/tournament';
import { MemoryTournamentStore } from '../src/tournaments/memory-tournament-store.js';
import { setupOf } from '../src/tournaments/tournament-config.js';
import type { TournamentEvent } from '../src/tournaments/tournament-events.js';
import { TournamentLog } from '../src/tournaments/tournament-log.js';
import { nextDecision } from '../src/tournaments/tournament-next.js';
import { KNOCKOUT_REPLAYS, TournamentRecord } from '../src/tournaments/tournament-record.js';
import { fakeClock, type FakeClock } from './fake-clock.js';

const MINUTE = 60_000;
const HOST = { account: 'acc_host', name: 'Host' };

/** A duel-format tournament of `names` (ratings falling in that order: the first is the top seed), started now. */
async function started(store: MemoryTournamentStore, clock: FakeClock, format: 'knockout' | 'roundrobin' | 'swiss', names: readonly string[]): Promise<TournamentLog> {
  const startsAt = clock.now() + MINUTE;
  const checked = setupOf({ name: 'Club', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt, format, ...(format === 'swiss' ? { rounds: 3 } : {}), rated: false, computers: false }, HOST, clock.now(), 0);
  if (!checked.ok) throw new Error(checked.error);
  const joined: TournamentEvent[] = names.map((n, i) => ({ type: 'joined', at: clock.now(), account: n, name: n, rating: 1700 - 50 * i }));
  const log = new TournamentLog(store);
  expect(await log.create('T', [{ type: 'created', at: clock.now(), setup: checked.setup }, ...joined])).toBe('written');
  await clock.advance(MINUTE);
  expect(await log.update('T', () => ({ events: [{ type: 'started', at: clock.now() }] }))).toBe('written');
  return log;
}

/** One look of the owner at the clock's time: the results given (by pairing) taken, then what is due next. */
async function look(log: TournamentLog, clock: FakeClock, results: Readonly<Record<number, readonly GameResult[]>> = {}, absent = false): Promise<void> {
  const now = clock.now();
  await log.update('T', async (r) => {
    const ended: TournamentEvent[] = r.running().flatMap((p) => {
      const found = results[p.table.pairing];
      return found ? [{ type: 'result' as const, at: now, pairing: p.table.pairing, results: found, ...(absent ? { absent: true as const } : {}) }] : [];
    });
    await r.take(ended);
    const next = await nextDecision(r, now);
    if (next === null) return ended.length > 0 ? { events: ended, mutated: true } : null;
    if (!next.mutated) await r.take(next.events);
    return { ...next, events: [...ended, ...next.events], mutated: true };
  });
}

const running = async (log: TournamentLog) => (await log.current('T'))!.running().map((p) => [p.table.pairing, p.table.round, ...p.table.seats]);
const DRAW: GameResult[] = ['draw', 'draw'];
const A: GameResult[] = ['win', 'loss'];
const B: GameResult[] = ['loss', 'win'];

/** The record in memory and a replay of the stored log give the same pairings and standings. */
async function replayAgrees(log: TournamentLog, store: MemoryTournamentStore): Promise<void> {
  const memory = (await log.current('T'))!;
  const replayed = await TournamentRecord.replay('T', await store.read('T'));
  const summary = async (r: TournamentRecord) => ({ pairings: [...r.pairings.values()].map((p) => [p.table.pairing, p.table.round, ...p.table.seats, ...(p.results ?? [])]), standings: await r.standings(), status: r.status });
  expect(await summary(replayed)).toEqual(await summary(memory));
}

describe('a duel format’s results, whatever they are', () => {
  it('a drawn knock-out game is paired again at once, while the round’s other game goes on, and the bracket goes on', async () => {
    const clock = fakeClock();
    const store = new MemoryTournamentStore();
    const log = await started(store, clock, 'knockout', ['Ana', 'Bea', 'Cris', 'Dora']);
    await look(log, clock);
    // Seeded 1 v 4, 2 v 3.
    expect(await running(log)).toEqual([
      [1, 1, 'Ana', 'Dora'],
      [2, 1, 'Bea', 'Cris'],
    ]);
    await clock.advance(MINUTE);
    await look(log, clock, { 1: DRAW });
    // The replay is paired now, the same seats in the same round, beside the game still played.
    expect(await running(log)).toEqual([
      [2, 1, 'Bea', 'Cris'],
      [3, 1, 'Ana', 'Dora'],
    ]);
    await clock.advance(MINUTE);
    await look(log, clock, { 2: A, 3: DRAW });
    expect(await running(log)).toEqual([[4, 1, 'Ana', 'Dora']]);
    await clock.advance(MINUTE);
    await look(log, clock, { 4: B });
    // Dora beat Ana in the second replay: the final (the top half's winner on the first side).
    expect(await running(log)).toEqual([[5, 2, 'Dora', 'Bea']]);
    await clock.advance(MINUTE);
    await look(log, clock, { 5: B });
    const final = (await log.current('T'))!;
    expect(final.status).toBe('finished');
    expect((await final.standings()).map((s) => [s.rank, s.id])).toEqual([
      [1, 'Bea'],
      [2, 'Dora'],
      [3, 'Ana'],
      [3, 'Cris'],
    ]);
    const ana = (await final.standings()).find((s) => s.id === 'Ana')!;
    expect([ana.games, ana.losses]).toEqual([1, 1]);
    await replayAgrees(log, store);
  });

  it(`after ${KNOCKOUT_REPLAYS} replays all drawn, the first side (the higher seed) goes through, and a replay of the log agrees`, async () => {
    const clock = fakeClock();
    const store = new MemoryTournamentStore();
    const log = await started(store, clock, 'knockout', ['Ana', 'Bea', 'Cris']);
    await look(log, clock);
    // Three entrants: Ana, the top seed, has the bye; Bea v Cris.
    expect(await running(log)).toEqual([[1, 1, 'Bea', 'Cris']]);
    for (let game = 1; game <= KNOCKOUT_REPLAYS + 1; game++) {
      expect(await running(log)).toEqual([[game, 1, 'Bea', 'Cris']]);
      await clock.advance(MINUTE);
      await look(log, clock, { [game]: DRAW });
    }
    // The tenth draw: Bea goes through, to the final against Ana.
    expect(await running(log)).toEqual([[KNOCKOUT_REPLAYS + 2, 2, 'Ana', 'Bea']]);
    await replayAgrees(log, store);
  });

  it('a round-robin and a Swiss score draws and double absences, and go on to their end', async () => {
    for (const format of ['roundrobin', 'swiss'] as const) {
      const clock = fakeClock();
      const store = new MemoryTournamentStore();
      const log = await started(store, clock, format, ['Ana', 'Bea', 'Cris', 'Dora']);
      await look(log, clock);
      for (let round = 1; round <= 3; round++) {
        const games = await running(log);
        expect(games, `${format} round ${round}`).toHaveLength(2);
        await clock.advance(MINUTE);
        // One game drawn, the other settled with both players absent (a draw too, in these formats).
        await look(log, clock, { [games[0]![0] as number]: DRAW });
        await look(log, clock, { [games[1]![0] as number]: ['loss', 'loss'] }, true);
      }
      const final = (await log.current('T'))!;
      expect(final.status, format).toBe('finished');
      expect((await final.standings()).map((s) => [s.points, s.games, s.draws]), format).toEqual(Array(4).fill([1.5, 3, 3]));
      await replayAgrees(log, store);
    }
  });
});
