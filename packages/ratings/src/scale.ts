import type { Rating } from './model.js';

/** Displayed points per openskill mu unit: a new player's mu 25 shows as 1500, as on the Elo-like sites players know. */
export const DISPLAY_POINTS_PER_MU = 60;

/**
 * The rating players see: openskill's mu on a 1500-centred scale, rounded. Mu (not the conservative ordinal
 * mu − 3 sigma) because a new player should see 1500, not 0, and the provisional mark says how sure it is.
 */
export function displayRating(rating: Rating): number {
  return Math.round(rating.mu * DISPLAY_POINTS_PER_MU);
}

/** The displayed rating's uncertainty (one standard deviation) on the same scale. */
export function displayDeviation(rating: Rating): number {
  return Math.round(rating.sigma * DISPLAY_POINTS_PER_MU);
}
