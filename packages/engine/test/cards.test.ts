import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  CARD_COUNT,
  RANKS,
  SEVEN_OF_COINS,
  SUITS,
  cardName,
  cardRank,
  cardSuit,
  cardValue,
  createRng,
  hashSeed,
  makeCard,
  parseDeck,
  shuffle,
  shuffledDeck,
  sumValues,
} from '@escoba/engine';
import { c, cs } from './helpers.js';

describe('the 40-card Spanish pack (seeds 001, 003, 004)', () => {
  it('has 40 cards: oros, copas, espadas, bastos, each 1-7, 10 sota, 11 caballo, 12 rey (seed 001 pagat "Players and Cards")', () => {
    expect(CARD_COUNT).toBe(40);
    expect(ALL_CARDS).toHaveLength(40);
    expect(new Set(ALL_CARDS).size).toBe(40);
    expect([...SUITS]).toEqual(['o', 'c', 'e', 'b']);
    expect([...RANKS]).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 11, 12]);
    const notation = ALL_CARDS.map(makeCard);
    expect(new Set(notation).size).toBe(40);
    for (const suit of SUITS) for (const rank of RANKS) expect(notation).toContain(`${rank}${suit}`);
    // No eights or nines in the Spanish pack (seed 001: "There are no eights or nines").
    expect(notation.some((x) => /^[89]/.test(x))).toBe(false);
  });

  it('capture values: 1-7 face value, sota (10) 8, caballo (11) 9, rey (12) 10 (seed 001 pagat, seed 000, seed 004)', () => {
    const expected: Record<number, number> = { 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 10: 8, 11: 9, 12: 10 };
    for (const card of ALL_CARDS) expect(cardValue(card)).toBe(expected[cardRank(card)]);
    expect(cardValue(c('10b'))).toBe(8);
    expect(cardValue(c('11c'))).toBe(9);
    expect(cardValue(c('12o'))).toBe(10);
    expect(cardValue(c('1e'))).toBe(1);
  });

  it('the whole pack is worth 220, 10 more than a multiple of 15 (seed 001 pagat)', () => {
    expect(sumValues(ALL_CARDS)).toBe(220);
    expect(220 % 15).toBe(10);
  });

  it('each suit has 10 cards; the siete de oros is 7o (seed 001 "Siete de Velo")', () => {
    for (const suit of SUITS) expect(ALL_CARDS.filter((x) => cardSuit(x) === suit)).toHaveLength(10);
    expect(makeCard(SEVEN_OF_COINS)).toBe('7o');
    expect(SEVEN_OF_COINS).toBe(c('7o'));
  });

  it('card names for people (es/en)', () => {
    expect(cardName(c('7o'))).toBe('7 de oros');
    expect(cardName(c('10b'))).toBe('sota de bastos');
    expect(cardName(c('12e'), 'en')).toBe('king of swords');
    expect(cardName(c('11c'), 'en')).toBe('knight of cups');
  });
});

describe('decks', () => {
  it('parseDeck accepts the 40 cards in notation or as ids, in any order', () => {
    const ids = [...ALL_CARDS].reverse();
    const fromIds = parseDeck(ids);
    expect(fromIds).toEqual({ ok: true, value: ids });
    const fromText = parseDeck(ids.map(makeCard));
    expect(fromText).toEqual({ ok: true, value: ids });
  });

  it('parseDeck rejects non-arrays, wrong lengths, duplicates and bad cards with typed errors naming the place', () => {
    expect(parseDeck('1o')).toMatchObject({ ok: false, error: { code: 'BadDeck', message: 'deck must be an array of 40 cards' } });
    const deck = ALL_CARDS.map(makeCard);
    expect(parseDeck(deck.slice(1))).toMatchObject({ ok: false, error: { code: 'BadDeck', message: 'deck has 39 cards, expected 40' } });
    const dup = [...deck];
    dup[5] = dup[2]!;
    expect(parseDeck(dup)).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 5, message: 'deck card 5: 3o appears twice (first at 2)' } });
    const bad = [...deck];
    bad[7] = '8o';
    const r = parseDeck(bad);
    expect(r).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 7 } });
    if (!r.ok) expect(r.error.message).toMatch(/^deck card 7: "8o" is not a card/);
    const weird = [...deck];
    (weird as unknown[])[0] = { card: '1o' };
    expect(parseDeck(weird)).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 0 } });
    expect(parseDeck([...ALL_CARDS.slice(1), 40])).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 39 } });
  });

  it('shuffledDeck is a permutation of the pack and is determined by the seed', () => {
    const a = shuffledDeck(createRng(42));
    const b = shuffledDeck(createRng(42));
    const other = shuffledDeck(createRng(43));
    expect([...a].sort((x, y) => x - y)).toEqual([...ALL_CARDS]);
    expect(a).toEqual(b);
    expect(a).not.toEqual(other);
    expect(shuffle(cs('1o 2o 3o'), createRng('x'))).toHaveLength(3);
  });
});

describe('seeded rng', () => {
  it('same seed, same stream; int(n) stays in [0, n); state can be saved and restored', () => {
    const r1 = createRng('7:42');
    const r2 = createRng('7:42');
    const xs = Array.from({ length: 50 }, () => r1.int(7));
    expect(Array.from({ length: 50 }, () => r2.int(7))).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 7)).toBe(true);
    const saved = r1.state();
    const next = r1.nextU32();
    expect(createRng(0, saved).nextU32()).toBe(next);
    expect(() => r1.int(0)).toThrow(RangeError);
    expect(hashSeed(2 ** 32 + 5)).not.toBe(hashSeed(5));
    const f = r1.float();
    expect(f >= 0 && f < 1).toBe(true);
  });
});
