import { describe, expect, it } from 'vitest';
import {
  ALL_CARDS,
  RECORD_FORMAT,
  makeCard,
  recordFromState,
  replayRecord,
  replayRecordText,
  summarize,
  unwrap,
  type GameRecord,
  type GameState,
  type ReplayStep,
} from '@escoba/engine';
import { buildDeck, names, randomGame, start, play, playHand, layPolicy } from './helpers.js';

// The spec's example record: dealer 1, so seat 0 plays first: 3e laid, 6o laid, 1e takes 3e+6o+5c (1+3+6+5 = 15).
// Table 5c 12b 12c 12e (35): 3e needs 12 and 6o needs 9, neither reachable, so both may be laid under mustTake.
const deck = buildDeck({ players: 2, dealer: 1, hands: { 0: '3e 1e', 1: '6o' }, table: '5c 12b 12c 12e' });
const example = (): Record<string, unknown> => ({
  format: 'escoba-record/1',
  rules: 'classic',
  players: 2,
  partnerships: false,
  hands: [{ dealer: 1, deck: [...deck], plays: ['3e', '6o', '1e:3e+6o+5c'] }],
});

const without = (rec: Record<string, unknown>, key: string) => {
  const out = { ...rec };
  delete out[key];
  return out;
};

const fails = (rec: unknown) => {
  const r = replayRecord(rec);
  if (r.ok) throw new Error('expected an error');
  return r.error;
};

describe('escoba-record/1 (spec "Records")', () => {
  it('replays the spec\'s example; the last hand may be unfinished', () => {
    const s = unwrap(replayRecord(example()));
    expect(RECORD_FORMAT).toBe('escoba-record/1');
    expect(s.phase).toBe('play');
    expect(names(s.hand!.piles[0]!)).toEqual(['1e', '3e', '6o', '5c']);
    expect(names(s.hand!.table)).toEqual(['12b', '12c', '12e']);
    expect(s.hand!.turn).toBe(1);
    expect(summarize(s)).toEqual({ scores: [0, 0], winner: null, sides: [[0], [1]], hands: [{ dealer: 1, complete: false }] });
  });

  it('plays may be objects {card, take}', () => {
    const rec = example();
    (rec.hands as { plays: unknown[] }[])[0]!.plays = [{ card: '3e' }, { card: '6o', take: [] }, { card: '1e', take: ['3e', '6o', '5c'] }];
    expect(unwrap(replayRecord(rec))).toEqual(unwrap(replayRecord(example())));
  });

  it('extra metadata is allowed and kept by recordFromState', () => {
    const rec = { ...example(), event: 'club night', seats: ['Ana', 'Luis'], date: '2024-05-01' };
    const s = unwrap(replayRecord(rec));
    const back = recordFromState(s, { event: 'club night' });
    expect(back.event).toBe('club night');
    expect(back.format).toBe('escoba-record/1');
    expect(unwrap(replayRecord(JSON.parse(JSON.stringify(back))))).toEqual(s);
  });

  it('recordFromState -> JSON -> replayRecord gives the same state: mid-hand, between hands, and after the game', () => {
    const mid = unwrap(replayRecord(example()));
    const between = playHand(start(ALL_CARDS.map(makeCard), 0, { rules: { capture: 'optional' } }), layPolicy);
    const over = randomGame({ rules: { preset: 'classic', target: 6 }, players: 3 }, 'records');
    expect(over.phase).toBe('over');
    for (const s of [mid, between, over]) {
      const rec = JSON.parse(JSON.stringify(recordFromState(s))) as GameRecord;
      expect(unwrap(replayRecord(rec))).toEqual(s);
      expect(summarize(unwrap(replayRecord(rec)))).toEqual(summarize(s));
    }
    // Only the differences from the preset are written.
    expect(recordFromState(over).rules).toEqual({ preset: 'classic', target: 6 });
    expect(recordFromState(between).rules).toEqual({ preset: 'classic', capture: 'optional' });
    expect(recordFromState(mid).rules).toBe('classic');
  });

  it('a renuncio claim is written as !card:take and replays', () => {
    const d = buildDeck({ players: 2, dealer: 0, hands: { 1: '10o 2o 7c', 0: '3o 4o 6b' }, table: '5c 2e 12b 11b' });
    const s = play(start(d, 0, { rules: { preset: 'sevens', renuncio: true } }), '10o', '!10o:5c+2e', '3o');
    const rec = recordFromState(s);
    expect(rec.rules).toEqual({ preset: 'sevens', renuncio: true });
    expect(rec.hands[0]!.plays).toEqual(['10o', '!10o:5c+2e', '3o']);
    expect(unwrap(replayRecord(JSON.parse(JSON.stringify(rec))))).toEqual(s);
    const asObjects = { ...rec, hands: [{ ...rec.hands[0]!, plays: ['10o', { card: '10o', take: ['5c', '2e'], renuncio: true }, '3o'] }] };
    expect(unwrap(replayRecord(asObjects))).toEqual(s);
  });

  it('partnerships default to false for 4 players and true for 6', () => {
    const six = randomGame({ rules: 'classic', players: 6 }, 6, undefined, 1);
    const rec = recordFromState(six) as unknown as Record<string, unknown>;
    delete rec.partnerships;
    expect(unwrap(replayRecord(rec)).setup.partnerships).toBe(true);
  });

  it('onStep sees the deal (play -1) and every play', () => {
    const steps: [number, number][] = [];
    unwrap(replayRecord(example(), (st: ReplayStep) => steps.push([st.hand, st.play])));
    expect(steps).toEqual([
      [0, -1],
      [0, 0],
      [0, 1],
      [0, 2],
    ]);
  });
});

