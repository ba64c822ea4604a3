import { EN } from './en.js';
import { ES } from './es.js';
import { PT } from './pt.js';
import type { Lang, Messages } from './types.js';

/** Every language's catalogue. */
export const CATALOGUES: Readonly<Record<Lang, Messages>> = { en: EN, es: ES, pt: PT };

export type { GameMessages, Lang, Messages, Noun } from './types.js';

/** Whether `x` names a language of the catalogue. */
export const isLang = (x: unknown): x is Lang => x === 'en' || x === 'es' || x === 'pt';

/** The message catalogue of `lang`. */
export const messages = (lang: Lang = 'en'): Messages => CATALOGUES[lang];
