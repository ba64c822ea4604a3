import { describe, expect, it } from 'vitest';
import { applyAction, createGame, deal, randomDeck, sameAction, seatView, unwrap, type BriscaState } from '@escoba/brisca';
import { BOT_LEVELS, createBriscaBot } from '@escoba/bots';
import { label, TABLES, testRng } from './helpers.js';

const config = (level: string, seed: string) => ({ seed, iterations: level === 'hard' || level === 'expert' ? 8 : undefined });

describe('Brisca bots: whole hands with every seat at one level', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: every action legal in 3 hands at every table and preset`, () => {
      const rng = testRng(`legality:${level}`);
      let actions = 0;
      let exchanges = 0;
      let pairs = 0;
      for (const t of TABLES) {
        const game = unwrap(createGame(t));
        for (let h = 0; h < 3; h++) {
          const bots = Array.from({ length: t.players }, (_, s) => createBriscaBot(level, config(level, `${label(t)}:${h}:${s}`)));
          let s: BriscaState = unwrap(deal(game, randomDeck(game, rng), h % t.players));
          while (!s.hand!.result) {
            const seat = s.hand!.turn;
            const view = seatView(s, seat);
            const action = bots[seat]!.choose(view);
            expect(view.legal.some((x) => sameAction(x, action))).toBe(true);
            if (action.type === 'exchange') exchanges++;
            else if (action.type === 'play' && action.cards.length === 2) pairs++;
            s = unwrap(applyAction(s, action));
            actions++;
          }
        }
      }
      expect(actions).toBeGreaterThan(1000);
      expect(pairs).toBeGreaterThan(0);
      if (level !== 'random') expect(exchanges).toBeGreaterThan(0);
    });
  }
});
