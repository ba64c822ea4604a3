import { cardRankIndex, cardSuitIndex, SEVEN_OF_COINS, OROS, type Card } from './card.js';
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

// Prime strength by rank index (printed 1,2,3,4,5,6,7,10,11,12); figures are all 0.
const PRIME_STRENGTH: Record<PrimeOrder, readonly number[]> = {
  pagat: [5, 1, 2, 3, 4, 6, 7, 0, 0, 0],
  faceValue: [1, 2, 3, 4, 5, 6, 7, 0, 0, 0],
};
export const PRIMIERA_VALUE: readonly number[] = [16, 12, 13, 14, 15, 18, 21, 10, 10, 10];

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
  const best: (Card | undefined)[] = [undefined, undefined, undefined, undefined];
  for (const c of cards) {
    const s = cardSuitIndex(c);
    const cur = best[s];
    if (cur === undefined || strength[cardRankIndex(c)]! > strength[cardRankIndex(cur)]! || (strength[cardRankIndex(c)] === strength[cardRankIndex(cur)] && c > cur)) {
      best[s] = c;
    }
  }
  return best.every((c) => c !== undefined) ? (best as Card[]) : null;
}

/** A prime's four strengths sorted best first, packed base 8 so that primes compare as numbers. */
function primeKey(prime: readonly Card[], order: PrimeOrder): number {
  const strength = PRIME_STRENGTH[order];
  const k = [strength[cardRankIndex(prime[0]!)]!, strength[cardRankIndex(prime[1]!)]!, strength[cardRankIndex(prime[2]!)]!, strength[cardRankIndex(prime[3]!)]!];
  k.sort((x, y) => y - x);
  return ((k[0]! * 8 + k[1]!) * 8 + k[2]!) * 8 + k[3]!;
}

/** Compares two primes by their four strengths sorted best first, lexicographically; > 0 when `a` is better. */
export function comparePrimes(a: readonly Card[], b: readonly Card[], order: PrimeOrder): number {
  return primeKey(a, order) - primeKey(b, order);
}

const primieraTotal = (prime: readonly Card[]): number => prime.reduce((t, c) => t + PRIMIERA_VALUE[cardRankIndex(c)]!, 0);

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

/**
 * Scores one finished hand. `piles` holds each side's captured cards (leftover included),
 * `escobas` each side's escoba count.
 */
export function scoreHand(rules: Rules, setup: TableSetup, piles: readonly (readonly Card[])[], escobas: readonly number[]): HandScore {
  const sides = setup.sides.length;
  const breakdown: Breakdown[] = Array.from({ length: sides }, () => ({}));
  const add = (side: Side | null, key: ScoreKey, n: number) => {
    if (side === null || n === 0) return;
    breakdown[side]![key] = (breakdown[side]![key] ?? 0) + n;
  };
  const captured: number[] = [];
  const coins: number[] = [];
  const sevens: number[] = [];
  let sevenOfCoins: Side | null = null;
  for (let s = 0; s < sides; s++) {
    const pile = piles[s]!;
    let nCoins = 0;
    let nSevens = 0;
    for (const c of pile) {
      if (cardSuitIndex(c) === OROS) nCoins++;
      if (cardRankIndex(c) === 6) nSevens++;
      if (c === SEVEN_OF_COINS) sevenOfCoins = s;
    }
    captured.push(pile.length);
    coins.push(nCoins);
    sevens.push(nSevens);
  }
  const prime = piles.map((p) => primeCards(p, rules.primeOrder));
  const primiera = prime.map((p) => (p ? primieraTotal(p) : null));

  for (let s = 0; s < sides; s++) add(s, 'escobas', escobas[s]!);

  const cardsWinner = uniqueBest(captured);
  if (cardsWinner !== null) {
    const sweep = rules.bonusCards && captured.every((n, s) => s === cardsWinner || n < 10);
    add(cardsWinner, 'cards', sweep ? 2 : 1);
  }
  const coinsWinner = uniqueBest(coins);
  if (coinsWinner !== null) add(coinsWinner, 'coins', rules.bonusAllCoins && coins[coinsWinner] === 10 ? 2 : 1);

  add(sevenOfCoins, 'sevenOfCoins', 1);

  switch (rules.sevens) {
    case 'prime':
      add(bestPrime(prime, rules.primeOrder), 'prime', 1);
      break;
    case 'primiera':
      add(uniqueBest(primiera.map((t) => t ?? -1)), 'prime', primiera.some((t) => t !== null) ? 1 : 0);
      break;
    case 'mostSevens':
      add(uniqueBest(sevens), 'sevens', 1);
      break;
    case 'none':
      break;
  }
  if (rules.bonusAllSevens) {
    const all = sevens.findIndex((n) => n === 4);
    if (all >= 0) add(all, 'allSevens', 1);
  }
  const points = breakdown.map((b) => {
    let t = 0;
    for (const key of SCORE_KEYS) t += b[key] ?? 0;
    return t;
  });
  return { points, breakdown, captured, escobas: [...escobas], coins, sevens, prime, primiera };
}
