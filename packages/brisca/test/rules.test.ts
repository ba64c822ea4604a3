/**
 * The rules, sentence by sentence, from the seed text (shared/seeds/001, second half: "The Spanish Pack",
 * Briscas, Alcalde, Alcalde Variation). Each test quotes the sentence it checks.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  cardPoints,
  checkAction,
  createGame,
  createRng,
  deal,
  exchangeCard,
  handEvents,
  legalActions,
  makeAction,
  matchOutcome,
  PACK_POINTS,
  randomDeck,
  seatView,
  trickWinnerIndex,
  unwrap,
  type BriscaState,
} from '@escoba/brisca';
import { a, buildDeck, c, cs, names, play, playHandRandomly, start } from './helpers.js';

const legalNames = (s: BriscaState) => legalActions(s).map(makeAction);
const err = (s: BriscaState, text: string) => checkAction(s, a(text));

describe('The Spanish Pack', () => {
  it('"In each suit the rank is 1 (high), 3, 12, 11, 10, 7, 6, 5, 4, 2 (low)."', () => {
    const order = cs('1o 3o 12o 11o 10o 7o 6o 5o 4o 2o');
    for (let i = 0; i + 1 < order.length; i++) {
      // The first card led wins against a lower card of its suit, and loses to a higher one played after it.
      expect(trickWinnerIndex([order[i]!, order[i + 1]!], 2, 3)).toBe(0);
      expect(trickWinnerIndex([order[i + 1]!, order[i]!], 2, 3)).toBe(1);
    }
  });

  it('"the 1 ... is worth 11 points; the 3 is 10 points; the 12 ... 4 points; the 11 ... 3 points; and the 10 ... 2 points. Other cards don\'t score any points."', () => {
    expect(cs('1c 3c 12c 11c 10c 7c 6c 5c 4c 2c').map(cardPoints)).toEqual([11, 10, 4, 3, 2, 0, 0, 0, 0, 0]);
  });

  it('"The highest score possible in a single game is 120 points, and draws of 60 points are possible."', () => {
    let total = 0;
    for (let card = 0; card < 40; card++) total += cardPoints(card);
    expect(total).toBe(PACK_POINTS);
    expect(PACK_POINTS).toBe(120);
  });
});

describe('Briscas: players and deal', () => {
  it('"Two or three play each by themselves. Four, two against two as partners, facing each other."', () => {
    for (const players of [2, 3, 4]) expect(createGame({ players }).ok).toBe(true);
    const four = unwrap(createGame({ players: 4, partnerships: true }));
    expect(four.table.sides).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(createGame({ players: 5 }).ok).toBe(false);
    expect(createGame({ players: 2, partnerships: true }).ok).toBe(false);
  });

  it('"Dealer gives each player three cards, one at a time in order to his right": seat d+1 first, the dealer last', () => {
    const deck = buildDeck({ players: 2, dealer: 1 });
    const s = unwrap(deal(unwrap(createGame({ players: 2 })), deck, 1));
    expect(s.hand!.hands[0]).toEqual([deck[0], deck[2], deck[4]]);
    expect(s.hand!.hands[1]).toEqual([deck[1], deck[3], deck[5]]);
    const four = unwrap(deal(unwrap(createGame({ players: 4 })), buildDeck({ players: 4, dealer: 2 }), 2));
    expect(four.hand!.hands[3]).toEqual([four.hand!.deck[0], four.hand!.deck[4], four.hand!.deck[8]]);
    expect(four.hand!.hands[2]).toEqual([four.hand!.deck[3], four.hand!.deck[7], four.hand!.deck[11]]);
  });

  it('"Its top card is turned face up and placed partially underneath the stock. This card fixes the trump suit"', () => {
    const s = start({ players: 2, dealer: 1, trump: '5e' });
    expect(s.hand!.trumpCard).toBe(c('5e'));
    expect(s.hand!.trumpSuit).toBe(2);
    expect(s.hand!.deck[6]).toBe(c('5e'));
    expect(seatView(s, 0).trumpCard).toBe(c('5e'));
    expect(seatView(s, 0).stock).toBe(34); // 33 face down and the trump card
  });

  it('"In the three-player version, a four (of any suit) is removed from the pack, thus playing with only 39 cards."', () => {
    const game = unwrap(createGame({ players: 3 }));
    const deck = buildDeck({ players: 3, dealer: 0, removed: '4c' });
    expect(deck).toHaveLength(39);
    const s = unwrap(deal(game, deck, 0));
    expect(s.hand!.removed).toBe(c('4c'));
    expect(seatView(s, 1).removed).toBe(c('4c')); // shown to everybody
    // 40 cards, or 39 leaving out something else than a four, are refused.
    expect(deal(game, [...deck, c('4c')], 0)).toMatchObject({ ok: false, error: { code: 'BadDeck' } });
    const noFive = deck.filter((x) => x !== c('5o')).concat([c('4c')]);
    expect(deal(game, noFive, 0)).toMatchObject({ ok: false, error: { code: 'BadDeck', message: expect.stringContaining('leaves out 5o') } });
    // randomDeck leaves a random four out.
    const rng = createRng(3);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const d = randomDeck(game, rng);
      expect(d).toHaveLength(39);
      seen.add([c('4o'), c('4c'), c('4e'), c('4b')].find((f) => !d.includes(f))!);
    }
    expect(seen.size).toBe(4);
  });

  it('option leaveOut "two" (Italian Briscola for three) leaves a 2 out instead', () => {
    const game = unwrap(createGame({ players: 3, rules: { preset: 'brisca', leaveOut: 'two' } }));
    expect(deal(game, buildDeck({ rules: { leaveOut: 'two' }, players: 3, dealer: 0, removed: '2e' }), 0).ok).toBe(true);
    expect(deal(game, buildDeck({ players: 3, dealer: 0, removed: '4e' }), 0).ok).toBe(false);
  });

  it('"The player at the dealer\'s right makes the first lead"', () => {
    for (const [players, dealer] of [
      [2, 1],
      [3, 2],
      [4, 0],
    ] as const) {
      const s = start({ players, dealer });
      expect(s.hand!.turn).toBe((dealer + 1) % players);
      expect(s.hand!.leader).toBe((dealer + 1) % players);
    }
  });

  it('the next hand is dealt by the seat after the dealer (the deal passes to the right, as the play does)', () => {
    const s = playHandRandomly(start({ rules: { preset: 'brisca', wins: 5 }, players: 3, dealer: 2 }), createRng(1));
    expect(s.nextDealer).toBe(0);
    expect(deal(s, buildDeck({ players: 3, dealer: 1 }), 1)).toMatchObject({ ok: false, error: { code: 'BadDealer' } });
  });
});

describe('Briscas: the play', () => {
  it('"Players may lead and play cards of any suit, as they are not required to follow suit (\'asistir\')."', () => {
    let s = start({ players: 2, dealer: 1, hands: { 0: '1o 4c 5c', 1: '2o 6e 5b' }, trump: '3b' });
    s = play(s, '1o');
    // Seat 1 may play any card: no need to follow coins, to trump or to beat.
    expect(legalNames(s)).toEqual(['2o', '6e', '5b']);
  });

  it('"A trick is won by the highest card played of the suit led, or if it contains a trump ... by the highest trump it contains."', () => {
    const trump = 3; // bastos
    expect(trickWinnerIndex(cs('3o 1o'), 2, trump)).toBe(1); // highest of the suit led
    expect(trickWinnerIndex(cs('3o 1c'), 2, trump)).toBe(0); // another suit never wins
    expect(trickWinnerIndex(cs('1o 2b'), 2, trump)).toBe(1); // any trump beats the suit led
    expect(trickWinnerIndex(cs('1o 2b 4b 3c'), 4, trump)).toBe(2); // the highest trump
    expect(trickWinnerIndex(cs('5b 1b 3o'), 3, trump)).toBe(1); // trumps led: the highest trump
    expect(trickWinnerIndex(cs('6c 7c 12o 1c'), 4, trump)).toBe(3);
  });

  it('"thereafter the winner of each trick leads to the next": the trick goes to the winner, who leads', () => {
    let s = start({ players: 3, dealer: 0, hands: { 1: '5o 6c 7e', 2: '10o 11c 12e', 0: '2b 3c 4o' }, trump: '1b' });
    s = play(s, '5o', '10o', '2b'); // seat 0 trumps in
    expect(s.hand!.tricks).toBe(1);
    expect(s.hand!.won[0]).toEqual(cs('5o 10o 2b'));
    expect(s.hand!.points[0]).toBe(2);
    expect(s.hand!.turn).toBe(0);
    expect(s.hand!.leader).toBe(0);
  });

  it('"the winner of each trick draws a card from the top of the stock, and the other players follow in order to his right"', () => {
    let s = start({ players: 3, dealer: 0, hands: { 1: '5o 6c 7e', 2: '10o 11c 12e', 0: '2b 3c 4o' }, trump: '1b', stock: '1o 1c 1e 3o' });
    s = play(s, '5o', '10o', '2b');
    expect(s.hand!.hands[0]).toEqual(cs('3c 4o 1o'));
    expect(s.hand!.hands[1]).toEqual(cs('6c 7e 1c'));
    expect(s.hand!.hands[2]).toEqual(cs('11c 12e 1e'));
    const draw = handEvents(s.hand!).find((e) => e.type === 'draw');
    expect(draw).toEqual({ type: 'draw', seats: [0, 1, 2], trumpTo: null, trump: null });
  });

  it('"For the last drawing round, the last player to draw will draw the trump suit card."', () => {
    for (const players of [2, 3, 4]) {
      const s = playHandRandomly(start({ players, dealer: 0, trump: '12c' }), createRng(players));
      const draws = handEvents(s.hand!).filter((e) => e.type === 'draw');
      const withTrump = draws.filter((e) => e.type === 'draw' && e.trumpTo !== null);
      expect(withTrump).toHaveLength(1);
      const last = draws[draws.length - 1]!;
      expect(last).toBe(withTrump[0]);
      if (last.type === 'draw') expect(last.trumpTo).toBe(last.seats[last.seats.length - 1]);
      // 2 players: 34 cards to draw in 17 rounds; 3 players: 30 in 10; 4 players: 28 in 7.
      expect(draws).toHaveLength({ 2: 17, 3: 10, 4: 7 }[players]!);
    }
  });

  it('"When all tricks have been played (20 tricks in 2-player games, 13 in 3-player, and 10 in 4-player) each player or team scores the points in his/their won tricks."', () => {
    for (const [players, partnerships, tricks] of [
      [2, false, 20],
      [3, false, 13],
      [4, false, 10],
      [4, true, 10],
    ] as const) {
      const s = playHandRandomly(start({ players, partnerships, dealer: 1 }), createRng(players));
      const r = s.hand!.result!;
      expect(s.hand!.tricks).toBe(tricks);
      expect(r.points.reduce((x, y) => x + y, 0)).toBe(120);
      expect(r.points).toEqual(s.table.sides.map((seats) => seats.reduce((t, seat) => t + s.hand!.points[seat]!, 0)));
    }
  });

  it('"Player or team with highest score wins the game, and draws are possible." (60-60 is a draw: no hand won; a one-hand game ends drawn)', () => {
    const rng = createRng('draws');
    let found = 0;
    for (let i = 0; i < 3000 && found < 2; i++) {
      const s = playHandRandomly(unwrap(deal(unwrap(createGame({ players: 2 })), randomDeck(unwrap(createGame({ players: 2 })), rng), 0)), rng);
      const r = s.hand!.result!;
      if (r.points[0] === 60) {
        found++;
        expect(r.winner).toBeNull();
        expect(s.wins).toEqual([0, 0]);
        expect(s.phase).toBe('over'); // wins 1, the seed's single game: the game is over, drawn
        expect(s.winner).toBeNull();
        expect(matchOutcome(s)).toEqual({ sides: [[0], [1]], points: [0, 0], winner: null });
        expect(deal(s, randomDeck(s, rng), s.nextDealer!)).toMatchObject({ ok: false, error: { code: 'NotDealing', message: 'the game is over' } });
      } else {
        expect(r.winner).toBe(r.points[0]! > 60 ? 0 : 1);
        expect(s.phase).toBe('over');
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('"draws are possible": with wins 3 a drawn hand counts for nobody and the next hand is dealt', () => {
    const rng = createRng('draws');
    const game = unwrap(createGame({ players: 2, rules: { preset: 'brisca', wins: 3 } }));
    let found = 0;
    for (let i = 0; i < 3000 && found < 2; i++) {
      const s = playHandRandomly(unwrap(deal(game, randomDeck(game, rng), 0)), rng);
      if (s.hand!.result!.winner !== null) continue;
      found++;
      expect(s.hand!.result!.points).toEqual([60, 60]);
      expect(s.wins).toEqual([0, 0]);
      expect(s.phase).toBe('deal');
      expect(s.winner).toBeNull();
      expect(matchOutcome(s)).toBeNull();
      expect(deal(s, randomDeck(s, rng), s.nextDealer!).ok).toBe(true);
    }
    expect(found).toBeGreaterThan(0);
  });

  it('"draws are possible" with three or four alone: a tie on top ends a one-hand game drawn', () => {
    const rng = createRng('ties');
    let found = 0;
    for (const players of [3, 4]) {
      const game = unwrap(createGame({ players }));
      for (let i = 0; i < 4000 && found < players - 1; i++) {
        const s = playHandRandomly(unwrap(deal(game, randomDeck(game, rng), 0)), rng);
        const pts = s.hand!.result!.points;
        const top = Math.max(...pts);
        const tied = pts.filter((p) => p === top).length > 1;
        expect(s.phase).toBe('over');
        expect(s.winner).toBe(tied ? null : pts.indexOf(top));
        if (tied) found++;
      }
    }
    expect(found).toBeGreaterThan(0);
  });

  it('option wins: the first side to win that many hands wins the match; drawn hands count for nobody', () => {
    const rng = createRng('match');
    let s = unwrap(createGame({ players: 4, partnerships: true, rules: { preset: 'brisca', wins: 3 } }));
    let hands = 0;
    while (s.phase === 'deal') {
      s = playHandRandomly(unwrap(deal(s, randomDeck(s, rng), s.nextDealer ?? 0)), rng);
      hands++;
      expect(s.wins.reduce((x, y) => x + y, 0)).toBe(s.results.filter((r) => r.winner !== null).length);
    }
    expect(hands).toBeGreaterThanOrEqual(3);
    expect(s.wins[s.winner!]).toBe(3);
    expect(Math.max(...s.wins.filter((_, i) => i !== s.winner))).toBeLessThan(3);
    expect(deal(s, randomDeck(s, rng), s.nextDealer!)).toMatchObject({ ok: false, error: { code: 'NotDealing' } });
  });
});

describe('Exchanging the trump suit card (option exchange, default "seed")', () => {
  // 2 players, dealer 1: seat 0 leads the first trick.
  const high = (hands: Record<number, string>, trump = '12o') => start({ players: 2, dealer: 1, hands, trump, stock: '4c 5c 6c 4e 6e 3e' });

  it('"When the trump suit card is a 10 or better (11, 12, 1 or 3), it can be exchanged by the 7 of the same suit by any player holding it" — the first trick included', () => {
    // Seat 1 holds the 7 but not the 2 during the first trick: the 7 takes the trump card.
    let s = high({ 0: '5b 6b 4b', 1: '7o 5e 2e' });
    s = play(s, '5b');
    expect(legalNames(s)[0]).toBe('~7o');
    const before = s.hand!.hands[1]!;
    s = play(s, '~7o');
    expect(s.hand!.hands[1]).toEqual(before.map((x) => (x === c('7o') ? c('12o') : x))); // in place
    expect(s.hand!.trumpCard).toBe(c('7o'));
    expect(s.hand!.turn).toBe(1); // "the turn does not pass"
    // The seat that leads the first trick may give its 7 too, before anyone else has had a turn.
    const lead = high({ 0: '7o 6b 4b', 1: '2o 5e 2e' });
    expect(legalNames(lead)).toEqual(['~7o', '7o', '6b', '4b']);
    // And from the second trick on.
    let t = high({ 0: '5b 6b 4b', 1: '7o 5e 2e' });
    t = play(t, '5b', '2e', '6b'); // seat 0 wins the first trick (different suits), both draw
    expect(legalNames(t)[0]).toBe('~7o');
  });

  it('"before the very first hand is played, it can be exchanged by the 2 of the same suit ... the 2 has precedence over ... the 7": a seat holding both gives the 2 during the first trick', () => {
    let s = high({ 0: '2o 7o 4b', 1: '11c 5e 2e' }, '3o');
    expect(legalNames(s)).toEqual(['~2o', '2o', '7o', '4b']);
    expect(err(s, '~7o')).toMatchObject({ code: 'NoExchange', message: '7o cannot take the trump card 3o: seat 0 holds 2o, which has precedence over the 7 during the first trick' });
    s = play(s, '~2o');
    expect(s.hand!.hands[0]).toEqual(cs('3o 7o 4b'));
    expect(s.hand!.trumpCard).toBe(c('2o'));
    expect(s.hand!.turn).toBe(0);
    // The 2 just given is now the trump card: a 2 is never exchanged, so the 7 no longer exchanges.
    expect(legalActions(s).some((x) => x.type === 'exchange')).toBe(false);
    expect(err(s, '~7o')).toMatchObject({ code: 'NoExchange', message: expect.stringContaining('never exchanged') });
    // The seat without the 2 (the card is hidden from it) sees only its own hand: 7 allowed; a card that is no 7 or 2 never.
    const other = high({ 0: '5b 6b 4b', 1: '7o 2e 11c' });
    expect(err(play(other, '5b'), '~7o')).toBeNull();
    expect(err(other, '~5b')).toMatchObject({ code: 'NoExchange', message: '5b cannot take the trump card 12o: only 7o or 2o can now' });
  });

  it('"before the very first hand is played, it can be exchanged by the 2": from the second trick on the 2 no longer takes a 10 or better', () => {
    let t = high({ 0: '5b 6b 4b', 1: '2o 5e 2e' });
    expect(legalNames(play(t, '5b'))[0]).toBe('~2o'); // first trick
    t = play(t, '5b', '2e', '6b');
    expect(legalActions(t).some((x) => x.type === 'exchange')).toBe(false);
    expect(err(t, '~2o')).toMatchObject({ code: 'NoExchange', message: '2o cannot take the trump card 12o: only 7o can now (the 2 takes a 10 or better during the first trick only)' });
    // A seat holding both from the second trick on gives the 7; the 7 is then the trump card, which the 2 takes.
    let both = high({ 0: '5b 6b 4b', 1: '2o 7o 2e' });
    both = play(both, '5b', '2e', '6b');
    expect(legalNames(both)[0]).toBe('~7o');
  });

  it('"When the trump suit card is a 7 or less (4, 5 or 6), it can be exchanged with the 2 of the same suit at any time."', () => {
    for (const trump of ['4o', '5o', '6o', '7o']) {
      let s = high({ 0: '5b 6b 4b', 1: '2o 5e 2e' }, trump);
      s = play(s, '5b');
      expect(legalNames(s)[0]).toBe('~2o'); // first trick
      s = play(s, '2e', '6b');
      expect(legalNames(s)[0]).toBe('~2o'); // and later
      expect(err(s, '~2o')).toBeNull();
      const sevenHolder = high({ 0: '7o 6b 4b', 1: '2o 5e 2e' }, trump === '7o' ? '6o' : trump);
      expect(err(sevenHolder, '~7o')).toMatchObject({ code: 'NoExchange' });
    }
  });

  it('a card given in exchange becomes the trump card, so exchanges may follow one another (12 → 7 → 2)', () => {
    let s = high({ 0: '5b 6b 4b', 1: '7o 2o 2e' });
    s = play(s, '5b', '2e', '6b', '~7o');
    expect(legalNames(s)[0]).toBe('~2o'); // the trump card is now the 7: the 2 takes it at any time
    s = play(s, '~2o');
    expect(s.hand!.trumpCard).toBe(c('2o'));
    expect(names(s.hand!.hands[1]!).sort()).toEqual(['12o', '7o', '5c'].sort());
    expect(legalActions(s).some((x) => x.type === 'exchange')).toBe(false);
  });

  it('the exchange is made on one\'s own turn, before playing, with a trump-suit card held', () => {
    const s = high({ 0: '5b 6b 4b', 1: '7o 5e 2e' });
    expect(err(s, '~7o')).toMatchObject({ code: 'NotInHand', message: 'seat 0 does not hold 7o' });
    const low = high({ 0: '5b 6b 4b', 1: '7o 5e 2e' }, '6o');
    expect(err(low, '~5b')).toMatchObject({ code: 'NoExchange', message: '5b cannot take the trump card 6o: only 2o can now' });
  });

  it('once the trump card has been drawn (the stock is empty) nothing can be exchanged', () => {
    const rng = createRng(9);
    let s = start({ players: 2, dealer: 1, trump: '12o' });
    while (s.hand!.trumpCard !== null) {
      const legal = legalActions(s).filter((x) => x.type === 'play');
      s = unwrap(applyAction(s, legal[rng.int(legal.length)]!));
    }
    const holder = s.hand!.hands.findIndex((h) => h.includes(c('7o')));
    expect(legalActions(s).some((x) => x.type === 'exchange')).toBe(false);
    expect(exchangeCard(s.rules, s.hand!)).toBe(-1);
    if (holder === s.hand!.turn) expect(err(s, '~7o')).toMatchObject({ code: 'NoExchange', message: expect.stringContaining('already been drawn') });
  });

  it('option exchange "none": no exchanging', () => {
    const s = start({ rules: { preset: 'brisca', exchange: 'none' }, players: 2, dealer: 1, hands: { 0: '2o 6b 4b' }, trump: '12o' });
    expect(legalNames(s)).toEqual(['2o', '6b', '4b']);
    expect(err(s, '~2o')).toMatchObject({ code: 'NoExchange', message: expect.stringContaining('off') });
  });

  it('option exchange "winner": only the last trick\'s winner, before leading', () => {
    const rules = { preset: 'brisca', exchange: 'winner' };
    let s = start({ rules, players: 2, dealer: 1, hands: { 0: '5b 7o 4b', 1: '2o 5e 2e' }, trump: '5o', stock: '4c 5c 6c 4e' });
    expect(err(s, '~7o')).toMatchObject({ code: 'NoExchange' }); // nobody has won a trick yet
    s = play(s, '5b', '2e'); // seat 0 wins
    expect(legalNames(s)[0]).not.toMatch(/^~/); // trump card 5o: only the 2 exchanges it, seat 1 holds it
    s = play(s, '4b');
    expect(err(s, '~2o')).toMatchObject({ code: 'NoExchange', message: expect.stringContaining('winner') });
    let t = start({ rules, players: 2, dealer: 1, hands: { 0: '5b 6b 4b', 1: '7o 5e 2e' }, trump: '12o', stock: '4c 5c 6c 4e' });
    t = play(t, '5b', '5e'); // seat 0 wins: seat 1 with the 7 may not exchange as it does not lead
    t = play(t, '6b');
    expect(err(t, '~7o')).toMatchObject({ code: 'NoExchange' });
  });

  it('option exchange "winner" is unchanged by the first trick\'s rule: no exchange in the first trick, the 2 never takes a 10 or better', () => {
    const rules = { preset: 'brisca', exchange: 'winner' };
    let s = start({ rules, players: 2, dealer: 1, hands: { 0: '7o 2o 4b', 1: '6e 5e 2e' }, trump: '12o', stock: '4c 5c 6c 4e' });
    expect(legalActions(s).some((x) => x.type === 'exchange')).toBe(false); // seed 001's first-trick exchanges are not this rule's
    expect(err(s, '~7o')).toMatchObject({ code: 'NoExchange', message: expect.stringContaining('winner') });
    s = play(s, '4b', '2e'); // seat 0 wins and leads the second trick
    expect(legalNames(s)[0]).toBe('~7o');
    expect(err(s, '~2o')).toMatchObject({ code: 'NoExchange', message: '2o cannot take the trump card 12o: only 7o can now' });
  });
});

describe('Alcalde (preset alcalde)', () => {
  it('"The Alcalde gives each of his opponents three cards, and six to himself, one at a time in order to his right ... and two at a time to himself."', () => {
    const deck = buildDeck({ rules: 'alcalde', players: 3, dealer: 2 });
    const s = unwrap(deal(unwrap(createGame({ rules: 'alcalde', players: 3 })), deck, 2));
    const h = s.hand!;
    expect(h.alcalde).toBe(2);
    expect(h.hands[0]).toEqual([deck[0], deck[4], deck[8]]);
    expect(h.hands[1]).toEqual([deck[1], deck[5], deck[9]]);
    expect(h.hands[2]).toEqual([deck[2], deck[3], deck[6], deck[7], deck[10], deck[11]]);
    expect(h.trumpCard).toBe(deck[12]); // "Like in Briscas, ... Its top card is turned face up"
    expect(h.sides).toEqual([[2], [0, 1]]);
    expect(h.turn).toBe(0); // "The player at the Alcalde's right makes the first lead"
  });

  it('"except that in each of the Alcalde\'s turns, he will play two cards" — a trick has four cards', () => {
    let s = start({ rules: 'alcalde', players: 3, dealer: 0, hands: { 1: '5o 6c 7e', 2: '10o 11c 12e', 0: '1o 3o 2c 4c 5c 6e' }, trump: '7b' });
    expect(err(s, '5o')).toBeNull();
    s = play(s, '5o', '10o');
    expect(legalActions(s)).toHaveLength(30); // ordered pairs of six cards
    expect(err(s, '1o')).toMatchObject({ code: 'WrongCount', message: 'the Alcalde plays two cards a turn, got 1o' });
    s = play(s, '2c+1o');
    expect(s.hand!.tricks).toBe(1);
    expect(s.hand!.won[0]).toEqual(cs('5o 10o 2c 1o'));
    expect(s.hand!.points[0]).toBe(13);
    expect(s.hand!.turn).toBe(0);
  });

  it('when the Alcalde leads, his first card sets the suit led', () => {
    let s = start({ rules: 'alcalde', players: 3, dealer: 0, hands: { 1: '5o 6c 7e', 2: '10o 11c 12e', 0: '2o 3c 4c 5c 6e 1o' }, trump: '7b' });
    s = play(s, '5o', '10o', '2o+3c'); // coins led by seat 1: 10o wins for seat 2 (3c is another suit)
    expect(s.hand!.leader).toBe(2);
    s = play(s, '11c', '4c+5c', '6c'); // seat 2 leads cups with the caballo... the Alcalde's cards are lower
    expect(s.hand!.leader).toBe(2);
    s = play(s, '12e');
    s = play(s, '6e+1o', '7e'); // spades led by seat 2: the Alcalde's 6e loses to the rey
    expect(s.hand!.leader).toBe(2);
  });

  it('"The Draw: Like in Briscas, except that each time the Alcalde draws, he draws 2 cards." — 28 cards in 7 rounds, the trump card last', () => {
    let s = start({ rules: 'alcalde', players: 3, dealer: 0, hands: { 1: '5o 6c 7e', 2: '10o 11c 12e', 0: '2o 3c 4c 5c 6e 1o' }, trump: '7b', stock: '1b 3b 12b 11b 10b 6b 5b 4b' });
    s = play(s, '5o', '10o', '2o+3c'); // seat 2 wins: seat 2, then seat 0 (two), then seat 1
    expect(handEvents(s.hand!).at(-1)).toEqual({ type: 'draw', seats: [2, 0, 0, 1], trumpTo: null, trump: null });
    expect(s.hand!.hands[2]).toEqual(cs('11c 12e 1b'));
    expect(s.hand!.hands[0]).toEqual(cs('4c 5c 6e 1o 3b 12b'));
    expect(s.hand!.hands[1]).toEqual(cs('6c 7e 11b'));
    const end = playHandRandomly(s, createRng(4));
    const draws = handEvents(end.hand!).filter((e) => e.type === 'draw');
    expect(draws).toHaveLength(7);
    const last = draws.at(-1)!;
    if (last.type === 'draw') expect(last.trumpTo).toBe(last.seats.at(-1));
    expect(end.hand!.tricks).toBe(10); // "(10 in all)"
  });

  it('"the other two playing as partners, facing the Alcalde, and if they wish, they can see each other\'s cards" (partnersSeeHands, default true)', () => {
    const s = start({ rules: 'alcalde', players: 3, dealer: 0 });
    expect(seatView(s, 1).known[2]).toEqual(s.hand!.hands[2]);
    expect(seatView(s, 2).known[1]).toEqual(s.hand!.hands[1]);
    expect(seatView(s, 0).known[1]).toEqual([]);
    const hidden = start({ rules: { preset: 'alcalde', partnersSeeHands: false }, players: 3, dealer: 0 });
    expect(seatView(hidden, 1).known[2]).toEqual([]);
  });

  it('"If the Alcalde wins or draws, he plays the Alcalde again in the next game, and if he loses, the player to his right plays the Alcalde": 60 keeps the role', () => {
    const rng = createRng('alcalde');
    let s = unwrap(createGame({ rules: 'alcalde', players: 3 }));
    let kept = 0;
    let lost = 0;
    for (let i = 0; i < 40; i++) {
      const dealer = s.nextDealer ?? 1;
      s = playHandRandomly(unwrap(deal(s, randomDeck(s, rng), dealer)), rng);
      const r = s.hand!.result!;
      expect(r.alcaldeKeeps).toBe(r.points[0]! >= 60);
      expect(s.nextDealer).toBe(r.alcaldeKeeps ? dealer : (dealer + 1) % 3);
      expect(s.phase).toBe('deal'); // no match end: a game is one hand
      if (r.alcaldeKeeps) kept++;
      else lost++;
    }
    expect(kept + lost).toBe(40);
    const t = s.tally!;
    expect(t.alcaldeHands.reduce((x, y) => x + y, 0)).toBe(40);
    expect(t.alcaldeWins.reduce((x, y) => x + y, 0)).toBe(kept);
    expect(t.partnerWins.reduce((x, y) => x + y, 0)).toBe(2 * lost);
  });
});

describe('Alcalde Variation (preset alcalde-variation)', () => {
  it('"The Alcalde gives each of his opponents three cards, and four to himself, one at a time in order to his right ... and an extra card to himself"', () => {
    const deck = buildDeck({ rules: 'alcalde-variation', players: 3, dealer: 1 });
    const s = unwrap(deal(unwrap(createGame({ rules: 'alcalde-variation', players: 3 })), deck, 1));
    expect(s.hand!.hands[2]).toEqual([deck[0], deck[3], deck[6]]);
    expect(s.hand!.hands[0]).toEqual([deck[1], deck[4], deck[7]]);
    expect(s.hand!.hands[1]).toEqual([deck[2], deck[5], deck[8], deck[9]]);
    expect(s.hand!.trumpCard).toBe(deck[10]);
    expect(legalActions(s).every((x) => x.type === 'exchange' || x.cards.length === 1)).toBe(true);
  });

  it('"In this variation the Alcalde\'s oponents do not see each other\'s cards." (partnersSeeHands default false)', () => {
    const s = start({ rules: 'alcalde-variation', players: 3, dealer: 0 });
    expect(seatView(s, 1).known[2]).toEqual([]);
  });

  it('"After the last trick is played, the Alcalde will have one card left over which he will keep and add to his tricks won." (13 tricks)', () => {
    const s = playHandRandomly(start({ rules: 'alcalde-variation', players: 3, dealer: 0 }), createRng(7));
    const h = s.hand!;
    expect(h.tricks).toBe(13);
    const last = handEvents(h).find((e) => e.type === 'lastCard');
    expect(last).toMatchObject({ type: 'lastCard', seat: 0 });
    if (last?.type === 'lastCard') expect(h.won[0]).toContain(last.card);
    expect(h.won.flat()).toHaveLength(40);
  });

  it('"If the Alcalde scores 31 points or more he wins, and he plays the Alcalde again" (option keep)', () => {
    const rng = createRng('variation');
    let s = unwrap(createGame({ rules: 'alcalde-variation', players: 3 }));
    for (let i = 0; i < 30; i++) {
      const dealer = s.nextDealer ?? 0;
      s = playHandRandomly(unwrap(deal(s, randomDeck(s, rng), dealer)), rng);
      const r = s.hand!.result!;
      expect(r.alcaldeKeeps).toBe(r.points[0]! >= 31);
      expect(s.nextDealer).toBe(r.alcaldeKeeps ? dealer : (dealer + 1) % 3);
    }
    const strict = unwrap(createGame({ rules: { preset: 'alcalde-variation', keep: 61 }, players: 3 }));
    expect(strict.rules.keep).toBe(61);
  });
});

describe('rule options', () => {
  it('reject unknown options, bad values and options of another preset', () => {
    expect(createGame({ players: 2, rules: { preset: 'brisca', wins: 0 } })).toMatchObject({ ok: false, error: { code: 'BadOptionValue' } });
    expect(createGame({ players: 2, rules: { preset: 'brisca', keep: 50 } })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules' } });
    expect(createGame({ players: 3, rules: { preset: 'alcalde', wins: 2 } })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules' } });
    expect(createGame({ players: 2, rules: { exchage: 'none' } })).toMatchObject({ ok: false, error: { code: 'UnknownOption' } });
    expect(createGame({ players: 2, rules: 'tute' })).toMatchObject({ ok: false, error: { code: 'UnknownPreset' } });
    expect(createGame({ players: 4, rules: 'alcalde' })).toMatchObject({ ok: false, error: { code: 'BadPlayers' } });
    expect(createGame({ players: 3, rules: 'alcalde', partnerships: true })).toMatchObject({ ok: false, error: { code: 'BadPartnerships' } });
  });

  it('an action is checked before it is applied, and the input state never changes', () => {
    const s = start({ players: 2, dealer: 1, hands: { 0: '5b 6b 4b' } });
    const copy = JSON.stringify(s);
    expect(applyAction(s, a('7o'))).toMatchObject({ ok: false, error: { code: 'NotInHand', message: 'seat 0 does not hold 7o' } });
    expect(applyAction(s, a('5b+6b'))).toMatchObject({ ok: false, error: { code: 'WrongCount' } });
    unwrap(applyAction(s, a('5b')));
    expect(JSON.stringify(s)).toBe(copy);
  });
});
