import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkShape, displayRating, expectedResult, initialRating, isFormatId, isProvisional, levelRating, PROVISIONAL_SIGMA, rateGame, ranksOf, type Rating, type RatingFormat } from '@escoba/ratings';

const alone: RatingFormat = { id: 'solo', name: 'Alone', tables: [2, 3, 4].map((sides) => ({ sides, perSide: 1 })) };
const pairs: RatingFormat = { id: 'pairs', name: 'Pairs', tables: [{ sides: 2, perSide: 2 }] };
const fresh = (): { rating: Rating } => ({ rating: initialRating() });
const player = (mu: number, sigma = 3): { rating: Rating } => ({ rating: { mu, sigma } });

describe('ranksOf', () => {
  it('puts the winner first and the rest by score, equal scores sharing a rank', () => {
    expect(ranksOf([21, 15], 0)).toEqual([1, 2]);
    expect(ranksOf([9, 17, 12, 12], 2)).toEqual([4, 2, 1, 3]);
    expect(ranksOf([9, 12, 17, 12], 2)).toEqual([4, 2, 1, 2]);
    expect(ranksOf([5, 9, 2], 0)).toEqual([1, 2, 3]);
  });
  it('reads a game without a winner as a draw among the top scores', () => {
    expect(ranksOf([1, 1], null)).toEqual([1, 1]);
    expect(ranksOf([2, 2, 1], null)).toEqual([1, 1, 3]);
  });
  it('refuses a winner that is not a side', () => {
    expect(() => ranksOf([1, 2], 2)).toThrow(/winner 2 is not one of 2 sides/);
  });
});

describe('rateGame', () => {
  it('moves the winner up and the loser down by the same amount at a two-player table of equals', () => {
    const [[w], [l]] = rateGame(alone, [[fresh()], [fresh()]], [1, 2]) as [[Rating], [Rating]];
    expect(w.mu).toBeGreaterThan(25);
    expect(l.mu).toBeLessThan(25);
    expect(w.mu - 25).toBeCloseTo(25 - l.mu, 9);
    expect(w.sigma).toBeLessThan(25 / 3);
  });
  it('orders a table of four by rank and leaves equal ratings of a draw equal', () => {
    const after = rateGame(alone, [[fresh()], [fresh()], [fresh()], [fresh()]], [2, 1, 4, 2]).map((s) => s[0]!.mu);
    expect(after[1]).toBeGreaterThan(after[0]!);
    expect(after[0]).toBeCloseTo(after[3]!, 9);
    expect(after[3]).toBeGreaterThan(after[2]!);
    const draw = rateGame(alone, [[fresh()], [fresh()]], [1, 1]).map((s) => s[0]!.mu);
    expect(draw[0]).toBeCloseTo(25, 9);
    expect(draw[1]).toBeCloseTo(25, 9);
  });
  it('moves both partners of a side together', () => {
    const [[a, c], [b, d]] = rateGame(pairs, [[fresh(), fresh()], [fresh(), fresh()]], [1, 2]) as [[Rating, Rating], [Rating, Rating]];
    expect(a.mu).toBeCloseTo(c.mu, 9);
    expect(b.mu).toBeCloseTo(d.mu, 9);
    expect(a.mu).toBeGreaterThan(25);
    expect(b.mu).toBeLessThan(25);
  });
  it('keeps a held-fixed rating (a computer level) while it counts in the game', () => {
    const bot = { rating: { mu: 30, sigma: 1 }, fixed: true };
    const [[person], [after]] = rateGame(alone, [[fresh()], [bot]], [1, 2]) as [[Rating], [Rating]];
    expect(after).toEqual(bot.rating);
    // Beating a stronger opponent is worth more than beating an equal one.
    const [[vsEqual]] = rateGame(alone, [[fresh()], [fresh()]], [1, 2]) as [[Rating]];
    expect(person.mu).toBeGreaterThan(vsEqual.mu);
    // A fixed partner keeps their rating; the person beside them moves.
    const [[p, partner]] = rateGame(pairs, [[fresh(), bot], [fresh(), fresh()]], [2, 1]) as [[Rating, Rating]];
    expect(partner).toEqual(bot.rating);
    expect(p.mu).toBeLessThan(25);
  });
  it('refuses a table its format does not rate, and ranks that do not fit', () => {
    expect(() => rateGame(pairs, [[fresh()], [fresh()]], [1, 2])).toThrow(/format pairs rates 2 sides of 2, not sides of 1, 1/);
    expect(() => rateGame(alone, [[fresh()], [fresh()]], [1])).toThrow(/needs 2 finite ranks/);
    expect(() => rateGame(alone, [[fresh()], [player(25, 0)]], [1, 2])).toThrow(/positive sigma/);
  });
});

