import { describe, expect, it } from 'vitest';
import { applyAction, BriscaKernel, createRng, moveToAction, seatView, unwrap } from '@escoba/brisca';
import { WorldSampler } from '../../src/brisca/world.js';
import { PlayInference } from '../../src/brisca/inference.js';
import { GREEDY_POLICY, GreedyKernelPolicy } from '../../src/brisca/rollout.js';
import { randomState, testRng } from './helpers.js';

const handOf = (k: BriscaKernel, seat: number) => [...k.handOf(seat)].sort((a, b) => a - b);

describe('Brisca worlds sampled from a view', () => {
  it('keep every card the seat sees in place and deal the rest', () => {
    const rng = testRng('world:consistent');
    for (let i = 0; i < 30; i++) {
      const s = randomState(rng, { players: 3, rules: 'alcalde' });
      const seat = s.hand!.turn;
      const view = seatView(s, seat);
      const sampler = new WorldSampler(view);
      const k = sampler.base.clone();
      for (let w = 0; w < 5; w++) {
        sampler.sample(rng, k);
        for (let x = 0; x < 3; x++) {
          expect(k.handLen[x]).toBe(view.handCounts[x]);
          for (const c of view.known[x]!) expect(k.handOf(x)).toContain(c);
        }
        expect(k.stock()).toBe(view.stock);
        const all = new Set<number>([...k.handOf(0), ...k.handOf(1), ...k.handOf(2), ...Array.from(k.deck.subarray(k.next, k.size)), ...view.won.flat(), ...view.trickCards]);
        if (view.trumpCard !== null) all.add(view.trumpCard);
        expect(all.size).toBe(40);
      }
    }
  });

  it("Alcalde: a partner's worlds keep the other partner's real hand when the rules show it, and vary it when they do not", () => {
    for (const partnersSeeHands of [true, false]) {
      const rng = testRng(`world:partners:${partnersSeeHands}`);
      let varied = 0;
      let checked = 0;
      for (let i = 0; i < 30; i++) {
        const s = randomState(rng, { players: 3, rules: { preset: 'alcalde', partnersSeeHands } });
        const seat = s.hand!.turn;
        if (seat === s.hand!.alcalde) continue;
        const partner = [0, 1, 2].find((x) => x !== seat && x !== s.hand!.alcalde)!;
        const real = [...s.hand!.hands[partner]!].sort((a, b) => a - b);
        const sampler = new WorldSampler(seatView(s, seat));
        const k = sampler.base.clone();
        for (let w = 0; w < 6; w++) {
          sampler.sample(rng, k);
          checked++;
          if (JSON.stringify(handOf(k, partner)) !== JSON.stringify(real)) varied++;
        }
      }
      expect(checked).toBeGreaterThan(20);
      if (partnersSeeHands) expect(varied).toBe(0);
      else expect(varied).toBeGreaterThan(checked / 2);
    }
  });

  it("the inference weighs the real deal above the average sampled world when the opponent plays like its model", () => {
    // Seat 1 plays the greedy rollout policy (reading only its hand and the trick); seat 0 plays at random.
    const policy = new GreedyKernelPolicy(GREEDY_POLICY);
    let above = 0;
    let total = 0;
    for (let g = 0; g < 40; g++) {
      const rng = testRng(`world:inference:${g}`);
      let s = randomState(rng, { players: 2, rules: 'brisca' }, 1);
      while (!s.hand!.result) {
        const seat = s.hand!.turn;
        const view = seatView(s, seat);
        if (seat === 0) {
          const inference = new PlayInference(view, 0.5, 3);
          if (inference.active && view.stock > 2) {
            const r = createRng(g * 100 + total);
            const real = inference.weight(BriscaKernel.fromState(s), view, r);
            const sampler = new WorldSampler(view);
            const k = sampler.base.clone();
            let sum = 0;
            for (let w = 0; w < 50; w++) sum += inference.weight(sampler.sample(r, k), view, r);
            if (real > sum / 50) above++;
            total++;
          }
          s = unwrap(applyAction(s, view.legal[rng.int(view.legal.length)]!));
        } else s = unwrap(applyAction(s, moveToAction(policy.choose(BriscaKernel.fromState(s), null))));
      }
    }
    expect(total).toBeGreaterThan(200);
    expect(above / total).toBeGreaterThan(0.6);
  });
});
