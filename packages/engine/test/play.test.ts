import { describe, expect, it } from 'vitest';
import { applyPlay, checkPlay, createGame, legalPlays, makePlay, turnOf, unwrap, type GameState } from '@escoba/engine';
import { buildDeck, c, cs, events, legalText, names, p, play, start } from './helpers.js';

/**
 * Position A: 2 players, dealer 0, seat 1 to play. Table 5c 2e 12b 11b (values 5 2 10 9, sum 26: no deal escoba).
 * Seat 1 holds 10o (sota, 8: takes 5c+2e), 2o (needs 13: impossible) and 7c (needs 8: impossible).
 */
const deckA = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 2o 7c', 0: '3o 4o 6b' }, table: '5c 2e 12b 11b' });
const posA = (rules: unknown = 'classic') => start(deckA, 0, { rules });

const freeze = <T>(x: T): T => {
  if (x && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) freeze(v);
  }
  return x;
};

describe('capturing (spec: "takes any set of table cards whose values plus the card\'s make exactly 15")', () => {
  it('the played card and the taken cards go to the player\'s pile; the player becomes last capturer (seed 001 "The capture")', () => {
    const s = play(posA(), '10o:5c+2e');
    const h = s.hand!;
    expect(names(h.piles[1]!)).toEqual(['10o', '5c', '2e']);
    expect(names(h.table)).toEqual(['12b', '11b']);
    expect(names(h.hands[1]!)).toEqual(['2o', '7c']);
    expect(h.lastCapturer).toBe(1);
    expect(h.escobas).toEqual([0, 0]);
    expect(turnOf(s)).toBe(0);
    expect(events(s).at(-1)).toEqual({ type: 'play', seat: 1, card: c('10o'), take: cs('5c 2e'), escoba: false });
  });

  it('a laid card stays face up on the table (seed 001 "If there is no capture the played card remains face up")', () => {
    const s = play(posA(), '2o');
    expect(names(s.hand!.table)).toEqual(['5c', '2e', '12b', '11b', '2o']);
    expect(s.hand!.piles).toEqual([[], []]);
    expect(s.hand!.lastCapturer).toBeNull();
    expect(events(s).at(-1)).toEqual({ type: 'play', seat: 1, card: c('2o'), take: [], escoba: false });
  });

  it('the taken set may be given in any order', () => {
    expect(play(posA(), '10o:2e+5c').hand!.table).toEqual(cs('12b 11b'));
  });

  it('pagat\'s example: table A 3 4 7, playing a 4 takes 4+7 or A+3+7 at the player\'s choice (seed 001)', () => {
    // 1+3+4+7 = 15 would be a deal escoba, so deal escobas are off for this position.
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '4o 12e 12o' }, table: '1c 3c 4c 7c' });
    const s = start(deck, 0, { rules: { dealEscobas: 'none' } });
    const legal4 = legalPlays(s).filter((x) => x.card === c('4o')).map(makePlay).sort();
    expect(legal4).toEqual(['4o:1c+3c+7c', '4o:4c+7c']);
    expect(names(play(s, '4o:4c+7c').hand!.table)).toEqual(['1c', '3c']);
    expect(names(play(s, '4o:1c+3c+7c').hand!.table)).toEqual(['4c']);
  });

  it('seed 000\'s example: table 4, 1, rey, 5 and a 5 played takes the rey or 4+1+5, not both', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '5o 12e 12o' }, table: '4c 1c 12c 5c' });
    const s = start(deck, 0);
    expect(legalPlays(s).filter((x) => x.card === c('5o')).map(makePlay).sort()).toEqual(['5o:12c', '5o:4c+1c+5c']);
    expect(applyPlay(s, p('5o:4c+1c+12c+5c'))).toEqual({
      ok: false,
      error: { code: 'WrongSum', message: '5o with 4c+1c+12c+5c makes 25, not 15' },
    });
  });

  it('seed 002\'s example: an 8 (sota) takes a 7, or a 2 and a 5', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 12e 12o' }, table: '7c 2c 5e 12b' });
    const s = start(deck, 0);
    expect(legalPlays(s).filter((x) => x.card === c('10o')).map(makePlay).sort()).toEqual(['10o:2c+5e', '10o:7c']);
  });

  it('figures capture by value, not by the printed number: rey 12 is 10, caballo 11 is 9, sota 10 is 8 (seed 001)', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '12o 11o 10e' }, table: '5c 6c 7c 3b' });
    const s = start(deck, 0);
    const text = legalText(s);
    expect(text).toContain('12o:5c');
    expect(text).toContain('11o:6c');
    expect(text).toContain('10e:7c');
    expect(text).not.toContain('12o:3b'); // 12 + 3 = 15 on the printed numbers, but 10 + 3 = 13
  });
});

