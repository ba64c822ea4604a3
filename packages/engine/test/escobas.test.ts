import { describe, expect, it } from 'vitest';
import { ALL_CARDS, captureSets, makeCard, recordFromState, replayRecord, summarize, turnOf, unwrap, type GameState } from '@escoba/engine';
import { buildDeck, c, cs, events, layPolicy, legalText, names, play, playHand, randomGame, start, total } from './helpers.js';

describe('escobas in play (spec: "Taking every card on the table is an escoba (1 point)"; seeds 000-004)', () => {
  // 2 players, dealer 0; table 1c 2c 3c 4c (10); seat 1 holds 5o: 5+1+2+3+4 = 15 sweeps the table.
  const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '5o 12e 12b', 0: '3o 4o 6b' }, table: '1c 2c 3c 4c' });

  it('a capture that takes every table card is an escoba', () => {
    const s = play(start(deck, 0), '5o:1c+2c+3c+4c');
    expect(s.hand!.table).toEqual([]);
    expect(s.hand!.escobas).toEqual([0, 1]);
    expect(events(s).at(-1)).toEqual({ type: 'play', seat: 1, card: c('5o'), take: cs('1c 2c 3c 4c'), escoba: true });
    // The next player plays to an empty table and can only lay.
    expect(legalText(s)).toEqual(['3o', '4o', '6b']);
  });

  it('a capture that leaves a card is not an escoba', () => {
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 12e 12b' }, table: '7c 2c 5e 12o' });
    const s = play(start(d, 0), '10o:7c');
    expect(s.hand!.escobas).toEqual([0, 0]);
    expect(events(s).at(-1)).toMatchObject({ escoba: false });
  });

  it('a sweep that is not the hand\'s final play counts even with lastPlayEscoba false (seed 002 only excludes the very last turn)', () => {
    const s = play(start(deck, 0, { rules: 'sevens' }), '5o:1c+2c+3c+4c');
    expect(s.hand!.escobas).toEqual([0, 1]);
  });

  it('escobas of partners count for their side, one point each (seed 001 "worth an extra point to the team")', () => {
    // 4 players in partnerships, dealer 0: seat 1 sweeps 1c 2c 3c 4c with 5o; seat 2 lays 7c; seat 3 sweeps it with 10b (8).
    const d = buildDeck({ players: 4, dealer: 0, hands: { 1: '5o', 2: '7c', 3: '10b' }, table: '1c 2c 3c 4c' });
    let s = start(d, 0, { players: 4, partnerships: true, rules: { capture: 'optional' } });
    s = play(s, '5o:1c+2c+3c+4c', '7c', '10b:7c');
    expect(s.hand!.escobas).toEqual([0, 1, 0, 1]);
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.leftoverTo).toBe(3);
    expect(r.escobas).toEqual([0, 2]);
    expect(r.captured).toEqual([0, 40]);
    expect(r.breakdown).toEqual([{}, { escobas: 2, cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 }]);
    expect(r.points).toEqual([0, 6]);
  });
});

