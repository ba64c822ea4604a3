/**
 * Señas (rule option `senas`, a house rule for 2 against 2 Brisca; docs/rules.md, "Señas"). The set follows the
 * briscola signs the sources list: "Asso di briscola sporgere le labbra in avanti simulando un bacio; Re di
 * briscola alzare gli occhi al cielo; Tre di briscola storcere l'angolo sinistro della bocca; Cavallo di briscola
 * alzare leggermente una spalla; Fante di briscola sporgere leggermente la lingua tra le labbra; ... Mancanza di
 * briscole stringere gli occhi" (albarnardon.it, "I segni della Briscola"; the same list in lottomatica.it and
 * casinosulweb.it), and Chilean Brisca knows them too: "Existen técnicas de dada, alce y señas, aunque en
 * campeonatos todo esto está prohibido" (ideas-del-momento.blogspot.com, 2012). The sources agree that signs are
 * "per comunicare il possesso" (auraweb.it) of cards to the partner "senza fare intendere i segni
 * all'avversario" (lottomatica.it): the engine's choices are that a seña is true, made once per hand, and seen
 * by the partner only.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  briscaGame,
  checkAction,
  createGame,
  createRng,
  deal,
  legalActions,
  legalSenas,
  makeAction,
  parseAction,
  randomDeck,
  recordFromState,
  replayRecord,
  resolveRules,
  sampleState,
  seatView,
  senaCard,
  senaOf,
  SENAS,
  unseenTrumpLimits,
  unwrap,
  type BriscaAction,
  type BriscaState,
  type Rng,
} from '@escoba/brisca';
import { c, cs, play, start } from './helpers.js';

const SENAS_ON = { preset: 'brisca', senas: true } as const;
const code = (s: BriscaState, text: string) => checkAction(s, unwrap(parseAction(text)))?.code ?? null;

/** Dealer 3, so seat 0 leads; oros are trumps (the 5o turned up). Partners 0 and 2 against 1 and 3. */
const position = () =>
  start({
    rules: SENAS_ON,
    players: 4,
    partnerships: true,
    dealer: 3,
    hands: { 0: '1o 3c 4b', 1: '3o 12e 5c', 2: '12o 11o 2b', 3: '4c 6c 7e' },
    trump: '5o',
  });

describe('the option', () => {
  it('is off by default and only for the brisca preset', () => {
    expect(unwrap(resolveRules('brisca')).senas).toBe(false);
    expect(unwrap(resolveRules(SENAS_ON)).senas).toBe(true);
    expect(resolveRules({ preset: 'alcalde', senas: true })).toMatchObject({ ok: false, error: { code: 'ImpossibleRules', option: 'senas' } });
    expect(resolveRules({ preset: 'brisca', senas: 'yes' })).toMatchObject({ ok: false, error: { code: 'BadOptionValue', option: 'senas' } });
  });

  it('needs 4 players in partnerships: a seña is a signal to the partner', () => {
    const rules = unwrap(resolveRules(SENAS_ON));
    expect(briscaGame.tables(rules)).toEqual([{ players: 4, partnerships: true }]);
    for (const table of [{ players: 2 }, { players: 3 }, { players: 4 }, { players: 4, partnerships: false }]) {
      const game = createGame({ rules: SENAS_ON, ...table });
      expect(game).toMatchObject({ ok: false, error: { code: 'SenasNeedPartners' } });
      if (!game.ok) expect(game.error.message).toMatch(/2 against 2/);
    }
    expect(createGame({ rules: SENAS_ON, players: 4, partnerships: true }).ok).toBe(true);
  });

  it('off, no seña is legal', () => {
    const s = start({ players: 4, partnerships: true, dealer: 3, hands: { 0: '1o 3c 4b' }, trump: '5o' });
    expect(legalSenas(s)).toEqual([]);
    expect(code(s, '!as')).toBe('SenasOff');
    expect(seatView(s, 0).legalSenas).toEqual([]);
  });
});

