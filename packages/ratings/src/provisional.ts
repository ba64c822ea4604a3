import type { Rating } from './model.js';

/**
 * The sigma above which a rating is provisional: 5, 60 % of a new player's 25/3. Between equals who win in turn
 * that takes 20 two-player games, 29 four-player games each alone, 32 games of 2 v 2 (docs/ratings.md). A rule on
 * sigma follows what the model knows of a player (a game against a well-measured computer level tells more than one
 * among newcomers). Provisional ratings are marked and left off the leaderboards.
 */
export const PROVISIONAL_SIGMA = 5;

/** Whether a rating is still provisional (its uncertainty above {@link PROVISIONAL_SIGMA}). */
export function isProvisional(rating: Rating): boolean {
  return rating.sigma > PROVISIONAL_SIGMA;
}
