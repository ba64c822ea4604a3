import { describe, expect, it } from 'vitest';
import { makeTable, resolveRules, unwrap } from '@escoba/engine';
import { createBot, playGame } from '@escoba/bots';
import { SetRunner } from '../src/duplicate/play.js';
import { runMatch } from '../src/duplicate/runner.js';
import { botSeed, plan, seating, seatingCount, setSeed, type MatchTable } from '../src/duplicate/schedule.js';
import type { MatchSetup } from '../src/duplicate/types.js';
import { escobaCli } from '../src/games/escoba/index.js';
import type { EscobaGameResult } from '../src/games/escoba/match.js';

const table = (players: number, partnerships = players === 6): MatchTable => {
  const t = unwrap(makeTable(players, partnerships));
  return { players: t.players, partnerships: t.partnerships, sides: t.sides };
};

const setupFor = (t: MatchTable, rules: unknown = 'classic'): MatchSetup => ({
  ...t,
  rules: unwrap(resolveRules(rules)),
  seed: 5,
  a: { kind: 'level', level: 'random' },
  b: { kind: 'level', level: 'random' },
  botTimeoutMs: 10_000,
});

describe('duplicate schedule', () => {
  const cases: [string, MatchTable, string[][]][] = [
    ['2 players', table(2), [['a', 'b'], ['b', 'a']]],
    ['3 players', table(3), [['a', 'b', 'b'], ['b', 'a', 'b'], ['b', 'b', 'a']]],
    ['4 players alone', table(4), [['a', 'b', 'b', 'b'], ['b', 'a', 'b', 'b'], ['b', 'b', 'a', 'b'], ['b', 'b', 'b', 'a']]],
    ['4 players 2v2', table(4, true), [['a', 'b', 'a', 'b'], ['b', 'a', 'b', 'a']]],
    ['6 players 3v3', table(6), [['a', 'b', 'a', 'b', 'a', 'b'], ['b', 'a', 'b', 'a', 'b', 'a']]],
  ];
  for (const [name, t, expected] of cases) {
    it(`seats the bots in every seating of a set: ${name}`, () => {
      expect(seatingCount(t)).toBe(expected.length);
      const seatings = expected.map((_, r) => seating(t, r));
      expect(seatings).toEqual(expected);
      // Over a set, A sits in every seat equally often, and so does B.
      for (let seat = 0; seat < t.players; seat++) {
        const a = seatings.filter((w) => w[seat] === 'a').length;
        expect(a, `seat ${seat}`).toBe(1);
        expect(seatings.length - a).toBe(expected.length - 1);
      }
    });
  }

  it('rounds --games up to whole deck sets', () => {
    expect(plan(2000, table(2))).toEqual({ sets: 1000, seatings: 2, games: 2000 });
    expect(plan(7, table(2))).toEqual({ sets: 4, seatings: 2, games: 8 });
    expect(plan(10, table(3))).toEqual({ sets: 4, seatings: 3, games: 12 });
    expect(plan(1, table(4))).toEqual({ sets: 1, seatings: 4, games: 4 });
    expect(plan(5, table(6))).toEqual({ sets: 3, seatings: 2, games: 6 });
    expect(() => seating(table(2), 2)).toThrow(RangeError);
  });

  it("plays each game as playGame does with the set's seed: same decks and first dealer in every seating", async () => {
    for (const t of [table(2), table(3), table(4, true)]) {
      const setup = setupFor(t, { target: 9 });
      const runner = new SetRunner(escobaCli, setup);
      for (let r = 0; r < seatingCount(t); r++) {
        const game = (await runner.runGame(2, r)) as EscobaGameResult;
        const bots = Array.from({ length: t.players }, (_, seat) => createBot('random', { seed: botSeed(5, 2, r, seat) }));
        const state = playGame({ rules: setup.rules, players: t.players, partnerships: t.partnerships, bots, seed: '5:2' });
        expect(setSeed(5, 2)).toBe('5:2');
        expect(game.scores).toEqual(state.scores);
        expect(game.hands).toBe(state.results.length);
        const aSide = r;
        expect(game.winner).toBe(state.winner === aSide ? 'a' : 'b');
        expect(game.aPoints).toBe(state.results.reduce((s, h) => s + h.points[aSide]!, 0));
      }
      await runner.close();
    }
  });

  it('a match plays every seating of every deck set, in schedule order', async () => {
    const report = await runMatch(escobaCli, { setup: setupFor(table(3), { target: 5 }), sets: 3, seatings: 3, workers: 1 });
    expect(report.results.map((g) => [g.set, g.seating])).toEqual([
      [0, 0], [0, 1], [0, 2], [1, 0], [1, 1], [1, 2], [2, 0], [2, 1], [2, 2],
    ]);
    expect(report.games).toBe(9);
    expect(report.a.wins + report.b.wins).toBe(9);
  });
});
