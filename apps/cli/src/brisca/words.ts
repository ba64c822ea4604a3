import { cardName, cardRankIndex, makeCard, type Card } from '@escoba/brisca';
import type { Lang } from '../narrate.js';

/** The Brisca words of the narration: English, or English with the Spanish terms (triunfo, baza, muestra) and card names (as de oros). */
export interface BriscaWords {
  readonly trump: string;
  readonly trumpCard: string;
  readonly trick: string;
  readonly stock: string;
  readonly points: string;
  readonly draw: string;
  readonly alcalde: string;
  readonly partners: string;
  readonly keeps: string;
  readonly loses: string;
  readonly exchange: (who: string, gave: string, took: string) => string;
  readonly card: (c: Card) => string;
}

const EN: BriscaWords = {
  trump: 'trumps',
  trumpCard: 'trump card',
  trick: 'trick',
  stock: 'stock',
  points: 'points',
  draw: 'a draw',
  alcalde: 'Alcalde',
  partners: 'partners',
  keeps: 'keeps the role',
  loses: 'loses the role',
  exchange: (who, gave, took) => `${who} gives ${gave} for the trump card ${took}`,
  card: (c) => cardName(c, 'en'),
};

// English sentences with the Spanish game terms (glossary of docs/rules.md) and Spanish card names.
const ES: BriscaWords = {
  ...EN,
  trump: 'triunfo',
  trumpCard: 'muestra',
  trick: 'baza',
  stock: 'baceta',
  exchange: (who, gave, took) => `${who} gives ${gave} for the muestra ${took}`,
  // The pack's Spanish names say "1 de oros"; Brisca players say "as".
  card: (c) => (cardRankIndex(c) === 0 ? cardName(c, 'es').replace(/^1 /, 'as ') : cardName(c, 'es')),
};

export const briscaWords = (lang: Lang): BriscaWords => (lang === 'es' ? ES : EN);

/** `7o (seven of coins)`. */
export const namedCard = (c: Card, words: BriscaWords): string => `${makeCard(c)} (${words.card(c)})`;
