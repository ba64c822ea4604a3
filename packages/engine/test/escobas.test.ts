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

describe('the opening table under seed 003 and seed 004 (issue 10)', () => {
  const T15 = '1c 2c 5c 7c'; // 15
  const SPLIT30 = '12o 5c 12c 5e'; // 10+5 and 10+5: two groups of 15
  const WHOLE30 = '12o 12c 6e 4b'; // 10+10+6+4 = 30 with no group of 15
  const opening = (table: string, dealEscobas: string, dealer = 0) =>
    start(buildDeck({ players: 2, dealer, table }), dealer, { rules: { dealEscobas } });

  it('the tables are what their names say: a 30 splits into two 15s exactly when some of its cards make 15', () => {
    const splits = (t: string) => {
      const v = cs(t);
      return [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].some((m) => total(v.filter((_, i) => m & (1 << i))) === 15);
    };
    expect([total(cs(SPLIT30)), splits(SPLIT30)]).toEqual([30, true]);
    expect([total(cs(WHOLE30)), splits(WHOLE30)]).toEqual([30, false]);
  });

  it.each([0, 1])('dealerNoEscoba, dealer %i: seed 004 "where the four initial cards dealt to the board add up to 15, they are taken by the dealer and added to his scoring pile": no escoba', (dealer) => {
    const s = opening(T15, 'dealerNoEscoba', dealer);
    const h = s.hand!;
    expect(h.table).toEqual([]);
    expect(names(h.piles[dealer]!)).toEqual(T15.split(' '));
    expect(h.escobas).toEqual([0, 0]);
    expect(h.lastCapturer).toBe(dealer);
    expect(events(s)[1]).toEqual({ type: 'dealEscoba', seat: dealer, cards: cs(T15), escobas: 0 });
    expect(turnOf(s)).toBe(1 - dealer);
  });

  it.each([SPLIT30, WHOLE30])('dealerNoEscoba: seed 004 speaks of 15 only, so a table of %s (30) stays', (table) => {
    const s = opening(table, 'dealerNoEscoba');
    expect(names(s.hand!.table)).toEqual(table.split(' '));
    expect(s.hand!.lastCapturer).toBeNull();
  });

  it('dealerNoEscoba: the dealer\'s four cards count for cards, coins and the rest, never for escobas (played to the end)', () => {
    let s = start(buildDeck({ players: 2, dealer: 0, table: '7o 1o 2o 5o' }), 0, { rules: { dealEscobas: 'dealerNoEscoba', capture: 'optional' } });
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.escobas).toEqual([0, 0]);
    // Nobody else took anything, so the dealer, the last to take, gets the leftover too: all 40 cards.
    expect(r.captured).toEqual([40, 0]);
    expect(r.breakdown[0]).toEqual({ cards: 1, coins: 1, sevenOfCoins: 1, prime: 1 });
  });

  it('dealerGroups: seed 003 "when the four cards that the dealer puts uncovered on the table make one or two groups of 15, one or two Escobas, the dealer takes them"', () => {
    const one = opening(T15, 'dealerGroups');
    expect(one.hand!.escobas).toEqual([1, 0]);
    const two = opening(SPLIT30, 'dealerGroups');
    expect(two.hand!.escobas).toEqual([2, 0]);
    expect(two.hand!.table).toEqual([]);
    // 10+10+6+4 is 30 but no group of 15: it stays on the table.
    const none = opening(WHOLE30, 'dealerGroups');
    expect(names(none.hand!.table)).toEqual(WHOLE30.split(' '));
    expect(none.hand!.escobas).toEqual([0, 0]);
    expect(events(none).some((e) => e.type === 'dealEscoba')).toBe(false);
  });

  it('dealer (default): seed 001 "If the cards in the initial four card layout add up to 30, the lucky dealer takes them and scores two escobas", split or not', () => {
    expect(opening(SPLIT30, 'dealer').hand!.escobas).toEqual([2, 0]);
    expect(opening(WHOLE30, 'dealer').hand!.escobas).toEqual([2, 0]);
  });

  it('every four-card table: what each rule does follows from its total and its groups of 15 (exhaustive over value multisets)', () => {
    const valueCards: Record<number, string[]> = { 1: ['1o', '1c', '1e', '1b'], 2: ['2o', '2c', '2e', '2b'], 3: ['3o', '3c', '3e', '3b'], 4: ['4o', '4c', '4e', '4b'], 5: ['5o', '5c', '5e', '5b'], 6: ['6o', '6c', '6e', '6b'], 7: ['7o', '7c', '7e', '7b'], 8: ['10o', '10c', '10e', '10b'], 9: ['11o', '11c', '11e', '11b'], 10: ['12o', '12c', '12e', '12b'] };
    let checked = 0;
    let whole30 = 0;
    for (let a = 1; a <= 10; a++)
      for (let b = a; b <= 10; b++)
        for (let c2 = b; c2 <= 10; c2++)
          for (let d = c2; d <= 10; d++) {
            const vals = [a, b, c2, d];
            const sum = a + b + c2 + d;
            if (sum !== 15 && sum !== 30) continue;
            const used: Record<number, number> = {};
            const table = vals.map((v) => valueCards[v]![(used[v] = (used[v] ?? -1) + 1)]!).join(' ');
            const groups = sum === 15 || [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].some((m) => vals.filter((_, i) => m & (1 << i)).reduce((t, v) => t + v, 0) === 15);
            const expected: Record<string, number | null> = {
              dealer: sum / 15,
              mano: sum / 15,
              dealerGroups: groups ? sum / 15 : null,
              dealerNoEscoba: sum === 15 ? 0 : null,
              none: null,
            };
            for (const [mode, want] of Object.entries(expected)) {
              const h = opening(table, mode).hand!;
              if (want === null) expect(h.table, `${table} ${mode}`).toHaveLength(4);
              else expect([h.table.length, h.escobas[mode === 'mano' ? 1 : 0]], `${table} ${mode}`).toEqual([0, want]);
            }
            checked++;
            if (!groups) whole30++;
          }
    // Both kinds of 30 occur among the 47 multisets of four values worth 15 or 30.
    expect(checked).toBeGreaterThan(40);
    expect(whole30).toBeGreaterThan(0);
    expect(whole30).toBeLessThan(checked);
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
