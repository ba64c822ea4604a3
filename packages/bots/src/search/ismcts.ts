import type { EscobaKernel, Move, Rng } from '@escoba/engine';

/** Settings of the information-set search (`SearchSettings.ismcts`). */
export interface IsmctsSettings {
  /** UCB1's exploration constant, in hand points of margin. */
  readonly exploration: number;
  /**
   * How the other sides play inside the tree: `tree` — by their own nodes' statistics (plain SO-ISMCTS, which models
   * them as players who do not know their own cards); `policy` — by the rollout policy, which reckons with their
   * cards in the world as a card-counting greedy player does, so the tree holds only the searching side's plays.
   */
  readonly others?: 'tree' | 'policy';
}

/**
 * Plays `k` (a world after the tree's moves) to the end of the hand and writes each side's hand margin into
 * `margins` and the searching side's points into `out[1]`.
 */
export type Rollout = (k: EscobaKernel, margins: Float64Array, out: number[]) => void;

/** A node of the searching seat's tree: the position after `move`, made by a player of side `side`. */
class Node {
  visits = 0;
  /** Iterations in which this node's move was legal at its parent (availability, for UCB). */
  available = 0;
  /** Sum of the margins of `side` over the visits. */
  margin = 0;
  /** Sum of the searching side's points over the visits (reported for the root's moves). */
  points = 0;
  readonly children: Node[] = [];

  constructor(
    readonly move: Move,
    readonly side: number,
  ) {}

  child(move: Move): Node | undefined {
    for (const c of this.children) if (c.move === move) return c;
    return undefined;
  }
}

/**
 * Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012, SO-ISMCTS): one
 * tree over the plays of every seat as the searching seat sees them; each iteration samples a world consistent
 * with the seat's view, descends the tree among the plays legal in that world (UCB1 with availability counts,
 * each seat on turn maximising its own side's margin), adds one node, plays the hand out with the rollout policy
 * and backs the margins up. Unlike determinized search, no play is chosen knowing one world's hidden cards: each
 * node's statistics are averaged over every world that reached it (no strategy fusion).
 */
export class InformationSetSearch {
  private readonly path: Node[] = [];
  private margins = new Float64Array(8);

  constructor(private readonly settings: IsmctsSettings) {}

  /**
   * Runs `iterations` iterations (or until `stop()` says so, checked between iterations, after the first) from
   * `root`'s position for `side`, worlds drawn by `sample(world)`; returns the root's children, one per move of
   * `moves` (the legal plays at the root), with their mean margin and points (0 for a move never visited).
   */
  run(
    root: EscobaKernel,
    side: number,
    moves: readonly Move[],
    iterations: number,
    sample: (world: EscobaKernel) => void,
    rollout: Rollout,
    rng: Rng,
    stop: () => boolean,
    policyStep: (k: EscobaKernel) => void,
  ): { margin: Float64Array; points: Float64Array; visits: Float64Array; iterations: number } {
    const top = new Node(0, -1);
    for (const m of moves) top.children.push(new Node(m, side));
    const world = root.clone();
    const out = [0, 0];
    if (this.margins.length < root.sideCount) this.margins = new Float64Array(root.sideCount);
    const c = this.settings.exploration;
    const othersByPolicy = this.settings.others === 'policy';
    let it = 0;
    for (; it < iterations; it++) {
      if (it > 0 && stop()) break;
      sample(world);
      const path = this.path;
      path.length = 0;
      let node = top;
      let expanded = false;
      while (!world.over && !expanded) {
        const moverSide = world.sideOf[world.turn]!;
        if (othersByPolicy && moverSide !== side) {
          policyStep(world);
          continue;
        }
        const n = world.generateMoves();
        let best: Node | undefined;
        let untried = 0;
        for (let i = 0; i < n; i++) {
          const ch = node.child(world.moves[i]!);
          if (ch === undefined || ch.visits === 0) untried++;
        }
        if (untried > 0) {
          // Expansion: a uniformly drawn move of this world that the node has not tried yet.
          let pick = rng.int(untried);
          for (let i = 0; i < n && best === undefined; i++) {
            const mv = world.moves[i]!;
            let ch = node.child(mv);
            if (ch !== undefined && ch.visits > 0) continue;
            if (pick-- === 0) {
              if (ch === undefined) node.children.push((ch = new Node(mv, moverSide)));
              best = ch;
            }
          }
          expanded = true;
        } else {
          let bestScore = -Infinity;
          for (let i = 0; i < n; i++) {
            const ch = node.child(world.moves[i]!)!;
            const score = ch.margin / ch.visits + c * Math.sqrt(Math.log(ch.available + 1) / ch.visits);
            if (score > bestScore) {
              bestScore = score;
              best = ch;
            }
          }
        }
        for (let i = 0; i < n; i++) {
          const ch = node.child(world.moves[i]!);
          if (ch !== undefined) ch.available++;
        }
        node = best!;
        path.push(node);
        world.applyMove(node.move);
      }
      rollout(world, this.margins, out);
      for (const p of path) {
        p.visits++;
        p.margin += this.margins[p.side]!;
        p.points += out[1]!;
      }
    }
    const k = moves.length;
    const margin = new Float64Array(k);
    const points = new Float64Array(k);
    const visits = new Float64Array(k);
    top.children.forEach((ch, i) => {
      visits[i] = ch.visits;
      if (ch.visits > 0) {
        margin[i] = ch.margin / ch.visits;
        points[i] = ch.points / ch.visits;
      }
    });
    return { margin, points, visits, iterations: it };
  }
}
