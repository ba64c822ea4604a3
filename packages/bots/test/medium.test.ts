import { describe, expect, it } from 'vitest';
import { makePlay } from '@escoba/engine';
import { mediumBot, easyBot } from '@escoba/bots';
import { botContract, position } from './heuristic-positions.js';

const medium = mediumBot({ seed: 1 });
const choose = (spec: Parameters<typeof position>[0]) => makePlay(medium.choose(position(spec).view));

describe('medium bot', () => {
  it('does not lay a 5 or more to an empty table when a safe card is at hand', () => {
    expect(choose({ hands: [['11c', '2b'], ['1b', '2c', '3b']], table: [] })).toBe('2b');
    expect(choose({ hands: [['5c', '12e', '3o'], ['1b', '2c', '3b']], table: [] })).toBe('3o');
  });

  it('lays the caballo to an empty table when all four sixes are seen', () => {
    // The 5 could be swept by any rey; the caballo only by a six, and all four have been taken.
    expect(choose({ hands: [['11c', '5b'], ['1b', '2c', '3b']], table: [], piles: [['6o', '6c'], ['6e', '6b']] })).toBe('11c');
    // The other way round: all four reyes seen and the sixes unseen, the 5 is the safe card.
    expect(choose({ hands: [['11c', '5b'], ['1b', '2c', '3b']], table: [], piles: [['12o', '12c'], ['12e', '12b']] })).toBe('5b');
  });

  it('takes the 7 of coins', () => {
    expect(choose({ hands: [['10b', '12c'], ['1b', '2b', '3b']], table: ['7o', '2c', '3e', '5b'] })).toBe('10b:7o');
    // Capture optional: taking it beats laying.
    expect(choose({ rules: 'sevens', hands: [['10b', '1e'], ['1b', '2b', '3b']], table: ['7o', '2c'] })).toBe('10b:7o');
  });

  it('takes the escoba', () => {
    expect(choose({ hands: [['10c', '4c', '12b'], ['1b', '2b', '3b']], table: ['2c', '4e', '5b'] })).toBe('4c:2c+4e+5b');
  });

  it('claims a renuncio', () => {
    const { view } = position({
      rules: { preset: 'sevens', renuncio: true },
      hands: [['1o', '12c'], ['1b', '2b']],
      table: ['3b', '10e', '4c'],
      renuncio: { card: '4c', sets: [['3b', '10e']] },
    });
    expect(makePlay(medium.choose(view))).toBe('!4c:3b+10e');
  });

  it('takes the 7 of coins rather than lay beside it when capture is optional', () => {
    // Capture optional: laying the 12o beside 7o makes 17 (no escoba) but 7o stays takeable by a sota; laying
    // the 1c instead leaves 7o+1c = 8: a 7 sweeps. Taking 7o with the sota is best of all.
    expect(choose({ rules: 'sevens', hands: [['10c', '1c'], ['1b', '2b', '3b']], table: ['7o'] })).toBe('10c:7o');
  });

  botContract('medium', mediumBot, easyBot);
});
