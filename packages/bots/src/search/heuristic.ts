import {
  BIT_HI,
  BIT_LO,
  CAPTURE_SUM,
  CAPTURE_VALUE,
  moveCard,
  moveIsLay,
  moveIsRenuncio,
  moveTakeHi,
  moveTakeLo,
  popcount,
  type EscobaKernel,
  type Rng,
  type Rules,
} from '@escoba/engine';
import { majorityDecided } from '../heuristics.js';
import type { MoveChooser } from './medium-rollout.js';

/**
 * The greedy play policy used in the search bots' rollouts: every legal move gets a quick score in
 * "hand points" (what it captures, an escoba, the escoba it may give the next player, what a laid
 * card may give away) and the best one is played. Allocation-free; reads only what the seat on turn
 * can see in the (sampled) world: its own hand, the table, the piles and the hand sizes.
 */

/** Per capture value 1..10: the mask of its two cards in the `lo` half (cards `v - 1` and `v + 9`; the `hi` half has the same bits). */
const VALUE_MASK = Int32Array.from({ length: 11 }, (_, v) => (v === 0 ? 0 : BIT_LO[v - 1]! | BIT_LO[v + 9]!));

/** Weights of captured cards for one rule set: per suit mask (10 bits), oros and the other suits. */
export interface CardWeights {
  /** `oros[mask]`: weight of the oros in `mask`. */
  readonly oros: Float64Array;
  /** `other[mask]`: weight of the cards of a non-oros suit in `mask`. */
  readonly other: Float64Array;
  /** Weight of each card id. */
  readonly card: Float64Array;
  /** Value of an escoba. */
  readonly escoba: number;
  /**
   * The same weights once some categories are decided (a side is sure of their majority), indexed by
   * {@link decidedCategories}: a decided category's cards count for nothing. Entry 0 is these weights.
   */
  readonly byDecided: readonly CardWeights[];
}

/** {@link decidedCategories} bits. */
export const CARDS_DECIDED = 1;
export const COINS_DECIDED = 2;
/** Only under most sevens: a prime is decided suit by suit, which these weights do not follow. */
export const SEVENS_DECIDED = 4;

/** Tunable weights, in hand points. */
export interface WeightParams {
  readonly card: number;
  readonly coin: number;
  readonly sevenOfCoins: number;
  readonly seven: number;
  readonly six: number;
  readonly ace: number;
}

export const DEFAULT_WEIGHTS: WeightParams = { card: 0.05, coin: 0.12, sevenOfCoins: 1, seven: 0.25, six: 0.12, ace: 0.05 };

const weightCache = new Map<string, CardWeights>();

export function cardWeights(rules: Rules, p: WeightParams = DEFAULT_WEIGHTS): CardWeights {
  const key = `${rules.sevens}:${rules.primeOrder}:${rules.bonusAllSevens}:${rules.bonusAllCoins}:${rules.bonusCards}:${JSON.stringify(p)}`;
  const cached = weightCache.get(key);
  if (cached) return cached;
  const byDecided: CardWeights[] = [];
  for (let decided = 0; decided < 8; decided++) byDecided.push(weightsFor(rules, p, decided, byDecided));
  const result = byDecided[0]!;
  weightCache.set(key, result);
  return result;
}

function weightsFor(rules: Rules, p: WeightParams, decided: number, byDecided: readonly CardWeights[]): CardWeights {
  const cardsLive = (decided & CARDS_DECIDED) === 0;
  const coinsLive = (decided & COINS_DECIDED) === 0;
  const sevensLive = (decided & SEVENS_DECIDED) === 0;
  const card = new Float64Array(40);
  for (let c = 0; c < 40; c++) {
    const rank = c % 10;
    let w = cardsLive ? p.card : 0;
    if (c < 10 && coinsLive) w += p.coin * (rules.bonusAllCoins ? 1.1 : 1);
    if (c === 6) w += p.sevenOfCoins;
    if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
      if (rank === 6) w += p.seven;
      else if (rank === 5) w += p.six;
      else if (rank === 0 && rules.primeOrder === 'pagat') w += p.ace;
    } else if (rules.sevens === 'mostSevens' && rank === 6 && sevensLive) w += p.seven * 1.3;
    if (rules.bonusAllSevens && rank === 6) w += 0.05;
    card[c] = w;
  }
  const oros = new Float64Array(1024);
  const other = new Float64Array(1024);
  for (let m = 1; m < 1024; m++) {
    let wo = 0;
    let wx = 0;
    for (let r = 0; r < 10; r++) {
      if ((m >>> r) & 1) {
        wo += card[r]!;
        wx += card[10 + r]!;
      }
    }
    oros[m] = wo;
    other[m] = wx;
  }
  return { oros, other, card, escoba: 1, byDecided };
}

