import { EN } from './en.js';
import { ES } from './es.js';
import type { Lang, Messages } from './types.js';

export type { GameMessages, Lang, Messages, Noun } from './types.js';

/** Whether `x` names a language of the catalogue. */
export const isLang = (x: unknown): x is Lang => x === 'en' || x === 'es';

/** The message catalogue of `lang`. */
export const messages = (lang: Lang = 'en'): Messages => (lang === 'es' ? ES : EN);
