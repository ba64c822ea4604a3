/**
 * Fuzzing: mutated records and random (often illegal) actions never throw; they give back a state or a typed error
 * with a stable code, naming the hand and play for record errors. Mutations of the plays alone are checked
 * against the independent reference replayer (a record the engine accepts, the reference accepts with the same points).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, checkAction, createRng, legalActions, makeCard, parseAction, recordFromState, replayRecord, type BriscaAction, type BriscaState, type Rng } from '@escoba/brisca';
import { CONFIGS, randomGame } from './helpers.js';
import { referenceReplay } from './reference.js';

type Hand = { dealer: unknown; deck: unknown; plays: unknown };
type Rec = Record<string, unknown> & { hands: Hand[] };
const CODES = ['BadJson', 'BadRecord', 'BadRules', 'BadTable', 'BadHand', 'BadDeck', 'BadDealer', 'BadPlay', 'IllegalPlay', 'GameOver', 'UnfinishedHand'];

const BASES: Rec[] = CONFIGS.flatMap((config, i) => {
  const rec = JSON.parse(JSON.stringify(recordFromState(randomGame(config, `fuzz-${i}`, 2)))) as Rec;
  const cut = JSON.parse(JSON.stringify(rec)) as Rec;
  const last = cut.hands.at(-1)!;
  last.plays = (last.plays as unknown[]).slice(0, 5 + i);
  return [rec, cut];
});

const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)]!;
const JUNK: unknown[] = [null, 0, -1, 3.5, 40, '', 'x', '7o', '~7o', '1o+2o', '1o+1o', '12b+4o+5c', [], {}, { card: '7o' }, { cards: ['7o'] }, { card: '7o', exchange: 'yes' }, true, '8o', '~~7o'];

function mutate(rec: Rec, rng: Rng): Rec {
  const r = clone(rec);
  const h = pick(rng, r.hands);
  switch (rng.int(9)) {
    case 0:
      r[pick(rng, ['format', 'rules', 'players', 'partnerships', 'hands'])] = pick(rng, JUNK);
      break;
    case 1:
      h.dealer = pick(rng, [...JUNK, 0, 1, 2, 3]);
      break;
    case 2:
      if (Array.isArray(h.deck)) (h.deck as unknown[])[rng.int(h.deck.length)] = pick(rng, [...JUNK, makeCard(rng.int(40))]);
      break;
    case 3:
      if (Array.isArray(h.deck)) {
        const d = h.deck as unknown[];
        const i = rng.int(d.length);
        const j = rng.int(d.length);
        [d[i], d[j]] = [d[j], d[i]];
      }
      break;
    case 4:
    case 5:
      if (Array.isArray(h.plays) && h.plays.length > 0) (h.plays as unknown[])[rng.int(h.plays.length)] = pick(rng, [...JUNK, makeCard(rng.int(40)), `~${makeCard(rng.int(40))}`]);
      break;
    case 6:
      if (Array.isArray(h.plays)) (h.plays as unknown[]).splice(rng.int(h.plays.length + 1), rng.int(3));
      break;
    case 7:
      r.hands.push(clone(h));
      break;
    default:
      (h as Record<string, unknown>)[pick(rng, ['deck', 'plays', 'dealer'])] = pick(rng, JUNK);
  }
  return r;
}

describe('fuzzed records', () => {
  it('never throw: a state or a typed error naming where', () => {
    const rng = createRng('fuzz');
    let errors = 0;
    for (let i = 0; i < 3000; i++) {
      const rec = mutate(pick(rng, BASES), rng);
      const out = replayRecord(rec);
      if (out.ok) continue;
      errors++;
      expect(CODES).toContain(out.error.code);
      expect(out.error.message.length).toBeGreaterThan(5);
      if (out.error.play !== undefined) expect(out.error.message.startsWith(`hand ${out.error.hand} play ${out.error.play}: `)).toBe(true);
      else if (out.error.hand !== undefined) expect(out.error.message.startsWith(`hand ${out.error.hand}: `)).toBe(true);
    }
    expect(errors).toBeGreaterThan(1000);
  });

  it('with only the plays changed, agree with the reference replayer when accepted', () => {
    const rng = createRng('fuzz-plays');
    let accepted = 0;
    for (let i = 0; i < 1500; i++) {
      const base = pick(rng, BASES);
      const rec = clone(base);
      const h = pick(rng, rec.hands) as { plays: string[] };
      const j = rng.int(h.plays.length);
      const k = rng.int(h.plays.length);
      [h.plays[j], h.plays[k]] = [h.plays[k]!, h.plays[j]!];
      const out = replayRecord(rec);
      if (!out.ok) continue;
      accepted++;
      const ref = referenceReplay(rec as never);
      expect(ref.filter((x) => x.points).map((x) => x.points)).toEqual(out.value.results.map((r) => r.points));
    }
    expect(accepted).toBeGreaterThan(20);
  });
});

describe('fuzzed actions', () => {
  // Positions in the middle of hands (some of them with an exchange possible), and finished ones.
  const states = CONFIGS.flatMap((config, i) => {
    const out: BriscaState[] = [];
    const end = randomGame(config, `fuzz-actions-${i}`, 1, (before) => {
      if (out.length < 6 && (before.hand!.actionCount % 7 === 3 || legalActions(before)[0]?.type === 'exchange')) out.push(before);
    });
    return [...out, end];
  });
  it('any object given as an action gives a typed error or a new state, never an exception', () => {
    const anything = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('play', 'exchange', 'x'), card: fc.integer({ min: -2, max: 42 }), cards: fc.array(fc.integer({ min: -1, max: 41 }), { maxLength: 3 }) }),
      fc.record({ type: fc.constant('play'), cards: fc.array(fc.integer({ min: 0, max: 39 }), { minLength: 1, maxLength: 2 }) }),
      fc.record({ type: fc.constant('exchange'), card: fc.integer({ min: 0, max: 39 }) }),
    );
    let legal = 0;
    fc.assert(
      fc.property(anything, fc.nat(states.length - 1), (action, i) => {
        const s = states[i]!;
        const problem = checkAction(s, action as BriscaAction);
        const out = applyAction(s, action as BriscaAction);
        expect(out.ok).toBe(problem === null);
        if (out.ok) legal++;
        if (!out.ok) expect(['NotPlaying', 'BadAction', 'NotInHand', 'WrongCount', 'NoExchange']).toContain(out.error.code);
      }),
      { numRuns: 3000 },
    );
    expect(legal).toBeGreaterThan(10);
  });

  it('any string given to parseAction is an action or a typed error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (text) => {
        const r = parseAction(text);
        if (!r.ok) expect(r.error.code).toBe('InvalidAction');
      }),
      { numRuns: 3000 },
    );
    for (const text of ['3o', '12b+4o', '~7e', '10C']) expect(parseAction(text).ok).toBe(true);
    for (const text of ['', '~', '3o+3o', '1o+2o+3o', '~1o+2o', '8o', ' 3o']) expect(parseAction(text).ok).toBe(false);
  });
});
