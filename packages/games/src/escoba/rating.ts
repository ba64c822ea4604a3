import type { GameRating } from '../plugin.js';
import { escobaLevels } from './levels-escoba.js';
import { escobaPartnersLevels } from './levels-escoba-partners.js';

/**
 * Escoba's rating pools: `escoba`, each player alone (2, 3 or 4 at the table), and `escoba-partners` (2 against 2,
 * 3 against 3). A match to the target ranks the sides by the winner, then game points.
 */
export const escobaRating: GameRating = {
  formats: [
    {
      format: { id: 'escoba', name: 'Escoba alone', tables: [2, 3, 4].map((sides) => ({ sides, perSide: 1 })) },
      measuredAt: { gameId: 'escoba', players: 2 },
      levels: escobaLevels,
    },
    {
      format: { id: 'escoba-partners', name: 'Escoba in partnerships', tables: [2, 3].map((perSide) => ({ sides: 2, perSide })) },
      measuredAt: { gameId: 'escoba', players: 4, partnerships: true },
      levels: escobaPartnersLevels,
    },
  ],
  formatOf: (settings) => (settings.partnerships ? 'escoba-partners' : 'escoba'),
};
