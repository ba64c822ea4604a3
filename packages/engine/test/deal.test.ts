import { describe, expect, it } from 'vitest';
import { ALL_CARDS, createGame, deal, makeCard, stockCount, turnOf, unwrap } from '@escoba/engine';
import { buildDeck, cs, dealIndex, dealOrder, events, layPolicy, names, play, playHand, playsText, start } from './helpers.js';

/** Identity deck: 1o 2o 3o 4o 5o 6o 7o 10o 11o 12o 1c 2c ... 12b. None of its opening tables sums to 15 or 30. */
const ID_DECK = ALL_CARDS.map(makeCard);
const partnered = (n: number) => n === 6;

describe('the opening deal (spec "A hand with dealer d"; seed 001: three cards each, one at a time, from dealer\'s right, then four face up)', () => {
  // Literal expectations with the identity deck, for dealer 0 and dealer n-1.
  const cases: [number, number, Record<number, string>, string][] = [
    [2, 0, { 1: '1o 3o 5o', 0: '2o 4o 6o' }, '7o 10o 11o 12o'],
    [2, 1, { 0: '1o 3o 5o', 1: '2o 4o 6o' }, '7o 10o 11o 12o'],
    [3, 0, { 1: '1o 4o 7o', 2: '2o 5o 10o', 0: '3o 6o 11o' }, '12o 1c 2c 3c'],
    [3, 2, { 0: '1o 4o 7o', 1: '2o 5o 10o', 2: '3o 6o 11o' }, '12o 1c 2c 3c'],
    [4, 0, { 1: '1o 5o 11o', 2: '2o 6o 12o', 3: '3o 7o 1c', 0: '4o 10o 2c' }, '3c 4c 5c 6c'],
    [4, 3, { 0: '1o 5o 11o', 1: '2o 6o 12o', 2: '3o 7o 1c', 3: '4o 10o 2c' }, '3c 4c 5c 6c'],
    [6, 0, { 1: '1o 7o 3c', 2: '2o 10o 4c', 3: '3o 11o 5c', 4: '4o 12o 6c', 5: '5o 1c 7c', 0: '6o 2c 10c' }, '11c 12c 1e 2e'],
    [6, 5, { 0: '1o 7o 3c', 1: '2o 10o 4c', 2: '3o 11o 5c', 3: '4o 12o 6c', 4: '5o 1c 7c', 5: '6o 2c 10c' }, '11c 12c 1e 2e'],
  ];

  it.each(cases)('%i players, dealer %i: hands and table exactly as dealt', (n, d, hands, table) => {
    const s = start(ID_DECK, d, { players: n, partnerships: partnered(n) });
    const h = s.hand!;
    for (let seat = 0; seat < n; seat++) expect(names(h.hands[seat]!).join(' ')).toBe(hands[seat]);
    expect(names(h.table).join(' ')).toBe(table);
    expect(h.dealer).toBe(d);
    expect(h.dealt).toBe(3 * n + 4);
    expect(stockCount(s)).toBe(40 - 3 * n - 4);
    expect(events(s)[0]).toEqual({ type: 'deal', dealer: d, table: cs(table) });
  });

  it.each(cases)('%i players, dealer %i: seat d+1 plays first (seed 001 "The player to dealer\'s right plays first")', (n, d) => {
    const s = start(ID_DECK, d, { players: n, partnerships: partnered(n) });
    expect(turnOf(s)).toBe((d + 1) % n);
    expect(s.phase).toBe('play');
  });

  it('a built deck puts each chosen card where the deal sends it (helper self-check)', () => {
    for (const n of [2, 3, 4, 6]) {
      for (const d of [0, n - 1]) {
        const order = dealOrder(d, n);
        const hands: Record<number, string> = {};
        const pool = ID_DECK.slice(20);
        order.forEach((seat, j) => (hands[seat] = pool.slice(3 * j, 3 * j + 3).join(' ')));
        const deck = buildDeck({ players: n, dealer: d, hands, table: '1o 2o 3o 10o' });
        const s = start(deck, d, { players: n, partnerships: partnered(n) });
        for (let seat = 0; seat < n; seat++) expect(names(s.hand!.hands[seat]!).join(' ')).toBe(hands[seat]);
        expect(names(s.hand!.table)).toEqual(['1o', '2o', '3o', '10o']);
        expect(dealIndex(n, 1, 0, 0)).toBe(3 * n + 4);
      }
    }
  });
});

