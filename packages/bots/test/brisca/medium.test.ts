import { describe, expect, it } from 'vitest';
import { makeAction, seatView } from '@escoba/brisca';
import { createBriscaBot } from '@escoba/bots';
import { position } from './helpers.js';

const two = { players: 2, rules: 'brisca' };
const four = { players: 4, partnerships: true, rules: 'brisca' };
const play = (level: 'easy' | 'medium', s: ReturnType<typeof position>) => makeAction(createBriscaBot(level).choose(seatView(s, s.hand!.turn)));

describe('medium: rules of thumb (trumps are oros in every position)', () => {
  it('"fallar" with the cheapest trump when the trick holds a three; easy grabs the most points with the as', () => {
    const s = position(two, 1, { 0: '3c 4e 5b', 1: '4o 1o 6e' }, '12o', ['3c']);
    expect(play('medium', s)).toBe('4o');
    expect(play('easy', s)).toBe('1o');
  });

  it('saves its trumps: no trump on a trick worth nothing or only a caballo early in the hand', () => {
    expect(play('medium', position(two, 1, { 0: '4e 3c 5b', 1: '5o 6c 12b' }, '12o', ['4e']))).toBe('6c');
    expect(play('medium', position(two, 1, { 0: '11e 3c 5b', 1: '5o 6c 12b' }, '12o', ['11e']))).toBe('6c');
  });

  it('takes with a higher card of the suit led when the trick holds points, rather than a trump', () => {
    expect(play('medium', position(two, 1, { 0: '12c 4e 5b', 1: '5o 1c 6e' }, '12o', ['12c']))).toBe('1c');
  });

  it('"cargar": loads points on the partner\'s trick when counting shows no opponent can beat it', () => {
    // Seat 0 leads the as of trumps; seat 3 (an opponent) plays after seat 2, but nothing beats the as of trumps.
    expect(play('medium', position(four, 3, { 0: '1o 5b 6b', 1: '5c 7b 4b', 2: '3e 4c 6c' }, '12o', ['1o', '5c']))).toBe('3e');
    // Last to play behind the partner's winning card: the richest non-trump card.
    expect(play('medium', position(four, 3, { 0: '5c 5b 6b', 1: '1o 7b 4b', 2: '4c 2e 6e', 3: '3e 4e 7e' }, '12o', ['5c', '1o', '4c']))).toBe('3e');
  });

  it('exchanges the 7 of trumps for a high trump card from the second trick on', () => {
    const s = position(two, 1, { 0: '7o 4c 5c', 1: '4e 5e 6e' }, '12o', ['4c', '4e']);
    expect(s.hand!.turn).toBe(0);
    expect(play('medium', s)).toBe('~7o');
  });
});
