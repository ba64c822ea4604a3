import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in alcalde, measured by `npm run rate:levels -- --games=45 --formats=alcalde` (generated: do not edit by hand). */
export const alcaldeLevels: LevelRatings = {
  "format": "alcalde",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=45 --formats=alcalde",
  "games": 45,
  "levels": {
    "random": {
      "mu": 13.28,
      "sigma": 5.153
    },
    "easy": {
      "mu": 21.996,
      "sigma": 5.237
    },
    "medium": {
      "mu": 24.038,
      "sigma": 5.558
    },
    "hard": {
      "mu": 31.023,
      "sigma": 5.082
    },
    "expert": {
      "mu": 35.699,
      "sigma": 4.941
    }
  }
};
