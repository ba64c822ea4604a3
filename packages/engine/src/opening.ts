import type { DealEscobasRule } from './rules.js';

/** What happens to an opening table that stays where it was dealt. */
export const OPENING_STAYS = -1;

/**
 * What the four opening table cards (capture values `a..d`) do under `rule`: {@link OPENING_STAYS}, or
 * the number of escobas their taker scores (0 under `dealerNoEscoba`, 004's "taken by the dealer and
 * added to his scoring pile", no point). Shared by the public engine and the kernel.
 */
export function openingTake(rule: DealEscobasRule, a: number, b: number, c: number, d: number): number {
  const total = a + b + c + d;
  switch (rule) {
    case 'none':
      return OPENING_STAYS;
    case 'dealerNoEscoba':
      return total === 15 ? 0 : OPENING_STAYS;
    case 'dealerGroups':
      // Four cards worth 30 split into two groups of 15 exactly when a pair does (no card is worth 15,
      // so no single card or triple can); one of the two pairs holds the first card.
      if (total === 30) return a + b === 15 || a + c === 15 || a + d === 15 ? 2 : OPENING_STAYS;
      return total === 15 ? 1 : OPENING_STAYS;
    case 'dealer':
    case 'mano':
      return total === 15 ? 1 : total === 30 ? 2 : OPENING_STAYS;
  }
}

/** Whether the mano (seat `dealer + 1`) rather than the dealer takes the opening table. */
export const manoTakesOpening = (rule: DealEscobasRule): boolean => rule === 'mano';
