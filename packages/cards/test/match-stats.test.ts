import { describe, expect, it } from 'vitest';
import { createRng } from '@escoba/engine';
import {
  meanInterval,
  medianP99,
  quantileSorted,
  ratioInterval,
  sprtBounds,
  sprtDecide,
  sprtSequence,
  tQuantile975,
  wilsonInterval,
  type SprtParams,
} from '../src/match-stats.js';

describe('match statistics', () => {
  it('Wilson interval: known values', () => {
    const [lo, hi] = wilsonInterval(60, 100);
    expect(lo).toBeCloseTo(0.502, 3);
    expect(hi).toBeCloseTo(0.6906, 3);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilsonInterval(10, 10)[0]).toBeCloseTo(0.7225, 3);
    expect(wilsonInterval(10, 10)[1]).toBeCloseTo(1, 12);
    const [a, b] = wilsonInterval(500, 1000);
    expect(a).toBeCloseTo(0.469, 3);
    expect(b).toBeCloseTo(0.531, 3);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });

  it("Student's t 97.5% quantiles", () => {
    expect(tQuantile975(1)).toBeCloseTo(12.706, 3);
    expect(tQuantile975(10)).toBeCloseTo(2.228, 3);
    expect(tQuantile975(30)).toBeCloseTo(2.042, 3);
    expect(tQuantile975(40)).toBeCloseTo(2.021, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0, 3);
    expect(tQuantile975(120)).toBeCloseTo(1.98, 3);
    expect(tQuantile975(1e9)).toBeCloseTo(1.96, 3);
    expect(tQuantile975(0)).toBe(Infinity);
  });

  it('mean with a t interval', () => {
    const m = meanInterval([1, 2, 3, 4, 5]);
    expect(m.estimate).toBe(3);
    // sd = sqrt(2.5), se = sd / sqrt(5) = 0.7071, t(4) = 2.776
    expect(m.ci[0]).toBeCloseTo(3 - 2.776 * Math.sqrt(0.5), 4);
    expect(m.ci[1]).toBeCloseTo(3 + 2.776 * Math.sqrt(0.5), 4);
    expect(meanInterval([7]).ci).toEqual([null, null]);
  });

  it('ratio over clusters: the overall ratio, and the mean interval when the denominators are equal', () => {
    const num = [10, 14, 9, 12, 15, 11];
    const equal = ratioInterval(num, num.map(() => 4));
    const mean = meanInterval(num.map((x) => x / 4));
    expect(equal.estimate).toBeCloseTo(mean.estimate, 12);
    expect(equal.ci[0]).toBeCloseTo(mean.ci[0]!, 12);
    expect(equal.ci[1]).toBeCloseTo(mean.ci[1]!, 12);
    const uneven = ratioInterval([10, 20, 30], [5, 8, 12]);
    expect(uneven.estimate).toBeCloseTo(60 / 25, 12);
    // Residuals 10-2.4*5=-2, 20-2.4*8=0.8, 30-2.4*12=1.2; ss=6.08; se = sqrt(6.08/2/3)/(25/3); t(2)=4.303
    const se = Math.sqrt(6.08 / 2 / 3) / (25 / 3);
    expect(uneven.ci[0]).toBeCloseTo(2.4 - 4.303 * se, 10);
    expect(uneven.ci[1]).toBeCloseTo(2.4 + 4.303 * se, 10);
    expect(ratioInterval([3], [2])).toEqual({ estimate: 1.5, ci: [null, null] });
  });

  it('median and 99th percentile by linear interpolation', () => {
    const xs = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    expect(medianP99(xs)).toEqual({ median: 50.5, p99: expect.closeTo(99.01, 10) as number });
    expect(quantileSorted([5], 0.99)).toBe(5);
    expect(quantileSorted([], 0.5)).toBeNaN();
    expect(medianP99([3, 1, 2])).toEqual({ median: 2, p99: expect.closeTo(2.98, 10) as number });
  });

  const params: SprtParams = { p0: 0.5, p1: 0.55, alpha: 0.05, beta: 0.05 };

  it("SPRT: Wald's bounds and decisions on synthetic sequences", () => {
    const { lower, upper } = sprtBounds(params);
    expect(upper).toBeCloseTo(Math.log(19), 12);
    expect(lower).toBeCloseTo(-Math.log(19), 12);
    // Each win adds ln(1.1) = 0.0953: 31 straight wins pass ln 19 = 2.944; each loss adds ln(0.9) = -0.1054: 28 losses.
    expect(sprtSequence(Array<boolean>(100).fill(true), params)).toMatchObject({ decision: 'H1', n: 31 });
    expect(sprtSequence(Array<boolean>(100).fill(false), params)).toMatchObject({ decision: 'H0', n: 28 });
    // Alternating wins and losses is a 50% win rate: H0, after about ln 19 / -ln 0.99 = 293 pairs.
    const alternating = sprtSequence(
      Array.from({ length: 2000 }, (_, i) => i % 2 === 0),
      params,
    );
    expect(alternating.decision).toBe('H0');
    expect(alternating.n).toBeGreaterThan(560);
    expect(alternating.n).toBeLessThan(600);
    expect(sprtSequence([true, false, true], params).decision).toBeNull();
    expect(sprtDecide(0, 0, params)).toBeNull();
  });

  it('SPRT on simulated outcomes: a clearly stronger bot is accepted, an equal one rejected', () => {
    const sample = (p: number, seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 20_000 }, () => rng.int(10_000) < p * 10_000);
    };
    let h1 = 0;
    let h0 = 0;
    for (let i = 0; i < 20; i++) {
      if (sprtSequence(sample(0.6, `strong:${i}`), params).decision === 'H1') h1++;
      if (sprtSequence(sample(0.5, `equal:${i}`), params).decision === 'H0') h0++;
    }
    expect(h1).toBeGreaterThanOrEqual(19);
    expect(h0).toBeGreaterThanOrEqual(17);
  });
});
