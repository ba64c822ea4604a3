import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in escoba-partners, measured by `npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde` (generated: do not edit by hand). */
export const escobaPartnersLevels: LevelRatings = {
  "format": "escoba-partners",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=500 --formats=escoba,escoba-partners,alcalde",
  "games": 500,
  "levels": {
    "random": {
      "mu": 9.464,
      "sigma": 2.303
    },
    "easy": {
      "mu": 23.507,
      "sigma": 2.001
    },
    "medium": {
      "mu": 29.907,
      "sigma": 2.012
    },
    "hard": {
      "mu": 30.575,
      "sigma": 2.012
    },
    "expert": {
      "mu": 31.619,
      "sigma": 2.027
    }
  }
};
