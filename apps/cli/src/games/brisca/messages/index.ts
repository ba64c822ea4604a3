import type { Lang } from '../../../messages/index.js';
import { BRISCA_EN } from './en.js';
import { BRISCA_ES } from './es.js';
import { BRISCA_PT } from './pt.js';
import type { BriscaMessages } from './types.js';

export type { BriscaMessages, BriscaPlayMessages, BriscaWords } from './types.js';
export { BRISCA_RULE_TEXTS_ES } from './es-rules.js';
export { BRISCA_RULE_TEXTS_PT } from './pt-rules.js';

/** Brisca's (and the Alcalde games') words in each language. */
export const BRISCA_MESSAGES: Readonly<Record<Lang, BriscaMessages>> = { en: BRISCA_EN, es: BRISCA_ES, pt: BRISCA_PT };

/** Brisca's words in `lang`. */
export const briscaMessages = (lang: Lang = 'en'): BriscaMessages => BRISCA_MESSAGES[lang];
