import { beats, CARD_POINTS, CARD_STRENGTH, CARD_SUIT, playOf, trickPoints, trickWinnerIndex, type BriscaAction, type BriscaView } from '@escoba/brisca';
import { assertOnTurn, type BriscaBot, type BriscaBotConfig } from './bot.js';
import { Knowledge } from './knowledge.js';
import { holdChance, spendCost, TrickScorer } from './tricks.js';

/** A trick worth at least this many points is taken with a trump ("fallar" only for an as or a three). */
export const TRUMP_FOR = 10;
/** Late in the hand (stock at most this) a trump also takes a trick worth a figure or more. */
export const LATE_STOCK = 6;

/**
 * The medium level: the rules of thumb of a club player, with card counting from its view.
 * - Exchange the 7 (or 2) of trumps for the trump card whenever the rules allow.
 * - Last to play and the trick is lost: take it with a higher card of the suit led when it holds points; take it
 *   with the cheapest trump only when it is worth {@link TRUMP_FOR} points (late in the hand: any figure), else
 *   throw the least valuable card ("save the trumps").
 * - Partner winning and no opponent after can beat the partner's card (counted from the cards seen): load points
 *   on the trick ("cargar"), the richest non-trump card.
 * - Leading: a counted winner carrying points when the opponents can no longer hold a trump; otherwise the least
 *   valuable card, never a 3 whose as is still out ("no salir con el tres").
 * - Anywhere else (and the Alcalde's two-card plays): the greedy trick value, with counting deciding whether a
 *   winning card is safe.
 */
export function mediumBot(config: BriscaBotConfig = {}): BriscaBot {
  void config;
  return {
    level: 'medium',
    choose(view: BriscaView): BriscaAction {
      assertOnTurn(view);
      const exchange = view.legal.find((a) => a.type === 'exchange');
      if (exchange) return exchange;
      const k = new Knowledge(view);
      const pairs = view.legal[0]!.type === 'play' && view.legal[0]!.cards.length === 2;
      if (!pairs) {
        const card = ruleOfThumb(k, view);
        if (card !== null) return playOf(card);
      }
      return countedGreedy(k, view);
    },
  };
}

/** The least valuable card to throw: no trumps while there is another, then fewest points, then weakest. */
export function cheapest(hand: readonly number[], trump: number): number {
  let best = hand[0]!;
  const key = (c: number) => (CARD_SUIT[c] === trump ? 100 + CARD_STRENGTH[c]! : CARD_POINTS[c]! * 10 + CARD_STRENGTH[c]!);
  for (const c of hand) if (key(c) < key(best)) best = c;
  return best;
}

function ruleOfThumb(k: Knowledge, view: BriscaView): number | null {
  const hand = view.hand;
  const trump = k.trump;
  const trick = view.trickCards;
  const opponentsAfter = k.after.filter((s) => !k.isPartner(s)).length;
  if (trick.length === 0) return lead(k, view);
  const w = trickWinnerIndex(trick, trick.length, trump);
  const best = trick[w]!;
  const partnerWinning = k.isPartner(view.trickSeats[w]!);
  const pts = trickPoints(trick, trick.length);
  if (partnerWinning && !k.opponentCanBeat(best)) {
    // Load points on a trick the partner has won for sure.
    let load = -1;
    for (const c of hand) if (CARD_SUIT[c] !== trump && (load < 0 || CARD_POINTS[c]! > CARD_POINTS[load]!)) load = c;
    return load >= 0 && CARD_POINTS[load]! > 0 ? load : cheapest(hand, trump);
  }
  if (opponentsAfter > 0 || partnerWinning) return null;
  // Last of our side to play, an opponent winning.
  let sameSuit = -1;
  let trumpWin = -1;
  for (const c of hand) {
    if (!beats(c, best, trump)) continue;
    if (CARD_SUIT[c] === CARD_SUIT[best] && CARD_SUIT[c] !== trump) {
      if (sameSuit < 0 || CARD_POINTS[c]! > CARD_POINTS[sameSuit]! || (CARD_POINTS[c] === CARD_POINTS[sameSuit] && CARD_STRENGTH[c]! < CARD_STRENGTH[sameSuit]!)) sameSuit = c;
    } else if (trumpWin < 0 || spendCost(c, trump) < spendCost(trumpWin, trump)) trumpWin = c;
  }
  if (sameSuit >= 0 && pts + CARD_POINTS[sameSuit]! > 0) return sameSuit;
  const threshold = view.stock <= LATE_STOCK ? 2 : TRUMP_FOR;
  if (trumpWin >= 0 && pts >= threshold) return trumpWin;
  if (sameSuit >= 0) return sameSuit;
  return cheapest(hand, trump);
}

function lead(k: Knowledge, view: BriscaView): number | null {
  const hand = view.hand;
  const trump = k.trump;
  if (!k.opponentsMayHoldTrump()) {
    // Trumps are out: cash a counted winner with points.
    let cash = -1;
    for (const c of hand) if (CARD_POINTS[c]! > 0 && k.isTopOfSuit(c, hand) && (cash < 0 || CARD_POINTS[c]! > CARD_POINTS[cash]!)) cash = c;
    if (cash >= 0) return cash;
  }
  const safe = hand.filter((c) => !(CARD_SUIT[c] !== trump && c % 10 === 2 && k.unseen[CARD_SUIT[c]! * 10] === 1));
  return cheapest(safe.length > 0 ? safe : hand, trump);
}

/** The greedy trick value where counting says whether a card of our side that is winning can still be beaten. */
function countedGreedy(k: Knowledge, view: BriscaView): BriscaAction {
  const s = new TrickScorer();
  const side = k.sideOf[k.seat];
  s.trump = k.trump;
  s.len = view.trickCards.length;
  view.trickCards.forEach((c, i) => {
    s.cards[i] = c;
    s.mine[i] = k.sideOf[view.trickSeats[i]!] === side ? 1 : 0;
  });
  for (const x of k.after) {
    if (k.isPartner(x)) s.partnersAfter++;
    else s.opponentsAfter++;
  }
  const hold = (card: number, trump: number) => (k.opponentCanBeat(card) ? holdChance(card, trump) : 1);
  let best = view.legal[0]!;
  let bestScore = -Infinity;
  for (const a of view.legal) {
    if (a.type !== 'play') continue;
    const v = s.score(a.cards[0]!, a.cards.length > 1 ? a.cards[1]! : -1, hold);
    if (v > bestScore) {
      bestScore = v;
      best = a;
    }
  }
  return best;
}
