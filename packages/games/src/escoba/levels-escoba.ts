import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in escoba, measured by `npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde` (generated: do not edit by hand). */
export const escobaLevels: LevelRatings = {
  "format": "escoba",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde",
  "games": 500,
  "levels": {
    "random": {
      "mu": -2.97,
      "sigma": 4.04
    },
    "easy": {
      "mu": 20.599,
      "sigma": 2.534
    },
    "medium": {
      "mu": 31.45,
      "sigma": 2.134
    },
    "hard": {
      "mu": 33.476,
      "sigma": 2.201
    },
    "expert": {
      "mu": 37.865,
      "sigma": 2.231
    }
  }
};