const sideCards = new Int32Array(8);
const sideCoins = new Int32Array(8);
const sideSevens = new Int32Array(8);

/**
 * The categories some side is already sure to win in `k` (majority of the 40 cards, of the 10 coins, of the
 * four sevens under most sevens), as {@link CARDS_DECIDED} | {@link COINS_DECIDED} | {@link SEVENS_DECIDED}:
 * what `medium` stops counting.
 */
export function decidedCategories(k: EscobaKernel): number {
  const sides = k.sideCount;
  sideCards.fill(0, 0, sides);
  sideCoins.fill(0, 0, sides);
  sideSevens.fill(0, 0, sides);
  for (let s = 0; s < k.players; s++) {
    const side = k.sideOf[s]!;
    const lo = k.pileLo[s]!;
    const hi = k.pileHi[s]!;
    sideCards[side] = sideCards[side]! + popcount(lo) + popcount(hi);
    sideCoins[side] = sideCoins[side]! + popcount(lo & 1023);
    sideSevens[side] = sideSevens[side]! + ((lo >>> 6) & 1) + ((lo >>> 16) & 1) + ((hi >>> 6) & 1) + ((hi >>> 16) & 1);
  }
  let decided = 0;
  if (majorityDecided(sideCards, 40, sides)) decided |= CARDS_DECIDED;
  if (majorityDecided(sideCoins, 10, sides)) decided |= COINS_DECIDED;
  if (k.rules.sevens === 'mostSevens' && majorityDecided(sideSevens, 4, sides)) decided |= SEVENS_DECIDED;
  return decided;
}

/** Weight of the cards of a two-half mask. */
export function maskWeight(w: CardWeights, lo: number, hi: number): number {
  return w.oros[lo & 1023]! + w.other[lo >>> 10]! + w.other[hi & 1023]! + w.other[hi >>> 10]!;
}

/** Policy parameters. */
export interface PolicyParams {
  /** Fraction of a laid card's weight counted as given away. */
  readonly layLoss: number;
  /** Probability of a uniformly random move instead of the greedy one. */
  readonly epsilon: number;
  /**
   * How a move's table is judged against the next player:
   * - `expected`: the next player's expected best capture from the table each move leaves, with its
   *   cards drawn from those the player on move cannot see (what a card-counting player reckons);
   * - `actual`: the best capture with the cards the next player holds in the sampled world (it peeks,
   *   so a search using it believes it can dodge threats it could not know of);
   * - `sweep`: only the chance that the next player sweeps the table (makes an escoba).
   */
  readonly lookahead: 'expected' | 'actual' | 'sweep';
  /** With `expected`: worth of an escoba to the next player beyond its point. */
  readonly escobaExtra?: number;
  /** Count a category's cards only while it is undecided ({@link decidedCategories}), as `medium` does. */
  readonly liveWeights?: boolean;
  /**
   * With `expected`, two players: worth of what the player on move can take on its next turn from the table its
   * move leaves, with the cards it keeps, when the next player takes nothing (a table set up for oneself).
   */
  readonly followUp?: number;
  /**
   * With {@link followUp}: credit it only to the moves of the side a search plays for ({@link GreedyPolicy.followUpSide}),
   * the others modelled as players who do not set tables up (as `medium` does not).
   */
  readonly followUpOwnSide?: boolean;
}

/** The expert's rollout policy (duels in docs/strength.md: `expected` beat `actual`, an escoba extra of 0 beat 0.1 and 0.3). */
export const DEFAULT_POLICY: PolicyParams = { layLoss: 0.05, epsilon: 0, lookahead: 'expected', escobaExtra: 0 };

const NEG = -1e9;
const dpBest = new Float64Array(CAPTURE_SUM);
/** The subset DP of the table before the move: a lay's DP is this plus one card. */
const dpTable = new Float64Array(CAPTURE_SUM);

