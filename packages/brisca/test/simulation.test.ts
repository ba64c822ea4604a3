/**
 * Random simulations over every preset, table and option, checking the invariants after every action: every card
 * exactly once, 120 points per hand (the left-out four or two is worth 0), hand sizes, the stock drawn in order
 * with the trump card last, the number of tricks, and what the next hand's dealer is.
 */
import { describe, expect, it } from 'vitest';
import { handEvents, legalActions, checkAction, trickCount, type BriscaState } from '@escoba/brisca';
import { CONFIGS, checkInvariants, randomGame } from './helpers.js';

describe('random simulations', () => {
  for (const [i, config] of CONFIGS.entries()) {
    it(`keeps the invariants: ${JSON.stringify(config)}`, () => {
      let actions = 0;
      let exchanges = 0;
      const finished: BriscaState[] = [];
      for (let g = 0; g < 12; g++) {
        const end = randomGame(config, `sim-${i}-${g}`, 4, (before, action, after) => {
          actions++;
          if (action.type === 'exchange') exchanges++;
          expect(checkAction(before, action)).toBeNull();
          checkInvariants(after);
          // Every listed action is legal; an exchange never passes the turn.
          if (action.type === 'exchange') expect(after.hand!.turn).toBe(before.hand!.turn);
          if (after.hand!.result) finished.push(after);
        });
        expect(end.results.length).toBeGreaterThan(0);
      }
      expect(actions).toBeGreaterThan(100);
      if (config.rules !== undefined && typeof config.rules === 'object' && (config.rules as { exchange?: string }).exchange === 'none') expect(exchanges).toBe(0);
      for (const s of finished) {
        const h = s.hand!;
        const events = handEvents(h);
        const draws = events.filter((e) => e.type === 'draw');
        // The stock divides evenly into drawing rounds: every round is complete and the last one takes the trump card.
        const perRound = s.mode === 'alcalde' ? 4 : s.table.players;
        for (const d of draws) if (d.type === 'draw') expect(d.seats).toHaveLength(perRound);
        const last = draws.at(-1)!;
        if (last.type === 'draw') {
          expect(last.trumpTo).toBe(last.seats.at(-1));
          expect(last.trump).not.toBeNull();
        }
        expect(events.filter((e) => e.type === 'trick')).toHaveLength(trickCount(s.mode, s.table.players));
        expect(legalActions(s)).toEqual([]);
        const r = h.result!;
        if (s.mode === 'brisca') {
          expect(s.nextDealer).toBe((h.dealer + 1) % s.table.players);
          const best = Math.max(...r.points);
          expect(r.winner).toBe(r.points.filter((p) => p === best).length > 1 ? null : r.points.indexOf(best));
        } else {
          expect(r.alcaldeKeeps).toBe(r.points[0]! >= s.rules.keep);
          expect(s.nextDealer).toBe(r.alcaldeKeeps ? h.dealer : (h.dealer + 1) % 3);
        }
      }
    });
  }
});
