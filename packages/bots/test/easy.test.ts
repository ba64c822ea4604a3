import { describe, expect, it } from 'vitest';
import { makePlay, samePlay } from '@escoba/engine';
import { easyBot, playGame, randomBot } from '@escoba/bots';
import { position, randomViews, RULE_SETS, TABLES } from './heuristic-positions.js';

const easy = easyBot({ seed: 1 });
const choose = (spec: Parameters<typeof position>[0]) => makePlay(easy.choose(position(spec).view));

describe('easy bot', () => {
  it('takes the escoba over a bigger capture', () => {
    // 4c sweeps 2c+4e+5b; the sota takes 2c+5b and leaves the 4.
    expect(choose({ hands: [['10c', '4c', '12b'], ['1b', '2b', '3b']], table: ['2c', '4e', '5b'] })).toBe('4c:2c+4e+5b');
  });

  it('prefers the capture with the 7 of coins to one taking more cards', () => {
    // The rey takes 2c+3e (two cards, a coin); the sota takes 2c+5b or 7o.
    expect(choose({ hands: [['10b', '12c'], ['1b', '2b', '3b']], table: ['7o', '2c', '3e', '5b'] })).toBe('10b:7o');
  });

  it('takes even when capture is optional, and claims a renuncio', () => {
    expect(choose({ rules: 'sevens', hands: [['4c', '12e'], ['1b']], table: ['3b', '10e'] })).toBe('4c:3b+10e');
    const view = position({
      rules: { preset: 'sevens', renuncio: true },
      hands: [['1o', '12c'], ['1b', '2b']],
      table: ['3b', '10e', '4c'],
      renuncio: { card: '4c', sets: [['3b', '10e']] },
    }).view;
    expect(easy.choose(view).renuncio).toBe(true);
  });

  it('lays its least valuable card when it cannot take', () => {
    // Nothing in 7o, 6c, 12b makes 15 with 1e+3c: the rey is the card worth least.
    expect(choose({ hands: [['7o', '6c', '12b'], ['1b']], table: ['1e', '3c'] })).toBe('12b');
  });

  it('plays only legal plays over random positions of every rule set and table', () => {
    let n = 0;
    for (const view of randomViews(700, 'easy-legal')) {
      const play = easy.choose(view);
      expect(view.legal.some((p) => samePlay(p, play))).toBe(true);
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });

  it('finishes games on every table and rule set', () => {
    for (const t of TABLES) {
      for (const rules of RULE_SETS) {
        const bots = Array.from({ length: t.players }, (_, s) => (s % 2 ? randomBot({ seed: s }) : easyBot({ seed: s })));
        const end = playGame({ ...t, rules, bots, seed: `easy:${t.players}`, maxHands: 1 });
        expect(end.results.length).toBe(1);
      }
    }
  });

  it('is deterministic: the same seed and view give the same play', () => {
    for (const view of randomViews(100, 'easy-det')) {
      const a = easyBot({ seed: 7 }).choose(view);
      const b = easyBot({ seed: 7 }).choose(view);
      expect(samePlay(a, b)).toBe(true);
      expect(samePlay(easy.choose(view), easy.choose(view))).toBe(true);
    }
  });
});
