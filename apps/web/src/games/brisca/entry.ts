import type { WebGameEntry } from '../types.js';

/**
 * Brisca and the two Alcalde games in the catalog: one engine (`@escoba/brisca`), one folder and one chunk, but
 * chosen separately (the rules differ enough — three players, an Alcalde, no match end — that people look for
 * them by name), each with its own saved game. An Alcalde table is a Brisca table with an Alcalde preset.
 */
export const brisca: WebGameEntry<'brisca'> = {
  id: 'brisca',
  gameId: 'brisca',
  name: 'game.brisca',
  help: 'game.brisca.help',
  savedGameKey: 'escoba.game.brisca.v1',
  load: () => import('./module.js').then((m) => m.briscaModule),
  guide: () => import('./guide/brisca-lesson.js').then((m) => m.briscaLesson),
};

export const alcalde: WebGameEntry<'alcalde'> = {
  id: 'alcalde',
  gameId: 'brisca',
  name: 'game.alcalde',
  help: 'game.alcalde.help',
  savedGameKey: 'escoba.game.alcalde.v1',
  load: () => import('./module.js').then((m) => m.alcaldeModule),
  guide: () => import('./guide/alcalde-lesson.js').then((m) => m.alcaldeLesson),
};
