import { describe, expect, it } from 'vitest';
import { ALL_CARDS, makeCard, parseCardList } from '@escoba/cards';

describe('parseCardList', () => {
  it('accepts distinct cards as ids or notation, of the size asked for', () => {
    const deck = ALL_CARDS.filter((c) => c !== 3).map(makeCard);
    const r = parseCardList(deck, 39);
    expect(r.ok && r.value).toEqual(ALL_CARDS.filter((c) => c !== 3));
    expect(parseCardList([0, 1, 2], 3)).toEqual({ ok: true, value: [0, 1, 2] });
  });

  it('gives typed errors: wrong size, bad entries, repeats', () => {
    expect(parseCardList([0, 1], 3)).toMatchObject({ ok: false, error: { code: 'BadDeck', message: 'deck has 2 cards, expected 3' } });
    expect(parseCardList('0,1', 2)).toMatchObject({ ok: false, error: { code: 'BadDeck' } });
    expect(parseCardList(['1o', '9o'], 2)).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 1 } });
    expect(parseCardList([0, 40], 2)).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 1 } });
    expect(parseCardList(['1o', 0], 2)).toMatchObject({ ok: false, error: { code: 'BadDeck', index: 1, message: 'deck card 1: 1o appears twice (first at 0)' } });
  });
});
