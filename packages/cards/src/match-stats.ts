/**
 * Statistics of matches between bots (`escoba match`, the bots' benchmarks): confidence intervals, quantiles and the
 * sequential probability ratio test. Pure functions of numbers, tested against known values. Subpath
 * `@escoba/cards/match-stats`: not part of the pack's main entry.
 */

/** The 97.5% standard normal quantile: two-sided 95% intervals. */
export const Z95 = 1.959963984540054;

/** A closed interval `[lo, hi]`; `null` ends when it cannot be computed (fewer than two deck sets). */
export type Interval = readonly [number | null, number | null];

/**
 * Wilson score interval for a proportion: `successes` out of `n`, at the level `z` stands for (default 95%).
 * Unlike the normal approximation it stays inside [0, 1] and behaves at 0 and n successes.
 */
export function wilsonInterval(successes: number, n: number, z = Z95): [number, number] {
  if (n <= 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z / denom) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

// Student's t, 97.5% quantiles for 1..30 degrees of freedom.
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086,
  2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** Student's t 97.5% quantile for `df` degrees of freedom (a table up to 30, then the Cornish–Fisher expansion). */
export function tQuantile975(df: number): number {
  if (!(df >= 1)) return Infinity;
  if (df <= 30) return T975[Math.floor(df) - 1]!;
  const z = Z95;
  const z3 = z ** 3;
  const z5 = z ** 5;
  const z7 = z ** 7;
  return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) / (96 * df ** 2) + (3 * z7 + 19 * z5 + 17 * z3 - 15 * z) / (384 * df ** 3);
}

export interface Estimate {
  readonly estimate: number;
  readonly ci: Interval;
}

/** Mean of `xs` with a 95% Student t interval (independent observations). */
export function meanInterval(xs: readonly number[]): Estimate {
  const n = xs.length;
  if (n === 0) return { estimate: NaN, ci: [null, null] };
  const mean = xs.reduce((s, x) => s + x, 0) / n;
  if (n < 2) return { estimate: mean, ci: [null, null] };
  const variance = xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1);
  const half = tQuantile975(n - 1) * Math.sqrt(variance / n);
  return { estimate: mean, ci: [mean - half, mean + half] };
}

/**
 * A ratio `Σ num / Σ den` over clusters with a 95% interval that treats each cluster as one independent
 * observation (the delta-method "ratio estimator" of cluster sampling). `escoba match` uses one cluster per deck
 * set: the points A scored in all seatings of the set over the hands they lasted, so the interval reflects the
 * duplicate design (the luck of the deal shared by the seatings of a set cancels inside the cluster).
 * Student's t with clusters − 1 degrees of freedom.
 */
export function ratioInterval(num: readonly number[], den: readonly number[]): Estimate {
  const k = num.length;
  if (k !== den.length) throw new Error('ratioInterval: num and den differ in length');
  const sumN = num.reduce((s, x) => s + x, 0);
  const sumD = den.reduce((s, x) => s + x, 0);
  if (k === 0 || sumD === 0) return { estimate: NaN, ci: [null, null] };
  const r = sumN / sumD;
  if (k < 2) return { estimate: r, ci: [null, null] };
  const meanD = sumD / k;
  let ss = 0;
  for (let i = 0; i < k; i++) ss += (num[i]! - r * den[i]!) ** 2;
  const se = Math.sqrt(ss / (k - 1) / k) / meanD;
  const half = tQuantile975(k - 1) * se;
  return { estimate: r, ci: [r - half, r + half] };
}

/**
 * The `q` quantile (0..1) of numbers already sorted ascending, by linear interpolation between closest
 * ranks (type 7, what spreadsheets and numpy compute). NaN for no numbers.
 */
export function quantileSorted(sorted: ArrayLike<number>, q: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  const h = (n - 1) * q;
  const lo = Math.floor(h);
  const hi = Math.min(lo + 1, n - 1);
  return sorted[lo]! + (h - lo) * (sorted[hi]! - sorted[lo]!);
}

/** Median and 99th percentile. */
export function medianP99(values: ArrayLike<number>): { median: number; p99: number } {
  const sorted = Float64Array.from(values).sort();
  return { median: quantileSorted(sorted, 0.5), p99: quantileSorted(sorted, 0.99) };
}

/** A Bernoulli SPRT: H0 p = p0 against H1 p = p1 (> p0), with error rates alpha (type I) and beta (type II). */
export interface SprtParams {
  readonly p0: number;
  readonly p1: number;
  readonly alpha: number;
  readonly beta: number;
}

export type SprtDecision = 'H0' | 'H1' | null;

/** Wald's bounds on the log-likelihood ratio: accept H0 at or below `lower`, H1 at or above `upper`. */
export function sprtBounds(params: SprtParams): { lower: number; upper: number } {
  return { lower: Math.log(params.beta / (1 - params.alpha)), upper: Math.log((1 - params.beta) / params.alpha) };
}

/** Log-likelihood ratio of H1 over H0 after `successes` and `failures`. */
export function sprtLLR(successes: number, failures: number, params: SprtParams): number {
  return successes * Math.log(params.p1 / params.p0) + failures * Math.log((1 - params.p1) / (1 - params.p0));
}

export function sprtDecide(successes: number, failures: number, params: SprtParams): SprtDecision {
  const llr = sprtLLR(successes, failures, params);
  const { lower, upper } = sprtBounds(params);
  return llr >= upper ? 'H1' : llr <= lower ? 'H0' : null;
}

/**
 * Runs the SPRT over a sequence of outcomes (true = success), looking after each one; returns the decision and
 * how many outcomes it took (all of them when undecided).
 */
export function sprtSequence(outcomes: Iterable<boolean>, params: SprtParams): { decision: SprtDecision; n: number; llr: number } {
  let s = 0;
  let f = 0;
  for (const o of outcomes) {
    if (o) s++;
    else f++;
    const decision = sprtDecide(s, f, params);
    if (decision) return { decision, n: s + f, llr: sprtLLR(s, f, params) };
  }
  return { decision: null, n: s + f, llr: sprtLLR(s, f, params) };
}
