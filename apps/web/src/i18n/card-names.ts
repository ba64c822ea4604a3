import { cardName, cardRankIndex, cardSuitIndex, type Card } from '@escoba/cards';
import type { DeckStyle } from '../settings.js';
import type { Lang } from './strings.js';

// Names of the cards as the chosen deck draws them. Suits in the engine's order: oros, copas, espadas, bastos,
// drawn as diamonds, hearts, spades, clubs in the French style (see cards/SuitSymbol.tsx).
//
// Portuguese follows Brazilian Escova tables: the ranks as words ("sete de ouros"), the suits ouros, copas,
// espadas, paus in every deck, and the figures valete, dama, rei — the names Brazilian players give the 8, 9 and 10
// of the pack they play with, also for the Spanish sota and caballo; only the Italian cavallo stays "cavalo".
const RANKS: Record<DeckStyle, Partial<Record<Lang, readonly string[]>>> = {
  spanish: { pt: ['ás', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'valete', 'dama', 'rei'] },
  french: {
    en: ['ace', '2', '3', '4', '5', '6', '7', 'jack', 'queen', 'king'],
    es: ['as', '2', '3', '4', '5', '6', '7', 'jota', 'reina', 'rey'],
    pt: ['ás', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'valete', 'dama', 'rei'],
  },
  italian: {
    en: ['ace', '2', '3', '4', '5', '6', '7', 'jack', 'knight', 'king'],
    es: ['as', '2', '3', '4', '5', '6', '7', 'fante', 'caballo', 'rey'],
    pt: ['ás', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'valete', 'cavalo', 'rei'],
  },
};

const PT_SUITS = ['ouros', 'copas', 'espadas', 'paus'];
const SUITS: Record<DeckStyle, Partial<Record<Lang, readonly string[]>>> = {
  spanish: { pt: PT_SUITS },
  french: { en: ['diamonds', 'hearts', 'spades', 'clubs'], es: ['diamantes', 'corazones', 'picas', 'tréboles'], pt: PT_SUITS },
  italian: { en: ['coins', 'cups', 'swords', 'batons'], es: ['oros', 'copas', 'espadas', 'bastos'], pt: PT_SUITS },
};

/**
 * A card's name for people and screen readers, as the deck style draws it: the engine's Spanish names for the
 * Spanish deck ("7 de oros", "seven of coins"), "7 of diamonds" / "jota de picas" for the French deck, the
 * Italian deck's fante, cavallo and re as "jack", "knight", "king" / "fante", "caballo", "rey", and the Brazilian
 * names in Portuguese ("sete de ouros", "valete de paus").
 */
export function deckCardName(card: Card, lang: Lang, style: DeckStyle): string {
  const ranks = RANKS[style][lang];
  const suits = SUITS[style][lang];
  if (!ranks || !suits) return cardName(card, lang === 'en' ? 'en' : 'es');
  const rank = ranks[cardRankIndex(card)]!;
  const suit = suits[cardSuitIndex(card)]!;
  return lang === 'en' ? `${rank} of ${suit}` : `${rank} de ${suit}`;
}

// A rank on its own, in a sentence ("I have the knight of trumps", a seña), as the deck draws it: the numbers as
// words, the figures from RANKS above; the Spanish deck's figures in English and Spanish are the engine's names
// (`cardName` in @escoba/cards, which keeps them to itself).
const NUMBER_WORDS: Record<Lang, readonly string[]> = {
  en: ['ace', 'two', 'three', 'four', 'five', 'six', 'seven'],
  es: ['as', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete'],
  pt: RANKS.spanish.pt!.slice(0, 7),
};
const SPANISH_FIGURES: Partial<Record<Lang, readonly string[]>> = { en: ['jack', 'knight', 'king'], es: ['sota', 'caballo', 'rey'] };
/** The figures' words that take a feminine article (la sota, a dama). */
const FEMININE = new Set(['sota', 'jota', 'reina', 'dama']);

/** A rank (0–9, the engine's index) as a word, as the deck style draws it: 8 is "knight", "queen" (French), "reina", "dama". */
export function deckRankName(rank: number, lang: Lang, style: DeckStyle): string {
  if (rank < 7) return NUMBER_WORDS[lang][rank]!;
  const figures = style === 'spanish' && lang !== 'pt' ? SPANISH_FIGURES[lang]! : RANKS[style][lang]!.slice(7);
  return figures[rank - 7]!;
}

/** The rank with its article, for a sentence: "the knight", "la reina", "el caballo", "a dama", "o ás". */
export function deckRankWithArticle(rank: number, lang: Lang, style: DeckStyle): string {
  const word = deckRankName(rank, lang, style);
  if (lang === 'en') return `the ${word}`;
  if (lang === 'es') return `${FEMININE.has(word) ? 'la' : 'el'} ${word}`;
  return `${FEMININE.has(word) ? 'a' : 'o'} ${word}`;
}
