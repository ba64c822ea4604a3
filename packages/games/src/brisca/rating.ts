import type { BriscaRules } from '@escoba/brisca';
import type { GameRating } from '../plugin.js';
import { alcaldeLevels } from './levels-alcalde.js';
import { briscaLevels } from './levels-brisca.js';
import { briscaPairsLevels } from './levels-brisca-pairs.js';

/**
 * Brisca's rating pools: `brisca`, each player alone (2, 3 or 4), `brisca-pairs` (2 against 2, with or without
 * señas), and `alcalde` (both Alcalde presets, three players each alone, ranked by hands won).
 */
export const briscaRating: GameRating = {
  formats: [
    {
      format: { id: 'brisca', name: 'Brisca alone', tables: [2, 3, 4].map((sides) => ({ sides, perSide: 1 })) },
      measuredAt: { gameId: 'brisca', players: 2 },
      levels: briscaLevels,
    },
    {
      format: { id: 'brisca-pairs', name: 'Brisca 2 v 2', tables: [{ sides: 2, perSide: 2 }] },
      measuredAt: { gameId: 'brisca', players: 4, partnerships: true },
      levels: briscaPairsLevels,
    },
    {
      format: { id: 'alcalde', name: 'Alcalde', tables: [{ sides: 3, perSide: 1 }] },
      measuredAt: { gameId: 'alcalde', players: 3 },
      levels: alcaldeLevels,
    },
  ],
  formatOf(settings) {
    const rules = settings.rules as BriscaRules;
    if (rules.preset !== 'brisca') return 'alcalde';
    return settings.partnerships ? 'brisca-pairs' : 'brisca';
  },
};
