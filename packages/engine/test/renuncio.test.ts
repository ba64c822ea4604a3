/**
 * Renuncio (house rule, seed 002: "if a player ... throws a card that could have completed a set of 15,
 * the other player may declare Renuncio and take those cards"); only with capture "optional".
 */
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, applyPlay, canTake, makeCard, type GameState } from '@escoba/engine';
import { buildDeck, c, cs, events, layPolicy, legalText, names, p, play, playHand, playsText, start } from './helpers.js';

const RENUNCIO = { preset: 'sevens', renuncio: true };
// 2 players, dealer 0, seat 1 first. Table 5c 2e 12b 11b (5 2 10 9). Seat 1: 10o (8, could take 5c+2e), 2o, 7c.
const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 2o 7c', 0: '3o 4o 6b' }, table: '5c 2e 12b 11b' });
const pos = (rules: unknown = RENUNCIO) => start(deck, 0, { rules });

describe('renuncio chance', () => {
  it('laying a card that could have made 15 opens a renuncio for the next player (seed 002)', () => {
    const s = play(pos(), '10o');
    expect(s.hand!.renuncio).toEqual({ from: 1, card: c('10o'), sets: [cs('5c 2e')] });
    // The claims come first among the legal plays.
    expect(legalText(s)[0]).toBe('!10o:5c+2e');
    expect(legalText(s)).toContain('!10o:5c+2e');
  });

  it('laying a card that could not make 15 opens nothing', () => {
    const s = play(pos(), '2o');
    expect(s.hand!.renuncio).toBeNull();
    expect(applyPlay(s, p('!2o:5c+2e'))).toEqual({
      ok: false,
      error: { code: 'NoRenuncio', message: 'there is no renuncio to claim: 2o, the card the previous player laid, could not make 15 with the table it was laid on' },
    });
  });

  it('a second claim of the same renuncio says it has been claimed, not that no card could make 15 (issue 10)', () => {
    const claimed = play(play(pos(), '10o'), '!10o:5c+2e');
    expect(applyPlay(claimed, p('!10o:5c+2e'))).toEqual({
      ok: false,
      error: { code: 'NoRenuncio', message: 'there is no renuncio to claim: the renuncio on 10o has already been claimed' },
    });
  });

  it('a claim before any play, or after a capture, says so', () => {
    expect(applyPlay(pos(), p('!10o:5c+2e'))).toMatchObject({ error: { message: 'there is no renuncio to claim: no card has been played in this hand yet' } });
    const took = play(pos({ ...RENUNCIO }), '10o:5c+2e');
    expect(applyPlay(took, p('!10o:5c+2e'))).toMatchObject({ error: { message: 'there is no renuncio to claim: the previous player took cards with 10o instead of laying it' } });
  });

  it('without the renuncio option (capture optional, seed 002 as played online) no chance opens', () => {
    const s = play(pos('sevens'), '10o');
    expect(s.hand!.renuncio).toBeNull();
    expect(legalText(s).some((x) => x.startsWith('!'))).toBe(false);
  });
});

