import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in escoba-partners, measured by `npm run rate:levels -- --games=30 --formats=escoba-partners` (generated: do not edit by hand). */
export const escobaPartnersLevels: LevelRatings = {
  "format": "escoba-partners",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=30 --formats=escoba-partners",
  "games": 30,
  "levels": {
    "random": {
      "mu": 12.864,
      "sigma": 6.054
    },
    "easy": {
      "mu": 25.749,
      "sigma": 5.963
    },
    "medium": {
      "mu": 24.683,
      "sigma": 5.776
    },
    "hard": {
      "mu": 23.528,
      "sigma": 5.888
    },
    "expert": {
      "mu": 37.194,
      "sigma": 5.895
    }
  }
};
