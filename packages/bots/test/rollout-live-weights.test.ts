import { moveCard, moveIsLay, seatView, type EscobaKernel } from '@escoba/engine';
import { describe, expect, it } from 'vitest';
import {
  CARDS_DECIDED,
  COINS_DECIDED,
  cardWeights,
  decidedCategories,
  DEFAULT_POLICY,
  scoreMoves,
  SEVENS_DECIDED,
  type PolicyParams,
} from '../src/search/heuristic.js';
import { kernelFromView } from '../src/world.js';
import { card, position, type PositionSpec } from './heuristic-positions.js';
import { randomState, TABLES, testRng } from './search-helpers.js';

const kernelOf = (spec: PositionSpec): EscobaKernel => kernelFromView(position(spec).view);

/** Each move's score by `policy`, keyed by the card played (lays only, or captures only). */
function scores(k: EscobaKernel, policy: PolicyParams, lays: boolean, followUpSide = -1): Map<number, number> {
  const n = k.generateMoves();
  const out = new Float64Array(n);
  scoreMoves(k, n, cardWeights(k.rules), policy, out, followUpSide);
  const byCard = new Map<number, number>();
  for (let i = 0; i < n; i++) if (moveIsLay(k.moves[i]!) === lays) byCard.set(moveCard(k.moves[i]!), out[i]!);
  return byCard;
}

const PLAIN = ['1c', '2c', '3c', '4c', '5c', '10c', '11c', '12c', '1e', '2e', '3e', '4e', '5e', '10e', '11e', '12e'];

describe('live category weights in the rollouts', () => {
  it('counts a category as decided once a side is sure of its majority, as medium does', () => {
    const hands = [['1b'], ['2b']];
    expect(decidedCategories(kernelOf({ hands, table: [] }))).toBe(0);
    // 21 of the 40 cards: the cards point is decided.
    const cards21 = [...PLAIN, '1o', '2o', '3o', '4o', '5o'];
    expect(decidedCategories(kernelOf({ hands, table: [], piles: [cards21] }))).toBe(CARDS_DECIDED);
    const other21 = PLAIN.slice(0, 14).concat(['6o', '7o', '10o', '11o', '12o', '3b', '4b']);
    expect(decidedCategories(kernelOf({ hands, table: [], piles: [[], other21] }))).toBe(CARDS_DECIDED);
    // 6 coins of 10: the coins point is decided; 5 against 0 is not.
    expect(decidedCategories(kernelOf({ hands, table: [], piles: [['1o', '2o', '3o', '4o', '5o', '6o']] }))).toBe(COINS_DECIDED);
    expect(decidedCategories(kernelOf({ hands, table: [], piles: [['1o', '2o', '3o', '4o', '5o']] }))).toBe(0);
    // Three sevens of four: decided under most sevens only (a prime is decided suit by suit).
    const sevens = [['7o', '7c', '7e']];
    expect(decidedCategories(kernelOf({ hands, table: [], piles: sevens }))).toBe(0);
    expect(decidedCategories(kernelOf({ rules: 'fournier', hands, table: [], piles: sevens }))).toBe(SEVENS_DECIDED);
  });

  it('a decided category adds nothing to a card: the 7 of coins keeps its point', () => {
    const w = cardWeights(kernelOf({ hands: [['1b'], ['2b']], table: [] }).rules);
    expect(w.byDecided[0]).toBe(w);
    const decided = w.byDecided[CARDS_DECIDED | COINS_DECIDED]!;
    expect(decided.card[card('4c')]).toBe(0);
    expect(decided.card[card('4o')]).toBe(0);
    expect(decided.card[card('7o')]).toBeGreaterThanOrEqual(1);
    expect(w.byDecided[CARDS_DECIDED]!.card[card('4o')]).toBeGreaterThan(0);
  });

  it('with liveWeights a capture of decided categories is worth less, and nothing changes while all are open', () => {
    const spec: PositionSpec = { hands: [['11c', '3b'], ['2b']], table: ['4c', '2e'] };
    const live = { ...DEFAULT_POLICY, liveWeights: true };
    expect(scores(kernelOf(spec), live, false)).toEqual(scores(kernelOf(spec), DEFAULT_POLICY, false));
    const decided = kernelOf({ ...spec, piles: [[...PLAIN.filter((c) => !['4c', '2e', '11c'].includes(c)), '1o', '2o', '3o', '4o', '5o', '6o', '10o', '11o']] });
    expect(decidedCategories(decided)).toBe(CARDS_DECIDED | COINS_DECIDED);
    const take = card('11c');
    expect(scores(decided, live, false).get(take)!).toBeLessThan(scores(decided, DEFAULT_POLICY, false).get(take)! - 0.1);
  });
});

describe('setting up one’s own next capture in the rollouts (followUp)', () => {
  // No card takes: 1 + 4, 10 + 4 and 2 + 4 are not 15. Laying the ace leaves 5 for the rey, the rey leaves 14 for
  // the ace; the 2 leaves 4 + 2, which neither kept card completes to 15.
  const spec: PositionSpec = { hands: [['1e', '12e', '2b'], ['3b', '4b', '5b']], table: ['4c'] };

  it('credits a lay that leaves a capture for a card the player keeps, and only that', () => {
    const before = scores(kernelOf(spec), DEFAULT_POLICY, true);
    const after = scores(kernelOf(spec), { ...DEFAULT_POLICY, followUp: 1 }, true);
    expect(after.get(card('2b'))).toBe(before.get(card('2b')));
    expect(after.get(card('1e'))!).toBeGreaterThan(before.get(card('1e'))! + 0.05);
    expect(after.get(card('12e'))!).toBeGreaterThan(before.get(card('12e'))! + 0.05);
  });

  it('with followUpOwnSide, credits only the moves of the side the search plays for', () => {
    const ownOnly = { ...DEFAULT_POLICY, followUp: 1, followUpOwnSide: true };
    const plain = scores(kernelOf(spec), DEFAULT_POLICY, true);
    expect(scores(kernelOf(spec), ownOnly, true, 1)).toEqual(plain);
    expect(scores(kernelOf(spec), ownOnly, true, 0).get(card('1e'))!).toBeGreaterThan(plain.get(card('1e'))! + 0.05);
  });

  it('is for two players only: with more the next turn is too far away', () => {
    const three: PositionSpec = { ...spec, players: 3, hands: [...spec.hands, ['6b', '10b', '11b']] };
    expect(scores(kernelOf(three), { ...DEFAULT_POLICY, followUp: 1 }, true)).toEqual(scores(kernelOf(three), DEFAULT_POLICY, true));
  });
});

describe('the rollout policy with both options', () => {
  it('still scores moves from what the player on move can see: the other hands and the stock do not matter', () => {
    const policy: PolicyParams = { ...DEFAULT_POLICY, liveWeights: true, followUp: 1 };
    const rng = testRng('live-follow-views');
    for (let i = 0; i < 200; i++) {
      const t = TABLES[i % TABLES.length]!;
      const state = randomState(rng, t);
      const seat = state.hand!.turn;
      const base = kernelFromView(seatView(state, seat));
      const scoresIn = (worldSeed: number): number[] => {
        const k = base.clone();
        k.determinize(seat, testRng(`world-${worldSeed}`));
        const n = k.generateMoves();
        const out = new Float64Array(n);
        scoreMoves(k, n, cardWeights(k.rules), policy, out);
        return Array.from(out);
      };
      expect(scoresIn(1)).toEqual(scoresIn(2));
    }
  });
});