describe('deal escobas (spec "dealEscobas"; seed 001: "If the values of the four cards dealt face-up ... add up to exactly 15, the dealer captures these four cards ... If ... 30 ... two escobas")', () => {
  const T15 = '1c 2c 5c 7c'; // 1+2+5+7 = 15
  const T30 = '12o 12c 5e 5b'; // 10+10+5+5 = 30
  it('the table cards of the helper positions sum as intended', () => {
    expect(total(cs(T15))).toBe(15);
    expect(total(cs(T30))).toBe(30);
  });

  const cases: [number, number, string, 'dealer' | 'mano', number][] = [
    [2, 0, T15, 'dealer', 0],
    [2, 1, T15, 'dealer', 1],
    [2, 0, T30, 'dealer', 0],
    [2, 0, T15, 'mano', 1],
    [2, 1, T30, 'mano', 0],
    [3, 2, T15, 'dealer', 2],
    [3, 2, T15, 'mano', 0],
    [3, 0, T30, 'mano', 1],
    [4, 3, T15, 'mano', 0],
    [6, 5, T30, 'dealer', 5],
  ];
  it.each(cases)('%i players, dealer %i, table %s, dealEscobas %s: seat %i takes it at once', (n, d, table, mode, taker) => {
    const deck = buildDeck({ players: n, dealer: d, table });
    const s = start(deck, d, { players: n, partnerships: n === 6, rules: { dealEscobas: mode } });
    const h = s.hand!;
    const count = total(cs(table)) / 15;
    expect(h.table).toEqual([]);
    expect(names(h.piles[taker]!)).toEqual(table.split(' '));
    expect(h.escobas[taker]).toBe(count);
    expect(h.escobas.reduce((a, b) => a + b, 0)).toBe(count);
    expect(h.lastCapturer).toBe(taker);
    expect(events(s)[1]).toEqual({ type: 'dealEscoba', seat: taker, cards: cs(table), escobas: count });
    // The player to the dealer's right then plays the first card to an empty table (seed 001).
    expect(turnOf(s)).toBe((d + 1) % n);
    expect(h.hands.every((x) => x.length === 3)).toBe(true);
  });

  it.each([T15, T30])('dealEscobas "none": a table of %s stays on the table', (table) => {
    const s = start(buildDeck({ players: 2, dealer: 0, table }), 0, { rules: { dealEscobas: 'none' } });
    expect(names(s.hand!.table)).toEqual(table.split(' '));
    expect(s.hand!.escobas).toEqual([0, 0]);
    expect(s.hand!.lastCapturer).toBeNull();
    expect(events(s).some((e) => e.type === 'dealEscoba')).toBe(false);
  });

  it.each(['1c 2c 5c 6c', '1c 3c 5c 7c', '1c 2c 5c 12b', '12o 12c 5e 6b', '12o 12c 12e 12b'])(
    'a table of %s (not 15 or 30) is not taken',
    (table) => {
      expect([15, 30]).not.toContain(total(cs(table)));
      const s = start(buildDeck({ players: 2, dealer: 0, table }), 0);
      expect(s.hand!.table).toHaveLength(4);
      expect(s.hand!.escobas).toEqual([0, 0]);
    },
  );

  it('the deal escoba scores in the hand result; its taker is the last capturer and gets the leftover when nobody else takes (spec)', () => {
    for (const [mode, taker] of [
      ['dealer', 0],
      ['mano', 1],
    ] as const) {
      let s = start(buildDeck({ players: 2, dealer: 0, table: T30 }), 0, { rules: { capture: 'optional', dealEscobas: mode } });
      s = playHand(s, layPolicy);
      const r = s.hand!.result!;
      expect(r.leftoverTo).toBe(taker);
      expect(r.captured[taker]).toBe(40);
      expect(r.escobas[taker]).toBe(2);
      expect(r.breakdown[taker]).toEqual({ escobas: 2, cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 });
      expect(r.points[taker]).toBe(6);
      expect(r.points[1 - taker]).toBe(0);
    }
  });
});

/** The state just before the final play of a hand laid out with layPolicy (capture optional). */
function beforeFinalPlay(rules: Record<string, unknown>): GameState {
  const s = start(ALL_CARDS.map(makeCard), 0, { rules: { capture: 'optional', ...rules } });
  let before: GameState | null = null;
  playHand(s, layPolicy, (b) => (before = b));
  return before as unknown as GameState;
}

describe('a sweep by the hand\'s final play (spec "lastPlayEscoba"; seed 002: "Capturing the last cards on the very last turn never counts as an Escoba")', () => {
  it('cannot happen in a real hand: the pack is worth 220 = 10 mod 15, so the last play always leaves 10, 25, 40 or 55 on the table (seed 001)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const s = randomGame({ rules: 'classic', players: 2 }, seed, undefined, 3);
      for (const r of s.results) {
        expect(r.leftover.length).toBeGreaterThan(0);
        expect(total(r.leftover) % 15).toBe(10);
      }
      // Hence lastPlayEscoba does not change any finished game: replay the same record with the option flipped.
      const rec = recordFromState(s);
      const flipped = unwrap(replayRecord({ ...rec, rules: { preset: 'classic', lastPlayEscoba: false } }));
      expect(summarize(flipped)).toEqual(summarize(s));
    }
  });

  // Unreachable in real play (see above), so the option is checked on a position where the table before the final
  // play is replaced by a set the final card can sweep.
  const sweepAtTheEnd = (lastPlayEscoba: boolean) => {
    const b = beforeFinalPlay({ lastPlayEscoba });
    const h = b.hand!;
    const card = h.hands[h.turn]![0]!;
    const set = captureSets(h.table, card)[0]!;
    const patched: GameState = { ...b, hand: { ...h, table: set } };
    return { after: play(patched, { card, take: set }), seat: h.turn };
  };

  it('lastPlayEscoba true (default): the final sweep is an escoba', () => {
    const { after, seat } = sweepAtTheEnd(true);
    expect(after.hand!.result).not.toBeNull();
    expect(after.hand!.escobas[seat]).toBe(1);
    expect(after.hand!.result!.escobas[seat]).toBe(1);
    expect(after.hand!.result!.breakdown[seat]!.escobas).toBe(1);
    expect(events(after).filter((e) => e.type === 'play').at(-1)).toMatchObject({ seat, escoba: true });
  });

  it('lastPlayEscoba false: the final sweep is no escoba', () => {
    const { after, seat } = sweepAtTheEnd(false);
    expect(after.hand!.result).not.toBeNull();
    expect(after.hand!.escobas[seat]).toBe(0);
    expect(after.hand!.result!.escobas[seat]).toBe(0);
    expect(after.hand!.result!.breakdown[seat]!.escobas).toBeUndefined();
    expect(events(after).filter((e) => e.type === 'play').at(-1)).toMatchObject({ seat, escoba: false });
  });
});

