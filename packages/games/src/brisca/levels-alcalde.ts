import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in alcalde, measured by `npm run rate:levels -- --games=300 --formats=alcalde` (generated: do not edit by hand). */
export const alcaldeLevels: LevelRatings = {
  "format": "alcalde",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=300 --formats=alcalde",
  "games": 300,
  "levels": {
    "random": {
      "mu": 8.072,
      "sigma": 2.129
    },
    "easy": {
      "mu": 4.202,
      "sigma": 2.157
    },
    "medium": {
      "mu": 7.508,
      "sigma": 2.13
    },
    "hard": {
      "mu": 8.062,
      "sigma": 2.066
    },
    "expert": {
      "mu": 7.4,
      "sigma": 2.104
    }
  }
};
