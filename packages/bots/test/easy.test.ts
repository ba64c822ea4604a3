import { describe, expect, it } from 'vitest';
import { makePlay } from '@escoba/engine';
import { easyBot, randomBot } from '@escoba/bots';
import { botContract, position } from './heuristic-positions.js';

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

  botContract('easy', easyBot, randomBot);
});
