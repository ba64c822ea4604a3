import { describe, expect, it } from 'vitest';
import { createGame, unwrap } from '@escoba/brisca';
import { runMatch } from '../src/duplicate/runner.js';
import { briscaCli } from '../src/games/brisca/index.js';
import { briscaDuplicate, briscaSeating, briscaSeatingCount } from '../src/games/brisca/match.js';
import { cli } from './helpers.js';

const withoutTimes = (json: string) => JSON.stringify(JSON.parse(json), (k, v: unknown) => (k === 'decisionMs' ? undefined : v));

describe('match: Brisca and Alcalde duplicate matches', () => {
  it('seats the bots so each gets each side, seat or role equally', () => {
    const two = unwrap(createGame({ rules: 'brisca', players: 2 }));
    expect(briscaSeatingCount(two)).toBe(2);
    expect([0, 1].map((r) => briscaSeating(two, 1, r))).toEqual([{ seats: ['a', 'b'], aSide: 0 }, { seats: ['b', 'a'], aSide: 1 }]);
    const teams = unwrap(createGame({ rules: 'brisca', players: 4, partnerships: true }));
    expect(briscaSeating(teams, 0, 1)).toEqual({ seats: ['b', 'a', 'b', 'a'], aSide: 1 });
    const three = unwrap(createGame({ rules: 'brisca', players: 3 }));
    expect(briscaSeatingCount(three)).toBe(3);
    expect(briscaSeating(three, 0, 2)).toEqual({ seats: ['b', 'b', 'a'], aSide: 2 });
    const alcalde = unwrap(createGame({ rules: 'alcalde', players: 3 }));
    expect(briscaSeatingCount(alcalde)).toBe(2);
    expect(briscaSeating(alcalde, 2, 0)).toEqual({ seats: ['b', 'b', 'a'], aSide: 0 });
    expect(briscaSeating(alcalde, 2, 1)).toEqual({ seats: ['a', 'a', 'b'], aSide: 1 });
  });

  it('counts a drawn hand (60-60, seed 001: "draws are possible") half to each bot', async () => {
    const start = unwrap(createGame({ rules: 'brisca', players: 2 }));
    const random = { kind: 'level', level: 'random' } as const;
    const setup = { ...briscaDuplicate.table(start), seed: 19, a: random, b: random, botTimeoutMs: 10_000 };
    const report = await runMatch(briscaCli, { setup, sets: 60, seatings: 2, workers: 1 });
    const drawn = report.results.filter((h) => h.aPoints === 60);
    expect(drawn.length).toBeGreaterThan(0);
    for (const h of drawn) expect([h.aWin, h.bWin]).toEqual([0.5, 0.5]);
    for (const h of report.results.filter((x) => x.aPoints !== 60)) expect([h.aWin, h.bWin]).toEqual(h.aPoints > 60 ? [1, 0] : [0, 1]);
    expect(report.a.wins + report.b.wins).toBe(report.hands);
  });

  it('--json has the shape of Escoba\'s report plus the card-point margin, and a seed gives the same match', async () => {
    const args = ['match', '--a', 'medium', '--b', 'random', '--rules', 'brisca', '--games', '6', '--seed', '4', '--json'];
    const out = await cli(args);
    expect(out.code).toBe(0);
    const r = JSON.parse(out.stdout) as { games: number; hands: number; a: { wins: number; pointsPerHand: number }; b: { wins: number; pointsPerHand: number }; margin: { perHand: number; perHandCI: number[] } };
    expect(Object.keys(r)).toEqual(['games', 'hands', 'a', 'b', 'margin']);
    expect(Object.keys(r.a)).toEqual(['wins', 'winRate', 'winRateCI', 'pointsPerHand', 'pointsPerHandCI', 'decisionMs']);
    expect(r.games).toBe(6);
    expect(r.a.wins + r.b.wins).toBe(6);
    expect(r.a.pointsPerHand + r.b.pointsPerHand).toBeCloseTo(120, 6);
    expect(r.margin.perHand).toBeCloseTo(r.a.pointsPerHand - r.b.pointsPerHand, 3);
    expect(withoutTimes((await cli(args)).stdout)).toBe(withoutTimes(out.stdout));
  });

  it('the same bot on both sides of every deck scores exactly even', async () => {
    for (const rules of [['--rules', 'brisca'], ['--rules', 'alcalde']]) {
      const out = await cli(['match', '--a', 'easy', '--b', 'easy', ...rules, '--games', '4', '--json']);
      const r = JSON.parse(out.stdout) as { a: { wins: number; pointsPerHand: number }; b: { wins: number; pointsPerHand: number }; margin: { perHand: number } };
      expect(r.a.wins, rules[1]).toBe(r.b.wins);
      expect(r.margin.perHand).toBe(0);
    }
  });

  it('prints the report for people', async () => {
    const out = await cli(['match', '--a', 'easy', '--b', 'random', '--rules', 'alcalde-variation', '--games', '2']);
    expect(out.stdout).toContain('Alcalde variation, 3 players, rules alcalde-variation, seed 1');
    expect(out.stdout).toContain('2 hands (1 decks x 2 seatings: each bot is the Alcalde once, and both partners once)');
    expect(out.stdout).toMatch(/^card points per hand +\d+\.\d\d +\d+\.\d\d$/m);
    expect(out.stdout).toMatch(/^A - B card points per hand: [+-]\d+\.\d\d, 95% CI - \(one deck\)$/m);
  });
});
