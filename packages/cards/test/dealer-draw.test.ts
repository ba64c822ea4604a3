import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ALL_CARDS, cardRankIndex, createRng, drawForDealer, makeCard, parseCard, shuffledDeck, type Card } from '@escoba/cards';

const cards = (...names: string[]): Card[] => names.map((n) => {
  const parsed = parseCard(n);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
});

describe('the draw for the first dealer (seed 003: "the dealer the player who drawn the highest one")', () => {
  it('gives the deal to the seat that draws the highest card', () => {
    const draw = drawForDealer(cards('3o', '12c', '7e', '1b'), 4);
    expect(draw.dealer).toBe(1);
    expect(draw.rounds).toEqual([{ seats: [0, 1, 2, 3], cards: cards('3o', '12c', '7e', '1b') }]);
  });

  it('has the seats tied for the highest card draw again, in seat order', () => {
    const draw = drawForDealer(cards('12o', '5c', '12e', '4b', '2c'), 3);
    expect(draw.rounds.map((r) => ({ seats: r.seats, cards: r.cards.map(makeCard) }))).toEqual([
      { seats: [0, 1, 2], cards: ['12o', '5c', '12e'] },
      { seats: [0, 2], cards: ['4b', '2c'] },
    ]);
    expect(draw.dealer).toBe(0);
  });

  it('always ends with one dealer whose last card beats every other card of that round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: 2, max: 6 }), (seed, seats) => {
        const deck = shuffledDeck(createRng(seed));
        const draw = drawForDealer(deck, seats);
        const last = draw.rounds.at(-1)!;
        const mine = last.cards[last.seats.indexOf(draw.dealer)]!;
        for (const c of last.cards) if (c !== mine) expect(cardRankIndex(c)).toBeLessThan(cardRankIndex(mine));
        expect(draw.rounds[0]!.seats).toEqual(Array.from({ length: seats }, (_, i) => i));
        const used = draw.rounds.flatMap((r) => r.cards);
        expect(used).toEqual(deck.slice(0, used.length));
      }),
    );
  });

  it('takes a ranking, and a single seat deals without drawing', () => {
    expect(drawForDealer(ALL_CARDS, 2, (c) => -c).dealer).toBe(0);
    expect(drawForDealer(ALL_CARDS, 1)).toEqual({ rounds: [], dealer: 0 });
  });
});
