import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca-pairs, measured by `npm run rate:levels -- --games=1200 --formats=brisca-pairs` (generated: do not edit by hand). */
export const briscaPairsLevels: LevelRatings = {
  "format": "brisca-pairs",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=1200 --formats=brisca-pairs",
  "games": 1200,
  "levels": {
    "random": {
      "mu": 19.516,
      "sigma": 1.505
    },
    "easy": {
      "mu": 23.765,
      "sigma": 1.47
    },
    "medium": {
      "mu": 24.538,
      "sigma": 1.47
    },
    "hard": {
      "mu": 26.717,
      "sigma": 1.477
    },
    "expert": {
      "mu": 29.212,
      "sigma": 1.496
    }
  }
};
