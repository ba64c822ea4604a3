import type { LevelRatings } from '@escoba/ratings';

/** The computer's levels' ratings in escoba, measured by `npm run rate:levels -- --games=40 --formats=escoba` (generated: do not edit by hand). */
export const escobaLevels: LevelRatings = {
  "format": "escoba",
  "date": "2026-11-27",
  "command": "npm run rate:levels -- --games=40 --formats=escoba",
  "games": 40,
  "levels": {
    "random": {
      "mu": 10.199,
      "sigma": 6.213
    },
    "easy": {
      "mu": 18.066,
      "sigma": 5.477
    },
    "medium": {
      "mu": 26.031,
      "sigma": 5.727
    },
    "hard": {
      "mu": 37.173,
      "sigma": 5.801
    },
    "expert": {
      "mu": 30.846,
      "sigma": 5.929
    }
  }
};
