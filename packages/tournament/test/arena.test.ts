import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Arena, TournamentError, type ArenaTableShape, type GameResult } from '@escoba/tournament';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: 2000 - i * 10 }));

describe('arena pairings on fixed inputs', () => {
  it('pairs the free entrants nearest in standing, and leaves one waiting when the number is odd', () => {
    const a = new Arena(entrants(5), { table: { seats: 2 }, endsAt: 100 });
    const tables = a.pair(0);
    expect(tables.map((t) => t.sides)).toEqual([
      [['p1'], ['p2']],
      [['p3'], ['p4']],
    ]);
    expect(a.free()).toEqual(['p5']);
  });

  it('pairs whoever finishes at once with a free entrant, not the one just met while another is free', () => {
    const a = new Arena(entrants(5), { table: { seats: 2 }, endsAt: 100 });
    const [t1] = a.pair(0);
    a.report(t1!.id, ['win', 'loss']);
    // p1, p2 and p5 are free: p1 (2 points) meets p5 rather than p2 again; p2 waits.
    expect(a.pair(5).map((t) => t.sides)).toEqual([[['p1'], ['p5']]]);
    expect(a.free()).toEqual(['p2']);
  });

  it('counts streaks and shares ranks on equal points', () => {
    const a = new Arena(entrants(2), { table: { seats: 2 }, endsAt: 100 });
    for (let i = 0; i < 3; i++) a.report(a.pair(i)[0]!.id, ['win', 'loss']);
    const [first, second] = a.standings();
    expect(first).toMatchObject({ id: 'p1', points: 8, wins: 3, onFire: true, rank: 1 });
    expect(second).toMatchObject({ id: 'p2', points: 0, losses: 3, rank: 2 });
    const b = new Arena(entrants(2), { table: { seats: 2 }, endsAt: 100 });
    b.report(b.pair(0)[0]!.id, ['draw', 'draw']);
    expect(b.standings().map((s) => s.rank)).toEqual([1, 1]);
  });

  it('seats 2 v 2 with the first and last of the standing against the middle two, and 3 alone', () => {
    const pairs = new Arena(entrants(4), { table: { seats: 4, sides: 2 }, endsAt: 10 });
    expect(pairs.pair(0)[0]!.sides).toEqual([
      ['p1', 'p4'],
      ['p2', 'p3'],
    ]);
    const three = new Arena(entrants(7), { table: { seats: 3 }, endsAt: 10 });
    expect(three.pair(0).map((t) => t.sides.length)).toEqual([3, 3]);
    expect(three.free()).toEqual(['p7']);
  });

  it('with computers allowed, seats the free entrants too few for a table with computers, who score nothing', () => {
    const three = new Arena(entrants(5), { table: { seats: 3 }, endsAt: 10, computers: true });
    const tables = three.pair(0);
    expect(tables.map((t) => t.sides)).toEqual([[['p1'], ['p2'], ['p3']], [['p4'], ['p5'], []]]);
    expect(tables.map((t) => t.computers)).toEqual([undefined, [0, 0, 1]]);
    expect(three.free()).toEqual([]);
    // The computer's side wins: the entrants lose, and nobody else has a standing.
    three.report(tables[1]!.id, ['loss', 'loss', 'win']);
    expect(three.standings().map((s) => s.id).sort()).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(three.standings().find((s) => s.id === 'p4')).toMatchObject({ points: 0, games: 1, losses: 1 });
    // One entrant alone at a table of two plays a computer at once; in 2 v 2 entrants face each other first.
    const one = new Arena(entrants(1), { table: { seats: 2 }, endsAt: 10, computers: true });
    expect(one.pair(0).map((t) => [t.sides, t.computers])).toEqual([[[['p1'], []], [0, 1]]]);
    const pairs = new Arena(entrants(2), { table: { seats: 4, sides: 2 }, endsAt: 10, computers: true });
    expect(pairs.pair(0).map((t) => [t.sides, t.computers])).toEqual([[[['p1'], ['p2']], [1, 1]]]);
    // Without the option nothing changes: the last entrants wait.
    const people = new Arena(entrants(5), { table: { seats: 3 }, endsAt: 10 });
    expect(people.pair(0)).toHaveLength(1);
    expect(people.free()).toEqual(['p4', 'p5']);
    // No table, with computers or not, at or after the end.
    expect(new Arena(entrants(1), { table: { seats: 2 }, endsAt: 10, computers: true }).pair(10)).toEqual([]);
  });

  it('stops pairing a withdrawn entrant, counts their game in play, forms no table at or after the end', () => {
    const a = new Arena(entrants(4), { table: { seats: 2 }, endsAt: 10 });
    const [t1] = a.pair(0);
    a.withdraw('p1');
    a.report(t1!.id, ['win', 'loss']);
    expect(a.free()).toEqual(['p2']);
    expect(a.standings().find((s) => s.id === 'p1')).toMatchObject({ points: 2, withdrawn: true });
    a.join({ id: 'p5', rating: 0 });
    expect(a.pair(10)).toEqual([]);
    expect(a.pair(9).map((t) => t.sides)).toEqual([[['p2'], ['p5']]]);
    expect(() => a.report(99, ['win', 'loss'])).toThrow(TournamentError);
    expect(() => new Arena(entrants(4), { table: { seats: 4, sides: 3 }, endsAt: 1 })).toThrow(TournamentError);
  });
});

describe('arena properties', () => {
  it('nobody plays two games at once, and after each pairing fewer than a table are free', () => {
    const shapes: readonly ArenaTableShape[] = [{ seats: 2 }, { seats: 3 }, { seats: 4 }, { seats: 4, sides: 2 }];
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 30 }),
        fc.constantFrom(...shapes),
        fc.array(fc.record({ length: fc.integer({ min: 1, max: 9 }), winner: fc.nat(4), withdraw: fc.nat(60) }), { minLength: 1, maxLength: 100 }),
        (n, table, script) => {
          const arena = new Arena(entrants(n), { table, endsAt: 120 });
          const sideCount = table.sides ?? table.seats;
          const running: { end: number; id: number; players: string[] }[] = [];
          const check = (now: number) => {
            for (const t of arena.pair(now)) running.push({ end: now + script[t.id % script.length]!.length, id: t.id, players: t.sides.flat() });
            const busy = running.flatMap((r) => r.players);
            expect(new Set(busy).size).toBe(busy.length);
            const free = arena.free();
            expect(free.filter((id) => busy.includes(id))).toEqual([]);
            if (now < 120) expect(free.length).toBeLessThan(table.seats);
          };
          check(0);
          let step = 0;
          while (running.length > 0) {
            running.sort((x, y) => x.end - y.end || x.id - y.id);
            const done = running.shift()!;
            const s = script[step++ % script.length]!;
            const results: GameResult[] = Array.from({ length: sideCount }, (_, k) => (s.winner % (sideCount + 1) === sideCount ? 'draw' : k === s.winner % (sideCount + 1) ? 'win' : 'loss'));
            arena.report(done.id, results);
            if (s.withdraw < n) arena.withdraw(`p${s.withdraw + 1}`);
            check(done.end);
          }
          const games = arena.standings().reduce((t, x) => t + x.games, 0);
          expect(games % table.seats).toBe(0);
        },
      ),
      { numRuns: 80 },
    );
  });
});
