import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca-pairs, measured by `npm run rate:levels -- --games=1000 --formats=brisca,brisca-pairs --draw=duplicate` (generated: do not edit by hand). */
export const briscaPairsLevels: LevelRatings = {
  "format": "brisca-pairs",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=1000 --formats=brisca,brisca-pairs --draw=duplicate",
  "games": 1000,
  "levels": {
    "random": {
      "mu": 19.188,
      "sigma": 1.515
    },
    "easy": {
      "mu": 23.646,
      "sigma": 1.448
    },
    "medium": {
      "mu": 25.153,
      "sigma": 1.447
    },
    "hard": {
      "mu": 27.389,
      "sigma": 1.446
    },
    "expert": {
      "mu": 26.51,
      "sigma": 1.465
    }
  }
};