describe('legality', () => {
  it('the set: the as, tres, rey, caballo and sota of trumps, and no trump', () => {
    expect(SENAS).toEqual(['as', 'tres', 'rey', 'caballo', 'sota', 'sintriunfo']);
    expect(['as', 'tres', 'rey', 'caballo', 'sota'].map((x) => senaCard(x as (typeof SENAS)[number], 0))).toEqual(cs('1o 3o 12o 11o 10o'));
    expect(senaCard('sintriunfo', 0)).toBeNull();
  });

  it('only true señas are legal, for the seat on turn, from what it holds and the trump suit', () => {
    const s = position();
    expect(legalSenas(s)).toEqual(['as']);
    expect(code(s, '!tres')).toBe('SenaUntrue');
    expect(checkAction(s, unwrap(parseAction('!tres')))!.message).toBe('seat 0 cannot make the seña tres: it does not hold 3o (señas must be true)');
    expect(checkAction(s, unwrap(parseAction('!sintriunfo')))!.message).toBe('seat 0 cannot make the seña sintriunfo: it holds a trump (1o) (señas must be true)');
    const s1 = play(s, '3c');
    expect(legalSenas(s1)).toEqual(['tres']);
    const s2 = play(s1, '5c');
    expect(legalSenas(s2)).toEqual(['rey', 'caballo']);
    const s3 = play(s2, '2b');
    expect(legalSenas(s3)).toEqual(['sintriunfo']);
  });

  it('a seña does not pass the turn, changes no card, and is made at most once per hand per seat', () => {
    const s = position();
    const after = play(s, '!as');
    expect(after.hand!.turn).toBe(0);
    expect(after.hand!.hands).toEqual(s.hand!.hands);
    expect(after.hand!.actionCount).toBe(0);
    expect(after.hand!.senas).toEqual([{ seat: 0, sena: 'as', at: 0 }]);
    expect(legalSenas(after)).toEqual([]);
    expect(code(after, '!as')).toBe('SenaRepeated');
    // The card actions are what they were: señas are not in legalActions.
    expect(legalActions(after)).toEqual(legalActions(s));
    // Several señas may be made in one turn, then the card.
    const partner = play(after, '1o', '3o', '!rey', '!caballo', '11o');
    expect(partner.hand!.senas.map((m) => [m.seat, m.sena, m.at])).toEqual([
      [0, 'as', 0],
      [2, 'rey', 2],
      [2, 'caballo', 2],
    ]);
  });

  it('each hand starts with no seña made', () => {
    const rng = createRng('senas-next-hand');
    let s = play(position(), '!as');
    while (s.phase === 'play') {
      const legal = legalActions(s);
      s = unwrap(applyAction(s, legal[rng.int(legal.length)]!));
    }
    expect(s.hand!.senas).toHaveLength(1);
    if (s.phase === 'deal') {
      const next = unwrap(deal(s, randomDeck(s, rng)));
      expect(next.hand!.senas).toEqual([]);
    }
  });

  it('no seña before the deal or after the hand', () => {
    const fresh = unwrap(createGame({ rules: SENAS_ON, players: 4, partnerships: true }));
    expect(legalSenas(fresh)).toEqual([]);
    expect(code(fresh, '!as')).toBe('NotPlaying');
  });
});

describe('who sees a seña', () => {
  it('the partner sees it, and knows the trump it names until it is played; opponents and spectators see nothing', () => {
    const s = play(position(), '!as');
    const partner = seatView(s, 2);
    expect(partner.senas).toEqual([{ seat: 0, sena: 'as', at: 0 }]);
    expect(partner.known[0]).toEqual([c('1o')]);
    expect(seatView(s, 0).senas).toEqual([{ seat: 0, sena: 'as', at: 0 }]);
    const without = position();
    for (const seat of [1, 3, null]) expect(seatView(s, seat)).toEqual(seatView(without, seat));
    // Played, the as is no longer in the partner's hand.
    expect(seatView(play(s, '1o'), 2).known[0]).toEqual([]);
  });

  it('notation and records: `!as`, `{"sena": "as"}`; a record replays its señas', () => {
    expect(makeAction(senaOf('sintriunfo'))).toBe('!sintriunfo');
    expect(unwrap(parseAction('!AS'))).toEqual({ type: 'sena', sena: 'as' });
    expect(parseAction('!wink')).toMatchObject({ ok: false, error: { code: 'InvalidAction' } });
    const s = play(position(), '!as', '1o', '!tres', '3o');
    const rec = recordFromState(s);
    expect(rec.rules).toEqual({ preset: 'brisca', senas: true });
    expect(rec.hands[0]!.plays).toEqual(['!as', '1o', '!tres', '3o']);
    const back = unwrap(replayRecord(JSON.parse(JSON.stringify(rec))));
    expect(back.hand).toEqual(s.hand);
    const objects = { ...rec, hands: [{ ...rec.hands[0]!, plays: [{ sena: 'as' }, '1o'] }] };
    expect(unwrap(replayRecord(objects)).hand!.senas).toEqual([{ seat: 0, sena: 'as', at: 0 }]);
    const untrue = { ...rec, hands: [{ ...rec.hands[0]!, plays: ['!rey'] }] };
    expect(replayRecord(untrue)).toMatchObject({ ok: false, error: { code: 'IllegalPlay', hand: 0, play: 0 } });
    const badName = { ...rec, hands: [{ ...rec.hands[0]!, plays: [{ sena: 'wink' }] }] };
    expect(replayRecord(badName)).toMatchObject({ ok: false, error: { code: 'BadPlay' } });
  });
});

