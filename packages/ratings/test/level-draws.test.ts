import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, createRng } from '@escoba/cards';
// @ts-expect-error: a bench script in plain JavaScript, without declarations
import { duplicateJobs } from '../bench/level-draws.mjs';

type Job = { g: number; deal: number; seatLevels: string[] };
const levels: string[] = [...BOT_LEVELS];
const jobsOf = (players: number, copies: number, total: number): Job[] => duplicateJobs(createRng('duplicate-jobs'), levels, players, copies, total);
const byDeal = (jobs: Job[]): Map<number, Job[]> => {
  const deals = new Map<number, Job[]>();
  for (const j of jobs) deals.set(j.deal, [...(deals.get(j.deal) ?? []), j]);
  return deals;
};

describe('rate:levels --draw=duplicate', () => {
  it('plays each deal once per side, with the same consecutive levels at the table', () => {
    for (const [players, copies] of [[2, 2], [3, 3], [4, 2]] as const) {
      const jobs = jobsOf(players, copies, 300);
      expect(jobs.map((j) => j.g)).toEqual(jobs.map((_, i) => i));
      for (const copiesOfDeal of byDeal(jobs).values()) {
        expect(copiesOfDeal).toHaveLength(copies);
        const first = copiesOfDeal[0]!.seatLevels;
        const ladder = [...first].sort((a, b) => levels.indexOf(a) - levels.indexOf(b));
        const from = levels.indexOf(ladder[0]!);
        expect(ladder).toEqual(levels.slice(from, from + players));
        for (const c of copiesOfDeal) expect([...c.seatLevels].sort()).toEqual([...first].sort());
      }
    }
  });

  it('moves every level to the next seat in each copy, so each side’s cards go to the other side', () => {
    for (const copiesOfDeal of byDeal(jobsOf(2, 2, 100)).values()) {
      const [a, b] = copiesOfDeal.map((c) => c.seatLevels);
      expect(b).toEqual([a![1], a![0]]);
    }
    for (const copiesOfDeal of byDeal(jobsOf(3, 3, 99)).values()) {
      // Over the three copies each level sits once at each seat (the Alcalde's seat included).
      for (let seat = 0; seat < 3; seat++) expect(new Set(copiesOfDeal.map((c) => c.seatLevels[seat])).size).toBe(3);
    }
    for (const copiesOfDeal of byDeal(jobsOf(4, 2, 100)).values()) {
      const [a, b] = copiesOfDeal.map((c) => c.seatLevels);
      // Partners stay partners (seats 0 and 2, 1 and 3), and the two pairs swap seats, hence cards.
      const pairs = (s: string[]) => [[s[0], s[2]].sort().join('+'), [s[1], s[3]].sort().join('+')];
      expect(pairs(b!)).toEqual([pairs(a!)[1], pairs(a!)[0]]);
    }
  });

  it('draws the same games from the same seed', () => {
    expect(jobsOf(4, 2, 50)).toEqual(jobsOf(4, 2, 50));
  });
});
