import { actionToMove, BriscaKernel, createRng, legalActions, OMNISCIENT, type BotConfig, type BriscaAction, type BriscaState, type OmniscientBot } from '@escoba/brisca';
import { EndgameSolver } from './endgame.js';
import { GreedyKernelPolicy, ROLLOUT_POLICY } from './rollout.js';
import { cardsLeft, handValue, sideMargin, solvedValue } from './search.js';
import { EXPERT_SETTINGS } from './search-bots.js';

/**
 * Brisca's and the Alcalde games' omniscient player (a measuring tool for docs/strength.md, never a level): it reads
 * the whole state — every hand and the stock's order — so the rest of the hand is a game of perfect information.
 * With the expert's budget (`EXPERT_SETTINGS.maxRollouts` leaves a decision, `config.iterations` overrides it) each
 * legal action is valued by greedy rollouts of the true deal (their 5 % random moves are what varies), the
 * expert's objective (card-point margin, plus the role bonus in the Alcalde games); from `EXPERT_SETTINGS.exactRootCards`
 * cards left on a table of two sides, by exact alpha-beta instead. Counts, not the clock: deterministic for a seed.
 * Reached only through the package's ceiling entry (`escoba match --a omniscient`), which the levels never import.
 */
export function omniscientBriscaBot(config: BotConfig = {}): OmniscientBot<BriscaState, BriscaAction> {
  const search = new PerfectInformationSearch(config.iterations ?? EXPERT_SETTINGS.maxRollouts, String(config.seed ?? 1));
  return { level: OMNISCIENT, choose: (state) => search.choose(state) };
}

class PerfectInformationSearch {
  private readonly solver = new EndgameSolver();
  private readonly policy = new GreedyKernelPolicy(ROLLOUT_POLICY);
  private readonly rr = createRng(1);

  constructor(
    private readonly leaves: number,
    private readonly seed: string,
  ) {}

  choose(state: BriscaState): BriscaAction {
    const h = state.hand;
    if (state.phase !== 'play' || !h || h.result) throw new Error(`the omniscient player plays in a hand, not in phase ${state.phase}`);
    const legal = legalActions(state);
    if (legal.length === 0) throw new Error(`seat ${h.turn} has no legal action`);
    if (legal.length === 1) return legal[0]!;
    const root = BriscaKernel.fromState(state);
    const side = root.sideOf[root.turn]!;
    const n = legal.length;
    const moves = Int32Array.from(legal.map(actionToMove));
    const values = new Float64Array(n);
    const s = EXPERT_SETTINGS;
    if (EndgameSolver.applies(root) && cardsLeft(root) <= s.exactRootCards) {
      this.solver.solveMoves(root, side, moves, n, values);
      const now = sideMargin(root, side);
      for (let i = 0; i < n; i++) values[i] = solvedValue(root, side, now + values[i]!, s);
    } else {
      this.policy.ownSide = side;
      const streams = createRng(`brisca-omniscient:${this.seed}:${state.results.length}:${h.tricks}:${h.trickCards.length}`);
      const rollouts = Math.max(1, Math.ceil(this.leaves / n));
      const child = root.clone();
      for (let r = 0; r < rollouts; r++) {
        // Every action replays the same rollout stream (common random numbers); each rollout has its own.
        const stream = createRng(streams.nextU32()).state();
        for (let i = 0; i < n; i++) {
          root.copyTo(child);
          child.applyMove(moves[i]!);
          this.rr.setState(stream);
          this.policy.playout(child, this.rr);
          values[i]! += handValue(child, side, s);
        }
      }
    }
    let best = 0;
    for (let i = 1; i < n; i++) if (values[i]! > values[best]! + 1e-9) best = i;
    return legal[best]!;
  }
}
