import { describe, expect, it } from 'vitest';
import { ALL_CARDS, applyPlay, deal, legalPlays, makeCard, unwrap, type GameState } from '@escoba/engine';
import { buildDeck, layPolicy, p, play, playHand, start } from './helpers.js';

/**
 * One hand in which seat 1 takes once (12o:2c+3c) and everyone else only lays (capture optional), so seat 1's side
 * ends with all 40 cards: cards, coins (all ten), 7o and the sevens category. `scores` are the totals going into the hand.
 */
function handWonBySeat1(players: number, rules: Record<string, unknown>, scores: number[], partnerships = false): GameState {
  const deck = buildDeck({ players, dealer: 0, hands: { 1: '12o' }, table: '1c 2c 3c 12c' });
  let s = start(deck, 0, { players, partnerships, rules: { capture: 'optional', ...rules } });
  s = { ...s, scores };
  s = play(s, '12o:2c+3c');
  return playHand(s, layPolicy);
}

describe('winning (spec "Winning"; seed 001 "The first team to have 21 or more points at the end of a hand wins. If both sides reach 21 in the same hand the side with more points wins. If both are equal, further hands are played")', () => {
  it('the hand\'s points are added to the totals; below the target another hand follows', () => {
    const s = handWonBySeat1(2, {}, [0, 0]);
    expect(s.hand!.result!.points).toEqual([0, 4]);
    expect(s.scores).toEqual([0, 4]);
    expect(s.phase).toBe('deal');
    expect(s.winner).toBeNull();
    expect(s.winReason).toBeNull();
  });

  it('reaching the target exactly wins', () => {
    const s = handWonBySeat1(2, {}, [0, 17]);
    expect(s.scores).toEqual([0, 21]);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(1);
    expect(s.winReason).toBe('target');
  });

  it('20 is not enough', () => {
    const s = handWonBySeat1(2, {}, [0, 16]);
    expect(s.scores).toEqual([0, 20]);
    expect(s.phase).toBe('deal');
  });

  it('both over the target: the strictly higher side wins, even if it scored nothing this hand', () => {
    const s = handWonBySeat1(2, {}, [22, 17]);
    expect(s.scores).toEqual([22, 21]);
    expect(s.winner).toBe(0);
    const t = handWonBySeat1(2, {}, [21, 19]);
    expect(t.scores).toEqual([21, 23]);
    expect(t.winner).toBe(1);
  });

  it('a tie at the top at or over the target: another hand is played (seeds 000, 001, 004)', () => {
    const s = handWonBySeat1(2, {}, [21, 17]);
    expect(s.scores).toEqual([21, 21]);
    expect(s.phase).toBe('deal');
    expect(s.winner).toBeNull();
    expect(s.nextDealer).toBe(1);
    // The next hand is dealt normally.
    expect(unwrap(deal(s, ALL_CARDS.map(makeCard))).phase).toBe('play');
  });

  it('three players: a tie at the top continues even though the third is lower; a strictly highest side over the target wins', () => {
    const tie = handWonBySeat1(3, {}, [21, 17, 10]);
    expect(tie.scores).toEqual([21, 21, 10]);
    expect(tie.phase).toBe('deal');
    const win = handWonBySeat1(3, {}, [19, 17, 25]);
    expect(win.scores).toEqual([19, 21, 25]);
    expect(win.winner).toBe(2);
    const win1 = handWonBySeat1(3, {}, [21, 19, 0]);
    expect(win1.scores).toEqual([21, 23, 0]);
    expect(win1.winner).toBe(1);
  });

  it('partnerships: the side of the capturing seat scores and wins', () => {
    const s = handWonBySeat1(4, {}, [0, 17], true);
    expect(s.hand!.result!.points).toEqual([0, 4]);
    expect(s.winner).toBe(1);
  });

  it('the target option overrides the preset', () => {
    expect(handWonBySeat1(2, { target: 4 }, [0, 0]).winner).toBe(1);
    expect(handWonBySeat1(2, { target: 5 }, [0, 0]).winner).toBeNull();
  });

  it('escova plays to 31 (seed 004): cards 1 + all coins 2 + 7o 1 = 4 points', () => {
    const s = handWonBySeat1(2, { preset: 'escova' }, [0, 26]);
    expect(s.hand!.result!.breakdown[1]).toEqual({ cards: 1, coins: 2, sevenOfCoins: 1 });
    expect(s.scores).toEqual([0, 30]);
    expect(s.winner).toBeNull();
    expect(handWonBySeat1(2, { preset: 'escova' }, [0, 27]).winner).toBe(1);
  });

  it('after the game is over nothing more can be dealt or played', () => {
    const s = handWonBySeat1(2, {}, [0, 17]);
    expect(deal(s, ALL_CARDS.map(makeCard))).toEqual({ ok: false, error: { code: 'NotDealing', message: 'the game is over' } });
    expect(applyPlay(s, p('1o'))).toEqual({ ok: false, error: { code: 'NotPlaying', message: 'the game is over' } });
    expect(legalPlays(s)).toEqual([]);
  });
});

describe('zeroCardsLoses (seed 003 "If the opponent has not obtained any cards, he will lose the game")', () => {
  it('two players: the side with no card loses at once, whatever the scores', () => {
    const s = handWonBySeat1(2, { preset: 'fournier' }, [0, 0]);
    expect(s.hand!.result!.captured).toEqual([0, 40]);
    // Fournier: cards 2 (other side under 10), coins 2 (all ten), 7o 1, most sevens 1, all sevens 1.
    expect(s.hand!.result!.breakdown[1]).toEqual({ cards: 2, coins: 2, sevenOfCoins: 1, sevens: 1, allSevens: 1 });
    expect(s.scores).toEqual([0, 7]);
    expect(s.phase).toBe('over');
    expect(s.winner).toBe(1);
    expect(s.winReason).toBe('zeroCards');
  });

  it('it beats a higher total over the target: the side without cards loses even at 25 points', () => {
    const s = handWonBySeat1(2, { preset: 'fournier' }, [25, 0]);
    expect(s.scores).toEqual([25, 7]);
    expect(s.winner).toBe(1);
    expect(s.winReason).toBe('zeroCards');
  });

  it('applies to two partnerships (two sides)', () => {
    const s = handWonBySeat1(4, { preset: 'fournier' }, [0, 0], true);
    expect(s.hand!.result!.captured).toEqual([0, 40]);
    expect(s.winner).toBe(1);
    expect(s.winReason).toBe('zeroCards');
  });

  it('does not apply with three sides (spec: "in a two-sided game")', () => {
    const s = handWonBySeat1(3, { preset: 'fournier' }, [0, 0, 0]);
    expect(s.hand!.result!.captured).toEqual([0, 40, 0]);
    expect(s.phase).toBe('deal');
    expect(s.winner).toBeNull();
    const alone4 = handWonBySeat1(4, { preset: 'fournier' }, [0, 0, 0, 0]);
    expect(alone4.phase).toBe('deal');
  });

  it('is off in the other presets unless switched on', () => {
    expect(handWonBySeat1(2, {}, [0, 0]).phase).toBe('deal');
    expect(handWonBySeat1(2, { zeroCardsLoses: true }, [0, 0]).winReason).toBe('zeroCards');
  });
});
