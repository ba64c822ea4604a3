import { err, ok, type Result } from './result.js';

/**
 * A card of the 40-card Spanish pack as a small integer `suit * 10 + rankIndex` (0..39).
 * Suits in order oros, copas, espadas, bastos; rank indices 0..9 stand for the printed ranks
 * 1–7, 10 (sota), 11 (caballo), 12 (rey).
 */
export type Card = number;

export const SUITS = ['o', 'c', 'e', 'b'] as const;
export type Suit = (typeof SUITS)[number];
export const RANKS = [1, 2, 3, 4, 5, 6, 7, 10, 11, 12] as const;
export type Rank = (typeof RANKS)[number];

export const CARD_COUNT = 40;
/** All 40 cards in id order: 1o..12o, 1c..12c, 1e..12e, 1b..12b. */
export const ALL_CARDS: readonly Card[] = Array.from({ length: CARD_COUNT }, (_, i) => i);
export const OROS = 0;

export const cardSuitIndex = (card: Card): number => (card / 10) | 0;
export const cardSuit = (card: Card): Suit => SUITS[cardSuitIndex(card)]!;
export const cardRankIndex = (card: Card): number => card % 10;
export const cardRank = (card: Card): Rank => RANKS[card % 10]!;
export const isCard = (x: unknown): x is Card => Number.isInteger(x) && (x as number) >= 0 && (x as number) < CARD_COUNT;
export const makeCardId = (rank: Rank, suit: Suit): Card => SUITS.indexOf(suit) * 10 + RANKS.indexOf(rank);

/** `7o`, `12b`: printed rank then suit letter. */
export function makeCard(card: Card): string {
  return `${cardRank(card)}${cardSuit(card)}`;
}

/** Why a text is not a card; each game's notation errors extend it with their own codes. */
export interface CardNotationError {
  readonly code: 'InvalidCard';
  readonly message: string;
  readonly input: string;
}

const CARD_RE = /^(1[012]|[1-7])([ocebOCEB])$/;

export function parseCard(input: string): Result<Card, CardNotationError> {
  const m = CARD_RE.exec(input);
  if (!m) {
    return err({
      code: 'InvalidCard',
      message: `"${input}" is not a card: write the printed rank (1-7, 10, 11, 12) then the suit (o, c, e, b), e.g. 7o`,
      input,
    });
  }
  return ok(makeCardId(Number(m[1]) as Rank, m[2]!.toLowerCase() as Suit));
}

const SUIT_NAMES_ES: Record<Suit, string> = { o: 'oros', c: 'copas', e: 'espadas', b: 'bastos' };
const SUIT_NAMES_EN: Record<Suit, string> = { o: 'coins', c: 'cups', e: 'swords', b: 'clubs' };
const RANK_NAMES_ES = ['as', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'sota', 'caballo', 'rey'];
const RANK_NAMES_EN = ['ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'jack', 'knight', 'king'];

/** A card's name for people: `7 de oros` / `seven of coins`, `sota de bastos` / `jack of clubs`. */
export function cardName(card: Card, lang: 'es' | 'en' = 'es'): string {
  const r = cardRankIndex(card);
  const s = cardSuit(card);
  if (lang === 'en') return `${RANK_NAMES_EN[r]} of ${SUIT_NAMES_EN[s]}`;
  return r < 7 ? `${RANKS[r]} de ${SUIT_NAMES_ES[s]}` : `${RANK_NAMES_ES[r]} de ${SUIT_NAMES_ES[s]}`;
}

/** Cards sorted by id (oros first, then by rank), as a new array. */
export const sortCards = (cards: readonly Card[]): Card[] => [...cards].sort((a, b) => a - b);
