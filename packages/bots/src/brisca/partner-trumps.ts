import { CARD_STRENGTH, CARD_SUIT, HAND_STRIDE, type BriscaKernel } from '@escoba/brisca';
import { holdChance } from './tricks.js';

/** Trick strength of the lowest trump a seña names: the sota (the caballo, rey, tres and as are above it). */
const NAMED_STRENGTH = 5;

/**
 * Under the señas convention of the bots that signal (`senas.ts`: every true seña at every turn), a seat knows which
 * of the as, tres, rey, caballo and sota of trumps its partner holds. In a rollout position: the strongest such trump
 * of the partner who plays last to the current trick, when that is not `seat` itself, else -1. Its chance of
 * taking the trick is {@link partnerTrumpHold}.
 */
export function partnerLastTrump(k: BriscaKernel, seat: number): number {
  const n = k.players;
  const last = k.leader === 0 ? n - 1 : k.leader - 1;
  if (last === seat || k.sideOf[last] !== k.sideOf[seat]) return -1;
  let best = -1;
  for (let i = 0; i < k.handLen[last]!; i++) {
    const c = k.hands[last * HAND_STRIDE + i]!;
    if (CARD_SUIT[c] === k.trumpSuit && CARD_STRENGTH[c]! >= NAMED_STRENGTH && (best < 0 || CARD_STRENGTH[c]! > CARD_STRENGTH[best]!)) best = c;
  }
  return best;
}

/**
 * The chance that the partner's known trump `card` takes the trick it plays last to: 1 when no higher trump is still
 * out of the side's hands (counting: every higher trump is played or held by the side), else the untold
 * {@link holdChance}.
 */
export function partnerTrumpHold(k: BriscaKernel, card: number): number {
  const side = k.sideOf[k.turn]!;
  for (let s = 0; s < k.players; s++) {
    if (k.sideOf[s] === side) continue;
    for (let i = 0; i < k.handLen[s]!; i++) if (higherTrump(k, k.hands[s * HAND_STRIDE + i]!, card)) return holdChance(card, k.trumpSuit);
  }
  for (let i = k.next; i < k.size; i++) if (higherTrump(k, k.deck[i]!, card)) return holdChance(card, k.trumpSuit);
  if (k.trumpCard >= 0 && higherTrump(k, k.trumpCard, card)) return holdChance(card, k.trumpSuit);
  return 1;
}

const higherTrump = (k: BriscaKernel, c: number, than: number): boolean => CARD_SUIT[c] === k.trumpSuit && CARD_STRENGTH[c]! > CARD_STRENGTH[than]!;