describe('capture rules: which plays are legal (spec "capture")', () => {
  it('mustTake (default): a card that can make 15 must take; another card that cannot may be laid (seeds 001 pagat, 000, 003)', () => {
    expect(legalText(posA())).toEqual(['10o:5c+2e', '2o', '7c']);
    expect(applyPlay(posA(), p('10o'))).toEqual({ ok: false, error: { code: 'MustTake', message: '10o can make 15, so it must take' } });
    expect(applyPlay(posA(), p('7c')).ok).toBe(true);
  });

  it('seed 000: "you can choose to play a 6 to the table over your 8 ... If you play the 8 however, you must capture"', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 6o 2b' }, table: '7c 12b 12c 12e' });
    // 10o (8) takes 7c; 6o needs 9 and 2b needs 13: neither can take.
    expect(legalText(start(deck, 0))).toEqual(['10o:7c', '2b', '6o']);
  });

  it('optional: any card may be laid, even one that could take (seed 002 "there is no obligation to capture cards")', () => {
    expect(legalText(posA('sevens'))).toEqual(['10o', '10o:5c+2e', '2o', '7c']);
    expect(legalText(posA({ capture: 'optional' }))).toEqual(['10o', '10o:5c+2e', '2o', '7c']);
    expect(names(play(posA({ capture: 'optional' }), '10o').hand!.table)).toEqual(['5c', '2e', '12b', '11b', '10o']);
  });

  it('forced: when any hand card can take, the player must take (house rule; seed 004 "A player unable to make a total of 15, must discard")', () => {
    expect(legalText(posA({ capture: 'forced' }))).toEqual(['10o:5c+2e']);
    expect(applyPlay(posA({ capture: 'forced' }), p('2o'))).toEqual({
      ok: false,
      error: { code: 'MustCapture', message: '10o can make 15, and with capture "forced" a player who can take must take' },
    });
    expect(applyPlay(posA({ capture: 'forced' }), p('10o')).ok).toBe(false);
  });

  it('escova keeps mustTake (the default, record compatibility); 004\'s Escova sentence "A player who does not have a card to make 15, places one of his cards in the middle of the table" read literally is capture "forced", on the escova preset too', () => {
    expect(legalText(posA({ preset: 'escova' }))).toEqual(legalText(posA()));
    expect(legalText(posA({ preset: 'escova' }))).toContain('2o');
    expect(legalText(posA({ preset: 'escova', capture: 'forced' }))).toEqual(['10o:5c+2e']);
  });

  it('forced: when no hand card can take, any card is laid', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '2o 7c 11o' }, table: '5c 2e 12b 11b' });
    // 2o needs 13, 7c needs 8, 11o (9) needs 6: none reachable from 5 2 10 9.
    expect(legalText(start(deck, 0, { rules: { capture: 'forced' } }))).toEqual(['11o', '2o', '7c']);
  });

  it('with several takers under mustTake, each taker must take but the player chooses which card to play', () => {
    const deck = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 5o 7c' }, table: '5c 2e 12b 11b' });
    // 10o takes 5c+2e; 5o (needs 10) takes 12b or 5c... 5+5=10: 5c alone is 5, so 12b; 7c needs 8: none.
    expect(legalText(start(deck, 0))).toEqual(['10o:5c+2e', '5o:12b', '7c']);
    expect(legalText(start(deck, 0, { rules: { capture: 'forced' } }))).toEqual(['10o:5c+2e', '5o:12b']);
  });
});

