import { createRng, EscobaKernel, MAX_LEGAL_MOVES, moveToPlay, OMNISCIENT, type BotConfig, type GameState, type OmniscientBot, type Play } from '@escoba/engine';
import { decodeValue, EndgameSolver } from '../endgame.js';
import { EXPERT_SETTINGS } from '../expert.js';
import { cardWeights, DEFAULT_WEIGHTS, GreedyPolicy } from '../search/heuristic.js';

/**
 * The omniscient Escoba player's effort: leaf evaluations (rollouts or exact solves) per decision, the expert's
 * simulations per decision (`EXPERT_SETTINGS.simulations`), so the ceiling searches with the same budget.
 */
export const OMNISCIENT_LEAVES = EXPERT_SETTINGS.simulations;
/** The deepest the search goes, in plies. */
const MAX_DEPTH = 12;

/**
 * Escoba's omniscient player (a measuring tool, docs/strength.md): it reads the whole state — every hand and the
 * stock's order — so the rest of the hand is a game of perfect information. It searches it by max^n (each seat on
 * turn picks its side's best hand margin), valuing the leaves by a greedy rollout whose lookahead sees the next
 * player's real cards (exact here, not a peek) and solving a two-player last deal exactly. Iterative deepening
 * by leaf count: one ply deeper while the next depth should stay within `config.iterations` leaves (default
 * {@link OMNISCIENT_LEAVES}, the expert's budget); counts, not the clock, so it is deterministic. With more than
 * two sides it looks one ply deep (each play, then the rollout): deeper max^n played worse there against
 * `medium` (3 players, seed 1, 24 games: +0.56 a hand at one ply, +0.49 at 100 leaves, +0.31 at 4,800).
 */
export function omniscientBot(config: BotConfig = {}): OmniscientBot<GameState, Play> {
  const search = new PerfectInformationSearch(config.iterations ?? OMNISCIENT_LEAVES, String(config.seed ?? 1));
  return { level: OMNISCIENT, choose: (state) => search.choose(state) };
}

class PerfectInformationSearch {
  private readonly solver = new EndgameSolver();
  private readonly rr = createRng(1);
  private kernels: EscobaKernel[] = [];
  private readonly moves = Array.from({ length: MAX_DEPTH + 1 }, () => new Float64Array(MAX_LEGAL_MOVES));
  /** Per depth: the best child's final points per side. */
  private readonly values = Array.from({ length: MAX_DEPTH + 2 }, () => new Float64Array(8));
  private depth = 1;
  private leaves = 0;
  /** Whether the last iteration stopped some line at its depth (rather than at the hand's end or a solved deal). */
  private cut = false;

  constructor(
    private readonly budget: number,
    private readonly seed: string,
  ) {}

  choose(state: GameState): Play {
    if (state.phase !== 'play' || !state.hand) throw new Error(`the omniscient player plays in a hand, not in phase ${state.phase}`);
    const root = EscobaKernel.fromState(state);
    if (this.kernels.length === 0 || !this.kernels[0]!.sameConfiguration(root)) this.kernels = Array.from({ length: MAX_DEPTH + 1 }, () => root.clone());
    root.copyTo(this.kernels[0]!);
    this.rr.setState(createRng(`${this.seed}:${state.hand.dealt}:${state.hand.playCount}`).state());
    let best = 0;
    let previous = 1;
    const deepest = root.setup.sides.length > 2 ? 1 : MAX_DEPTH;
    for (this.depth = 1; this.depth <= deepest; this.depth++) {
      this.leaves = 0;
      this.cut = false;
      best = this.search(0);
      // Stop when every line reached the hand's end (or a solved deal), or the next depth would pass the budget.
      if (!this.cut) break;
      if (this.leaves * (this.leaves / previous) > this.budget) break;
      previous = this.leaves;
    }
    return moveToPlay(best);
  }

  /** Searches `kernels[d]`; its value goes into `values[d]`; returns the best move at this node. */
  private search(d: number): number {
    const k = this.kernels[d]!;
    const out = this.values[d]!;
    if (d > 0 && (k.over || d === this.depth || EndgameSolver.applies(k))) {
      if (d === this.depth && !k.over && !EndgameSolver.applies(k)) this.cut = true;
      this.leaf(k, out);
      return 0;
    }
    const moves = this.moves[d]!;
    const n = k.legalMoves(moves);
    const side = k.sideOnTurn;
    const sides = k.setup.sides.length;
    const child = this.kernels[d + 1]!;
    const got = this.values[d + 1]!;
    let bestMove = moves[0]!;
    let bestMargin = -Infinity;
    for (let i = 0; i < n; i++) {
      k.copyTo(child);
      child.applyMove(moves[i]!);
      this.search(d + 1);
      const m = margin(got, side, sides);
      if (m > bestMargin) {
        bestMargin = m;
        bestMove = moves[i]!;
        for (let s = 0; s < sides; s++) out[s] = got[s]!;
      }
    }
    return bestMove;
  }

  /** The final points per side of the hand from `k`: solved exactly for a two-player last deal, else rolled out. */
  private leaf(k: EscobaKernel, out: Float64Array): void {
    this.leaves++;
    const scratch = this.kernels[this.depth]!;
    if (k !== scratch) k.copyTo(scratch);
    if (EndgameSolver.applies(scratch)) {
      const [m, p] = decodeValue(this.solver.solve(scratch, 0));
      out[0] = p;
      out[1] = p - m;
      return;
    }
    if (!scratch.over) policyFor(scratch).playout(scratch, this.rr);
    scratch.score();
    for (let s = 0; s < scratch.setup.sides.length; s++) out[s] = scratch.points[s]!;
  }
}

function margin(points: Float64Array, side: number, sides: number): number {
  let others = 0;
  for (let s = 0; s < sides; s++) if (s !== side) others += points[s]!;
  return points[side]! - others / (sides - 1);
}

const policies = new WeakMap<object, GreedyPolicy>();

/** The rollout policy for a kernel's rules: the greedy player whose lookahead reads the next player's real cards. */
function policyFor(k: EscobaKernel): GreedyPolicy {
  let p = policies.get(k.rules);
  if (!p) policies.set(k.rules, (p = new GreedyPolicy(cardWeights(k.rules, DEFAULT_WEIGHTS), { layLoss: 0.05, epsilon: 0, lookahead: 'actual' })));
  return p;
}
