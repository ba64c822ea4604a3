import { cardRankIndex, type Card } from './card.js';

/** One round of the draw for the first dealer: the seats that drew and the card each drew, in draw order. */
export interface DrawRound {
  readonly seats: readonly number[];
  readonly cards: readonly Card[];
}

export interface DealerDraw {
  readonly rounds: readonly DrawRound[];
  /** The seat that drew the highest card, alone, in the last round. */
  readonly dealer: number;
}

/**
 * The draw for the first dealer (seed 003: "Each player draws one card, being the dealer the player who drawn the
 * highest one"): every seat in seat order takes the next card of `deck`; the seats tied for the highest card draw
 * again from the cards that follow, until one is highest. `rank` orders the cards (default: the rank's place in
 * 1–7, sota, caballo, rey, so the rey is highest and the as lowest). With more seats than the deck can settle, the earliest tied
 * seat deals.
 */
export function drawForDealer(deck: readonly Card[], seats: number, rank: (card: Card) => number = cardRankIndex): DealerDraw {
  if (!Number.isInteger(seats) || seats < 1) throw new RangeError(`a draw needs at least one seat, not ${seats}`);
  const rounds: DrawRound[] = [];
  let drawing = Array.from({ length: seats }, (_, i) => i);
  let next = 0;
  while (drawing.length > 1 && next + drawing.length <= deck.length) {
    const cards = drawing.map((_, i) => deck[next + i]!);
    next += drawing.length;
    rounds.push({ seats: drawing, cards });
    const best = Math.max(...cards.map(rank));
    drawing = drawing.filter((_, i) => rank(cards[i]!) === best);
  }
  return { rounds, dealer: drawing[0]! };
}