describe('expectedResult', () => {
  it('gives equals equal chances, the stronger side more, and never more than 1 in all', () => {
    const even = expectedResult(alone, [[fresh()], [fresh()]]);
    expect(even.win[0]).toBeCloseTo(even.win[1]!, 9);
    const uneven = expectedResult(alone, [[player(32)], [player(25)], [player(20)]]);
    expect(uneven.win[0]).toBeGreaterThan(uneven.win[1]!);
    expect(uneven.win[1]).toBeGreaterThan(uneven.win[2]!);
    for (const r of [even, uneven, expectedResult(pairs, [[player(28), player(22)], [player(25), player(25)]])]) {
      const total = r.win.reduce((a, b) => a + b, 0) + r.draw;
      expect(total).toBeLessThanOrEqual(1 + 1e-9);
      expect(total).toBeGreaterThan(0.999);
      for (const p of [...r.win, r.draw]) expect(p).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('the scale and the provisional mark', () => {
  it('shows a new player as a provisional 1500', () => {
    expect(displayRating(initialRating())).toBe(1500);
    expect(isProvisional(initialRating())).toBe(true);
    expect(isProvisional({ mu: 25, sigma: PROVISIONAL_SIGMA })).toBe(false);
  });
  it('ends the provisional mark after a few dozen two-player games between equals, not after a handful', () => {
    let a = initialRating();
    let b = initialRating();
    let games = 0;
    while (isProvisional(a)) {
      const ranks = games % 2 === 0 ? [1, 2] : [2, 1];
      [[a], [b]] = rateGame(alone, [[{ rating: a }], [{ rating: b }]], ranks) as [[Rating], [Rating]];
      games++;
    }
    expect(games).toBeGreaterThan(10);
    expect(games).toBeLessThan(30);
  });
});

describe('formats and levels', () => {
  it('checks format ids and shapes', () => {
    expect(isFormatId('solo-2')).toBe(true);
    expect(isFormatId('Solo')).toBe(false);
    expect(isFormatId('../x')).toBe(false);
    expect(() => checkShape(alone, [1, 1, 1])).not.toThrow();
  });
  it('names the measured levels when one is missing', () => {
    const measured = { format: 'solo', date: '2026-01-01', command: 'x', games: 1, levels: { easy: { mu: 20, sigma: 1 } } };
    expect(levelRating(measured, 'easy')).toEqual({ mu: 20, sigma: 1 });
    expect(() => levelRating(measured, 'hard')).toThrow(/no measured rating for level hard in format solo \(measured: easy\)/);
  });
});

describe('properties', () => {
  const rating = fc.record({ mu: fc.double({ min: -50, max: 100, noNaN: true }), sigma: fc.double({ min: 0.01, max: 20, noNaN: true }) });
  it('keeps every rating finite, whatever the table and ranks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }).chain((n) => fc.tuple(fc.array(rating, { minLength: n, maxLength: n }), fc.array(fc.integer({ min: 1, max: 4 }), { minLength: n, maxLength: n }))), ([ratings, ranks]) => {
        const after = rateGame(alone, ratings.map((r) => [{ rating: r }]), ranks).flat();
        return after.every((r) => Number.isFinite(r.mu) && Number.isFinite(r.sigma) && r.sigma > 0);
      }),
    );
  });
  it('never takes rating from a winner against a single loser, nor gives it to the loser', () => {
    fc.assert(
      fc.property(rating, rating, (w, l) => {
        const [[w2], [l2]] = rateGame(alone, [[{ rating: w }], [{ rating: l }]], [1, 2]) as [[Rating], [Rating]];
        return w2.mu >= w.mu && l2.mu <= l.mu;
      }),
    );
  });
});
