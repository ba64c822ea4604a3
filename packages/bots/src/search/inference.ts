import { cardValue, forEachCaptureSet, type Card, type EscobaKernel, type Rng, type SeatView } from '@escoba/engine';
import { liveWeights } from '../heuristics.js';
import type { CardWeights } from './heuristic.js';
import { mediumCardScores, mediumPlayScore, type PastMoment } from './medium-model.js';

/**
 * How a past play is judged: `gain`, by what it won right away against the best any held card could have won;
 * `medium`, by `medium`'s own score (gain minus what the table left offers the next player) against the best score
 * of the cards held, i.e. how far the play was from what a card-counting player would have made with that hand.
 */
export type InferenceModel = 'gain' | 'medium';

/**
 * What the other seats' plays in the current deal say about the cards they still hold.
 *
 * A player who laid a card, or took little, while holding a card that could have swept the table or taken
 * the 7 of coins, is unlikely. Each such play of the current deal (earlier deals' cards are all face up by
 * now) is an observation: the table it was made on and what it won. For a sampled world, the seat's hand at
 * that moment is its hand in the world plus the cards it has played since; the world is kept with
 * probability `exp(-sharpness × deficit)`, where the deficit is how much more the best of those cards could
 * have won right away than the play made. Sampling worlds this way (rejection) weights them by how well they
 * explain what the seat has seen the others do.
 */
export class PlayInference {
  private constructor(
    private readonly observations: readonly Observation[],
    private readonly sharpness: number,
    private readonly scored: readonly ScoredObservation[] = [],
  ) {}

  /** The observations of the view's current deal; `sharpness` 0 turns the inference off. */
  static fromView(view: SeatView, w: CardWeights, sharpness: number, threat = 0, model: InferenceModel = 'gain'): PlayInference {
    if (sharpness <= 0 || view.seat === null) return new PlayInference([], 0);
    const me = view.seat;
    const players = view.players;
    let table: Card[] = [];
    let round: Past[] = [];
    // What every seat could see face up (table and piles) so far in the hand, and the hands' and stock's sizes.
    const faceUp = new Uint8Array(40);
    const counts = new Array<number>(players).fill(0);
    let stock = 0;
    const deal = (): void => {
      counts.fill(3);
      round = [];
    };
    for (const e of view.events) {
      switch (e.type) {
        case 'deal':
          table = e.table.slice();
          for (const c of table) faceUp[c] = 1;
          stock = 40 - table.length - 3 * players;
          deal();
          break;
        case 'dealEscoba':
          table = table.filter((c) => !e.cards.includes(c));
          break;
        case 'redeal':
          stock = e.stock;
          deal();
          break;
        case 'play': {
          counts[e.seat] = Math.max(0, counts[e.seat]! - 1);
          round.push({ seat: e.seat, table: table.slice(), card: e.card, take: e.take, faceUp: faceUp.slice(), counts: counts.slice(), stock });
          faceUp[e.card] = 1;
          if (e.take.length === 0) table.push(e.card);
          else table = table.filter((c) => !e.take.includes(c));
          break;
        }
        case 'renuncio':
          table = table.filter((c) => c !== e.card && !e.take.includes(c));
          break;
        case 'end':
          break;
      }
    }
    if (model === 'medium') return new PlayInference([], sharpness, mediumObservations(view, round, me));
    const observations: Observation[] = [];
    round.forEach((p, i) => {
      if (p.seat === me) return;
      const gainByValue = new Float64Array(11).fill(NONE);
      for (let v = 1; v <= 10; v++) gainByValue[v] = bestTakeLeaving(p.table, v, w, threat);
      const layByValue = new Float64Array(11);
      // A card of the value in a plain suit stands for the card laid (its coin weight barely moves the threat).
      if (threat > 0) for (let v = 1; v <= 10; v++) layByValue[v] = -threat * bestCapture([...p.table, 10 + v - 1], w);
      const gainOf = (c: Card): number => (gainByValue[cardValue(c)]! === NONE ? layByValue[cardValue(c)]! : gainByValue[cardValue(c)]! + w.card[c]!);
      const left = (table: readonly Card[]): number => (threat > 0 ? threat * bestCapture(table, w) : 0);
      const made =
        p.take.length === 0
          ? -left([...p.table, p.card])
          : gainOfPlay(p.table, p.card, p.take, w) - left(p.table.filter((c) => !p.take.includes(c)));
      let bestKnown = made;
      for (const later of round.slice(i + 1)) if (later.seat === p.seat) bestKnown = Math.max(bestKnown, gainOf(later.card));
      bestKnown = Math.max(bestKnown, gainOf(p.card));
      observations.push({ seat: p.seat, made, bestKnown, gainByValue, layByValue });
    });
    return new PlayInference(observations, sharpness);
  }

  /** Whether there is anything to infer. */
  get active(): boolean {
    return this.observations.length > 0 || this.scored.length > 0;
  }

