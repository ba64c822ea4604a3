import type { EscobaKernel, Rng } from '@escoba/engine';
import type { GreedyPolicy } from './heuristic.js';

/**
 * How the plies after a candidate play are searched inside one sampled world before the rollout values the
 * position (`SearchSettings.replySearch`):
 * - `plies`: how many plays after the candidate are searched (1: the next player's reply; 2: also the play
 *   after it);
 * - `others`: how the other sides' plays inside those plies are chosen: `min` — the one worst for the searching
 *   side (a perfect-information opponent in that world), `greedy` — the rollout policy's play (only the
 *   searching side's own plays are then searched).
 * The searching side's own plays are always the best for it.
 */
export interface ReplySearch {
  readonly plies: number;
  readonly others: 'min' | 'greedy';
}

/** Values a position by `[margin, points]` for the searching side; writes into `out`. */
export type LeafValue = (k: EscobaKernel, out: number[]) => void;

/**
 * Depth-limited search of one sampled world: max for the searching side, min or the rollout policy for the
 * others, positions after the last searched ply valued by `leaf` (the rollout, or the exact last deal).
 * Kernels are reused per depth, so a search allocates nothing after the first.
 */
export class ReplySearcher {
  private readonly nodes: EscobaKernel[] = [];
  private readonly outs: number[][] = [];
  /** Leaf evaluations since the last {@link resetCount}. */
  leaves = 0;

  constructor(
    private readonly leaf: LeafValue,
    private readonly policy: GreedyPolicy,
    private readonly rng: Rng,
  ) {}

  resetCount(): void {
    this.leaves = 0;
  }

  /** The value of `k` for `side` with `plies` plays searched, into `out` (`k` may be consumed). */
  value(k: EscobaKernel, side: number, settings: ReplySearch, out: number[]): void {
    this.search(k, side, settings, settings.plies, 0, out);
  }

  private search(k: EscobaKernel, side: number, settings: ReplySearch, plies: number, depth: number, out: number[]): void {
    if (plies === 0 || k.over) {
      this.leaves++;
      this.leaf(k, out);
      return;
    }
    const node = this.node(k, depth);
    const own = k.sideOf[k.turn] === side;
    if (!own && settings.others === 'greedy') {
      k.copyTo(node);
      this.policy.step(node, this.rng);
      this.search(node, side, settings, plies - 1, depth + 1, out);
      return;
    }
    const n = k.generateMoves();
    const child = this.outs[depth]!;
    let bestMargin = own ? -Infinity : Infinity;
    let bestPoints = 0;
    for (let i = 0; i < n; i++) {
      k.copyTo(node);
      node.applyMove(k.moves[i]!);
      this.search(node, side, settings, plies - 1, depth + 1, child);
      const m = child[0]!;
      const better = own ? m > bestMargin || (m === bestMargin && child[1]! > bestPoints) : m < bestMargin || (m === bestMargin && child[1]! < bestPoints);
      if (better) {
        bestMargin = m;
        bestPoints = child[1]!;
      }
    }
    out[0] = bestMargin;
    out[1] = bestPoints;
  }

  private node(k: EscobaKernel, depth: number): EscobaKernel {
    while (this.nodes.length <= depth) {
      this.nodes.push(k.clone());
      this.outs.push([0, 0]);
    }
    return this.nodes[depth]!;
  }
}
