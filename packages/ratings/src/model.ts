import { plackettLuce, rating as openskillRating, type Options } from './openskill.js';

/** A player's skill as openskill keeps it: `mu` the estimate, `sigma` its uncertainty (Weng-Lin, default scale mu 25). */
export interface Rating {
  readonly mu: number;
  readonly sigma: number;
}

/**
 * The openskill options every rating here is computed with (one source: rating, predicting and fitting the
 * computer's levels all use it). Plackett-Luce is openskill's default and the model for full rankings of any number
 * of sides with ties (docs/decisions.md); the other constants are openskill's defaults (mu 25, sigma 25/3, beta 25/6,
 * tau 25/300, which keeps a rating able to move after many games).
 */
export const MODEL_OPTIONS: Readonly<Options> = Object.freeze({ model: plackettLuce });

/** A new player's rating: openskill's prior (mu 25, sigma 25/3). */
export function initialRating(): Rating {
  const r = openskillRating(undefined, MODEL_OPTIONS);
  return { mu: r.mu, sigma: r.sigma };
}