/** One seat's turn in a random game: each legal seña with chance 1/2, then a random card action. */
describe('private actions (what a server sends to the seats the game names, and to nobody else)', () => {
  it('briscaGame.isPrivate holds exactly for señas: they leave the spectator and opponent views as they were, every other action changes them; privateTo names the side', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rng = createRng(seed);
      const game = unwrap(createGame({ rules: SENAS_ON, players: 4, partnerships: true }));
      let s = unwrap(deal(game, randomDeck(game, rng), 0));
      while (s.phase === 'play') {
        for (const action of randomTurn(s, rng)) {
          const next = unwrap(applyAction(s, action));
          expect(briscaGame.isPrivate!(action)).toBe(action.type === 'sena');
          expect(JSON.stringify(seatView(next, null)) === JSON.stringify(seatView(s, null))).toBe(action.type === 'sena');
          if (action.type === 'sena') {
            // Exactly the seats whose views change hear of it: the seat and its partner; the opponents' views stay as they were.
            const seat = s.hand!.turn;
            const changed = [0, 1, 2, 3].filter((v) => JSON.stringify(seatView(next, v)) !== JSON.stringify(seatView(s, v)));
            expect([...briscaGame.privateTo!(next, seat)]).toEqual([seat % 2, seat % 2 + 2]);
            expect(changed.every((v) => v % 2 === seat % 2)).toBe(true);
          }
          s = next;
        }
      }
    }
  });
});

function randomTurn(s: BriscaState, rng: Rng): BriscaAction[] {
  const out: BriscaAction[] = [];
  for (const sena of legalSenas(s)) if (rng.int(2) === 0) out.push(senaOf(sena));
  const legal = legalActions(s);
  out.push(legal[rng.int(legal.length)]!);
  return out;
}

describe('properties (fast-check)', () => {
  it("no opponent's or spectator's view of any state of random games with señas shows a trace of them", () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seed) => {
        const rng = createRng(seed);
        let full = unwrap(createGame({ rules: SENAS_ON, players: 4, partnerships: true }));
        // The same game with only side 0's señas, only side 1's, and none.
        const only: BriscaState[] = [full, full, full];
        for (let hand = 0; hand < 2 && full.phase === 'deal'; hand++) {
          const deck = randomDeck(full, rng);
          const dealer = full.nextDealer ?? rng.int(4);
          full = unwrap(deal(full, deck, dealer));
          for (let k = 0; k < 3; k++) only[k] = unwrap(deal(only[k]!, deck, dealer));
          while (full.phase === 'play') {
            const seat = full.hand!.turn;
            for (const action of randomTurn(full, rng)) {
              full = unwrap(applyAction(full, action));
              for (let k = 0; k < 3; k++) if (action.type !== 'sena' || seat % 2 === k) only[k] = unwrap(applyAction(only[k]!, action));
              for (let viewer = 0; viewer < 4; viewer++) expect(seatView(full, viewer)).toEqual(seatView(only[viewer % 2]!, viewer));
              expect(seatView(full, null)).toEqual(seatView(only[2]!, null));
            }
          }
        }
      }),
      { numRuns: 25 },
    );
  });

  it('señas are true: the trumps a partner is shown to hold are in its hand; worlds sampled from a view keep to the señas', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (seed) => {
        const rng = createRng(seed);
        let s = unwrap(createGame({ rules: SENAS_ON, players: 4, partnerships: true }));
        s = unwrap(deal(s, randomDeck(s, rng), rng.int(4)));
        while (s.phase === 'play') {
          for (const action of randomTurn(s, rng)) s = unwrap(applyAction(s, action));
          if (s.phase !== 'play') break;
          for (let viewer = 0; viewer < 4; viewer++) {
            const v = seatView(s, viewer);
            const partner = (viewer + 2) % 4;
            for (const card of v.known[partner]!) expect(s.hand!.hands[partner]).toContain(card);
            const limit = unseenTrumpLimits(v)[partner]!;
            const sampled = sampleState(v, rng);
            expect(seatView(sampled, viewer)).toEqual(v);
            for (const card of v.known[partner]!) expect(sampled.hand!.hands[partner]).toContain(card);
            if (limit >= 0) {
              const unseenTrumps = sampled.hand!.hands[partner]!.filter((x) => !v.known[partner]!.includes(x) && ((x / 10) | 0) === s.hand!.trumpSuit).length;
              expect(unseenTrumps).toBeLessThanOrEqual(limit);
              const realTrumps = s.hand!.hands[partner]!.filter((x) => !v.known[partner]!.includes(x) && ((x / 10) | 0) === s.hand!.trumpSuit).length;
              expect(realTrumps).toBeLessThanOrEqual(limit);
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
