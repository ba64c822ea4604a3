import { describe, expect, it } from 'vitest';
import { arenaScore, resultsOfRanks, duelStandings, type PlayedDuel } from '@escoba/tournament';

describe('arena points (lichess: win 2, draw 1, loss 0; double after two wins in a row until a game is not won)', () => {
  it('counts the first two wins single and the third double', () => {
    expect(arenaScore(['win', 'win', 'win']).points).toBe(2 + 2 + 4);
    expect(arenaScore(['win', 'win']).onFire).toBe(true);
    expect(arenaScore(['win']).onFire).toBe(false);
  });
  it('gives a draw on a streak 2 and ends the streak (two wins then a draw: 2 + 2 + 2)', () => {
    const s = arenaScore(['win', 'win', 'draw']);
    expect(s.points).toBe(6);
    expect(s.onFire).toBe(false);
    expect(arenaScore(['win', 'win', 'draw', 'win']).points).toBe(8);
  });
  it('gives a loss nothing, streak or not, and a loss ends the streak', () => {
    expect(arenaScore(['win', 'win', 'loss', 'win']).points).toBe(6);
    expect(arenaScore(['loss', 'draw', 'draw']).points).toBe(2);
  });
});

describe('resultsOfRanks', () => {
  it('gives the only first side the win, shared first sides a draw, the rest a loss', () => {
    expect(resultsOfRanks([1, 2])).toEqual(['win', 'loss']);
    expect(resultsOfRanks([1, 1])).toEqual(['draw', 'draw']);
    expect(resultsOfRanks([2, 1, 1])).toEqual(['loss', 'draw', 'draw']);
    expect(resultsOfRanks([3, 1, 2, 4])).toEqual(['loss', 'win', 'loss', 'loss']);
  });
});

describe('duelStandings (points, Buchholz, Sonneborn-Berger)', () => {
  const entrants = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, rating: 10 - i }));
  const game = (id: number, a: string, b: string, result: PlayedDuel['result']): PlayedDuel => ({ id, round: 1, a, b, result });

  it('scores a win 1, a draw ½ and a bye its points, and breaks ties by Buchholz then Sonneborn-Berger', () => {
    // a beat b, c drew d; then a drew c, b beat d.
    const played = [game(0, 'a', 'b', 'a'), game(1, 'c', 'd', 'draw'), game(2, 'a', 'c', 'draw'), game(3, 'b', 'd', 'a')];
    const table = duelStandings(entrants, played, [], 1, new Set());
    const by = Object.fromEntries(table.map((s) => [s.id, s]));
    expect(by['a']!.points).toBe(1.5);
    expect(by['b']!.points).toBe(1);
    expect(by['c']!.points).toBe(1);
    expect(by['d']!.points).toBe(0.5);
    // c met d (½) and a (1½): Buchholz 2; b met a (1½) and d (½): 2 too. Sonneborn-Berger: c ½·½ + ½·1½ = 1, b 1·½ = ½.
    expect(by['c']!.tieBreaks).toEqual({ buchholz: 2, sonnebornBerger: 1 });
    expect(by['b']!.tieBreaks).toEqual({ buchholz: 2, sonnebornBerger: 0.5 });
    expect(table.map((s) => [s.rank, s.id])).toEqual([
      [1, 'a'],
      [2, 'c'],
      [3, 'b'],
      [4, 'd'],
    ]);
  });

  it('lets entrants equal on points and both tie-breaks share a rank, listed by seed', () => {
    const table = duelStandings(entrants, [game(0, 'a', 'b', 'draw'), game(1, 'c', 'd', 'draw')], [], 1, new Set());
    expect(table.map((s) => [s.rank, s.id])).toEqual([
      [1, 'a'],
      [1, 'b'],
      [1, 'c'],
      [1, 'd'],
    ]);
  });

  it('adds a bye its points without an opponent for the tie-breaks', () => {
    const table = duelStandings(entrants, [game(0, 'a', 'b', 'a')], ['c'], 1, new Set(['d']));
    const c = table.find((s) => s.id === 'c')!;
    expect(c).toMatchObject({ points: 1, byes: 1, games: 0, tieBreaks: { buchholz: 0, sonnebornBerger: 0 } });
    expect(table.find((s) => s.id === 'd')!.withdrawn).toBe(true);
  });
});
