import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca, measured by `npm run rate:levels -- --games=1200 --formats=brisca` (generated: do not edit by hand). */
export const briscaLevels: LevelRatings = {
  "format": "brisca",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=1200 --formats=brisca",
  "games": 1200,
  "levels": {
    "random": {
      "mu": 15.093,
      "sigma": 1.991
    },
    "easy": {
      "mu": 26.532,
      "sigma": 1.647
    },
    "medium": {
      "mu": 28.514,
      "sigma": 1.647
    },
    "hard": {
      "mu": 33.772,
      "sigma": 1.654
    },
    "expert": {
      "mu": 36.433,
      "sigma": 1.668
    }
  }
};
