import { applyPlay, createRng, EscobaKernel, moveToPlay, samePlay, seatView, type GameState, type HandState } from '@escoba/engine';
import { describe, expect, it } from 'vitest';
import { EXPERT_SETTINGS } from '../src/expert.js';
import { cardWeights, DEFAULT_POLICY, GreedyPolicy } from '../src/search/heuristic.js';
import { makeContext, scorePlay } from '../src/medium.js';
import { kernelSeatView, MediumChooser } from '../src/search/medium-rollout.js';
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
  'the others play medium’s choice in the rollouts (lad24)': { othersPolicy: 'medium' },
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

  it('the others’ rollout chooser plays one of medium’s best plays, from the view that seat has', () => {
    const rng = testRng('medium-chooser');
    const chooser = new MediumChooser();
    let tied = 0;
    for (let i = 0; i < 120; i++) {
      const s = randomState(rng, TABLES[i % TABLES.length]!);
      const seat = s.hand!.turn;
      const view = seatView(s, seat);
      const k = EscobaKernel.fromState(s);
      const n = k.generateMoves();
      const kv = kernelSeatView(k, n);
      // What medium reads of a view is the seat's own view of the position.
      for (const f of ['seat', 'side', 'players', 'partnerships', 'sides', 'hand', 'handCounts', 'table', 'stock', 'lastCapturer'] as const) {
        expect(kv[f]).toEqual(view[f]);
      }
      // The same plays in the same order (a kernel lists the taken cards in id order, a state in table order).
      expect(kv.legal.length).toBe(view.legal.length);
      kv.legal.forEach((p, j) => expect(samePlay(p, view.legal[j]!)).toBe(true));
      expect(kv.piles.map((p) => [...p].sort((a, b) => a - b))).toEqual(view.piles.map((p) => [...p].sort((a, b) => a - b)));
      expect(kv.rules).toEqual(view.rules);
      const ctx = makeContext(view);
      const scores = view.legal.map((p) => scorePlay(ctx, p));
      const best = Math.max(...scores);
      const top = view.legal.filter((_, j) => scores[j]! > best - 1e-9);
      if (top.length > 1) tied++;
      const picks = new Set<number>();
      for (let r = 0; r < 8; r++) {
        const play = moveToPlay(k.moves[chooser.choose(k, n, createRng(`t${i}:${r}`))]!);
        expect(top.some((p) => samePlay(p, play))).toBe(true);
        picks.add(view.legal.findIndex((p) => samePlay(p, play)));
      }
      // Ties are broken by the rollout's generator, so different streams reach different best plays.
      if (top.length > 2) expect(picks.size).toBeGreaterThan(1);
    }
    expect(tied).toBeGreaterThan(0);
  });

  it('with the others on medium’s choice, the searcher’s own side still plays the rollout policy', () => {
    // Two seats of one side in 2 against 2: the chooser is asked only for the opposing side's moves.
    const rng = testRng('own-side');
    const asked: number[] = [];
    const spy = { choose: (k: EscobaKernel, n: number, r: ReturnType<typeof createRng>) => (asked.push(k.sideOf[k.turn]!), new MediumChooser().choose(k, n, r)) };
    const policy = new GreedyPolicy(cardWeights(position({ hands: [['1c'], ['2c']], table: [] }).view.rules), DEFAULT_POLICY);
    policy.followUpSide = 0;
    policy.others = spy;
    for (let i = 0; i < 10; i++) {
      const s = randomState(rng, TABLES[8]!);
      const k = EscobaKernel.fromState(s);
      policy.playout(k, createRng(i));
      expect(k.over).toBe(true);
    }
    expect(asked.length).toBeGreaterThan(20);
    expect(asked.every((side) => side === 1)).toBe(true);
  });

  it('with the others on medium’s choice, the estimates differ from the greedy others’ (the option is in force)', () => {
    const rng = testRng('others-differ');
    let differ = 0;
    for (let i = 0; i < 12; i++) {
      const s = randomState(rng, TABLES[i % 5]!, 12);
      const view = seatView(s, s.hand!.turn);
      if (view.legal.length < 2 || s.hand!.deck.length - s.hand!.dealt === 0) continue;
      const greedy = new DeterminizedSearch(settings({}), { seed: `d${i}` }).estimate(view);
      const medium = new DeterminizedSearch(settings({ othersPolicy: 'medium' }), { seed: `d${i}` }).estimate(view);
      if (greedy.some((e, j) => Math.abs(e.margin - medium[j]!.margin) > 1e-9)) differ++;
    }
    expect(differ).toBeGreaterThan(3);
  });
});
