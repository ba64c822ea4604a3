import { BriscaKernel, createRng, HAND_STRIDE } from '@escoba/brisca';

/** Zobrist locations of a card: a seat's hand (0..3), a place in the trick (4..11), the trump card (12), a stock place (13..52). */
const LOCATIONS = 53;
const zrng = createRng('brisca-endgame-zobrist');
const Z1 = Int32Array.from({ length: 40 * LOCATIONS + 16 }, () => zrng.nextU32() | 0);
const Z2 = Int32Array.from({ length: 40 * LOCATIONS + 16 }, () => zrng.nextU32() | 0);
const TURN_KEY = 40 * LOCATIONS;

const EXACT = 0;
const LOWER = 1;
const UPPER = 2;

/** Card points won by side 0 minus those won by the other side(s), from each seat's tally. */
function margin(k: BriscaKernel): number {
  let d = 0;
  for (let s = 0; s < k.players; s++) d += k.sideOf[s] === 0 ? k.points[s]! : -k.points[s]!;
  return d;
}

/**
 * Exact solver for a fully known hand of two sides (2-player Brisca once the stock is empty, or a sampled
 * world): alpha-beta over the kernel with a transposition table. Values are card points: the side's points
 * still to be won minus the other side's.
 */
export class EndgameSolver {
  private readonly stack: BriscaKernel[] = [];
  private readonly table = new Map<number, number>();
  /** Nodes visited by the last solve (for measurements and tests). */
  nodes = 0;

  /** Whether the hand has exactly two sides (the solver's minimax needs it). */
  static applies(k: BriscaKernel): boolean {
    return k.sideCount === 2 && !k.over;
  }

  /** The value of each of `moves` (legal in `k`) for `side`: points it still wins minus the other side's, with best play after. */
  solveMoves(k: BriscaKernel, side: number, moves: ArrayLike<number>, count: number, out: Float64Array): void {
    this.table.clear();
    this.nodes = 0;
    const child = this.at(0, k);
    const sign = side === 0 ? 1 : -1;
    const base = margin(k);
    for (let i = 0; i < count; i++) {
      k.copyTo(child);
      child.applyMove(moves[i]!);
      const gain = margin(child) - base;
      out[i] = sign * (gain + this.search(child, 1, -1000, 1000));
    }
  }

  /** The value of the position for `side` with best play by both sides. */
  solve(k: BriscaKernel, side: number): number {
    this.table.clear();
    this.nodes = 0;
    return (side === 0 ? 1 : -1) * this.search(k, 0, -1000, 1000);
  }

  private at(depth: number, like: BriscaKernel): BriscaKernel {
    let k = this.stack[depth];
    if (!k) {
      k = like.clone();
      this.stack[depth] = k;
    }
    return k;
  }

  /** Side 0's future margin in `k`, within the window (alpha, beta) (fail-soft). */
  private search(k: BriscaKernel, depth: number, alpha: number, beta: number): number {
    this.nodes++;
    if (k.over) return 0;
    const key = hashOf(k);
    const entry = this.table.get(key);
    if (entry !== undefined) {
      const flag = entry & 3;
      const v = (entry >> 2) - 512;
      if (flag === EXACT || (flag === LOWER && v >= beta) || (flag === UPPER && v <= alpha)) return v;
    }
    const a0 = alpha;
    const b0 = beta;
    const count = k.generateMoves();
    const moves = this.moveBuffer(depth);
    for (let i = 0; i < count; i++) moves[i] = k.moves[i]!;
    const maximizing = k.sideOf[k.turn] === 0;
    const base = margin(k);
    const child = this.at(depth + 1, k);
    let best = maximizing ? -1000 : 1000;
    for (let i = 0; i < count; i++) {
      k.copyTo(child);
      child.applyMove(moves[i]!);
      const gain = margin(child) - base;
      const v = gain + this.search(child, depth + 1, alpha - gain, beta - gain);
      if (maximizing) {
        if (v > best) best = v;
        if (best > alpha) alpha = best;
      } else {
        if (v < best) best = v;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    const flag = best <= a0 ? UPPER : best >= b0 ? LOWER : EXACT;
    this.table.set(key, ((best + 512) << 2) | flag);
    return best;
  }

  private readonly buffers: Int32Array[] = [];
  private moveBuffer(depth: number): Int32Array {
    let b = this.buffers[depth];
    if (!b) {
      b = new Int32Array(32);
      this.buffers[depth] = b;
    }
    return b;
  }
}

/** A 53-bit key of everything the rest of the hand depends on: where every unplayed card is, the turn and the leader. */
export function hashOf(k: BriscaKernel): number {
  let h1 = 0;
  let h2 = 0;
  for (let s = 0; s < k.players; s++) {
    const len = k.handLen[s]!;
    for (let i = 0; i < len; i++) {
      const z = k.hands[s * HAND_STRIDE + i]! * LOCATIONS + s;
      h1 ^= Z1[z]!;
      h2 ^= Z2[z]!;
    }
  }
  for (let i = 0; i < k.trickLen; i++) {
    const z = k.trickCards[i]! * LOCATIONS + 4 + i;
    h1 ^= Z1[z]!;
    h2 ^= Z2[z]!;
  }
  if (k.trumpCard >= 0) {
    const z = k.trumpCard * LOCATIONS + 12;
    h1 ^= Z1[z]!;
    h2 ^= Z2[z]!;
  }
  for (let i = k.next; i < k.size; i++) {
    const z = k.deck[i]! * LOCATIONS + 13 + (i - k.next);
    h1 ^= Z1[z]!;
    h2 ^= Z2[z]!;
  }
  h1 ^= Z1[TURN_KEY + k.turn]!;
  h2 ^= Z2[TURN_KEY + 4 + k.leader]!;
  return (h1 >>> 0) * 2097152 + (h2 >>> 11);
}
