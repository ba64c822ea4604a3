import { predictDraw, predictWin, rate } from './openskill.js';
import { checkShape, type RatingFormat } from './format.js';
import { MODEL_OPTIONS, type Rating } from './model.js';

/** A player at a rated table: their rating, and whether it is held fixed (a computer level's measured rating). */
export interface RatedPlayer {
  readonly rating: Rating;
  readonly fixed?: boolean;
}

/** The players of one side (a team, or one player alone). */
export type RatedSide = readonly RatedPlayer[];

function checkGame(format: RatingFormat, sides: readonly RatedSide[]): void {
  checkShape(format, sides.map((s) => s.length));
  for (const side of sides) {
    for (const p of side) {
      if (!(Number.isFinite(p.rating.mu) && Number.isFinite(p.rating.sigma) && p.rating.sigma > 0)) throw new RangeError(`a rating needs a finite mu and a positive sigma, not ${JSON.stringify(p.rating)}`);
    }
  }
}

const teamsOf = (sides: readonly RatedSide[]) => sides.map((side) => side.map((p) => ({ mu: p.rating.mu, sigma: p.rating.sigma })));

/**
 * Every player's rating after a game of `format`: `ranks` per side (1 first, equal ranks a draw: `ranksOf`).
 * Returned in the shape of `sides`; a player held fixed takes part (their rating counts in their side's strength)
 * but keeps their rating.
 */
export function rateGame(format: RatingFormat, sides: readonly RatedSide[], ranks: readonly number[]): Rating[][] {
  checkGame(format, sides);
  if (ranks.length !== sides.length || ranks.some((r) => !Number.isFinite(r))) throw new RangeError(`a game of ${sides.length} sides needs ${sides.length} finite ranks, not [${ranks.join(', ')}]`);
  const rated = rate(teamsOf(sides), { ...MODEL_OPTIONS, rank: [...ranks] });
  return sides.map((side, s) => side.map((p, i) => (p.fixed ? p.rating : { mu: rated[s]![i]!.mu, sigma: rated[s]![i]!.sigma })));
}

/** What to expect of a game before it is played: each side's chance to win it, and the chance of a draw. */
export interface ExpectedResult {
  /** Per side, in the order given; with `draw` they add up to 1. */
  readonly win: number[];
  readonly draw: number;
}

/**
 * Each side's chance of winning a game of `format` (openskill's `predictWin`) and of a draw (`predictDraw`), to show
 * before a rated game. openskill's win chances add up to 1 on their own; here they share what the draw leaves.
 */
export function expectedResult(format: RatingFormat, sides: readonly RatedSide[]): ExpectedResult {
  checkGame(format, sides);
  const teams = teamsOf(sides);
  const draw = predictDraw(teams, MODEL_OPTIONS);
  const win = predictWin(teams, MODEL_OPTIONS).map((p) => p * (1 - draw));
  return { win, draw };
}
