import { describe, expect, it } from 'vitest';
import { Bracket, TournamentError } from '@escoba/tournament';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, rating: 2000 - i * 10 }));
const pairs = (games: readonly { a: string; b: string }[]) => games.map((g) => `${g.a}-${g.b}`);

describe('knock-out (brackets-manager, single elimination)', () => {
  it('seeds 1 v 8, 4 v 5, 2 v 7, 3 v 6, ranks by the round an entrant went out in, and refuses a draw', async () => {
    const ko = await Bracket.create('knockout', entrants(8));
    const r1 = (await ko.next())!;
    expect(pairs(r1.games)).toEqual(['p1-p8', 'p4-p5', 'p2-p7', 'p3-p6']);
    await expect(ko.report(r1.games[0]!.id, 'draw')).rejects.toThrow(TournamentError);
    for (const g of r1.games) await ko.report(g.id, 'a');
    const r2 = (await ko.next())!;
    expect(pairs(r2.games)).toEqual(['p1-p4', 'p2-p3']);
    for (const g of r2.games) await ko.report(g.id, 'b');
    const final = (await ko.next())!;
    expect(pairs(final.games)).toEqual(['p4-p3']);
    await ko.report(final.games[0]!.id, 'a');
    expect(await ko.next()).toBeNull();
    expect((await ko.standings()).map((s) => [s.rank, s.id])).toEqual([
      [1, 'p4'],
      [2, 'p3'],
      [3, 'p1'],
      [3, 'p2'],
      [5, 'p5'],
      [5, 'p6'],
      [5, 'p7'],
      [5, 'p8'],
    ]);
  });

  it('gives the top seeds the byes of an odd field and forfeits a withdrawn entrant\'s next game', async () => {
    const ko = await Bracket.create('knockout', entrants(5));
    const seen: string[] = [];
    for (let r = await ko.next(); r !== null; r = await ko.next()) {
      seen.push(...pairs(r.games));
      for (const g of r.games) {
        await ko.report(g.id, 'a');
        if (g.a === 'p4' || g.b === 'p4') await ko.withdraw('p1');
      }
    }
    // p4 v p5 is the only first-round game; p1 withdrew before meeting its winner, who goes through.
    expect(seen[0]).toBe('p4-p5');
    expect(seen.some((p) => p.includes('p1'))).toBe(false);
    const table = await ko.standings();
    expect(table.find((s) => s.id === 'p1')).toMatchObject({ withdrawn: true, games: 0 });
    expect(table[0]!.rank).toBe(1);
  });
});

describe('round-robin (brackets-manager, one group)', () => {
  it('plays everyone against everyone once, round by round, one sitting out when odd, with draws', async () => {
    const rr = await Bracket.create('roundrobin', entrants(5));
    const met = new Set<string>();
    let rounds = 0;
    for (let r = await rr.next(); r !== null; r = await rr.next()) {
      rounds++;
      const seated = [...r.games.flatMap((g) => [g.a, g.b]), ...r.byes];
      expect(seated.sort()).toEqual(entrants(5).map((e) => e.id));
      for (const g of r.games) {
        met.add([g.a, g.b].sort().join('-'));
        await rr.report(g.id, 'draw');
      }
    }
    expect(rounds).toBe(5);
    expect(met.size).toBe(10);
    expect((await rr.standings()).every((s) => s.points === 2 && s.rank === 1)).toBe(true);
  });

  it('drops a withdrawn entrant\'s remaining games and keeps those played', async () => {
    const rr = await Bracket.create('roundrobin', entrants(4));
    const r1 = (await rr.next())!;
    for (const g of r1.games) await rr.report(g.id, 'a');
    await rr.withdraw('p1');
    for (let r = await rr.next(); r !== null; r = await rr.next()) {
      expect(r.games.flatMap((g) => [g.a, g.b])).not.toContain('p1');
      for (const g of r.games) await rr.report(g.id, 'b');
    }
    const p1 = (await rr.standings()).find((s) => s.id === 'p1')!;
    expect(p1).toMatchObject({ games: 1, withdrawn: true });
  });
});
