import type { Rating } from './model.js';

/**
 * The sigma above which a rating is provisional: 5, 60 % of a new player's 25/3. A player against equal opponents
 * gets there after about 18 two-player games (fewer at tables of three or four, which say more per game; more in
 * partnerships, which say less about each partner): docs/ratings.md. Provisional ratings are marked and left off
 * the leaderboards.
 */
export const PROVISIONAL_SIGMA = 5;

/** Whether a rating is still provisional (its uncertainty above {@link PROVISIONAL_SIGMA}). */
export function isProvisional(rating: Rating): boolean {
  return rating.sigma > PROVISIONAL_SIGMA;
}
