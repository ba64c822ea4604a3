import { EN } from './en.js';
import { ES } from './es.js';
import { listGames } from './games.js';
import type { Lang, Messages } from './types.js';
// After the catalogue: the games' code uses it (see games.ts).
import { CLI_GAMES } from '../games/catalog.js';

export type { GameMessages, Lang, Messages, Noun } from './types.js';

listGames(() => CLI_GAMES);

/** Whether `x` names a language of the catalogue. */
export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'es';
}

/** The message catalogue of `lang` (a declaration, not a constant: modules the catalog loads call it as they load). */
export function messages(lang: Lang = 'en'): Messages {
  return lang === 'es' ? ES : EN;
}
