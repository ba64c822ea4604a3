import { makeCard, type Card } from '@escoba/brisca';
import type { Lang } from '../../messages/index.js';
import { briscaMessages, type BriscaWords } from './messages/index.js';

export type { BriscaWords } from './messages/index.js';

/** The Brisca words of the narration in `lang`. */
export const briscaWords = (lang: Lang): BriscaWords => briscaMessages(lang).words;

/** `7o (seven of coins)`. */
export const namedCard = (c: Card, words: BriscaWords): string => `${makeCard(c)} (${words.card(c)})`;
