import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Swiss, TournamentError, type DuelResult } from '@escoba/tournament';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: 2000 - i * 10 }));
const pairs = (games: readonly { a: string; b: string }[]) => games.map((g) => [g.a, g.b].sort().join('-')).sort();

describe('Swiss pairings on fixed inputs', () => {
  it('pairs the first round top half against bottom half by rating', async () => {
    const s = new Swiss(entrants(8), { rounds: 3 });
    const r1 = (await s.next())!;
    expect(r1.byes).toEqual([]);
    expect(pairs(r1.games)).toEqual(['p1-p5', 'p2-p6', 'p3-p7', 'p4-p8']);
  });

  it('pairs by score group in the second round, without a repeat', async () => {
    const s = new Swiss(entrants(8), { rounds: 3 });
    const r1 = (await s.next())!;
    // The higher-rated entrant wins every first-round game: p1..p4 on 1 point, p5..p8 on 0.
    for (const g of r1.games) await s.report(g.id, g.a < g.b ? 'a' : 'b');
    const r2 = (await s.next())!;
    expect(pairs(r2.games)).toEqual(['p1-p3', 'p2-p4', 'p5-p7', 'p6-p8']);
  });

  it('gives the bye to the lowest-placed entrant without one, worth a win', async () => {
    const s = new Swiss(entrants(5), { rounds: 2 });
    const r1 = (await s.next())!;
    expect(r1.byes).toEqual(['p5']);
    expect(pairs(r1.games)).toEqual(['p1-p3', 'p2-p4']);
    for (const g of r1.games) await s.report(g.id, 'draw');
    // Everyone but p5 has ½; p5, on 1 from the bye, leads, so the lowest-placed without a bye is p4.
    expect((await s.standings()).find((x) => x.id === 'p5')).toMatchObject({ points: 1, byes: 1, rank: 1 });
    const r2 = (await s.next())!;
    expect(r2.byes).toEqual(['p4']);
  });

  it('stops pairing a withdrawn entrant, keeps their results, and forfeits their unplayed game', async () => {
    const s = new Swiss(entrants(4), { rounds: 3 });
    const r1 = (await s.next())!;
    const p1game = r1.games.find((g) => g.a === 'p1' || g.b === 'p1')!;
    await s.report(p1game.id, p1game.a === 'p1' ? 'a' : 'b');
    const other = r1.games.find((g) => g !== p1game)!;
    await s.withdraw(other.a);
    const r2 = (await s.next())!;
    expect(r2.games.flatMap((g) => [g.a, g.b])).not.toContain(other.a);
    const table = await s.standings();
    expect(table.find((x) => x.id === 'p1')).toMatchObject({ points: 1, games: 1 });
    expect(table.find((x) => x.id === other.b)).toMatchObject({ points: 1, wins: 1 });
    expect(table.find((x) => x.id === other.a)).toMatchObject({ points: 0, losses: 1, withdrawn: true });
  });

  it('refuses more rounds than the entrants can play without meeting twice, and a new round before the last ends', async () => {
    expect(() => new Swiss(entrants(4), { rounds: 4 })).toThrow(TournamentError);
    const s = new Swiss(entrants(4), { rounds: 2 });
    await s.next();
    await expect(s.next()).rejects.toThrow(/without a result/);
  });
});

describe('Swiss properties', () => {
  it('never pairs two entrants twice; each round everyone active plays or sits out, and nobody sits out twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 14 }),
        fc.integer({ min: 1, max: 13 }),
        fc.array(fc.constantFrom<DuelResult>('a', 'b', 'draw'), { minLength: 100, maxLength: 100 }),
        fc.array(fc.nat(20), { maxLength: 2 }),
        async (n, wanted, results, withdrawals) => {
          const rounds = Math.min(wanted, n % 2 === 0 ? n - 1 : n);
          const s = new Swiss(entrants(n), { rounds });
          const met = new Set<string>();
          const byes = new Map<string, number>();
          const gone = new Set<string>();
          let k = 0;
          for (let r = await s.next(); r !== null; r = await s.next()) {
            const seated = [...r.games.flatMap((g) => [g.a, g.b]), ...r.byes];
            expect(new Set(seated).size).toBe(seated.length);
            expect(seated.sort()).toEqual(entrants(n).map((e) => e.id).filter((id) => !gone.has(id)).sort());
            expect(r.byes.length).toBe(seated.length % 2);
            for (const b of r.byes) byes.set(b, (byes.get(b) ?? 0) + 1);
            for (const g of r.games) {
              const key = [g.a, g.b].sort().join('-');
              expect(met.has(key)).toBe(false);
              met.add(key);
              await s.report(g.id, results[k++ % results.length]!);
            }
            const w = withdrawals[r.round - 1];
            if (w !== undefined && w < n) {
              await s.withdraw(`p${w + 1}`);
              gone.add(`p${w + 1}`);
            }
          }
          for (const count of byes.values()) expect(count).toBe(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
