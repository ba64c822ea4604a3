import { makeCard, type Card } from '@escoba/brisca';
import { messages, type BriscaMessages, type Lang } from '../../messages/index.js';

/** The Brisca words of the narration, from the message catalogue of `lang`. */
export type BriscaWords = BriscaMessages;

export const briscaWords = (lang: Lang): BriscaWords => messages(lang).brisca;

/** `7o (seven of coins)`. */
export const namedCard = (c: Card, words: BriscaWords): string => `${makeCard(c)} (${words.card(c)})`;
