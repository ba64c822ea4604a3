import { describe, expect, it } from 'vitest';
import { actionToMove, applyAction, BriscaKernel, legalActions, stockCount, unwrap, type BriscaState, type GameConfig } from '@escoba/brisca';
import { BriscaEndgameSolver } from '@escoba/bots';
import { randomState, testRng } from './helpers.js';

/** Card points of `side` minus the other side's, from the seats' tallies. */
function margin(s: BriscaState, side: number): number {
  const h = s.hand!;
  let m = 0;
  h.points.forEach((p, seat) => (m += h.sideOf[seat] === side ? p : -p));
  return m;
}

/** Plain minimax over the public API, no pruning, no table: the final margin of `side` with best play. */
function minimax(s: BriscaState, side: number): number {
  if (s.hand!.result) return margin(s, side);
  const mine = s.hand!.sideOf[s.hand!.turn] === side;
  let best = mine ? -Infinity : Infinity;
  for (const a of legalActions(s)) {
    const v = minimax(unwrap(applyAction(s, a)), side);
    best = mine ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

/** A random position of `t` with at most `stock` cards left to draw. */
function endgame(seed: string, t: GameConfig, stock: number): BriscaState {
  const rng = testRng(seed);
  for (;;) {
    let s = randomState(rng, t, 1);
    while (!s.hand!.result && stockCount(s.hand!) > stock) {
      const l = legalActions(s);
      s = unwrap(applyAction(s, l[rng.int(l.length)]!));
    }
    const extra = rng.int(3);
    for (let k = 0; k < extra && !s.hand!.result; k++) {
      const l = legalActions(s);
      s = unwrap(applyAction(s, l[rng.int(l.length)]!));
    }
    if (!s.hand!.result) return s;
  }
}

describe('Brisca exact endgame', () => {
  const cases: [string, GameConfig, number, number][] = [
    ['2 players, empty stock', { players: 2, rules: 'brisca' }, 0, 40],
    ['2 players, two cards to draw', { players: 2, rules: 'brisca' }, 2, 15],
    ['2 against 2, last tricks', { players: 4, partnerships: true, rules: 'brisca' }, 0, 10],
  ];
  for (const [name, table, stock, count] of cases) {
    it(`${name}: alpha-beta with a transposition table agrees with plain minimax for every move`, () => {
      const solver = new BriscaEndgameSolver();
      for (let i = 0; i < count; i++) {
        const s = endgame(`eg:${name}:${i}`, table, stock);
        const seat = s.hand!.turn;
        const side = s.hand!.sideOf[seat]!;
        const actions = legalActions(s);
        const k = BriscaKernel.fromState(s);
        const out = new Float64Array(actions.length);
        solver.solveMoves(k, side, Int32Array.from(actions.map(actionToMove)), actions.length, out);
        actions.forEach((a, j) => {
          const expected = minimax(unwrap(applyAction(s, a)), side) - margin(s, side);
          expect(out[j]! + 0).toBe(expected + 0);
        });
        expect(solver.solve(k, side) + 0).toBe(0 + Math.max(...actions.map((a) => minimax(unwrap(applyAction(s, a)), side))) - margin(s, side));
      }
    });
  }

  it('the transposition table saves nodes', () => {
    const solver = new BriscaEndgameSolver();
    const s = endgame('eg:nodes', { players: 2, rules: 'brisca' }, 4);
    const k = BriscaKernel.fromState(s);
    solver.solve(k, 0);
    let plain = 0;
    const count = (x: BriscaState): void => {
      plain++;
      if (!x.hand!.result) for (const a of legalActions(x)) count(unwrap(applyAction(x, a)));
    };
    count(s);
    expect(solver.nodes).toBeLessThan(plain);
  });
});
