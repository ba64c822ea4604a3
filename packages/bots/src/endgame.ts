import { BIT_HI, BIT_LO, CAPTURE_SUM, CAPTURE_VALUE, moveCard, moveIsLay, moveIsRenuncio, moveTakeHi, moveTakeLo, popcount, SEVEN_OF_COINS_BIT, type EscobaKernel } from '@escoba/engine';

/**
 * Exact solver for the end of a hand with two sides once the stock is empty: with two players the
 * cards a seat cannot see are then exactly the other hand, so the rest of the hand is a game of perfect
 * information. It is solved by alpha-beta (fail-soft minimax) with a transposition table, scored by
 * the hand's final score through the kernel's own scoring.
 *
 * Values are integers: `margin * POINTS_SCALE + points` where `margin` is the solving side's final hand
 * points minus the other side's and `points` the solving side's own (a tie-break that never changes
 * which margin is optimal; it lets the analyst report expected points). With `withPoints: false` the
 * value is the plain margin.
 */
export const POINTS_SCALE = 64;

const INF = 1 << 30;
const TT_BITS = 12;
const TT_SIZE = 1 << TT_BITS;
const TT_MASK = TT_SIZE - 1;
const KEY_WORDS = 7;
const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/** Decodes a solver value into `[margin, points]`. */
export function decodeValue(v: number): [number, number] {
  const margin = Math.floor(v / POINTS_SCALE);
  return [margin, v - margin * POINTS_SCALE];
}

export interface EndgameOptions {
  /** Add the solving side's own points as a tie-break (default true). */
  readonly withPoints?: boolean;
  /** Use the transposition table (default true; off only to measure it). */
  readonly transpositions?: boolean;
}

export class EndgameSolver {
  /** Nodes visited since construction (for measurements). */
  nodes = 0;
  private readonly kernels: EscobaKernel[] = [];
  private orders: Int32Array[] = [];
  private keys: Float64Array[] = [];
  private readonly ttKey = new Int32Array(TT_SIZE * KEY_WORDS);
  private readonly ttStamp = new Int32Array(TT_SIZE);
  private readonly ttValue = new Int32Array(TT_SIZE);
  private readonly ttFlag = new Uint8Array(TT_SIZE);
  private readonly ttBest = new Float64Array(TT_SIZE);
  private stamp = 0;
  private me = 0;
  private scale = POINTS_SCALE;
  private pointsWeight = 1;
  private readonly useTT: boolean;

  constructor(options: EndgameOptions = {}) {
    if (options.withPoints === false) {
      this.scale = 1;
      this.pointsWeight = 0;
    }
    this.useTT = options.transpositions !== false;
  }

  /** Whether the solver applies: two sides, two players, stock empty, hand not over. */
  static applies(k: EscobaKernel): boolean {
    return k.players === 2 && k.dealt === 40 && !k.over;
  }

  /** The exact value of the position for `side` (see {@link POINTS_SCALE}). */
  solve(k: EscobaKernel, side: number): number {
    this.begin(k, side);
    const root = this.kernels[0]!;
    return this.escValue(root) + this.search(0, -INF, INF);
  }

  /**
   * The exact value for `side` after each of the first `n` moves of `moves` (legal in `k`), into `out`.
   */
  solveMoves(k: EscobaKernel, side: number, moves: ArrayLike<number>, n: number, out: Float64Array | number[]): void {
    this.begin(k, side);
    const root = this.kernels[0]!;
    const child = this.kernelAt(1);
    for (let i = 0; i < n; i++) {
      root.copyPositionTo(child);
      child.applyMove(moves[i]!);
      out[i] = this.escValue(child) + this.search(1, -INF, INF);
    }
  }

  private begin(k: EscobaKernel, side: number): void {
    if (k.players !== 2) throw new Error('the endgame solver plays two-player hands');
    this.me = side;
    this.stamp++;
    if (this.kernels.length === 0) {
      this.kernels.push(k.clone());
      this.orders.push(new Int32Array(64));
      this.keys.push(new Float64Array(64));
    }
    const root = this.kernels[0]!;
    const sameRules = root.sameConfiguration(k);
    k.copyTo(root);
    // The deeper kernels need the rules only when they change: positions are then copied lean.
    if (!sameRules) for (let d = 1; d < this.kernels.length; d++) root.copyTo(this.kernels[d]!);
  }

  private kernelAt(d: number): EscobaKernel {
    while (this.kernels.length <= d) {
      this.kernels.push(this.kernels[0]!.clone());
      this.orders.push(new Int32Array(64));
      this.keys.push(new Float64Array(64));
    }
    return this.kernels[d]!;
  }

  /** The part of the value already fixed by escobas made so far. */
  private escValue(k: EscobaKernel): number {
    const me = this.me;
    const mine = k.escobas[me]!;
    return (mine - k.escobas[1 - me]!) * this.scale + mine * this.pointsWeight;
  }

