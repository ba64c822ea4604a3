import { describe, expect, it } from 'vitest';
import { randomState, TABLES, testRng } from './search-helpers.js';
import { applyPlay, unwrap, EscobaKernel, playToMove, samePlay, seatView, type GameState } from '@escoba/engine';
import { createAnalyst, expertBot, hardBot } from '@escoba/bots';
import { bruteForceEndgame, decodeValue } from '../src/endgame.js';

describe('analyst and search bots', () => {
  it('estimates every legal play; the expert plays the best margin; same seed, same answer', () => {
    const rng = testRng('analyst');
    for (let i = 0; i < 36; i++) {
      const s = randomState(rng, TABLES[i % TABLES.length]!);
      const view = seatView(s, s.hand!.turn);
      const config = { seed: i, iterations: 24 };
      const est = createAnalyst(config).estimate(view);
      expect(est.map((e) => e.play)).toEqual(view.legal);
      for (const e of est) {
        expect(Number.isFinite(e.points) && Number.isFinite(e.margin)).toBe(true);
        expect(e.points).toBeGreaterThanOrEqual(0);
      }
      expect(createAnalyst(config).estimate(view)).toEqual(est);
      if (view.legal.length > 1) {
        const best = Math.max(...est.map((e) => e.margin));
        const play = expertBot(config).choose(view);
        expect(est.find((e) => samePlay(e.play, play))!.margin).toBeCloseTo(best, 9);
      }
      expect(samePlay(hardBot(config).choose(view), hardBot(config).choose(view))).toBe(true);
    }
  });

  it('is exact once a two-player stock is empty', () => {
    const rng = testRng('exact');
    let checked = 0;
    while (checked < 20) {
      let s: GameState = randomState(rng, TABLES[checked % 5]!, 30);
      while (s.hand!.deck.length - s.hand!.dealt > 0 && !s.hand!.result) {
        const legal = seatView(s, s.hand!.turn).legal;
        s = unwrap(applyPlay(s, legal[rng.int(legal.length)]!));
      }
      if (s.hand!.result) continue;
      const view = seatView(s, s.hand!.turn);
      const est = createAnalyst({ seed: 1, iterations: 1 }).estimate(view);
      const k = EscobaKernel.fromState(s);
      for (const e of est) {
        const c = k.clone();
        c.applyMove(playToMove(e.play));
        const [margin, points] = decodeValue(bruteForceEndgame(c, k.sideOf[k.turn]!));
        expect(e.margin).toBe(margin);
        expect(e.points).toBe(points);
      }
      checked++;
    }
  });

  it('respects a time budget and still plays legally', () => {
    const rng = testRng('time');
    for (let i = 0; i < 6; i++) {
      const s = randomState(rng, TABLES[i % TABLES.length]!);
      const view = seatView(s, s.hand!.turn);
      const play = expertBot({ seed: 3, iterations: 1_000_000, timeMs: 5 }).choose(view);
      expect(view.legal.some((p) => samePlay(p, play))).toBe(true);
    }
  });
});
