import type { BotLevel } from '@escoba/cards';
import type { Rating } from './model.js';

/**
 * The computer's levels' ratings in one format, as measured (`npm run rate:levels`, docs/ratings.md) and committed as
 * data: each level's fitted rating, and how it was measured, so a reader can repeat it.
 */
export interface LevelRatings {
  readonly format: string;
  /** The day of the measurement, `YYYY-MM-DD`. */
  readonly date: string;
  /** The command that measured it. */
  readonly command: string;
  /** Games played for the fit. */
  readonly games: number;
  readonly levels: Readonly<Partial<Record<BotLevel, Rating>>>;
}

/** A computer level's fixed rating in `ratings`, or an error naming the levels measured. */
export function levelRating(ratings: LevelRatings, level: BotLevel): Rating {
  const r = ratings.levels[level];
  if (!r) throw new RangeError(`no measured rating for level ${level} in format ${ratings.format} (measured: ${Object.keys(ratings.levels).join(', ')})`);
  return r;
}
