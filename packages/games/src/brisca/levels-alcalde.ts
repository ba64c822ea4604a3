import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in alcalde, measured by `npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde` (generated: do not edit by hand). */
export const alcaldeLevels: LevelRatings = {
  "format": "alcalde",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde",
  "games": 500,
  "levels": {
    "random": {
      "mu": 18.333,
      "sigma": 1.868
    },
    "easy": {
      "mu": 22.258,
      "sigma": 1.821
    },
    "medium": {
      "mu": 26.033,
      "sigma": 1.816
    },
    "hard": {
      "mu": 28.75,
      "sigma": 1.826
    },
    "expert": {
      "mu": 29.658,
      "sigma": 1.83
    }
  }
};
