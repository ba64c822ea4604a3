import { seatView } from '@escoba/engine';
import { describe, expect, it } from 'vitest';
import { cardWeights, DEFAULT_POLICY, scoreMoves } from '../src/search/heuristic.js';
import { kernelFromView } from '../src/world.js';
import { randomState, TABLES, testRng } from './search-helpers.js';

describe('rollout policy lookahead', () => {
  it("'expected' scores moves from what the player on move can see: the other hands and the stock do not matter", () => {
    const rng = testRng('expected-lookahead');
    for (let i = 0; i < 300; i++) {
      const t = TABLES[i % TABLES.length]!;
      const state = randomState(rng, t);
      const seat = state.hand!.turn;
      const view = seatView(state, seat);
      const base = kernelFromView(view);
      const w = cardWeights(view.rules);
      const scores = (worldSeed: number): number[] => {
        const k = base.clone();
        k.determinize(seat, testRng(`world-${worldSeed}`));
        const n = k.generateMoves();
        const out = new Float64Array(n);
        scoreMoves(k, n, w, DEFAULT_POLICY, out);
        return Array.from(out);
      };
      expect(scores(1)).toEqual(scores(2));
    }
  });

  it("'actual' peeks at the next player's cards in the sampled world (so it is for the weaker level only)", () => {
    const rng = testRng('actual-lookahead');
    let differs = 0;
    for (let i = 0; i < 100; i++) {
      const state = randomState(rng, TABLES[0]);
      const seat = state.hand!.turn;
      const base = kernelFromView(seatView(state, seat));
      const w = cardWeights(state.rules);
      const scores = (worldSeed: number): string => {
        const k = base.clone();
        k.determinize(seat, testRng(`world-${worldSeed}`));
        const n = k.generateMoves();
        const out = new Float64Array(n);
        scoreMoves(k, n, w, { ...DEFAULT_POLICY, lookahead: 'actual' }, out);
        return Array.from(out).join();
      };
      if (scores(1) !== scores(2)) differs++;
    }
    expect(differs).toBeGreaterThan(10);
  });
});