describe('illegal plays: typed errors, exact messages, state unchanged (spec)', () => {
  const cases: [string, unknown, string, string][] = [
    ['wrong sum', p('10o:5c'), 'WrongSum', '10o with 5c makes 13, not 15'],
    ['wrong sum (too much)', p('10o:5c+2e+12b'), 'WrongSum', '10o with 5c+2e+12b makes 25, not 15'],
    ['card not in hand', p('1b'), 'NotInHand', "1b is not in seat 1's hand"],
    ['another seat\'s card', p('3o'), 'NotInHand', "3o is not in seat 1's hand"],
    ['a table card played as if in hand', p('5c:12b'), 'NotInHand', "5c is not in seat 1's hand"],
    ['taking a card not on the table', p('10o:5c+3e'), 'NotOnTable', '3e is not on the table (the table holds 5c, 2e, 12b, 11b)'],
    ['taking a card from the hand', p('10o:7c'), 'NotOnTable', '7c is not on the table (the table holds 5c, 2e, 12b, 11b)'],
    ['mustTake', p('10o'), 'MustTake', '10o can make 15, so it must take'],
    ['duplicate taken card', { card: c('10o'), take: cs('5c 5c') }, 'DuplicateCard', '5c is named twice'],
    ['the card takes itself', { card: c('10o'), take: cs('10o') }, 'DuplicateCard', '10o is named twice'],
    ['not a card id', { card: 40, take: [] }, 'BadPlay', 'a play is {card, take: [cards]} with card ids 0..39'],
    ['take not an array', { card: c('10o'), take: '5c' }, 'BadPlay', 'a play is {card, take: [cards]} with card ids 0..39'],
    ['not an object', null, 'BadPlay', 'a play is {card, take: [cards]} with card ids 0..39'],
    ['renuncio claim with renuncio off', p('!10o:5c+2e'), 'NoRenuncio', 'there is no renuncio to claim: renuncio claims are off in these rules (renuncio is false)'],
  ];
  it.each(cases)('%s', (_name, x, code, message) => {
    const s = posA();
    const before = JSON.stringify(s);
    expect(applyPlay(s, x as never)).toEqual({ ok: false, error: { code, message } });
    expect(checkPlay(s, x as never)).toEqual({ code, message });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('no play before the first deal, nor after the game is over', () => {
    const g = unwrap(createGame({ players: 2 }));
    expect(applyPlay(g, p('1o'))).toEqual({ ok: false, error: { code: 'NotPlaying', message: 'no hand is being played: deal first' } });
    expect(legalPlays(g)).toEqual([]);
    const over: GameState = { ...posA(), phase: 'over' };
    expect(applyPlay(over, p('2o'))).toEqual({ ok: false, error: { code: 'NotPlaying', message: 'the game is over' } });
  });

  it('applyPlay never mutates its input (frozen states still work)', () => {
    const s = freeze(posA());
    const t = play(s, '10o:5c+2e');
    const u = play(freeze(t), '3o');
    expect(u.hand!.table).toEqual(cs('12b 11b 3o'));
    expect(s.hand!.table).toEqual(cs('5c 2e 12b 11b'));
  });
});

describe('turns (spec "play passes i -> i+1 mod n")', () => {
  it('3 players, dealer 1: seats 2, 0, 1, 2, ... play in turn', () => {
    const deck = buildDeck({ players: 3, dealer: 1, hands: { 2: '1o 2o 3o', 0: '1c 2c 3c', 1: '1e 2e 3e' }, table: '12o 12c 12e 12b' });
    let s = start(deck, 1, { players: 3, rules: { capture: 'optional' } });
    const seen: number[] = [];
    for (const x of ['1o', '1c', '1e', '2o', '2c', '2e']) {
      seen.push(turnOf(s)!);
      s = play(s, x);
    }
    expect(seen).toEqual([2, 0, 1, 2, 0, 1]);
  });

  it('each turn plays exactly one card from the hand (seed 001 "A turn consists of playing one card")', () => {
    const s = play(posA(), '7c');
    expect(s.hand!.hands[1]!).toHaveLength(2);
    expect(s.hand!.hands[0]!).toHaveLength(3);
  });
});
