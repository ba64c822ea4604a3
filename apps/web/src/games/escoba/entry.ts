import { SAVED_GAME_KEY } from '../../game/saved-game.js';
import type { WebGameEntry } from '../types.js';

/** Escoba in the catalog (its key is the one it always had); the rest comes with `module.tsx`. */
export const escoba: WebGameEntry<'escoba'> = {
  id: 'escoba',
  gameId: 'escoba',
  name: 'game.escoba',
  help: 'game.escoba.help',
  savedGameKey: SAVED_GAME_KEY,
  load: () => import('./module.js').then((m) => m.escobaModule),
};
