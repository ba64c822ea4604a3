import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in brisca, measured by `npm run rate:levels -- --games=4000 --formats=brisca --draw=duplicate` (generated: do not edit by hand). */
export const briscaLevels: LevelRatings = {
  "format": "brisca",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=4000 --formats=brisca --draw=duplicate",
  "games": 4000,
  "levels": {
    "random": {
      "mu": 12.916,
      "sigma": 1.698
    },
    "easy": {
      "mu": 24.355,
      "sigma": 1.568
    },
    "medium": {
      "mu": 27.081,
      "sigma": 1.479
    },
    "hard": {
      "mu": 29.217,
      "sigma": 1.477
    },
    "expert": {
      "mu": 31.877,
      "sigma": 1.478
    }
  }
};