  /** The final value minus the escobas part at this node. */
  private search(d: number, alpha: number, beta: number): number {
    this.nodes++;
    const k = this.kernels[d]!;
    const me = this.me;
    if (k.over) {
      k.score();
      const mine = k.points[me]!;
      return (mine - k.points[1 - me]!) * this.scale + mine * this.pointsWeight - this.escValue(k);
    }
    // Transposition table: the piles, the table and who is on turn fix the rest of the hand.
    let slot = -1;
    let ttMove = -1;
    const p0l = k.pileLo[0]!;
    const p0h = k.pileHi[0]!;
    const p1l = k.pileLo[1]!;
    const p1h = k.pileHi[1]!;
    let tl = 0;
    let th = 0;
    let misc = 0;
    if (this.useTT && k.inHands > 2) {
      const table = k.table;
      for (let i = 0; i < k.tableLen; i++) {
        const c = table[i]!;
        tl |= BIT_LO[c]!;
        th |= BIT_HI[c]!;
      }
      misc = k.turn | ((k.lastCapturer + 1) << 2) | ((k.renuncioCard + 1) << 4);
      let h = Math.imul(p0l ^ 0x9e3779b9, 0x85ebca6b);
      h = Math.imul(h ^ p0h ^ (h >>> 15), 0xc2b2ae35);
      h = Math.imul(h ^ p1l ^ (h >>> 13), 0x85ebca6b);
      h = Math.imul(h ^ p1h ^ (h >>> 15), 0xc2b2ae35);
      h = Math.imul(h ^ tl ^ (h >>> 13), 0x85ebca6b);
      h = Math.imul(h ^ th ^ (h >>> 15), 0xc2b2ae35);
      h = Math.imul(h ^ misc ^ (h >>> 13), 0x85ebca6b);
      slot = (h ^ (h >>> 16)) & TT_MASK;
      const kb = slot * KEY_WORDS;
      const key = this.ttKey;
      if (
        this.ttStamp[slot] === this.stamp &&
        key[kb] === p0l &&
        key[kb + 1] === p0h &&
        key[kb + 2] === p1l &&
        key[kb + 3] === p1h &&
        key[kb + 4] === tl &&
        key[kb + 5] === th &&
        key[kb + 6] === misc
      ) {
        const v = this.ttValue[slot]!;
        const f = this.ttFlag[slot]!;
        if (f === EXACT) return v;
        if (f === LOWER) {
          if (v >= beta) return v;
          if (v > alpha) alpha = v;
        } else {
          if (v <= alpha) return v;
          if (v < beta) beta = v;
        }
        ttMove = this.ttBest[slot]!;
      }
    }
    const alpha0 = alpha;
    const beta0 = beta;
    const n = k.generateMoves();
    const moves = k.moves;
    if (this.orders[d]!.length < n) {
      this.orders[d] = new Int32Array(n * 2);
      this.keys[d] = new Float64Array(n * 2);
    }
    const order = this.orders[d]!;
    const keys = this.keys[d]!;
    // Move ordering: the table's best move, escobas, bigger captures, then lays of low cards.
    let total = 0;
    for (let i = 0; i < k.tableLen; i++) total += CAPTURE_VALUE[k.table[i]!]!;
    for (let i = 0; i < n; i++) {
      const m = moves[i]!;
      let s: number;
      if (m === ttMove) s = 1e6;
      else if (moveIsLay(m)) s = -CAPTURE_VALUE[moveCard(m)]!;
      else {
        const lo = moveTakeLo(m);
        const hi = moveTakeHi(m);
        const taken = moveIsRenuncio(m) ? CAPTURE_SUM : CAPTURE_SUM - CAPTURE_VALUE[moveCard(m)]!;
        s = 100 + popcount(lo) + popcount(hi) + (taken === total ? 1000 : 0) + ((lo & SEVEN_OF_COINS_BIT) !== 0 ? 50 : 0);
      }
      // Insertion sort, best first.
      let j = i;
      while (j > 0 && keys[j - 1]! < s) {
        keys[j] = keys[j - 1]!;
        order[j] = order[j - 1]!;
        j--;
      }
      keys[j] = s;
      order[j] = i;
    }
    const maximizing = k.sideOf[k.turn] === me;
    const child = this.kernelAt(d + 1);
    const base = this.escValue(k);
    let best = maximizing ? -INF : INF;
    let bestMove = moves[order[0]!]!;
    for (let j = 0; j < n; j++) {
      const m = moves[order[j]!]!;
      k.copyPositionTo(child);
      child.applyMove(m);
      const delta = this.escValue(child) - base;
      const v = delta + this.search(d + 1, alpha - delta, beta - delta);
      if (maximizing) {
        if (v > best) {
          best = v;
          bestMove = m;
          if (v > alpha) alpha = v;
          if (alpha >= beta) break;
        }
      } else if (v < best) {
        best = v;
        bestMove = m;
        if (v < beta) beta = v;
        if (alpha >= beta) break;
      }
    }
    if (slot >= 0) {
      const kb = slot * KEY_WORDS;
      const key = this.ttKey;
      key[kb] = p0l;
      key[kb + 1] = p0h;
      key[kb + 2] = p1l;
      key[kb + 3] = p1h;
      key[kb + 4] = tl;
      key[kb + 5] = th;
      key[kb + 6] = misc;
      this.ttStamp[slot] = this.stamp;
      this.ttValue[slot] = best;
      this.ttFlag[slot] = best <= alpha0 ? UPPER : best >= beta0 ? LOWER : EXACT;
      this.ttBest[slot] = bestMove;
    }
    return best;
  }
}

/** Plain minimax over every line (no pruning, no table): the reference the solver is tested against. */
export function bruteForceEndgame(k: EscobaKernel, side: number, withPoints = true): number {
  if (k.over) {
    k.score();
    const mine = k.points[side]!;
    return (mine - k.points[1 - side]!) * (withPoints ? POINTS_SCALE : 1) + (withPoints ? mine : 0);
  }
  const moves = k.legalMoveList();
  const maximizing = k.sideOf[k.turn] === side;
  let best = maximizing ? -INF : INF;
  for (const m of moves) {
    const c = k.clone();
    c.applyMove(m);
    const v = bruteForceEndgame(c, side, withPoints);
    best = maximizing ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