describe('claiming a renuncio', () => {
  it('takes the laid card plus the set; not an escoba; claimer becomes last capturer; then plays normally', () => {
    let s = play(pos(), '10o', '!10o:5c+2e');
    const h = s.hand!;
    expect(names(h.piles[0]!)).toEqual(['10o', '5c', '2e']);
    expect(names(h.table)).toEqual(['12b', '11b']);
    expect(h.lastCapturer).toBe(0);
    expect(h.escobas).toEqual([0, 0]);
    expect(h.turn).toBe(0); // still seat 0's turn: it now plays a card
    expect(h.renuncio).toBeNull();
    expect(names(h.hands[0]!)).toEqual(['3o', '4o', '6b']);
    expect(events(s).at(-1)).toEqual({ type: 'renuncio', seat: 0, from: 1, card: c('10o'), take: cs('5c 2e') });
    // No second claim.
    expect(applyPlay(s, p('!10o:5c+2e'))).toMatchObject({ ok: false, error: { code: 'NoRenuncio' } });
    s = play(s, '3o');
    expect(s.hand!.turn).toBe(1);
    expect(names(s.hand!.hands[0]!)).toEqual(['4o', '6b']);
    expect(playsText(s)).toEqual(['10o', '!10o:5c+2e', '3o']);
  });

  it('the claim must name the laid card and one set it could have taken', () => {
    const s = play(pos(), '10o');
    expect(applyPlay(s, p('!10o:5c'))).toEqual({
      ok: false,
      error: { code: 'BadRenuncio', message: '10o could not have taken 5c; it could take 5c+2e' },
    });
    expect(applyPlay(s, p('!10o:12b+2e'))).toMatchObject({ ok: false, error: { code: 'BadRenuncio' } });
    expect(applyPlay(s, p('!2o:5c+2e'))).toEqual({ ok: false, error: { code: 'BadRenuncio', message: 'the renuncio is on 10o, not 2o' } });
    // The set may be named in any order.
    expect(applyPlay(s, p('!10o:2e+5c')).ok).toBe(true);
  });

  it('the chance lapses once the next player plays a card', () => {
    // Seat 0 takes instead of claiming: the chance is gone.
    const s = play(pos(), '10o', '3o:12b+2e');
    expect(s.hand!.renuncio).toBeNull();
    expect(applyPlay(s, p('!10o:5c+2e'))).toMatchObject({ ok: false, error: { code: 'NoRenuncio' } });
    // Seat 0 lays 3o, which could itself take 12b+2e: the old chance is replaced by one on 3o.
    const t = play(pos(), '10o', '3o');
    expect(t.hand!.renuncio).toMatchObject({ from: 0, card: c('3o') });
    expect(applyPlay(t, p('!10o:5c+2e'))).toEqual({ ok: false, error: { code: 'BadRenuncio', message: 'the renuncio is on 3o, not 10o' } });
  });

  it('with several sets the claimer picks one', () => {
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 2o 1b' }, table: '7c 2c 5e 12b' });
    const s = play(start(d, 0, { rules: RENUNCIO }), '10o');
    expect(legalText(s).filter((x) => x.startsWith('!'))).toEqual(['!10o:2c+5e', '!10o:7c']);
    expect(names(play(s, '!10o:7c').hand!.table)).toEqual(['2c', '5e', '12b']);
    expect(names(play(s, '!10o:2c+5e').hand!.table)).toEqual(['7c', '12b']);
  });

  it('a claim that empties the table is not an escoba (spec: "not an escoba")', () => {
    // Table 1c 2c 5c 7c = 15: the dealer (0) takes it as a deal escoba; seat 1 lays 7b; seat 0 lays 10o, which could take 7b.
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '7b 1b 2b', 0: '10o 3b 4b' }, table: '1c 2c 5c 7c' });
    let s = start(d, 0, { rules: RENUNCIO });
    expect(s.hand!.escobas).toEqual([1, 0]);
    s = play(s, '7b', '10o');
    expect(s.hand!.renuncio).toEqual({ from: 0, card: c('10o'), sets: [cs('7b')] });
    s = play(s, '!10o:7b');
    expect(s.hand!.table).toEqual([]);
    expect(s.hand!.escobas).toEqual([1, 0]);
    expect(names(s.hand!.piles[1]!)).toEqual(['10o', '7b']);
    expect(s.hand!.lastCapturer).toBe(1);
    // Seat 1 now plays to the empty table.
    expect(legalText(s)).toEqual(['1b', '2b']);
  });

  it('a lay that ends a deal round can be claimed after the redeal', () => {
    // Identity deck: seat 1 holds 1o 3o 5o, seat 0 2o 4o 6o, table 7o 10o 11o 12o.
    let s = start(ALL_CARDS.map(makeCard), 0, { rules: RENUNCIO });
    s = play(s, '1o', '2o', '3o', '4o', '5o', '6o');
    expect(s.hand!.dealt).toBe(16);
    expect(s.hand!.turn).toBe(1);
    // 6o (needs 9) could have taken, from 7 8 9 10 1 2 3 4 5: 11o, 7o+2o, 10o+1o, 1o+3o+5o, 2o+3o+4o, 4o+5o.
    expect(legalText(s).filter((x) => x.startsWith('!'))).toEqual(
      ['!6o:11o', '!6o:7o+2o', '!6o:10o+1o', '!6o:1o+3o+5o', '!6o:2o+3o+4o', '!6o:4o+5o'].sort(),
    );
    s = play(s, '!6o:11o');
    expect(names(s.hand!.piles[1]!)).toEqual(['6o', '11o']);
    expect(s.hand!.hands[1]).toHaveLength(3);
  });

  it('no renuncio on the hand\'s final play (spec)', () => {
    let s = start(ALL_CARDS.map(makeCard), 0, { rules: RENUNCIO });
    let before: GameState | null = null;
    s = playHand(s, layPolicy, (b) => (before = b));
    const last = before as unknown as GameState;
    // The final play laid a card that could have made 15 with the table before it.
    const finalCard = last.hand!.hands[last.hand!.turn]![0]!;
    expect(canTake(last.hand!.table, finalCard)).toBe(true);
    expect(s.hand!.result).not.toBeNull();
    expect(s.hand!.renuncio).toBeNull();
  });

  it('the claimer counts as last capturer and gets the leftover (spec "claimer becomes last capturer")', () => {
    // Identity deck; seat 1 lays 1o, seat 0 2o, seat 1 3o (could take 12o+2o or 11o+1o+2o); seat 0 claims; then everyone lays.
    let s = start(ALL_CARDS.map(makeCard), 0, { rules: RENUNCIO });
    s = play(s, '1o', '2o', '3o');
    expect(legalText(s).filter((x) => x.startsWith('!'))).toEqual(['!3o:11o+1o+2o', '!3o:12o+2o']);
    s = play(s, '!3o:12o+2o');
    s = playHand(s, layPolicy);
    const r = s.hand!.result!;
    expect(r.leftoverTo).toBe(0);
    expect(r.captured).toEqual([40, 0]);
    // sevens preset: cards, coins, 7o, most sevens, all sevens.
    expect(r.breakdown).toEqual([{ cards: 1, coins: 1, sevenOfCoins: 1, sevens: 1, allSevens: 1 }, {}]);
    expect(r.points).toEqual([5, 0]);
    expect(applyPlay(s, p('1o')).ok).toBe(false);
  });
});
