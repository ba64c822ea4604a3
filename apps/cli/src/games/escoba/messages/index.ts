import type { Lang } from '../../../messages/index.js';
import { ESCOBA_EN } from './en.js';
import { ESCOBA_ES } from './es.js';
import { ESCOBA_PT } from './pt.js';
import type { EscobaMessages } from './types.js';

export type { EscobaMessages, EscobaPlayMessages } from './types.js';
export { ESCOBA_RULE_TEXTS_ES } from './es-rules.js';
export { ESCOBA_RULE_TEXTS_PT } from './pt-rules.js';

/** Escoba's words in each language. */
export const ESCOBA_MESSAGES: Readonly<Record<Lang, EscobaMessages>> = { en: ESCOBA_EN, es: ESCOBA_ES, pt: ESCOBA_PT };

/** Escoba's words in `lang`. */
export const escobaMessages = (lang: Lang = 'en'): EscobaMessages => ESCOBA_MESSAGES[lang];
