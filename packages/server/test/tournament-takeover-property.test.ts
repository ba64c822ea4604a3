// t23b: in an arena nobody plays two games at once, also across owners. The arena's own property test
// (packages/tournament/test/arena.test.ts) drives one `Arena`; here two processes' tournament logs share one store, as
// two server processes share PostgreSQL: the owner's looks (results taken, then the next pairings, as
// `TournamentHost` decides them) are made by either process at random, sometimes by both at once (a takeover while
// the last owner's look is under way: one append wins, the other is told `conflict` and its record is read again),
// and pairings move to another code (`moved`). The stored log, read as a new owner would, never pairs an entrant
// who is at a table without a result, never numbers a pairing twice, and never holds two results for one pairing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '@escoba/tournament';
import { MemoryTournamentStore } from '../src/tournaments/memory-tournament-store.js';
import { freePairingCode } from '../src/tournaments/tournament-codes.js';
import { setupOf } from '../src/tournaments/tournament-config.js';
import type { StoredTournamentEvent, TournamentEvent } from '../src/tournaments/tournament-events.js';
import { TournamentLog } from '../src/tournaments/tournament-log.js';
import { nextDecision } from '../src/tournaments/tournament-next.js';

const START = 1_000_000;
const SECOND = 1000;

/** A table's results by seat: all drawn, or the seat `winner` (modulo the seats) won and the others lost. */
const resultsOf = (players: number, winner: number, drawn: boolean): GameResult[] => Array.from({ length: players }, (_, seat) => (drawn ? 'draw' : seat === winner % players ? 'win' : 'loss'));

/** One look of an owner at `now`: the ended games' results taken, then what is due next (as `TournamentHost.decide`). */
function look(log: TournamentLog, now: number, ended: ReadonlyMap<number, readonly GameResult[]>) {
  return log.update('T', async (r) => {
    if (r.status === 'finished') return null;
    const first: TournamentEvent[] =
      r.status === 'upcoming'
        ? [{ type: 'started', at: now }]
        : r.running().flatMap((p) => {
            const found = ended.get(p.table.pairing);
            return found ? [{ type: 'result' as const, at: now, pairing: p.table.pairing, results: found }] : [];
          });
    await r.take(first);
    const next = await nextDecision(r, now);
    if (next === null) return first.length > 0 ? { events: first, mutated: true } : null;
    if (!next.mutated) await r.take(next.events);
    return { ...next, events: [...first, ...next.events], mutated: true };
  });
}

/** A running pairing moved to its next free code (as `TournamentHost.moveTable`). */
function move(log: TournamentLog, now: number, pick: number) {
  return log.update('T', (r) => {
    const running = r.running();
    if (running.length === 0) return null;
    const p = running[pick % running.length]!;
    const code = freePairingCode('T', p.table.pairing, (c) => c === p.table.code || r.usesCode(c));
    return { events: [{ type: 'moved', at: now, pairing: p.table.pairing, code }] };
  });
}

/** What a stored log breaks of the arena's promises: entrants paired while at a table, pairing numbers, results. */
function broken(events: readonly StoredTournamentEvent[]): string[] {
  const problems: string[] = [];
  const seats = new Map<number, readonly (string | null)[]>();
  const results = new Set<number>();
  const busy = new Set<string>();
  events.forEach(({ seq, event: e }, i) => {
    if (seq !== i + 1) problems.push(`event ${i + 1} numbered ${seq}`);
    if (e.type === 'paired') {
      for (const t of e.tables) {
        if (t.pairing !== seats.size + 1) problems.push(`pairing ${t.pairing} after ${seats.size}`);
        seats.set(t.pairing, t.seats);
        for (const a of t.seats) {
          if (a !== null && busy.has(a)) problems.push(`${a} paired at ${t.pairing} while at a table`);
          if (a !== null) busy.add(a);
        }
      }
    }
    if (e.type === 'result') {
      if (results.has(e.pairing)) problems.push(`two results for pairing ${e.pairing}`);
      results.add(e.pairing);
      for (const a of seats.get(e.pairing) ?? []) if (a !== null) busy.delete(a);
    }
  });
  return problems;
}

describe('an arena with two owners on one store', () => {
  it('nobody plays two games at once, whichever process looks, also two at once and after moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.constantFrom(2, 3, 4),
        fc.array(fc.record({ kind: fc.constantFrom('end', 'end', 'a', 'b', 'both', 'move'), pick: fc.nat(50), result: fc.nat(2) }), { minLength: 40, maxLength: 150 }),
        async (n, players, script) => {
          const checked = setupOf({ name: 'Arena', table: { gameId: 'escoba', players, target: 1 }, startsAt: START, format: 'arena', minutes: 5, rated: false, computers: true }, { account: 'acc_host', name: 'Host' }, START - 60_000, 0);
          if (!checked.ok) throw new Error(checked.error);
          const store = new MemoryTournamentStore();
          const owners = [new TournamentLog(store), new TournamentLog(store)] as const;
          const joined = Array.from({ length: n }, (_, i): TournamentEvent => ({ type: 'joined', at: START - 1000, account: `p${i}`, name: `P${i}`, rating: 1300 + 37 * i }));
          expect(await owners[0].create('T', [{ type: 'created', at: START - 60_000, setup: checked.setup }, ...joined])).toBe('written');
          // Games ended (by pairing) whose results are not in the log yet: either owner takes them at its look.
          const ended = new Map<number, readonly GameResult[]>();
          let now = START;
          for (const step of script) {
            now += SECOND;
            const record = await owners[0].current('T');
            if (step.kind === 'end') {
              const playing = record!.running().filter((p) => !ended.has(p.table.pairing));
              const p = playing[step.pick % Math.max(1, playing.length)];
              if (p) ended.set(p.table.pairing, resultsOf(players, step.pick, step.result === 2));
            } else if (step.kind === 'move') await move(owners[step.pick % 2]!, now, step.pick);
            else if (step.kind === 'both') await Promise.all([look(owners[0], now, ended), look(owners[1], now, ended)]);
            else await look(owners[step.kind === 'a' ? 0 : 1], now, ended);
            expect(broken(await store.read('T'))).toEqual([]);
          }
          // The arena's end: every game ends, and whichever owner looks finishes it.
          now = checked.setup.endsAt!;
          for (let i = 0; i < 20 && (await owners[1].current('T'))!.status !== 'finished'; i++) {
            for (const p of (await owners[1].current('T'))!.running()) ended.set(p.table.pairing, new Array<GameResult>(players).fill('draw'));
            await look(owners[i % 2]!, now, ended);
          }
          const events = await store.read('T');
          expect(broken(events)).toEqual([]);
          expect(events.at(-1)!.event.type).toBe('finished');
        },
      ),
      { numRuns: 60 },
    );
  });
});
