import { cardName, cardRankIndex, cardSuitIndex, type Card } from '@escoba/engine';
import type { DeckStyle } from '../settings.js';
import type { Lang } from './strings.js';

// Names of the cards as the chosen deck draws them. Suits in the engine's order: oros, copas, espadas, bastos,
// drawn as diamonds, hearts, spades, clubs in the French style (see cards/SuitSymbol.tsx).
const RANKS: Record<Exclude<DeckStyle, 'spanish'>, Record<Lang, readonly string[]>> = {
  french: {
    en: ['ace', '2', '3', '4', '5', '6', '7', 'jack', 'queen', 'king'],
    es: ['as', '2', '3', '4', '5', '6', '7', 'jota', 'reina', 'rey'],
  },
  italian: {
    en: ['ace', '2', '3', '4', '5', '6', '7', 'jack', 'knight', 'king'],
    es: ['as', '2', '3', '4', '5', '6', '7', 'fante', 'caballo', 'rey'],
  },
};

const SUITS: Record<Exclude<DeckStyle, 'spanish'>, Record<Lang, readonly string[]>> = {
  french: { en: ['diamonds', 'hearts', 'spades', 'clubs'], es: ['diamantes', 'corazones', 'picas', 'tréboles'] },
  italian: { en: ['coins', 'cups', 'swords', 'batons'], es: ['oros', 'copas', 'espadas', 'bastos'] },
};

/**
 * A card's name for people and screen readers, as the deck style draws it: the engine's Spanish names for the
 * Spanish deck ("7 de oros", "seven of coins"), "7 of diamonds" / "jota de picas" for the French deck, and the
 * Italian deck's fante, cavallo and re as "jack", "knight", "king" / "fante", "caballo", "rey".
 */
export function deckCardName(card: Card, lang: Lang, style: DeckStyle): string {
  if (style === 'spanish') return cardName(card, lang);
  const rank = RANKS[style][lang][cardRankIndex(card)]!;
  const suit = SUITS[style][lang][cardSuitIndex(card)]!;
  return lang === 'en' ? `${rank} of ${suit}` : `${rank} de ${suit}`;
}
