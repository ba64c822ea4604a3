/**
 * Convergence evidence: a population with known true strengths plays many games in every rating format the games
 * declare (sides drawn at random, each game's order drawn from the true strengths), rated with `rateGame`; the
 * ratings' order then matches the true order (Spearman rank correlation at least 0.9). Seeded: the same every run.
 */
import { describe, expect, it } from 'vitest';
import { createRng, type Rng } from '@escoba/cards';
import { PLUGINS } from '@escoba/games/all-plugins';
import { initialRating, rateGame, type Rating, type RatingFormat } from '@escoba/ratings';

const PLAYERS = 40;
const GAMES = 4000;
/** How far a player's play in one game strays from their true strength (one standard deviation, in strength units). */
const NOISE = 1;

/** A standard normal draw (Box-Muller) from the seeded generator. */
const normal = (rng: Rng): number => Math.sqrt(-2 * Math.log(1 - rng.float())) * Math.cos(2 * Math.PI * rng.float());

/** The rank (1 = smallest) of each value; the values here are continuous draws, so without ties. */
function rankOf(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const ranks = new Array<number>(values.length);
  order.forEach(([, i], r) => (ranks[i] = r + 1));
  return ranks;
}

/** Spearman's rank correlation of two lists without ties. */
function spearman(a: readonly number[], b: readonly number[]): number {
  const ra = rankOf(a);
  const rb = rankOf(b);
  const n = a.length;
  const d2 = ra.reduce((sum, r, i) => sum + (r - rb[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** Draws `count` distinct players. */
function drawPlayers(rng: Rng, count: number): number[] {
  const pool = Array.from({ length: PLAYERS }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(PLAYERS - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

function simulate(format: RatingFormat): number {
  const rng = createRng(`convergence:${format.id}`);
  const strength = Array.from({ length: PLAYERS }, () => 3 * normal(rng));
  const ratings: Rating[] = Array.from({ length: PLAYERS }, initialRating);
  for (let g = 0; g < GAMES; g++) {
    const table = format.tables[rng.int(format.tables.length)]!;
    const seated = drawPlayers(rng, table.sides * table.perSide);
    const sides = Array.from({ length: table.sides }, (_, s) => seated.slice(s * table.perSide, (s + 1) * table.perSide));
    const performance = sides.map((side) => side.reduce((sum, p) => sum + strength[p]! + NOISE * normal(rng), 0));
    const ranks = performance.map((p) => 1 + performance.filter((q) => q > p).length);
    const after = rateGame(format, sides.map((side) => side.map((p) => ({ rating: ratings[p]! }))), ranks);
    sides.forEach((side, s) => side.forEach((p, k) => (ratings[p] = after[s]![k]!)));
  }
  return spearman(strength, ratings.map((r) => r.mu));
}

describe('a population with known strengths', () => {
  const formats = PLUGINS.flatMap((p) => p.rating.formats.map((f) => f.format));
  it('covers the five formats of issue 22', () => {
    expect(formats).toHaveLength(5);
  });
  for (const format of formats) {
    it(`is ranked in its true order after ${GAMES} games of ${format.name}`, () => {
      expect(simulate(format)).toBeGreaterThanOrEqual(0.9);
    });
  }
});
