import { describe, expect, it } from 'vitest';
import { createGame, randomDeck, sameAction, seatView, unwrap } from '@escoba/brisca';
import { BOT_LEVELS, createBriscaBot, playBriscaHand } from '@escoba/bots';
import { label, randomState, TABLES, testRng } from './helpers.js';

const config = (level: string, seed: string) => ({ seed, iterations: level === 'hard' || level === 'expert' ? 16 : undefined });

describe('Brisca bots are reproducible', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: the same view and seed give the same action, whatever the bot was asked before`, () => {
      const rng = testRng(`det:${level}`);
      const states = Array.from({ length: 20 }, (_, i) => randomState(rng, TABLES[i % TABLES.length]!));
      const views = states.map((s) => seatView(s, s.hand!.turn));
      const fresh = views.map((v) => createBriscaBot(level, config(level, 'x')).choose(v));
      const shared = createBriscaBot(level, config(level, 'x'));
      const reversed = [...views].reverse().map((v) => shared.choose(v)).reverse();
      fresh.forEach((a, i) => expect(sameAction(a, reversed[i]!)).toBe(true));
    });
  }

  it('the random level depends on its seed', () => {
    const rng = testRng('det:seed');
    const views = Array.from({ length: 30 }, () => {
      const s = randomState(rng, TABLES[0]!);
      return seatView(s, s.hand!.turn);
    });
    const a = views.map((v) => createBriscaBot('random', { seed: 1 }).choose(v));
    const b = views.map((v) => createBriscaBot('random', { seed: 2 }).choose(v));
    expect(a.some((x, i) => !sameAction(x, b[i]!))).toBe(true);
  });
});

describe('Brisca bots play whole hands', () => {
  for (const t of TABLES) {
    it(`every level at one table, ${label(t)}: a hand to its end, every action legal`, () => {
      const game = unwrap(createGame(t));
      const rng = testRng(`hand:${label(t)}`);
      for (let r = 0; r < 2; r++) {
        const bots = Array.from({ length: t.players }, (_, s) => {
          const level = BOT_LEVELS[(s + r * 2) % BOT_LEVELS.length]!;
          return createBriscaBot(level, config(level, `p${s}`));
        });
        const { state } = playBriscaHand(t, randomDeck(game, rng), rng.int(t.players), bots);
        expect(state.hand!.result).not.toBeNull();
        // The card 3-player Brisca leaves out (a 4 or a 2) is worth nothing: 120 points in every game.
        expect(state.hand!.result!.points.reduce((x, y) => x + y, 0)).toBe(120);
      }
    });
  }
});
