import { describe, expect, it } from 'vitest';
import { EscobaKernel, legalPlays, seatView, type GameState, type HandState } from '@escoba/engine';
import { perfectInferenceBot, TrueHandsWorlds, TrueWorld } from '@escoba/bots/ceiling';
import { EXPERT_SETTINGS } from '../src/expert.js';
import { searchFor } from '../src/search/pimc.js';
import { kernelFromView } from '../src/world.js';
import { expectLegalAndRepeatable, nextHandSwappedWithStock, randomState, TABLES, testRng } from './search-helpers.js';

/** The same state with the stock's cards in another order (what the perfect-inference player must not read). */
function stockReordered(state: GameState, shift: number): GameState {
  const h = state.hand!;
  const stock = h.deck.slice(h.dealt);
  const moved = stock.map((_, i) => stock[(i + shift) % stock.length]!);
  const hand: HandState = { ...h, deck: [...h.deck.slice(0, h.dealt), ...moved] };
  return { ...state, hand };
}

/** A mid-hand state of table `t` with at least `stock` cards in the stock and a seat with more than one legal play. */
function stateWithStock(seed: string, t: (typeof TABLES)[number], stock: number): GameState {
  const rng = testRng(seed);
  for (;;) {
    const s = randomState(rng, t, 12);
    if (s.hand!.deck.length - s.hand!.dealt >= stock && legalPlays(s).length > 1) return s;
  }
}

describe('the perfect-inference Escoba player (a measuring tool)', () => {
  it('plays a legal play on every table and rule set, the same one for the same state and seed', () => {
    expectLegalAndRepeatable('perfect-inference:legal', 36, (s, seed) => perfectInferenceBot({ seed, iterations: 40 }).choose(s));
  });

  it("samples worlds holding the other seats' true hands and the stock's true cards, in a shuffled order", () => {
    for (const [i, t] of [TABLES[0], TABLES[5], TABLES[8]].entries()) {
      const s = stateWithStock(`perfect-inference:worlds:${i}`, t, 10);
      const h = s.hand!;
      const seat = h.turn;
      const truth = EscobaKernel.fromState(s);
      const base = kernelFromView(seatView(s, seat));
      const world = base.clone();
      const source = new TrueHandsWorlds(truth);
      const rng = testRng(`perfect-inference:shuffle:${i}`);
      const stockLen = 40 - h.dealt;
      const trueStock = h.deck.slice(h.dealt);
      const samples = 400;
      let sameTop = 0;
      let sameOrder = 0;
      for (let n = 0; n < samples; n++) {
        source.sample(base, world, seat, rng);
        for (let p = 0; p < h.hands.length; p++) expect(Array.from(world.hands.subarray(p * 3, p * 3 + world.handLen[p]!))).toEqual(h.hands[p]);
        expect(Array.from(world.table.subarray(0, world.tableLen))).toEqual(h.table);
        const stock = Array.from(world.deck.subarray(h.dealt));
        expect([...stock].sort((a, b) => a - b)).toEqual([...trueStock].sort((a, b) => a - b));
        if (stock[0] === trueStock[0]) sameTop++;
        if (stock.every((c, j) => c === trueStock[j])) sameOrder++;
      }
      // Uniform order: the true top card comes up about once in `stockLen` worlds; a leaked order, every time.
      expect(sameTop / samples).toBeLessThan(2.5 / stockLen);
      expect(sameOrder).toBe(0);
    }
  });

  it("estimates every play the same whatever the stock's true order, and differently when the other hands differ", () => {
    const search = () => searchFor(EXPERT_SETTINGS, { seed: 'pi', iterations: 300 });
    const estimate = (s: GameState) => search().estimate(seatView(s, s.hand!.turn), new TrueHandsWorlds(EscobaKernel.fromState(s)));
    let changed = 0;
    for (let i = 0; i < 6; i++) {
      const s = stateWithStock(`perfect-inference:order:${i}`, TABLES[i % 2]!, 8);
      const first = estimate(s);
      expect(estimate(stockReordered(s, 1 + i))).toEqual(first);
      expect(estimate(stockReordered(s, 5))).toEqual(first);
      const t = nextHandSwappedWithStock(s);
      if (t && JSON.stringify(estimate(t)) !== JSON.stringify(first)) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('the true world (the split\'s other end) is the state itself, stock order included', () => {
    const s = stateWithStock('perfect-inference:true-world', TABLES[0], 10);
    const h = s.hand!;
    const base = kernelFromView(seatView(s, h.turn));
    const world = base.clone();
    new TrueWorld(EscobaKernel.fromState(s)).sample(base, world);
    for (let p = 0; p < h.hands.length; p++) expect(Array.from(world.hands.subarray(p * 3, p * 3 + world.handLen[p]!))).toEqual(h.hands[p]);
    expect(Array.from(world.deck.subarray(h.dealt))).toEqual(h.deck.slice(h.dealt));
  });

  it('refuses a state that is not the position of the view, and a state between hands', () => {
    const s = stateWithStock('perfect-inference:refuse', TABLES[0], 8);
    const base = kernelFromView(seatView(s, s.hand!.turn));
    const later = EscobaKernel.fromState(s);
    later.dealt += 2;
    expect(() => new TrueHandsWorlds(later).sample(base, base.clone(), s.hand!.turn, testRng('x'))).toThrow(/not the position of the view/);
    expect(() => new TrueWorld(later).sample(base, base.clone())).toThrow(/not the position of the view/);
    expect(() => perfectInferenceBot().choose({ ...s, phase: 'deal' })).toThrow(/plays in a hand/);
  });
});