describe('the leftover (spec: "the cards left go to the last seat that took cards; never an escoba; if nobody took anything, to nobody")', () => {
  it('goes to the last capturer, and is never an escoba (seed 001 "This does not count as an escoba")', () => {
    // 2 players, dealer 0: seat 1 takes 2c+3c with 12o, then everyone lays.
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '12o' }, table: '1c 2c 3c 12c' });
    let s = play(start(d, 0, { rules: { capture: 'optional' } }), '12o:2c+3c');
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.leftoverTo).toBe(1);
    expect(r.leftover).toHaveLength(37);
    expect(total(r.leftover)).toBe(220 - 15);
    expect(r.escobas).toEqual([0, 0]);
    expect(s.hand!.table).toEqual([]);
    expect(s.hand!.piles[1]).toHaveLength(40);
    expect(events(s).at(-1)).toEqual({ type: 'end', leftover: r.leftover, to: 1 });
    expect(r.captured).toEqual([0, 40]);
    expect(r.breakdown).toEqual([{}, { cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 }]);
  });

  it('goes to the last capturer\'s side in partnerships (seed 001 "the last player or team")', () => {
    // 4 players in partnerships, dealer 0 (order 1, 2, 3, 0): seat 1 lays 11e, seat 2 takes 2c+3c with 12o, then all lay.
    const d = buildDeck({ players: 4, dealer: 0, hands: { 1: '11e', 2: '12o' }, table: '1c 2c 3c 12c' });
    let s = play(start(d, 0, { players: 4, partnerships: true, rules: { capture: 'optional' } }), '11e', '12o:2c+3c');
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.leftoverTo).toBe(2);
    expect(s.hand!.piles.map((x) => x.length)).toEqual([0, 0, 40, 0]);
    expect(r.captured).toEqual([40, 0]);
    expect(r.points).toEqual([4, 0]);
  });

  it('the last capturer is the seat that took last, not the one that took most', () => {
    // Seat 1 takes 3 cards early (12o:2c+3c); later seat 0 takes once; the leftover goes to seat 0.
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '12o' }, table: '1c 2c 3c 12c' });
    let s = play(start(d, 0, { rules: { capture: 'optional' } }), '12o:2c+3c');
    let taken = false;
    s = playHand(s, (st, legal) => {
      if (!taken && st.hand!.turn === 0 && st.hand!.dealt === 40) {
        const t = legal.find((x) => x.take.length > 0 && !x.renuncio);
        if (t) {
          taken = true;
          return t;
        }
      }
      return layPolicy(st, legal);
    });
    expect(taken).toBe(true);
    expect(s.hand!.result!.leftoverTo).toBe(0);
  });

  it('goes to nobody when nobody took anything: the cards stay on the table and score for nobody', () => {
    let s = start(ALL_CARDS.map(makeCard), 0, { rules: { capture: 'optional' } });
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.leftoverTo).toBeNull();
    expect(r.leftover).toHaveLength(40);
    expect(s.hand!.table).toHaveLength(40);
    expect(r.captured).toEqual([0, 0]);
    expect(r.points).toEqual([0, 0]);
    expect(r.breakdown).toEqual([{}, {}]);
    expect(s.scores).toEqual([0, 0]);
    expect(events(s).at(-1)).toMatchObject({ type: 'end', to: null });
  });
});
