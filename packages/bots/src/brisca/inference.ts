import { HAND_STRIDE, type BriscaKernel, type BriscaView, type Rng } from '@escoba/brisca';
import { holdChance, TrickScorer } from './tricks.js';

/** One change to another seat's hand, in the order it happened. */
type Step =
  | { readonly kind: 'draw'; readonly known: number }
  | { readonly kind: 'play'; readonly card: number; readonly trick: readonly number[]; readonly mine: readonly number[]; readonly opponentsAfter: number; readonly partnersAfter: number }
  | { readonly kind: 'exchange'; readonly give: number; readonly took: number }
  /** The Alcalde's two-card play: undone, not weighed. */
  | { readonly kind: 'pair'; readonly cards: readonly number[] };

/**
 * Inference from the other seats' plays: a sampled world is weighted by how likely each other seat's recent
 * one-card plays were, had it held that world's cards and played like the greedy policy (a softmax of the trick
 * value, mixed with a uniform choice). Each seat's earlier hands are rebuilt backwards from its hand in the world,
 * undoing plays, exchanges and draws (which of its cards came from an unseen draw is picked at random).
 * Everything comes from the view's public events; `sharpness` 0 turns it off.
 */
export class PlayInference {
  private readonly steps: Step[][];
  private readonly scorer = new TrickScorer();
  private readonly hand = new Int32Array(16);

  constructor(
    view: BriscaView,
    readonly sharpness: number,
    /** Plays per seat looked back at. */
    readonly depth: number,
  ) {
    const n = view.players;
    this.steps = Array.from({ length: n }, () => []);
    const sideOf = new Array<number>(n).fill(0);
    view.sides.forEach((seats, side) => seats.forEach((s) => (sideOf[s] = side)));
    const trick: number[] = [];
    const seats: number[] = [];
    let leader = -1;
    for (const e of view.events) {
      if (e.type === 'play') {
        if (trick.length === 0) leader = e.seat;
        if (e.cards.length === 1 && e.seat !== view.seat) {
          let opponentsAfter = 0;
          let partnersAfter = 0;
          for (let x = (e.seat + 1) % n; x !== leader; x = (x + 1) % n) {
            if (sideOf[x] === sideOf[e.seat]) partnersAfter++;
            else opponentsAfter++;
          }
          const mine = seats.map((s) => (sideOf[s] === sideOf[e.seat] ? 1 : 0));
          this.steps[e.seat]!.push({ kind: 'play', card: e.cards[0]!, trick: trick.slice(), mine, opponentsAfter, partnersAfter });
        } else if (e.seat !== view.seat) this.steps[e.seat]!.push({ kind: 'pair', cards: e.cards.slice() });
        for (const c of e.cards) {
          trick.push(c);
          seats.push(e.seat);
        }
      } else if (e.type === 'trick') {
        trick.length = 0;
        seats.length = 0;
      } else if (e.type === 'draw') {
        const last = new Map<number, number>();
        e.seats.forEach((s, i) => last.set(s, i));
        e.seats.forEach((s, i) => {
          if (s !== view.seat) this.steps[s]!.push({ kind: 'draw', known: s === e.trumpTo && last.get(s) === i ? e.trump! : -1 });
        });
      } else if (e.type === 'exchange' && e.seat !== view.seat) this.steps[e.seat]!.push({ kind: 'exchange', give: e.card, took: e.took });
    }
    this.scorer.trump = view.trumpSuit ?? 0;
  }

  /** Whether the inference has anything to weigh. */
  get active(): boolean {
    return this.sharpness > 0 && this.steps.some((s) => s.some((x) => x.kind === 'play'));
  }

  /** The likelihood of the other seats' recent plays in world `k` (seats whose whole hand the view shows are skipped). */
  weight(k: BriscaKernel, view: BriscaView, rng: Rng): number {
    let w = 1;
    for (let s = 0; s < view.players; s++) {
      if (s === view.seat || view.known[s]!.length === view.handCounts[s]) continue;
      w *= this.seatLikelihood(k, s, rng);
    }
    return w;
  }

  private seatLikelihood(k: BriscaKernel, seat: number, rng: Rng): number {
    const steps = this.steps[seat]!;
    const h = this.hand;
    let len = k.handLen[seat]!;
    for (let i = 0; i < len; i++) h[i] = k.hands[seat * HAND_STRIDE + i]!;
    let likelihood = 1;
    let plays = 0;
    for (let i = steps.length - 1; i >= 0 && plays < this.depth; i--) {
      const st = steps[i]!;
      if (st.kind === 'draw') {
        if (len === 0) return likelihood;
        let at = st.known >= 0 ? indexIn(h, len, st.known) : rng.int(len);
        if (at < 0) at = rng.int(len);
        h[at] = h[--len]!;
      } else if (st.kind === 'exchange') {
        const at = indexIn(h, len, st.took);
        if (at >= 0) h[at] = st.give;
      } else if (st.kind === 'pair') {
        for (const c of st.cards) h[len++] = c;
      } else {
        h[len++] = st.card;
        likelihood *= this.choiceChance(st, h, len);
        plays++;
      }
    }
    return likelihood;
  }

  /** The chance the greedy policy, softened, plays `st.card` from `hand[0..len)` to the trick it saw. */
  private choiceChance(st: Extract<Step, { kind: 'play' }>, hand: Int32Array, len: number): number {
    const s = this.scorer;
    s.len = st.trick.length;
    for (let i = 0; i < s.len; i++) {
      s.cards[i] = st.trick[i]!;
      s.mine[i] = st.mine[i]!;
    }
    s.opponentsAfter = st.opponentsAfter;
    s.partnersAfter = st.partnersAfter;
    let sum = 0;
    let chosen = 0;
    let top = -Infinity;
    const v = new Float64Array(len);
    for (let i = 0; i < len; i++) {
      v[i] = s.score(hand[i]!, -1, holdChance);
      if (v[i]! > top) top = v[i]!;
    }
    for (let i = 0; i < len; i++) {
      const e = Math.exp(this.sharpness * (v[i]! - top));
      sum += e;
      if (hand[i] === st.card) chosen = e;
    }
    return 0.85 * (chosen / sum) + 0.15 / len;
  }
}

function indexIn(h: Int32Array, len: number, card: number): number {
  for (let i = 0; i < len; i++) if (h[i] === card) return i;
  return -1;
}
