import { cardRankIndex, cardSuitIndex, OROS, type Card } from '@escoba/cards';
import { SEVEN_OF_COINS } from './values.js';
import { PRIME_STRENGTH, PRIMIERA_VALUE } from './prime.js';
import type { PrimeOrder, Rules } from './rules.js';
import type { Side, TableSetup } from './table.js';

/** Point categories, as named in hand breakdowns and replay summaries. */
export type ScoreKey = 'escobas' | 'cards' | 'coins' | 'sevenOfCoins' | 'prime' | 'sevens' | 'allSevens';
export const SCORE_KEYS: readonly ScoreKey[] = ['escobas', 'cards', 'coins', 'sevenOfCoins', 'prime', 'sevens', 'allSevens'];

export type Breakdown = Partial<Record<ScoreKey, number>>;

/** What a side took in a hand and what it scored for it. Every array is indexed by side. */
export interface HandScore {
  readonly points: readonly number[];
  /** Only the categories that scored, per side. */
  readonly breakdown: readonly Breakdown[];
  readonly captured: readonly number[];
  readonly escobas: readonly number[];
  readonly coins: readonly number[];
  readonly sevens: readonly number[];
  /** Each side's prime, best card of oros, copas, espadas, bastos in that order; null for a side missing a suit. */
  readonly prime: readonly (readonly Card[] | null)[];
  /** Primiera totals (7=21, 6=18, 1=16, 5=15, 4=14, 3=13, 2=12, figures 10); null for a side missing a suit. */
  readonly primiera: readonly (number | null)[];
}

/** bonusCards (001): the cards point is worth more for a side with more than 30 cards, every other side having fewer than 10. */
export const BONUS_CARDS_MORE_THAN = 30;
export const BONUS_CARDS_OTHERS_UNDER = 10;

/** The side holding the unique highest value, or null on a tie for the highest. */
export function uniqueBest(values: readonly number[]): Side | null {
  let best: Side | null = null;
  let tie = false;
  for (let s = 0; s < values.length; s++) {
    if (best === null || values[s]! > values[best]!) {
      best = s;
      tie = false;
    } else if (values[s] === values[best]) {
      tie = true;
    }
  }
  return tie ? null : best;
}

/** Best card per suit under `order` (ties between figures broken towards the rey), or null if a suit is missing. */
export function primeCards(cards: readonly Card[], order: PrimeOrder): Card[] | null {
  const strength = PRIME_STRENGTH[order];
  const best: Card[] = [-1, -1, -1, -1];
  for (let i = 0; i < cards.length; i++) {
    const c = cards[i]!;
    const s = cardSuitIndex(c);
    const cur = best[s]!;
    if (cur < 0 || strength[cardRankIndex(c)]! > strength[cardRankIndex(cur)]! || (strength[cardRankIndex(c)] === strength[cardRankIndex(cur)] && c > cur)) {
      best[s] = c;
    }
  }
  return best[0]! >= 0 && best[1]! >= 0 && best[2]! >= 0 && best[3]! >= 0 ? best : null;
}

/** A prime's four strengths sorted best first, packed base 8 so that primes compare as numbers. */
function primeKey(prime: readonly Card[], order: PrimeOrder): number {
  const strength = PRIME_STRENGTH[order];
  let a = strength[cardRankIndex(prime[0]!)]!;
  let b = strength[cardRankIndex(prime[1]!)]!;
  let c = strength[cardRankIndex(prime[2]!)]!;
  let d = strength[cardRankIndex(prime[3]!)]!;
  let t: number;
  // A five-comparator sorting network, descending.
  if (a < b) { t = a; a = b; b = t; }
  if (c < d) { t = c; c = d; d = t; }
  if (a < c) { t = a; a = c; c = t; }
  if (b < d) { t = b; b = d; d = t; }
  if (b < c) { t = b; b = c; c = t; }
  return ((a * 8 + b) * 8 + c) * 8 + d;
}

/** Compares two primes by their four strengths sorted best first, lexicographically; > 0 when `a` is better. */
export function comparePrimes(a: readonly Card[], b: readonly Card[], order: PrimeOrder): number {
  return primeKey(a, order) - primeKey(b, order);
}

const primieraTotal = (prime: readonly Card[]): number =>
  PRIMIERA_VALUE[cardRankIndex(prime[0]!)]! + PRIMIERA_VALUE[cardRankIndex(prime[1]!)]! + PRIMIERA_VALUE[cardRankIndex(prime[2]!)]! + PRIMIERA_VALUE[cardRankIndex(prime[3]!)]!;

/** The side with the unique best prime among sides that have one, or null. */
function bestPrime(primes: readonly (readonly Card[] | null)[], order: PrimeOrder): Side | null {
  let best: Side | null = null;
  let tie = false;
  for (let s = 0; s < primes.length; s++) {
    const p = primes[s];
    if (!p) continue;
    const cmp = best === null ? 1 : comparePrimes(p, primes[best]!, order);
    if (cmp > 0) {
      best = s;
      tie = false;
    } else if (cmp === 0) tie = true;
  }
  return tie ? null : best;
}

