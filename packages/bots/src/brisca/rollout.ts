import { isExchangeMove, isPairMove, pairFirst, pairSecond, type BriscaKernel, type Rng } from '@escoba/brisca';
import { partnerLastTrump, partnerTrumpHold } from './partner-trumps.js';
import { holdChance, TrickScorer } from './tricks.js';

/** How the greedy policy plays: the search's rollouts and, with `epsilon` 0, the easy level. */
export interface PolicyParams {
  /** Chance of a uniformly random move instead of the greedy one (rollouts: some variety). */
  readonly epsilon: number;
  /** Weight of what spending a card costs (see `spendCost`). */
  readonly costWeight: number;
  /** The same for trumps (above 1: trumps are kept for richer tricks). */
  readonly trumpCostWeight: number;
}

export const ROLLOUT_POLICY: PolicyParams = { epsilon: 0.05, costWeight: 1, trumpCostWeight: 1 };
export const GREEDY_POLICY: PolicyParams = { epsilon: 0, costWeight: 1, trumpCostWeight: 1 };

/**
 * The greedy policy on a kernel position: always take the trump card when an exchange is legal, else play the
 * move with the best immediate trick value (see {@link TrickScorer}); ties go to the first move listed.
 */
export class GreedyKernelPolicy {
  private readonly scorer = new TrickScorer();

  private readonly own = new TrickScorer();
  /** The side playing `ownParams` (the searching seat's); -1: every seat plays `params`. */
  ownSide = -1;
  /**
   * Whether the searching seat's side plays by its señas (its partner signals, rule option `senas`): then a seat of
   * that side counts on the trump its partner playing last is known to hold, and loads points onto a trick that
   * trump takes (see `partner-trumps.ts`).
   */
  ownReadsPartner = false;

  constructor(
    readonly params: PolicyParams,
    readonly ownParams: PolicyParams = params,
  ) {
    this.scorer.costWeight = params.costWeight;
    this.scorer.trumpCostWeight = params.trumpCostWeight;
    this.own.costWeight = ownParams.costWeight;
    this.own.trumpCostWeight = ownParams.trumpCostWeight;
  }

  /** The chosen move of the seat on turn (the moves are generated into `k.moves`). */
  choose(k: BriscaKernel, rng: Rng | null): number {
    const count = k.generateMoves();
    const moves = k.moves;
    if (count === 1) return moves[0]!;
    const seat = k.turn;
    const side = k.sideOf[seat]!;
    const mine = side === this.ownSide;
    const epsilon = mine ? this.ownParams.epsilon : this.params.epsilon;
    if (rng !== null && epsilon > 0 && rng.float() < epsilon) return moves[rng.int(count)]!;
    if (isExchangeMove(moves[0]!)) return moves[0]!;
    const n = k.players;
    const s = mine ? this.own : this.scorer;
    s.trump = k.trumpSuit;
    s.len = k.trickLen;
    for (let i = 0; i < k.trickLen; i++) {
      s.cards[i] = k.trickCards[i]!;
      s.mine[i] = k.sideOf[k.trickSeats[i]!] === side ? 1 : 0;
    }
    s.opponentsAfter = 0;
    s.partnersAfter = 0;
    s.partnerTrump = mine && this.ownReadsPartner ? partnerLastTrump(k, seat) : -1;
    if (s.partnerTrump >= 0) s.partnerHold = partnerTrumpHold(k, s.partnerTrump);
    for (let x = seat + 1 === n ? 0 : seat + 1; x !== k.leader; x = x + 1 === n ? 0 : x + 1) {
      if (k.sideOf[x] === side) s.partnersAfter++;
      else s.opponentsAfter++;
    }
    let best = 0;
    let bestScore = -Infinity;
    for (let i = 0; i < count; i++) {
      const m = moves[i]!;
      const v = isPairMove(m) ? s.score(pairFirst(m), pairSecond(m), holdChance) : s.score(m, -1, holdChance);
      if (v > bestScore) {
        bestScore = v;
        best = i;
      }
    }
    return moves[best]!;
  }

  /** Plays the hand to its end. */
  playout(k: BriscaKernel, rng: Rng): void {
    while (!k.over) k.applyMove(this.choose(k, rng));
  }
}

