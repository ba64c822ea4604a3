import type { Card } from '@escoba/brisca';
import type { I18n } from '../../i18n/translator.js';

/** The suit's name as the deck and language name it ("oros", "coins", "diamonds"): the suit part of its as's name. */
export function suitName(i18n: I18n, suit: number): string {
  const name = i18n.card(suit * 10);
  const of = i18n.lang === 'en' ? ' of ' : ' de ';
  return name.slice(name.lastIndexOf(of) + of.length);
}

export const suitOf = (card: Card): number => (card / 10) | 0;
