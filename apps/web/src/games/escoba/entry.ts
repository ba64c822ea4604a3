import type { WebGameEntry } from '../types.js';

/** Escoba in the catalog (its saved game's key is the one it always had); the rest comes with `module.tsx`. */
export const escoba: WebGameEntry<'escoba'> = {
  id: 'escoba',
  gameId: 'escoba',
  name: 'game.escoba',
  help: 'game.escoba.help',
  savedGameKey: 'escoba.game.v1',
  // The seven of coins, the card every Escoba player wants.
  emblem: 6,
  profile: {
    stats: { escobasPerHand: 'profile.escobasPerHand', pointsPerHand: 'profile.pointsPerHand' },
    formats: { escoba: 'format.escoba', 'escoba-partners': 'format.escoba-partners' },
  },
  load: () => import('./module.js').then((m) => m.escobaModule),
  rules: () => import('./rules/EscobaRules.js').then((m) => m.escobaRules),
  guide: () => import('./guide/lesson.js').then((m) => m.escobaLesson),
};