  /** Probability of keeping the world: how well it explains the observed plays. */
  likelihood(k: EscobaKernel, w: CardWeights): number {
    let deficit = 0;
    for (const o of this.scored) {
      // Relative to the best the seat is known to have had: a deficit every world shares would only cut the acceptance.
      let best = o.bestKnown;
      const len = k.handLen[o.seat]!;
      for (let j = 0; j < len; j++) {
        const s = o.cardScores[k.hands[o.seat * 3 + j]!]!;
        if (s > best) best = s;
      }
      deficit += best - o.bestKnown;
    }
    for (const o of this.observations) {
      let best = o.bestKnown;
      const len = k.handLen[o.seat]!;
      for (let j = 0; j < len; j++) {
        const c = k.hands[o.seat * 3 + j]!;
        const g = o.gainByValue[cardValue(c)]!;
        if (g !== NONE && g + w.card[c]! > best) best = g + w.card[c]!;
        else if (g === NONE && o.layByValue[cardValue(c)]! > best) best = o.layByValue[cardValue(c)]!;
      }
      deficit += best - o.made;
    }
    return Math.exp(-this.sharpness * deficit);
  }

  /**
   * Determinizes `world` (a copy of `base`) for `seat` until a sample is kept, at most `tries` samples
   * (the last one is kept then).
   */
  sample(base: EscobaKernel, world: EscobaKernel, seat: number, rng: Rng, w: CardWeights, tries = 64): void {
    for (let t = 0; ; t++) {
      base.copyTo(world);
      world.determinize(seat, rng);
      if (!this.active || t + 1 >= tries) return;
      if (rng.float() < this.likelihood(world, w)) return;
    }
  }
}

/** A play of the current deal and what the table, the face-up cards and the hands' sizes were when it was made. */
interface Past {
  readonly seat: number;
  readonly table: Card[];
  readonly card: Card;
  readonly take: readonly Card[];
  readonly faceUp: Uint8Array;
  /** Hand sizes after the play. */
  readonly counts: readonly number[];
  readonly stock: number;
}

/** An observation under the `medium` model. */
interface ScoredObservation {
  readonly seat: number;
  /** `medium`'s best score of each card id then. */
  readonly cardScores: Float64Array;
  /** The best score of the cards the seat is known to have held then (the card played and its later plays). */
  readonly bestKnown: number;
}

function mediumObservations(view: SeatView, round: readonly Past[], me: number): ScoredObservation[] {
  const w = liveWeights(view);
  const players = view.players;
  const out: ScoredObservation[] = [];
  round.forEach((p, i) => {
    if (p.seat === me) return;
    const handsEmpty = p.counts.every((x) => x === 0);
    const handOf = (seat: number): number => (handsEmpty ? (p.stock > 0 ? 3 : 0) : p.counts[seat]!);
    const known = p.faceUp.slice();
    known[p.card] = 1;
    const moment: PastMoment = {
      table: p.table,
      known,
      nextHand: handOf((p.seat + 1) % players),
      partnerHand: view.partnerships ? handOf((p.seat + 2) % players) : 0,
    };
    const cardScores = mediumCardScores(view, w, moment);
    let bestKnown = Math.max(mediumPlayScore(view, w, moment, { card: p.card, take: p.take }), cardScores[p.card]!);
    for (const later of round.slice(i + 1)) if (later.seat === p.seat) bestKnown = Math.max(bestKnown, cardScores[later.card]!);
    out.push({ seat: p.seat, cardScores, bestKnown });
  });
  return out;
}

interface Observation {
  readonly seat: number;
  /** What the play won right away (0 for a lay). */
  readonly made: number;
  /** The best immediate gain of the cards this seat is known to have held then. */
  readonly bestKnown: number;
  /**
   * Per capture value: the best a card of that value could take from the table then (escoba included), not counting
   * the card, less the threat weight × what the capture leaves the next player; {@link NONE}: nothing to take.
   */
  readonly gainByValue: Float64Array;
  /** Per value, with a threat weight: minus what laying a card of that value leaves the next player (else 0). */
  readonly layByValue: Float64Array;
}

/** No capture for a card of that value. */
const NONE = -1e9;

/**
 * The best capture of a card of `value` (escoba included, the card itself not counted) less `threat` × the best the
 * next player could take from the table it leaves (the others' lookahead, as the rollouts' policy reckons it);
 * {@link NONE}: nothing to take.
 */
function bestTakeLeaving(table: readonly Card[], value: number, w: CardWeights, threat: number): number {
  let best = NONE;
  forEachCaptureSet(table, value - 1, (set) => {
    let g = 0;
    for (const c of set) g += w.card[c]!;
    if (set.length === table.length) g += w.escoba;
    if (threat > 0) g -= threat * bestCapture(table.filter((c) => !set.includes(c)), w);
    if (g > best) best = g;
  });
  return best;
}

/** The best any card could take from `table` (escoba included): what a table leaves the next player. */
function bestCapture(table: readonly Card[], w: CardWeights): number {
  if (table.length === 0) return 0;
  let best = 0;
  for (let v = 1; v <= 10; v++) best = Math.max(best, bestTake(table, v, w) + 0.05);
  return best;
}

function bestTake(table: readonly Card[], value: number, w: CardWeights): number {
  let best = -1;
  forEachCaptureSet(table, value - 1, (set) => {
    let g = 0;
    for (const c of set) g += w.card[c]!;
    if (set.length === table.length) g += w.escoba;
    if (g > best) best = g;
  });
  return best;
}

function gainOfPlay(table: readonly Card[], card: Card, take: readonly Card[], w: CardWeights): number {
  let g = w.card[card]!;
  for (const c of take) g += w.card[c]!;
  if (take.length === table.length) g += w.escoba;
  return g;
}
