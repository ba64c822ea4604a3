import { applyPlay, createRng, samePlay, seatView, type EscobaKernel, type GameState, type HandState } from '@escoba/engine';
import { describe, expect, it } from 'vitest';
import { EXPERT_SETTINGS } from '../src/expert.js';
import { cardWeights, DEFAULT_POLICY, GreedyPolicy } from '../src/search/heuristic.js';
import { DeterminizedSearch, handMargin, type SearchSettings } from '../src/search/pimc.js';
import { ReplySearcher, type ReplySearch } from '../src/search/reply-search.js';
import { kernelFromView } from '../src/world.js';
import { card, position } from './heuristic-positions.js';
import { randomState, TABLES, testRng } from './search-helpers.js';

/** The expert's settings at a test's effort with one of the round-three options (docs/strength.md). */
const OPTIONS: Record<string, Partial<SearchSettings>> = {
  'reply search, the next player minimising': { replySearch: { plies: 1, others: 'min' } },
  'reply search, the own next play': { replySearch: { plies: 2, others: 'greedy' } },
  'information-set MCTS': { ismcts: { exploration: 2 } },
  'information-set MCTS over its own plays': { ismcts: { exploration: 1, others: 'policy' } },
  'inference by medium’s score (escoba27)': { inferenceModel: 'medium' },
};
const settings = (o: Partial<SearchSettings>): SearchSettings => ({ ...EXPERT_SETTINGS, simulations: 60, minWorlds: 2, ...o });

/** The same state with one card of another hand swapped with a stock card (a difference the seat cannot see). */
function swapHidden(state: GameState, seat: number, pick: (n: number) => number): GameState | null {
  const h = state.hand!;
  const other = h.hands.findIndex((x, s) => s !== seat && x.length > 0);
  const stock = h.deck.length - h.dealt;
  if (other < 0 || stock === 0) return null;
  const hands = h.hands.map((x) => [...x]);
  const deck = [...h.deck];
  const i = pick(hands[other]!.length);
  const j = h.dealt + pick(stock);
  [hands[other]![i], deck[j]] = [deck[j]!, hands[other]![i]!];
  const hand: HandState = { ...h, hands, deck };
  return { ...state, hand };
}

describe('round-three search options', () => {
  for (const [name, option] of Object.entries(OPTIONS)) {
    it(`${name}: legal plays on every table, deterministic, from the view only`, () => {
      const rng = testRng(`options:${name}`);
      let compared = 0;
      for (let i = 0; i < 24; i++) {
        const s = randomState(rng, TABLES[i % TABLES.length]!);
        const seat = s.hand!.turn;
        const view = seatView(s, seat);
        const search = () => new DeterminizedSearch(settings(option), { seed: `o${i}` });
        const play = search().best(view);
        expect(view.legal.some((p) => samePlay(p, play))).toBe(true);
        expect(applyPlay(s, play).ok).toBe(true);
        expect(search().estimate(view)).toEqual(search().estimate(view));
        const t = swapHidden(s, seat, (n) => rng.int(n));
        if (!t) continue;
        expect(seatView(t, seat)).toEqual(view);
        expect(samePlay(search().best(seatView(t, seat)), play)).toBe(true);
        compared++;
      }
      expect(compared).toBeGreaterThan(12);
    });

    it(`${name}: takes a sweep of the 7 of coins over a lay`, () => {
      // 7o + the sota (8) = 15 sweeps the table and takes the 7 of coins: worth far more than any other play.
      // (Three cards in a pile leave a stock of 30, which the deals of 3 cards each use up.)
      const { view } = position({ hands: [['10c', '2b', '4e'], ['1c', '3c', '5c']], table: ['7o'], piles: [['1b', '3b', '5b']] });
      const play = new DeterminizedSearch(settings(option), { seed: 'sweep' }).best(view);
      expect(play.card).toBe(card('10c'));
    });
  }

  it('information-set MCTS spends the rollouts of the determinized search and reports every root play', () => {
    const { view } = position({ hands: [['10c', '2b', '4e'], ['1c', '3c', '5c']], table: ['7o', '1e'], piles: [['1b', '3b']] });
    const search = new DeterminizedSearch(settings(OPTIONS['information-set MCTS']!), { seed: 'visits' });
    const estimates = search.estimate(view);
    expect(estimates.map((e) => e.play)).toEqual(view.legal);
    const n = view.legal.length;
    const worlds = Math.max(2, Math.ceil(60 / n));
    expect(search.lastWorlds).toBe(worlds * n);
    expect(search.lastVisits!.reduce((a, b) => a + b, 0)).toBe(worlds * n);
    for (const v of search.lastVisits!) expect(v).toBeGreaterThan(0);
  });

  it('the reply search equals plain minimax over the kernel', () => {
    const rng = testRng('minimax');
    const policy = new GreedyPolicy(cardWeights(position({ hands: [['1c'], ['2c']], table: [] }).view.rules), DEFAULT_POLICY);
    // Leaves valued by a deterministic greedy playout (the rollout without randomness).
    const leaf = (k: EscobaKernel, out: number[]): void => {
      policy.playout(k, createRng(1));
      handMargin(k, side, out);
    };
    let side = 0;
    const naive = (k: EscobaKernel, plies: number, others: ReplySearch['others']): number => {
      if (plies === 0 || k.over) {
        const out = [0, 0];
        leaf(k.clone(), out);
        return out[0]!;
      }
      const own = k.sideOf[k.turn] === side;
      if (!own && others === 'greedy') {
        const c = k.clone();
        policy.step(c, createRng(1));
        return naive(c, plies - 1, others);
      }
      const n = k.generateMoves();
      const moves = Array.from(k.moves.subarray(0, n));
      const values = moves.map((m) => {
        const c = k.clone();
        c.applyMove(m);
        return naive(c, plies - 1, others);
      });
      return own ? Math.max(...values) : Math.min(...values);
    };
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      const s = randomState(rng, TABLES[i % 5]!);
      const k = kernelFromView(seatView(s, s.hand!.turn));
      k.determinize(s.hand!.turn, rng);
      side = k.sideOf[k.turn]!;
      for (const r of [
        { plies: 1, others: 'min' },
        { plies: 2, others: 'min' },
        { plies: 2, others: 'greedy' },
      ] as const) {
        // The searcher's value of each candidate's position equals the naive search's.
        const n = k.generateMoves();
        const m = k.moves[rng.int(n)]!;
        const child = k.clone();
        child.applyMove(m);
        const out = [0, 0];
        new ReplySearcher(leaf, policy, createRng(1)).value(child.clone(), side, r, out);
        expect(out[0]).toBeCloseTo(naive(child, r.plies, r.others), 9);
        checked++;
      }
    }
    expect(checked).toBe(90);
  });
});
