import { BriscaKernel, capTrumps, createRng, HAND_STRIDE, sampleState, unseenTrumpLimits, type BriscaView, type Rng } from '@escoba/brisca';
import { capCards, silenceLimits } from './senas-reading.js';

/**
 * Worlds consistent with a seat's view, as kernel positions: every card the view cannot place (other seats'
 * cards beyond the ones the view shows, the face-down stock) dealt at random. Built from the engine's
 * `sampleState(view)` once, then each world only reshuffles the unseen cards over the same places: no
 * allocation per world. Nothing but the view is read.
 */
export class WorldSampler {
  /** The kernel holding the first sampled world (its unseen places are overwritten by {@link sample}). */
  readonly base: BriscaKernel;
  /** The unseen cards and where they go: `hands` indices (`< 64`) or stock deck indices (`64 + i`). */
  readonly pool: Int32Array;
  private readonly places: Int32Array;
  /** Unseen places per seat (the stock excluded). */
  readonly unseenPerSeat: readonly number[];
  /** Face-down stock cards. */
  readonly faceDown: number;
  /** The seats whose unseen trumps the partner's `sintriunfo` caps: their run of {@link pool}, and the cap. */
  private readonly caps: readonly { readonly start: number; readonly end: number; readonly limit: number }[];
  /** What a signalling partner's silence tells (`silenceLimits`): its run of {@link pool}, the cards, how many it may hold. */
  private readonly silences: readonly { readonly start: number; readonly end: number; readonly allow: number; readonly banned: Uint8Array }[];
  private readonly trumpSuit: number;

  constructor(view: BriscaView) {
    const state = sampleState(view, createRng(0));
    this.base = BriscaKernel.fromState(state);
    const k = this.base;
    const pool: number[] = [];
    const places: number[] = [];
    const perSeat: number[] = [];
    for (let s = 0; s < view.players; s++) {
      const known = view.known[s]!;
      let unseen = 0;
      for (let i = 0; i < k.handLen[s]!; i++) {
        const card = k.hands[s * HAND_STRIDE + i]!;
        if (known.indexOf(card) >= 0) continue;
        pool.push(card);
        places.push(s * HAND_STRIDE + i);
        unseen++;
      }
      perSeat.push(unseen);
    }
    for (let i = k.next; i < k.size; i++) {
      pool.push(k.deck[i]!);
      places.push(64 + i);
    }
    this.faceDown = k.size - k.next;
    this.pool = Int32Array.from(pool);
    this.places = Int32Array.from(places);
    this.unseenPerSeat = perSeat;
    // The pool holds each seat's unseen places in seat order, then the stock: a seat's share is one run.
    const limits = unseenTrumpLimits(view);
    const caps: { start: number; end: number; limit: number }[] = [];
    let run = 0;
    perSeat.forEach((unseen, s) => {
      if (limits[s]! >= 0 && unseen > limits[s]!) caps.push({ start: run, end: run + unseen, limit: limits[s]! });
      run += unseen;
    });
    this.caps = caps;
    const starts: number[] = [];
    perSeat.reduce((at, unseen, s) => ((starts[s] = at), at + unseen), 0);
    this.silences = silenceLimits(view)
      .filter((l) => perSeat[l.seat]! > l.allow)
      .map((l) => {
        const banned = new Uint8Array(40);
        for (const c of l.cards) banned[c] = 1;
        return { start: starts[l.seat]!, end: starts[l.seat]! + perSeat[l.seat]!, allow: l.allow, banned };
      });
    this.trumpSuit = view.trumpSuit ?? 0;
  }

  /** Whether only one world is possible: the stock face-down part is empty and at most one seat has unseen cards. */
  get determined(): boolean {
    return this.faceDown === 0 && this.unseenPerSeat.filter((x) => x > 0).length <= 1;
  }

  /**
   * Deals a random world into `into` (the base position with the unseen cards reshuffled): uniform, except that a
   * partner's `sintriunfo` caps its unseen trumps (extra ones are swapped away, see the engine's `capTrumps`), and a
   * signalling partner's silence caps the named-rank trumps it did not name (`silenceLimits`).
   */
  sample(rng: Rng, into: BriscaKernel): BriscaKernel {
    this.base.copyTo(into);
    const pool = this.pool;
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = pool[i]!;
      pool[i] = pool[j]!;
      pool[j] = t;
    }
    // The silence first: its swaps may bring low trumps in, which a sintriunfo's cap then swaps away.
    for (const sl of this.silences) capCards(pool, sl.start, sl.end, sl.allow, sl.banned, rng);
    for (const cap of this.caps) capTrumps(pool, cap.start, cap.end, cap.limit, this.trumpSuit, rng);
    this.place(into);
    return into;
  }

  /** Writes the pool, in its current order, into the unseen places of `into`. */
  place(into: BriscaKernel): void {
    const pool = this.pool;
    const places = this.places;
    for (let i = 0; i < pool.length; i++) {
      const p = places[i]!;
      if (p < 64) into.hands[p] = pool[i]!;
      else into.deck[p - 64] = pool[i]!;
    }
  }
}