/** Resets a subset DP to the empty set: weight 0 for sum 0, nothing else reachable. */
function dpClear(best: Float64Array): void {
  best[0] = 0;
  for (let s = 1; s < CAPTURE_SUM; s++) best[s] = NEG;
}

/** Adds one card to a subset DP: `best[s]` is the highest weight of a set of the cards so far summing to `s`. */
function dpAdd(best: Float64Array, c: number, cw: Float64Array): void {
  const v = CAPTURE_VALUE[c]!;
  const x = cw[c]!;
  for (let s = CAPTURE_SUM - 1; s >= v; s--) {
    const y = best[s - v]! + x;
    if (y > best[s]!) best[s] = y;
  }
}

/**
 * The best the next player can win, given the subset DP `best` of a table worth `total`, holding the cards
 * `hands[base .. base + hlen)`: the best weight of a set each card can take (the card included, an escoba
 * when the set is the whole table). 0 when it takes nothing.
 */
function nextThreat(best: Float64Array, total: number, hands: Int32Array, base: number, hlen: number, w: CardWeights): number {
  const cw = w.card;
  let threat = 0;
  for (let j = 0; j < hlen; j++) {
    const c = hands[base + j]!;
    const need = CAPTURE_SUM - CAPTURE_VALUE[c]!;
    const b = best[need]!;
    if (b <= NEG / 2) continue;
    const g = b + cw[c]! + (need === total ? w.escoba : 0);
    if (g > threat) threat = g;
  }
  return threat;
}

const optGain = new Float64Array(11);
const optProb = new Float64Array(11);
/**
 * Per capture value 1..10: cards unseen by the player on move, their mean weight, and the chance that the
 * next player holds one.
 */
const unseenOfValue = new Int32Array(11);
const unseenWeight = new Float64Array(11);
const holdChance = new Float64Array(11);

/** Probability that `h` cards drawn from `u` hold at least one of `k` given cards. */
function chanceOfAny(u: number, k: number, h: number): number {
  if (k <= 0 || h <= 0) return 0;
  if (u - k < h) return 1;
  let none = 1;
  for (let i = 0; i < h; i++) none *= (u - k - i) / (u - i);
  return 1 - none;
}

/** `chanceOfAny(u, k, h)` for u ≤ 40, k ≤ 4, h ≤ 3, at index `(u * 5 + k) * 4 + h`. */
const CHANCE_OF_ANY = Float64Array.from({ length: 41 * 5 * 4 }, (_, i) => chanceOfAny(Math.floor(i / 20), Math.floor(i / 4) % 5, i % 4));

/**
 * The next player's expected best gain, given the subset DP `best` of a table worth `total`, when it holds
 * some of the cards the player on move cannot see (per value: `unseenOfValue`, `unseenWeight`,
 * `holdChance`): values are taken best first, each held with its own probability.
 */
function expectedThreat(best: Float64Array, total: number, escoba: number): number {
  let n = 0;
  for (let v = 1; v <= 10; v++) {
    if (unseenOfValue[v] === 0) continue;
    const need = CAPTURE_SUM - v;
    const b = best[need]!;
    if (b <= NEG / 2) continue;
    const g = b + unseenWeight[v]! + (need === total ? escoba : 0);
    const p = holdChance[v]!;
    // Insertion by gain, highest first.
    let j = n++;
    while (j > 0 && optGain[j - 1]! < g) {
      optGain[j] = optGain[j - 1]!;
      optProb[j] = optProb[j - 1]!;
      j--;
    }
    optGain[j] = g;
    optProb[j] = p;
  }
  let none = 1;
  let expected = 0;
  for (let i = 0; i < n; i++) {
    expected += none * optProb[i]! * optGain[i]!;
    none *= 1 - optProb[i]!;
  }
  threatNone = none;
  return expected;
}

/** The chance, by the last {@link expectedThreat}, that the next player can take nothing. */
let threatNone = 1;

/**
 * The best the player on move can take on its next turn from the table `best` (its subset DP), with the cards it
 * keeps (its hand but `played`), the escoba not counted: the table will have changed by then. 0 when nothing.
 */
