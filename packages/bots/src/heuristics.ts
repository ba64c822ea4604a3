import {
  CARD_COUNT,
  cardRankIndex,
  cardSuitIndex,
  cardValue,
  forEachCaptureSet,
  OROS,
  SEVEN_OF_COINS,
  type Card,
  type Play,
  type Rules,
  type SeatView,
} from '@escoba/engine';

/**
 * Hand-tuned values, in expected hand points, of the things a capture can win. They are shared by the easy
 * and the medium bot and documented (with the reasons behind them) in packages/bots/README.md.
 */
export const WEIGHTS = {
  /** An escoba is exactly one point. */
  escoba: 1,
  /** The 7 of coins is a point by itself (it also counts as a coin, a seven and a card). */
  sevenOfCoins: 1,
  /** Any card: one point for the majority of 40 cards, about 1/20 a card. */
  card: 0.05,
  /** A coin: one point for the majority of 10 coins. */
  coin: 0.12,
  /** Prime and primiera: the point goes to the best cards per suit, mostly decided by the sevens and sixes. */
  primeSeven: 0.25,
  primeSix: 0.12,
  /** The third card of the prime order: the ace (pagat order) or the five (face-value order; primiera uses the ace). */
  primeThird: 0.05,
  /** Most sevens: one point for the majority of just four cards. */
  mostSeven: 0.35,
  /** The all-sevens bonus, per seven. */
  allSevensBonus: 0.05,
  /** With `bonusCards` the cards point may be worth 2. */
  bonusCardsFactor: 1.4,
  /** With `bonusAllCoins` the coins point may be worth 2. */
  bonusAllCoinsFactor: 1.2,
} as const;

export type CardWeights = Float64Array;

/** What each card is worth to the side that captures it under these rules, ignoring the state of the hand. */
export function staticWeights(rules: Rules): CardWeights {
  return weightsWith(rules, true, true, true, true);
}

/**
 * Per-card weights for `rules`; a category that is already decided (some side is sure to win it) adds
 * nothing, which `liveWeights` uses.
 */
function weightsWith(rules: Rules, cardsLive: boolean, coinsLive: boolean, sevensLive: boolean, sevenOfCoinsLive: boolean): CardWeights {
  const w = new Float64Array(CARD_COUNT);
  const card = cardsLive ? WEIGHTS.card * (rules.bonusCards ? WEIGHTS.bonusCardsFactor : 1) : 0;
  const coin = coinsLive ? WEIGHTS.coin * (rules.bonusAllCoins ? WEIGHTS.bonusAllCoinsFactor : 1) : 0;
  for (let c = 0; c < CARD_COUNT; c++) {
    let x = card;
    if (cardSuitIndex(c) === OROS) x += coin;
    const r = cardRankIndex(c);
    if (sevensLive) {
      if (rules.sevens === 'prime' || rules.sevens === 'primiera') {
        if (r === 6) x += WEIGHTS.primeSeven;
        else if (r === 5) x += WEIGHTS.primeSix;
        else if (r === (rules.sevens === 'prime' && rules.primeOrder === 'faceValue' ? 4 : 0)) x += WEIGHTS.primeThird;
      } else if (rules.sevens === 'mostSevens' && r === 6) x += WEIGHTS.mostSeven;
    }
    if (rules.bonusAllSevens && r === 6) x += WEIGHTS.allSevensBonus;
    if (c === SEVEN_OF_COINS && sevenOfCoinsLive) x += WEIGHTS.sevenOfCoins;
    w[c] = x;
  }
  return w;
}

/**
 * Whether some side is already sure of the majority of `total` items, given each side's count so far (the first
 * `sides` entries of `counts`: the search keeps its counts in a fixed-size typed array).
 */
export function majorityDecided(counts: ArrayLike<number>, total: number, sides = counts.length): boolean {
  let taken = 0;
  let best = -1;
  let second = -1;
  for (let i = 0; i < sides; i++) {
    const x = counts[i]!;
    taken += x;
    if (x > best) {
      second = best;
      best = x;
    } else if (x > second) second = x;
  }
  return best > Math.max(second, 0) + (total - taken);
}

/** The per-card weights at this point of the hand: categories already decided count for nothing. */
export function liveWeights(view: SeatView): CardWeights {
  const sides = view.sides.length;
  const cards = new Array<number>(sides).fill(0);
  const coins = new Array<number>(sides).fill(0);
  const sevens = new Array<number>(sides).fill(0);
  for (let side = 0; side < sides; side++) {
    for (const seat of view.sides[side]!) {
      for (const c of view.piles[seat]!) {
        cards[side]!++;
        if (cardSuitIndex(c) === OROS) coins[side]!++;
        if (cardRankIndex(c) === 6) sevens[side]!++;
      }
    }
  }
  const sevensLive = view.rules.sevens === 'mostSevens' ? !majorityDecided(sevens, 4) : true;
  return weightsWith(view.rules, !majorityDecided(cards, CARD_COUNT), !majorityDecided(coins, 10), sevensLive, true);
}

export const tableSum = (table: readonly Card[]): number => {
  let s = 0;
  for (const c of table) s += cardValue(c);
  return s;
};

/** Sum of the weights of `cards`. */
export function weightOf(cards: readonly Card[], w: CardWeights): number {
  let s = 0;
  for (const c of cards) s += w[c]!;
  return s;
}

/** The table after `play` (a renuncio claim or a capture removes cards, a lay adds one). */
export function tableAfter(table: readonly Card[], play: Play): Card[] {
  if (play.renuncio) return table.filter((c) => c !== play.card && !play.take.includes(c));
  if (play.take.length === 0) return [...table, play.card];
  return table.filter((c) => !play.take.includes(c));
}

/** Whether the play is a capture (renuncio claims included). */
export const isCapture = (play: Play): boolean => play.take.length > 0 || play.renuncio === true;

/**
 * What a capture wins right now, in points: the weights of the cards it takes (the played card included) plus
 * the escoba when it sweeps the table and a sweep counts. Lays win nothing.
 */
export function captureGain(play: Play, table: readonly Card[], w: CardWeights, escobaCounts: boolean): number {
  if (!isCapture(play)) return 0;
  let g = w[play.card]! + weightOf(play.take, w);
  if (!play.renuncio && escobaCounts && play.take.length === table.length) g += WEIGHTS.escoba;
  return g;
}

/**
 * The best a card of capture value `value` can win from `table` (escoba included when `escoba` is its worth),
 * not counting the card itself; -1 when it takes nothing.
 */
export function bestTakeFor(table: readonly Card[], value: number, w: CardWeights, escoba: number): number {
  let best = -1;
  // forEachCaptureSet only looks at the card's value: the ace..rey of oros stand for every suit.
  forEachCaptureSet(table, value - 1, (set) => {
    let g = weightOf(set, w);
    if (set.length === table.length) g += escoba;
    if (g > best) best = g;
  });
  return best;
}

/** Probability that a hand of `h` cards drawn from `u` unseen cards holds at least one of `k` given cards. */
export function chanceOfAny(u: number, k: number, h: number): number {
  if (k <= 0 || h <= 0) return 0;
  if (u - k < h) return 1;
  let none = 1;
  for (let i = 0; i < h; i++) none *= (u - k - i) / (u - i);
  return 1 - none;
}