describe('bad records: typed errors naming where (spec: "hand 2 play 17: 7o can make 15, so it must take")', () => {
  const withHand = (h: Record<string, unknown>) => ({ ...example(), hands: [{ ...(example().hands as object[])[0]!, ...h }] });

  it('the spec\'s message shape for a mustTake violation', () => {
    // Seat 0 holds 7o; the table has 10c (sota, 8): 7o can make 15, so laying it is illegal.
    const d = buildDeck({ players: 2, dealer: 1, hands: { 0: '7o' }, table: '10c 12b 12c 12e' });
    expect(fails(withHand({ deck: d, plays: ['7o'] }))).toEqual({
      code: 'IllegalPlay',
      message: 'hand 0 play 0: 7o can make 15, so it must take',
      hand: 0,
      play: 0,
    });
  });

  it.each<[string, unknown, Record<string, unknown>]>([
    ['not an object', [], { code: 'BadRecord', message: 'a record must be a JSON object' }],
    ['null', null, { code: 'BadRecord' }],
    ['wrong format', { ...example(), format: 'escoba-record/2' }, { code: 'BadRecord', message: 'format must be "escoba-record/1", got "escoba-record/2"' }],
    ['no rules', without(example(), 'rules'), { code: 'BadRules', message: 'rules: missing (a preset name such as "classic", or an object)' }],
    ['rules null (a wrong type, not a missing field)', { ...example(), rules: null }, { code: 'BadRules' }],
    ['rules a number', { ...example(), rules: 21 }, { code: 'BadRules' }],
    ['unknown preset', { ...example(), rules: 'scopa' }, { code: 'BadRules', message: 'rules: unknown preset "scopa" (presets: classic, sevens, fournier, escova)' }],
    ['unknown option', { ...example(), rules: { preset: 'classic', jokers: true } }, { code: 'BadRules' }],
    [
      'renuncio without optional capture',
      { ...example(), rules: { renuncio: true } },
      { code: 'BadRules', message: 'rules: renuncio needs capture "optional": with the other capture rules a card that can make 15 is never laid' },
    ],
    ['bad players', { ...example(), players: 5 }, { code: 'BadTable', message: 'players must be 2, 3, 4 or 6, got 5' }],
    ['players as text', { ...example(), players: '2' }, { code: 'BadTable' }],
    ['partnerships with 2 players', { ...example(), partnerships: true }, { code: 'BadTable' }],
    ['partnerships not a boolean', { ...example(), partnerships: 'no' }, { code: 'BadTable', message: 'partnerships must be true or false' }],
    ['hands not an array', { ...example(), hands: {} }, { code: 'BadRecord', message: 'hands must be an array' }],
    ['a hand that is not an object', { ...example(), hands: [[]] }, { code: 'BadHand', hand: 0, message: 'hand 0: a hand must be an object {dealer, deck, plays}' }],
    ['dealer as text', withHand({ dealer: '1' }), { code: 'BadDealer', hand: 0, message: 'hand 0: dealer must be a seat number, got "1"' }],
    ['dealer out of range', withHand({ dealer: 2 }), { code: 'BadDealer', hand: 0, message: 'hand 0: dealer must be a seat from 0 to 1, got 2' }],
    ['deck too short', withHand({ deck: deck.slice(1) }), { code: 'BadDeck', hand: 0, message: 'hand 0: deck has 39 cards, expected 40' }],
    ['deck with a card twice', withHand({ deck: [deck[0], ...deck.slice(0, 39)] }), { code: 'BadDeck', hand: 0, message: `hand 0: deck card 1: ${deck[0]} appears twice (first at 0)` }],
    ['plays not an array', withHand({ plays: '3e' }), { code: 'BadHand', hand: 0, message: 'hand 0: plays must be an array' }],
    ['bad play text', withHand({ plays: ['3e', '8o'] }), { code: 'BadPlay', hand: 0, play: 1 }],
    [
      'play object with an unknown field',
      withHand({ plays: [{ card: '3e', seat: 0 }] }),
      { code: 'BadPlay', hand: 0, play: 0, message: 'hand 0 play 0: play object has an unknown field "seat" (fields: card, take, renuncio)' },
    ],
    ['play of a number', withHand({ plays: [7] }), { code: 'BadPlay', hand: 0, play: 0 }],
    [
      'play object with take null (a wrong type, not an omitted take)',
      withHand({ plays: [{ card: '3e', take: null }] }),
      { code: 'BadPlay', hand: 0, play: 0, message: 'hand 0 play 0: "take" must be an array of cards, got null' },
    ],
    ['card not in hand', withHand({ plays: ['6o'] }), { code: 'IllegalPlay', hand: 0, play: 0, message: expect.stringMatching(/^hand 0 play 0: 6o is not in seat 0's hand; seat 0 holds \S+, \S+, \S+\. This record deals the deck to 2 players with seat 1 dealing/) }],
    ['wrong sum', withHand({ plays: ['3e', '6o', '1e:3e+6o'] }), { code: 'IllegalPlay', hand: 0, play: 2, message: 'hand 0 play 2: 1e with 3e+6o makes 10, not 15' }],
    [
      'a hand after an unfinished one',
      { ...example(), hands: [...(example().hands as object[]), { dealer: 0, deck, plays: [] }] },
      { code: 'UnfinishedHand', hand: 1, message: 'hand 1: hand 0 is unfinished, so no hand can follow it' },
    ],
  ])('%s', (_name, rec, expected) => {
    const e = fails(rec);
    expect(e).toMatchObject(expected);
    expect(typeof e.message).toBe('string');
    if (e.hand !== undefined) expect(e.message.startsWith(e.play === undefined ? `hand ${e.hand}: ` : `hand ${e.hand} play ${e.play}: `)).toBe(true);
  });

  it('a bad play text names the play index and the notation problem', () => {
    const e = fails(withHand({ plays: ['3e', '8o'] }));
    expect(e.message).toBe(
      'hand 0 play 1: "8o" is not a play: "8o" is not a card: write the printed rank (1-7, 10, 11, 12) then the suit (o, c, e, b), e.g. 7o',
    );
  });

  it('the next hand must be dealt by the next seat', () => {
    const between = playHand(start(ALL_CARDS.map(makeCard), 0, { rules: { capture: 'optional' } }), layPolicy);
    const rec = recordFromState(between);
    const bad = { ...rec, hands: [...rec.hands, { dealer: 0, deck: rec.hands[0]!.deck, plays: [] }] };
    expect(fails(bad)).toEqual({ code: 'BadDealer', hand: 1, message: 'hand 1: dealer must be seat 1 (the deal passes to the next seat), got 0' });
    const good = { ...rec, hands: [...rec.hands, { dealer: 1, deck: rec.hands[0]!.deck, plays: [] }] };
    expect(unwrap(replayRecord(good)).hand!.dealer).toBe(1);
  });

  it('a play after the hand is over', () => {
    const between = playHand(start(ALL_CARDS.map(makeCard), 0, { rules: { capture: 'optional' } }), layPolicy);
    const rec = recordFromState(between);
    const bad = { ...rec, hands: [{ ...rec.hands[0]!, plays: [...rec.hands[0]!.plays, '1o'] }] };
    expect(fails(bad)).toEqual({ code: 'IllegalPlay', hand: 0, play: 36, message: 'hand 0 play 36: the hand is already over after 36 plays' });
  });

  it('a hand after the game is won', () => {
    const over: GameState = randomGame({ rules: { preset: 'classic', target: 3 }, players: 2 }, 'over');
    expect(over.phase).toBe('over');
    const rec = recordFromState(over);
    const n = rec.hands.length;
    const bad = { ...rec, hands: [...rec.hands, { dealer: (rec.hands[n - 1]!.dealer + 1) % 2, deck: rec.hands[0]!.deck, plays: [] }] };
    expect(fails(bad)).toEqual({
      code: 'GameOver',
      hand: n,
      message: `hand ${n}: the game was already won by side ${over.winner} after hand ${n - 1}`,
    });
  });

  it('record text that is not JSON', () => {
    const r = replayRecordText('{"format": ');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('BadJson');
      expect(r.error.message.startsWith('not valid JSON: ')).toBe(true);
    }
    expect(unwrap(replayRecordText(JSON.stringify(example()))).phase).toBe('play');
  });
});

describe('a record relabelled for another table says the deal differs (issue 10)', () => {
  it('a 2-player game replayed as 4 players fails on a missing card with a hint about players and dealer', () => {
    // Play a real 2-player hand, then claim the record was for 4 players.
    const s = randomGame({ rules: 'classic', players: 2 }, 7, undefined, 1);
    const rec = recordFromState(s) as unknown as Record<string, unknown>;
    expect(replayRecord(rec).ok).toBe(true);
    const e = fails({ ...rec, players: 4 });
    expect(e.code).toBe('IllegalPlay');
    expect(e.hand).toBe(0);
    expect(e.message).toMatch(/is not (on the table \(the table holds [^)]+\)|in seat \d's hand); /);
    expect(e.message).toContain('This record deals the deck to 4 players with seat');
    expect(e.message).toContain('if it was written for another number of players or another dealer, the deal differs, so check "players" and "dealer"');
  });

  it('the hint is only for missing cards: a wrong sum is reported as it is', () => {
    const e = fails({ ...example(), hands: [{ ...(example().hands as object[])[0]!, plays: ['3e', '6o', '1e:3e+6o'] }] });
    expect(e.message).toBe('hand 0 play 2: 1e with 3e+6o makes 10, not 15');
  });
});