function followUp(best: Float64Array, hands: Int32Array, base: number, hlen: number, played: number, cw: Float64Array): number {
  let follow = 0;
  for (let j = 0; j < hlen; j++) {
    const c = hands[base + j]!;
    if (c === played) continue;
    const b = best[CAPTURE_SUM - CAPTURE_VALUE[c]!]!;
    if (b <= NEG / 2) continue;
    const g = b + cw[c]!;
    if (g > follow) follow = g;
  }
  return follow;
}

/**
 * Scores the moves of the last `k.generateMoves()` into `out` (same indices) for the seat on turn.
 */
export function scoreMoves(k: EscobaKernel, n: number, staticWeights: CardWeights, p: PolicyParams, out: Float64Array, followUpSide = -1): void {
  const w = p.liveWeights === true ? staticWeights.byDecided[decidedCategories(k)]! : staticWeights;
  const turn = k.turn;
  const players = k.players;
  const table = k.table;
  const tl = k.tableLen;
  let total = 0;
  let seenLo = 0;
  let seenHi = 0;
  for (let i = 0; i < tl; i++) {
    const c = table[i]!;
    total += CAPTURE_VALUE[c]!;
    seenLo |= BIT_LO[c]!;
    seenHi |= BIT_HI[c]!;
  }
  for (let s = 0; s < players; s++) {
    seenLo |= k.pileLo[s]!;
    seenHi |= k.pileHi[s]!;
  }
  const base = turn * 3;
  const myLen = k.handLen[turn]!;
  for (let i = 0; i < myLen; i++) {
    const c = k.hands[base + i]!;
    seenLo |= BIT_LO[c]!;
    seenHi |= BIT_HI[c]!;
  }
  const stock = 40 - k.dealt;
  const unseen = k.inHands - myLen + stock;
  const next = turn + 1 === players ? 0 : turn + 1;
  const lastPlay = k.inHands === 1 && stock === 0;
  let nextLen = k.handLen[next]!;
  if (nextLen === 0 && stock > 0) nextLen = 3;
  const expected = p.lookahead === 'expected';
  if (expected) {
    const cw = w.card;
    for (let v = 1; v <= 10; v++) {
      // The four cards of value v, suit by suit: ids r, 10 + r (low mask), 20 + r, 30 + r (high mask).
      const r = v - 1;
      let u = 0;
      let sum = 0;
      if (((seenLo >>> r) & 1) === 0) {
        u++;
        sum += cw[r]!;
      }
      if (((seenLo >>> (r + 10)) & 1) === 0) {
        u++;
        sum += cw[r + 10]!;
      }
      if (((seenHi >>> r) & 1) === 0) {
        u++;
        sum += cw[r + 20]!;
      }
      if (((seenHi >>> (r + 10)) & 1) === 0) {
        u++;
        sum += cw[r + 30]!;
      }
      unseenOfValue[v] = u;
      unseenWeight[v] = u > 0 ? sum / u : 0;
      holdChance[v] = CHANCE_OF_ANY[(unseen * 5 + u) * 4 + nextLen]!;
    }
  }
  const escobaForNext = w.escoba + (p.escobaExtra ?? 0);
  const setUp = players === 2 && (p.followUpOwnSide !== true || k.sideOf[turn] === followUpSide) ? (p.followUp ?? 0) : 0;
  if (p.lookahead !== 'sweep' && !lastPlay) {
    dpClear(dpTable);
    for (let i = 0; i < tl; i++) dpAdd(dpTable, table[i]!, w.card);
  }
  const moves = k.moves;
  for (let i = 0; i < n; i++) {
    const m = moves[i]!;
    const card = moveCard(m);
    const v = CAPTURE_VALUE[card]!;
    let score: number;
    let after: number;
    if (moveIsLay(m)) {
      // A lay: the card may be taken by someone else.
      score = -p.layLoss * w.card[card]!;
      after = total + v;
    } else {
      const lo = moveTakeLo(m);
      const hi = moveTakeHi(m);
      const renuncio = moveIsRenuncio(m);
      score = maskWeight(w, lo, hi) + w.card[card]!;
      const taken = renuncio ? CAPTURE_SUM : CAPTURE_SUM - v;
      after = total - taken;
      if (after === 0 && !renuncio && !lastPlay) score += w.escoba;
      // A renuncio claim leaves the claimer to play: the next opponent is further away.
    }
    if (lastPlay) {
      // The table left goes to the last capturer.
      const taker = moveIsLay(m) ? k.lastCapturer : turn;
      if (taker >= 0) {
        let left = 0;
        for (let j = 0; j < tl; j++) left += w.card[table[j]!]!;
        if (moveIsLay(m)) left += w.card[card]!;
        else left -= maskWeight(w, moveTakeLo(m), moveTakeHi(m));
        score += k.sideOf[taker] === k.sideOf[turn] ? left : -left;
      }
    } else if (p.lookahead !== 'sweep' && nextLen > 0 && !moveIsRenuncio(m) && (expected || k.handLen[next]! > 0)) {
      // The table this move leaves (its subset DP), and what the next player can take from it.
      const best = dpBest;
      let len = 0;
      if (moveIsLay(m)) {
        // Table order then the laid card, as for a capture's leftover: the same sums in the same order.
        best.set(dpTable);
        dpAdd(best, card, w.card);
        len = tl + 1;
      } else {
        const lo = moveTakeLo(m);
        const hi = moveTakeHi(m);
        dpClear(best);
        for (let j = 0; j < tl; j++) {
          const c = table[j]!;
          if (((lo & BIT_LO[c]!) | (hi & BIT_HI[c]!)) === 0) {
            dpAdd(best, c, w.card);
            len++;
          }
        }
      }
      if (len > 0) {
        if (expected) {
          score -= expectedThreat(best, after, escobaForNext);
          if (setUp > 0 && myLen > 1) score += setUp * threatNone * followUp(best, k.hands, base, myLen, card, w.card);
        } else score -= nextThreat(best, after, k.hands, next * 3, k.handLen[next]!, w);
      }
    } else if (after >= 5 && after <= 14 && unseen > 0) {
      const need = CAPTURE_SUM - after;
      const u = 4 - popcount(seenLo & VALUE_MASK[need]!) - popcount(seenHi & VALUE_MASK[need]!);
      if (u > 0) {
        let prob = (u * nextLen) / unseen;
        if (prob > 1) prob = 1;
        score -= w.escoba * prob;
      }
    }
    out[i] = score;
  }
}

