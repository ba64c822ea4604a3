import { ALL_CARDS, CARD_COUNT, isCard, makeCard, parseCard, type Card } from './card.js';
import { err, ok, type Result } from './result.js';
import type { Rng } from './rng.js';

/** A new array with the cards in Fisher–Yates order drawn from `rng` (index 0 is the top of the deck). */
export function shuffle<T>(items: readonly T[], rng: Rng): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** A shuffled 40-card deck. */
export const shuffledDeck = (rng: Rng): Card[] => shuffle(ALL_CARDS, rng);

export interface DeckError {
  readonly code: 'BadDeck';
  readonly message: string;
  /** Index in the deck of the bad entry, when there is one. */
  readonly index?: number;
}

/** Checks that `deck` holds each of the 40 cards exactly once; accepts card ids or notation strings. */
export function parseDeck(deck: unknown): Result<Card[], DeckError> {
  return parseCardList(deck, CARD_COUNT);
}

/**
 * Checks that `deck` holds `size` distinct cards (ids or notation strings), for games whose pack is not the
 * full 40 (3-player Brisca leaves one card out); which cards are allowed is the caller's check.
 */
export function parseCardList(deck: unknown, size: number): Result<Card[], DeckError> {
  if (!Array.isArray(deck)) return err({ code: 'BadDeck', message: `deck must be an array of ${size} cards` });
  if (deck.length !== size) return err({ code: 'BadDeck', message: `deck has ${deck.length} cards, expected ${size}` });
  const out: Card[] = new Array<Card>(size);
  // Cards seen so far as two 20-bit masks (a 40-bit mask does not fit JavaScript's 32-bit bit operations).
  let seenLow = 0;
  let seenHigh = 0;
  for (let i = 0; i < deck.length; i++) {
    const entry: unknown = deck[i];
    let card: Card;
    if (typeof entry === 'string') {
      const parsed = parseCard(entry);
      if (!parsed.ok) return err({ code: 'BadDeck', index: i, message: `deck card ${i}: ${parsed.error.message}` });
      card = parsed.value;
    } else if (isCard(entry)) {
      card = entry;
    } else {
      return err({ code: 'BadDeck', index: i, message: `deck card ${i}: ${JSON.stringify(entry)} is not a card` });
    }
    const bit = 1 << card % 20;
    if ((card < 20 ? seenLow : seenHigh) & bit) {
      return err({ code: 'BadDeck', index: i, message: `deck card ${i}: ${makeCard(card)} appears twice (first at ${out.indexOf(card)})` });
    }
    if (card < 20) seenLow |= bit;
    else seenHigh |= bit;
    out[i] = card;
  }
  return ok(out);
}
