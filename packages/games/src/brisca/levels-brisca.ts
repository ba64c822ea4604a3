import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca, measured by `npm run rate:levels -- --games=1000 --formats=brisca,brisca-pairs --draw=duplicate` (generated: do not edit by hand). */
export const briscaLevels: LevelRatings = {
  "format": "brisca",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=1000 --formats=brisca,brisca-pairs --draw=duplicate",
  "games": 1000,
  "levels": {
    "random": {
      "mu": 11.725,
      "sigma": 2.116
    },
    "easy": {
      "mu": 24.211,
      "sigma": 1.649
    },
    "medium": {
      "mu": 26.847,
      "sigma": 1.527
    },
    "hard": {
      "mu": 29.9,
      "sigma": 1.523
    },
    "expert": {
      "mu": 32.38,
      "sigma": 1.64
    }
  }
};