/** Index of the greedy move among the last generation's `n` moves (ties: the first). */
export function greedyIndex(k: EscobaKernel, n: number, w: CardWeights, p: PolicyParams, scratch: Float64Array, followUpSide = -1): number {
  scoreMoves(k, n, w, p, scratch, followUpSide);
  let best = 0;
  let bestScore = scratch[0]!;
  for (let i = 1; i < n; i++) {
    const s = scratch[i]!;
    if (s > bestScore) {
      best = i;
      bestScore = s;
    }
  }
  return best;
}

/** A reusable greedy rollout player. */
export class GreedyPolicy {
  private scratch = new Float64Array(64);
  /** The side whose moves get {@link PolicyParams.followUp} under {@link PolicyParams.followUpOwnSide}. */
  followUpSide = -1;
  /** When set, the moves of the seats not on {@link followUpSide}'s side are its choice, not the greedy one. */
  others: MoveChooser | undefined;

  constructor(
    readonly weights: CardWeights,
    readonly params: PolicyParams = DEFAULT_POLICY,
  ) {}

  /** Plays one move of the seat on turn (nothing once the hand is over). */
  step(k: EscobaKernel, rng: Rng): void {
    if (k.over) return;
    const n = k.generateMoves();
    if (n === 1) {
      k.applyIndex(0);
      return;
    }
    if (this.others !== undefined && k.sideOf[k.turn] !== this.followUpSide) {
      k.applyIndex(this.others.choose(k, n, rng));
      return;
    }
    if (this.params.epsilon > 0 && rng.float() < this.params.epsilon) {
      k.applyIndex(rng.int(n));
      return;
    }
    if (this.scratch.length < n) this.scratch = new Float64Array(n * 2);
    k.applyIndex(greedyIndex(k, n, this.weights, this.params, this.scratch, this.followUpSide));
  }

  /** Plays the hand to its end. */
  playout(k: EscobaKernel, rng: Rng): void {
    while (!k.over) this.step(k, rng);
  }

  /** Plays until the hand is over or `stop(k)` says so (checked before each move). */
  playUntil(k: EscobaKernel, rng: Rng, stop: (k: EscobaKernel) => boolean): void {
    while (!k.over && !stop(k)) this.step(k, rng);
  }
}
