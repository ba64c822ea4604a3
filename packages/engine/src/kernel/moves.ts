import type { Card } from '@escoba/cards';
import type { Play } from '../notation.js';
import { BIT_HI, BIT_LO } from './tables.js';

/**
 * A kernel move is one non-negative integer below 2^47, exact in a double (store moves in a
 * `Float64Array`):
 *
 * | bits   | meaning                                                       |
 * |--------|---------------------------------------------------------------|
 * | 0–5    | the card played (0..39); for a renuncio claim, the laid card  |
 * | 6      | 1 for a renuncio claim                                        |
 * | 7–26   | taken cards 0..19 (`lo` mask)                                 |
 * | 27–46  | taken cards 20..39 (`hi` mask)                                |
 *
 * A lay has no taken cards. The encoding names cards, not table positions, so the same number means
 * the same play in every position (and in every determinization of one information set).
 */
export type Move = number;

const HI_SHIFT = 134217728; // 2^27

/** Packs a move; `takeLo`/`takeHi` are the 20-bit masks of the taken cards. */
export function encodeMove(card: Card, takeLo: number, takeHi: number, renuncio: boolean): Move {
  return (card | (renuncio ? 64 : 0) | (takeLo << 7)) + takeHi * HI_SHIFT;
}

/** The card played (or claimed, for a renuncio). */
export const moveCard = (m: Move): Card => m & 63;
/** Whether the move is a renuncio claim. */
export const moveIsRenuncio = (m: Move): boolean => (m & 64) !== 0;
/** Taken cards 0..19 as a mask. */
export const moveTakeLo = (m: Move): number => (m >>> 7) & 0xfffff;
/** Taken cards 20..39 as a mask (card `c` is bit `c - 20`). */
export const moveTakeHi = (m: Move): number => (m / HI_SHIFT) >>> 0;
/** Whether the move lays its card on the table (takes nothing). */
export const moveIsLay = (m: Move): boolean => m < 64;

/** The cards of a two-half mask, in id order. */
export function maskToCards(lo: number, hi: number): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < 20; c++) if ((lo >>> c) & 1) out.push(c);
  for (let c = 0; c < 20; c++) if ((hi >>> c) & 1) out.push(c + 20);
  return out;
}

/** The public {@link Play} of a move (taken cards in id order). */
export function moveToPlay(m: Move): Play {
  const take = maskToCards(moveTakeLo(m), moveTakeHi(m));
  return moveIsRenuncio(m) ? { card: moveCard(m), take, renuncio: true } : { card: moveCard(m), take };
}

/** The move of a public {@link Play} (the order of `take` does not matter). */
export function playToMove(play: Play): Move {
  let lo = 0;
  let hi = 0;
  for (const c of play.take) {
    lo |= BIT_LO[c]!;
    hi |= BIT_HI[c]!;
  }
  return encodeMove(play.card, lo, hi, play.renuncio === true);
}

