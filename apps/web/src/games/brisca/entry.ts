import type { WebGameEntry } from '../types.js';

/**
 * Brisca and the two Alcalde games in the catalog: one engine (`@escoba/brisca`), one folder and one chunk, but
 * chosen separately (the rules differ enough — three players, an Alcalde, no match end — that people look for
 * them by name), each with its own saved game. An Alcalde table is a Brisca table with an Alcalde preset.
 */
/** Whether resolved rules are one of the Alcalde games' (their presets are `alcalde` and `alcalde-variation`). */
const isAlcaldeRules = (rules: unknown): boolean => typeof rules === 'object' && rules !== null && String((rules as { preset?: unknown }).preset).startsWith('alcalde');

export const brisca: WebGameEntry<'brisca'> = {
  id: 'brisca',
  gameId: 'brisca',
  name: 'game.brisca',
  help: 'game.brisca.help',
  savedGameKey: 'escoba.game.brisca.v1',
  // The ace of swords: an ace is Brisca's best card.
  emblem: 20,
  isTableOf: (rules) => !isAlcaldeRules(rules),
  profile: { stats: { cardPointsPerHand: 'profile.cardPointsPerHand' }, formats: { brisca: 'format.brisca', 'brisca-pairs': 'format.brisca-pairs' } },
  load: () => import('./module.js').then((m) => m.briscaModule),
  rules: () => import('./rules/BriscaRules.js').then((m) => m.briscaRules),
  guide: () => import('./guide/brisca-lesson.js').then((m) => m.briscaLesson),
};

export const alcalde: WebGameEntry<'alcalde'> = {
  id: 'alcalde',
  gameId: 'brisca',
  name: 'game.alcalde',
  help: 'game.alcalde.help',
  savedGameKey: 'escoba.game.alcalde.v1',
  // A king, for the Alcalde (the mayor).
  emblem: 39,
  isTableOf: isAlcaldeRules,
  profile: { stats: { keptAsAlcalde: 'profile.keptAsAlcalde', wonAgainstAlcalde: 'profile.wonAgainstAlcalde' }, formats: { alcalde: 'format.alcalde' } },
  load: () => import('./module.js').then((m) => m.alcaldeModule),
  rules: () => import('./rules/AlcaldeRules.js').then((m) => m.alcaldeRules),
  guide: () => import('./guide/alcalde-lesson.js').then((m) => m.alcaldeLesson),
};
