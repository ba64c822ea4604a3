import { describe, expect, it } from 'vitest';
import { createRng, EscobaKernel, makeTable, resolveRules, unwrap, type RulesInput } from '@escoba/engine';
import { bruteForceEndgame, decodeValue, EndgameSolver } from '../src/endgame.js';
import { cardWeights, GreedyPolicy } from '../src/search/heuristic.js';
import { size } from '../../../test/size.js';

const RULES: RulesInput[] = [
  'classic',
  'sevens',
  'fournier',
  'escova',
  { preset: 'sevens', renuncio: true },
  { capture: 'forced' },
  { sevens: 'primiera', bonusAllSevens: true, bonusScoring: 'added' },
  { primeOrder: 'faceValue' },
  { preset: 'escova', capture: 'optional', renuncio: true, dealEscobas: 'mano' },
];

/** Positions of two-player hands with an empty stock and `left` plays (cards in hands) left. */
function positions(count: number, seed: string, left: number): EscobaKernel[] {
  const rng = createRng(seed);
  const out: EscobaKernel[] = [];
  for (let i = 0; i < count; i++) {
    const rules = unwrap(resolveRules(RULES[i % RULES.length]));
    const k = new EscobaKernel(rules, unwrap(makeTable(2, false)));
    // Hands played greedily with some random moves: realistic tables (random play under optional capture
    // lays nearly every card, and plain minimax over those tables takes minutes).
    const policy = new GreedyPolicy(cardWeights(rules), { layLoss: 0.05, epsilon: 0.3, lookahead: (['expected', 'actual', 'sweep'] as const)[i % 3]! });
    k.dealShuffled(rng, rng.int(2));
    while (!(k.dealt === 40 && k.inHands === left)) policy.step(k, rng);
    out.push(k);
  }
  return out;
}

describe('exact endgame solver', () => {
  it('agrees with plain minimax on every last-deal position (6 plays left), all rule sets', () => {
    const solver = new EndgameSolver();
    const plain = new EndgameSolver({ withPoints: false });
    const noTable = new EndgameSolver({ transpositions: false });
    positions(size(240, 27), 'eg6', 6).forEach((k, i) => {
      // Plain minimax over the huge tables optional capture can pile up takes seconds: keep the test fast.
      if (k.tableLen > 8) return;
      const side = k.sideOf[k.turn]!;
      const expected = bruteForceEndgame(k.clone(), side);
      expect(solver.solve(k, side)).toBe(expected);
      expect(noTable.solve(k, side)).toBe(expected);
      if (i % 3 === 0) {
        expect(plain.solve(k, side)).toBe(bruteForceEndgame(k.clone(), side, false));
        expect(plain.solve(k, 1 - side)).toBe(bruteForceEndgame(k.clone(), 1 - side, false));
      }
    });
  });

  it('agrees with plain minimax with fewer plays left, for every move at the root', () => {
    const solver = new EndgameSolver();
    for (const left of [1, 2, 3, 4, 5]) {
      for (const k of positions(size(60, 9), `eg${left}`, left)) {
        const side = k.sideOf[k.turn]!;
        const moves = k.legalMoveList();
        const out = new Float64Array(moves.length);
        solver.solveMoves(k, side, moves, moves.length, out);
        moves.forEach((m, i) => {
          const c = k.clone();
          c.applyMove(m);
          expect(out[i]).toBe(bruteForceEndgame(c, side));
        });
        expect(solver.solve(k, side)).toBe(Math.max(...out));
      }
    }
  });

  it('decodes margin and points', () => {
    expect(decodeValue(3 * 64 + 5)).toEqual([3, 5]);
    expect(decodeValue(-2 * 64 + 1)).toEqual([-2, 1]);
    expect(decodeValue(0)).toEqual([0, 0]);
  });

  it('leaves the position it is given unchanged', () => {
    const [k] = positions(1, 'same', 6);
    const before = JSON.stringify([k!.handCards(0), k!.handCards(1), k!.tableCards(), k!.pileCards(0), k!.pileCards(1)]);
    new EndgameSolver().solve(k!, 0);
    expect(JSON.stringify([k!.handCards(0), k!.handCards(1), k!.tableCards(), k!.pileCards(0), k!.pileCards(1)])).toBe(before);
  });
});