describe('dealing again (spec; seed 001 "the dealer deals three new cards to each player (but none to the table)")', () => {
  it('2 players, dealer 0: after six plays the second three cards go out in the same order, none to the table', () => {
    let s = start(ID_DECK, 0, { rules: { capture: 'optional' } });
    s = play(s, '1o', '2o', '3o', '4o', '5o', '6o');
    const h = s.hand!;
    // Second deal takes deck indices 10..15: 1c 2c 3c 4c 5c 6c, seat 1 first.
    expect(names(h.hands[1]!)).toEqual(['1c', '3c', '5c']);
    expect(names(h.hands[0]!)).toEqual(['2c', '4c', '6c']);
    expect(names(h.table)).toEqual(['7o', '10o', '11o', '12o', '1o', '2o', '3o', '4o', '5o', '6o']);
    expect(h.dealt).toBe(16);
    expect(events(s).at(-1)).toEqual({ type: 'redeal', stock: 24 });
    expect(h.turn).toBe(1);
  });

  it('3 players, dealer 2: the redeal starts again at seat 0 (d+1) and ends with the dealer', () => {
    let s = start(ID_DECK, 2, { players: 3, rules: { capture: 'optional' } });
    s = play(s, '1o', '2o', '3o', '4o', '5o', '6o', '7o', '10o', '11o');
    const h = s.hand!;
    // Deck indices 13..21: 4c 5c 6c 7c 10c 11c 12c 1e 2e.
    expect(names(h.hands[0]!)).toEqual(['4c', '7c', '12c']);
    expect(names(h.hands[1]!)).toEqual(['5c', '10c', '1e']);
    expect(names(h.hands[2]!)).toEqual(['6c', '11c', '2e']);
    expect(h.turn).toBe(0);
  });

  it.each([
    [2, false, 6],
    [3, false, 4],
    [4, false, 3],
    [4, true, 3],
    [6, true, 2],
  ])('%i players (partnerships %s): %i deals of three cards make a hand of 36 plays (seed 001 "after 6 deals if there are two players, or after three deals if there are four")', (n, partners, deals) => {
    for (const d of [0, n - 1]) {
      let s = start(ID_DECK, d, { players: n, partnerships: partners, rules: { capture: 'optional' } });
      s = playHand(s, layPolicy);
      const h = s.hand!;
      expect(events(s).filter((e) => e.type === 'redeal')).toHaveLength(deals - 1);
      expect(playsText(s)).toHaveLength(36);
      expect(h.playCount).toBe(36);
      expect(h.result).not.toBeNull();
      // Every seat played the same number of cards, in turn from d+1.
      const seats = events(s).flatMap((e) => (e.type === 'play' ? [e.seat] : []));
      expect(seats).toEqual(Array.from({ length: 36 }, (_, i) => (d + 1 + i) % n));
    }
  });
});

describe('the next hand (spec "Next hand\'s dealer is d+1"; seed 001 "the pack is ... passed to the next dealer")', () => {
  it.each([
    [2, 0],
    [2, 1],
    [3, 2],
    [4, 3],
    [6, 5],
  ])('%i players, dealer %i: the next dealer is d+1 mod n, and dealing without a dealer uses it', (n, d) => {
    let s = start(ID_DECK, d, { players: n, partnerships: partnered(n), rules: { capture: 'optional' } });
    s = playHand(s, layPolicy);
    expect(s.phase).toBe('deal');
    expect(s.nextDealer).toBe((d + 1) % n);
    const wrong = (d + 2) % n;
    expect(deal(s, ID_DECK, wrong)).toEqual({
      ok: false,
      error: { code: 'BadDealer', message: `dealer must be seat ${(d + 1) % n} (the deal passes to the next seat), got ${wrong}` },
    });
    const next = unwrap(deal(s, ID_DECK));
    expect(next.hand!.dealer).toBe((d + 1) % n);
    expect(turnOf(next)).toBe((d + 2) % n);
    expect(next.nextDealer).toBeNull();
  });
});

describe('deal errors', () => {
  it('dealing while a hand is being played, a bad dealer, a bad deck', () => {
    const g = unwrap(createGame({ players: 3 }));
    expect(deal(g, ID_DECK, 3)).toEqual({ ok: false, error: { code: 'BadDealer', message: 'dealer must be a seat from 0 to 2, got 3' } });
    expect(deal(g, ID_DECK, -1)).toMatchObject({ ok: false, error: { code: 'BadDealer' } });
    expect(deal(g, ID_DECK, 1.5)).toMatchObject({ ok: false, error: { code: 'BadDealer' } });
    expect(deal(g, ID_DECK.slice(0, 39), 0)).toEqual({ ok: false, error: { code: 'BadDeck', message: 'deck has 39 cards, expected 40' } });
    const s = unwrap(deal(g, ID_DECK, 0));
    expect(deal(s, ID_DECK)).toEqual({ ok: false, error: { code: 'NotDealing', message: 'the current hand is not finished' } });
  });

  it('the first hand may be dealt by any seat; it defaults to seat 0', () => {
    const g = unwrap(createGame({ players: 4 }));
    expect(unwrap(deal(g, ID_DECK)).hand!.dealer).toBe(0);
    expect(unwrap(deal(g, ID_DECK, 2)).hand!.dealer).toBe(2);
  });
});
