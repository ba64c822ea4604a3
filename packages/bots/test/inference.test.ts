import { cardValue, createRng, seatView, type Card, type GameState, type HandEvent } from '@escoba/engine';
import { mediumBot } from '../src/medium.js';
import { describe, expect, it } from 'vitest';
import { cardWeights } from '../src/search/heuristic.js';
import { PlayInference, type InferenceModel } from '../src/search/inference.js';
import { inferenceOnTruth } from '../src/search/inference-truth.js';
import { kernelFromView } from '../src/world.js';
import { randomState, testRng } from './search-helpers.js';

const CLASSIC = { players: 2, partnerships: false, rules: 'classic' } as const;

/**
 * A 2-player classic state where the seat on turn has just seen the other seat lay a card on a table that a
 * card of some value could have swept, and the seat cannot see every card of that value (so some worlds give
 * the other seat one). Returns the state, the value and the table before the lay.
 */
function afterPassedUpEscoba(seed: string): { state: GameState; value: number; before: Card[] } {
  const rng = testRng(seed);
  for (;;) {
    const state = randomState(rng, CLASSIC, 30);
    const events = state.hand!.history;
    const last: HandEvent = events.event;
    if (last.type !== 'play' || last.take.length > 0 || last.seat === state.hand!.turn) continue;
    // The table before the lay: the table now without the laid card.
    const before = state.hand!.table.filter((c) => c !== last.card);
    const sum = before.reduce((s, c) => s + cardValue(c), 0);
    const value = 15 - sum;
    if (before.length === 0 || value < 1 || value > 10) continue;
    const view = seatView(state, state.hand!.turn);
    const visible = new Set<Card>([...view.hand, ...view.table, ...view.piles.flat()]);
    let unseenOfValue = 0;
    for (let c = 0; c < 40; c++) if (cardValue(c) === value && !visible.has(c)) unseenOfValue++;
    if (unseenOfValue >= 2) return { state, value, before };
  }
}

describe('PlayInference (the expert reads the others’ plays of this deal)', () => {
  it('has nothing to infer with sharpness 0 or before anyone else has played in the deal', () => {
    const { state } = afterPassedUpEscoba('inference-off');
    const view = seatView(state, state.hand!.turn);
    const w = cardWeights(view.rules);
    expect(PlayInference.fromView(view, w, 0).active).toBe(false);
    expect(PlayInference.fromView(view, w, 6).active).toBe(true);
  });

  it.each(['gain', 'medium'] as InferenceModel[])('keeps a world in proportion to exp(−sharpness × what the other seat passed up) (%s model)', (model) => {
    const { state, value } = afterPassedUpEscoba('inference-likelihood');
    const seat = state.hand!.turn;
    const other = 1 - seat;
    const view = seatView(state, seat);
    const w = cardWeights(view.rules);
    const inference = PlayInference.fromView(view, w, 6, 0, model);
    const base = kernelFromView(view);
    const world = base.clone();
    const rng = createRng('worlds');
    let withSweeper = 0;
    let without = 0;
    for (let i = 0; i < 400; i++) {
      base.copyTo(world);
      world.determinize(seat, rng);
      const held = Array.from(world.hands.subarray(other * 3, other * 3 + world.handLen[other]!));
      const l = inference.likelihood(world, w);
      expect(l).toBeGreaterThan(0);
      expect(l).toBeLessThanOrEqual(1);
      if (held.some((c) => cardValue(c) === value)) {
        // An escoba passed up: a deficit of at least the escoba's point.
        expect(l).toBeLessThanOrEqual(Math.exp(-6) + 1e-12);
        withSweeper++;
      } else without++;
    }
    expect(withSweeper).toBeGreaterThan(0);
    expect(without).toBeGreaterThan(0);
  });

  it('samples far fewer worlds where the other seat could have swept the table it laid on', () => {
    const { state, value } = afterPassedUpEscoba('inference-sample');
    const seat = state.hand!.turn;
    const other = 1 - seat;
    const view = seatView(state, seat);
    const w = cardWeights(view.rules);
    const base = kernelFromView(view);
    const world = base.clone();
    const share = (sharpness: number): number => {
      const inference = PlayInference.fromView(view, w, sharpness);
      const rng = createRng('share');
      let hits = 0;
      const n = 600;
      for (let i = 0; i < n; i++) {
        inference.sample(base, world, seat, rng, w);
        for (let j = 0; j < world.handLen[other]!; j++) if (cardValue(world.hands[other * 3 + j]!) === value) hits++;
      }
      return hits / n;
    };
    const uniform = share(0);
    const inferred = share(6);
    expect(uniform).toBeGreaterThan(0.05);
    expect(inferred).toBeLessThan(uniform * 0.2);
  });

  it('judged by medium’s own score, rates the true hand of a medium player above an average world, more than the gain model', () => {
    // Seat 1 plays medium; at every decision of seat 0 that has something to infer, each model's likelihood of seat
    // 1's true hand is compared with its mean over uniform worlds.
    const samples = inferenceOnTruth({ games: 12, players: (g) => [mediumBot({ seed: `a${g}` }), mediumBot({ seed: `b${g}` })], sharpness: 6, worlds: 200, worldSeed: (g, dealt) => `worlds:${g}:${dealt}` });
    const logRatio = { gain: samples.gain.map((x) => x.logRatio), medium: samples.medium.map((x) => x.logRatio) };
    const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(logRatio.medium.length).toBeGreaterThan(100);
    expect(logRatio.medium.filter((x) => x < -1e-9).length / logRatio.medium.length).toBeLessThan(0.05);
    expect(mean(logRatio.medium)).toBeGreaterThan(0.1);
    expect(mean(logRatio.medium)).toBeGreaterThan(mean(logRatio.gain) + 0.05);
  });
});

