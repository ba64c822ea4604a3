import { describe, expect, it } from 'vitest';
import { applyAction, sameAction, seatView } from '@escoba/brisca';
import { BOT_LEVELS, createBriscaBot } from '@escoba/bots';
import { label, randomState, shuffleHidden, TABLES, testRng } from './helpers.js';

/** Small search effort so that the search levels stay fast here. */
const config = (level: string, seed: string) => ({ seed, iterations: level === 'hard' || level === 'expert' ? 16 : undefined });

describe('Brisca bots see only their seat', () => {
  for (const level of BOT_LEVELS) {
    for (const t of TABLES) {
      it(`${level}, ${label(t)}: the same action when only hidden cards differ`, () => {
        const rng = testRng(`hidden:${level}:${label(t)}`);
        let compared = 0;
        for (let i = 0; i < 16; i++) {
          const s = randomState(rng, t);
          const seat = s.hand!.turn;
          const other = shuffleHidden(s, seat, rng);
          if (!other) continue;
          // The states differ, the seat's views do not.
          expect(JSON.stringify(other.hand)).not.toBe(JSON.stringify(s.hand));
          expect(seatView(other, seat)).toEqual(seatView(s, seat));
          const a = createBriscaBot(level, config(level, `h${i}`)).choose(seatView(s, seat));
          const b = createBriscaBot(level, config(level, `h${i}`)).choose(seatView(other, seat));
          expect(sameAction(a, b)).toBe(true);
          compared++;
        }
        expect(compared).toBeGreaterThan(8);
      });
    }
  }
});

describe('Brisca bots play legal actions', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: a legal action in random positions of every table and preset`, () => {
      const rng = testRng(`legal:${level}`);
      for (let i = 0; i < 80; i++) {
        const s = randomState(rng, TABLES[i % TABLES.length]!);
        const view = seatView(s, s.hand!.turn);
        const action = createBriscaBot(level, config(level, `l${i}`)).choose(view);
        expect(view.legal.some((x) => sameAction(x, action))).toBe(true);
        expect(applyAction(s, action).ok).toBe(true);
      }
    });
  }
});
