import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca-pairs, measured by `npm run rate:levels -- --games=4000 --formats=brisca-pairs --draw=duplicate` (generated: do not edit by hand). */
export const briscaPairsLevels: LevelRatings = {
  "format": "brisca-pairs",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=4000 --formats=brisca-pairs --draw=duplicate",
  "games": 4000,
  "levels": {
    "random": {
      "mu": 20.73,
      "sigma": 1.438
    },
    "easy": {
      "mu": 22.604,
      "sigma": 1.428
    },
    "medium": {
      "mu": 25.278,
      "sigma": 1.428
    },
    "hard": {
      "mu": 26.334,
      "sigma": 1.428
    },
    "expert": {
      "mu": 27.164,
      "sigma": 1.428
    }
  }
};
