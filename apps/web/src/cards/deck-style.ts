import { cardRankIndex, cardSuitIndex, type Card } from '@escoba/cards';
import type { DeckStyle } from '../settings.js';

/** What is printed in a card's corner: the Spanish pack prints 10/11/12 on the figures, worth 8/9/10. */
const RANK_LABELS: Record<DeckStyle, readonly string[]> = {
  spanish: ['1', '2', '3', '4', '5', '6', '7', '10', '11', '12'],
  italian: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
  french: ['A', '2', '3', '4', '5', '6', '7', 'J', 'Q', 'K'],
};

/** The letter on a figure: sota/caballo/rey, fante/cavallo/re, jack/queen/king. */
const FIGURE_LETTERS: Record<DeckStyle, readonly string[]> = {
  spanish: ['S', 'C', 'R'],
  italian: ['F', 'C', 'R'],
  french: ['J', 'Q', 'K'],
};

/** Suit colours per style, in suit order oros/coins, copas/cups, espadas/swords, bastos/clubs. */
const SUIT_COLOURS: Record<DeckStyle, readonly string[]> = {
  spanish: ['#b8860b', '#b3261e', '#1f5fa8', '#2e7d32'],
  italian: ['#a8770a', '#a52a2a', '#2b4c8c', '#5d4037'],
  french: ['#c62828', '#c62828', '#1a1a1a', '#1a1a1a'],
};

export const rankLabel = (style: DeckStyle, card: Card): string => RANK_LABELS[style][cardRankIndex(card)]!;
export const isFigure = (card: Card): boolean => cardRankIndex(card) >= 7;
export const figureLetter = (style: DeckStyle, card: Card): string => FIGURE_LETTERS[style][cardRankIndex(card) - 7] ?? '';
export const suitColour = (style: DeckStyle, card: Card): string => SUIT_COLOURS[style][cardSuitIndex(card)]!;