/** The side holding the unique highest primiera total among sides that have one, or null. */
function bestPrimiera(totals: readonly (number | null)[]): Side | null {
  return totals.some((t) => t !== null) ? uniqueBest(totals.map((t) => t ?? -1)) : null;
}

/** One side's breakdown with only the categories that scored, keys always in SCORE_KEYS order. */
function makeBreakdown(escobas: number, cards: number, coins: number, sevenOfCoins: number, prime: number, sevens: number, allSevens: number): Breakdown {
  const b: Breakdown = {};
  if (escobas) b.escobas = escobas;
  if (cards) b.cards = cards;
  if (coins) b.coins = coins;
  if (sevenOfCoins) b.sevenOfCoins = sevenOfCoins;
  if (prime) b.prime = prime;
  if (sevens) b.sevens = sevens;
  if (allSevens) b.allSevens = allSevens;
  return b;
}

/**
 * Scores one finished hand. `piles` holds each side's captured cards (leftover included),
 * `escobas` each side's escoba count.
 */
export function scoreHand(rules: Rules, setup: TableSetup, piles: readonly (readonly Card[])[], escobas: readonly number[]): HandScore {
  const sides = setup.sides.length;
  const captured: number[] = [];
  const coins: number[] = [];
  const sevens: number[] = [];
  let sevenOfCoins: Side | null = null;
  for (let s = 0; s < sides; s++) {
    const pile = piles[s]!;
    let nCoins = 0;
    let nSevens = 0;
    for (let i = 0; i < pile.length; i++) {
      const c = pile[i]!;
      if (cardSuitIndex(c) === OROS) nCoins++;
      if (cardRankIndex(c) === 6) nSevens++;
      if (c === SEVEN_OF_COINS) sevenOfCoins = s;
    }
    captured.push(pile.length);
    coins.push(nCoins);
    sevens.push(nSevens);
  }
  const prime: (Card[] | null)[] = [];
  const primiera: (number | null)[] = [];
  for (let s = 0; s < sides; s++) {
    const p = primeCards(piles[s]!, rules.primeOrder);
    prime.push(p);
    // The primiera takes each suit's card of highest primiera value, which is pagat's prime order whatever primeOrder says.
    const q = rules.primeOrder === 'pagat' ? p : primeCards(piles[s]!, 'pagat');
    primiera.push(q ? primieraTotal(q) : null);
  }

  // A bonus replaces its category's point (001 "instead of 1"), or adds its own line to it (003's table read line by line).
  const added = rules.bonusScoring === 'added';
  const cardsWinner = uniqueBest(captured);
  let cardsPoints = 1;
  if (cardsWinner !== null && rules.bonusCards && captured[cardsWinner]! > BONUS_CARDS_MORE_THAN) {
    let sweep = true;
    for (let s = 0; s < sides; s++) if (s !== cardsWinner && captured[s]! >= BONUS_CARDS_OTHERS_UNDER) sweep = false;
    if (sweep) cardsPoints = added ? 3 : 2;
  }
  const coinsWinner = uniqueBest(coins);
  const coinsPoints = coinsWinner !== null && rules.bonusAllCoins && coins[coinsWinner] === 10 ? (added ? 3 : 2) : 1;
  const sevensWinner =
    rules.sevens === 'prime' ? bestPrime(prime, rules.primeOrder)
    : rules.sevens === 'primiera' ? bestPrimiera(primiera)
    : rules.sevens === 'mostSevens' ? uniqueBest(sevens)
    : null;
  const sevensKey = rules.sevens === 'mostSevens' ? 'sevens' : 'prime';
  const allSevensSide = rules.bonusAllSevens ? sevens.indexOf(4) : -1;
  // 003's "all the sevens (the value of 7 of coins included) 3 points": 2 beyond the 7 of coins when added.
  const allSevensPoints = added ? 2 : 1;

  const breakdown: Breakdown[] = [];
  const points: number[] = [];
  for (let s = 0; s < sides; s++) {
    const b = makeBreakdown(
      escobas[s]!,
      s === cardsWinner ? cardsPoints : 0,
      s === coinsWinner ? coinsPoints : 0,
      s === sevenOfCoins ? 1 : 0,
      s === sevensWinner && sevensKey === 'prime' ? 1 : 0,
      s === sevensWinner && sevensKey === 'sevens' ? 1 : 0,
      s === allSevensSide ? allSevensPoints : 0,
    );
    breakdown.push(b);
    points.push((b.escobas ?? 0) + (b.cards ?? 0) + (b.coins ?? 0) + (b.sevenOfCoins ?? 0) + (b.prime ?? 0) + (b.sevens ?? 0) + (b.allSevens ?? 0));
  }
  return { points, breakdown, captured, escobas: escobas.slice(), coins, sevens, prime, primiera };
}
