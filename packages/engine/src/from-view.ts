import { ALL_CARDS, CARD_COUNT, unwrap, type Card, type Rng } from '@escoba/cards';
import { EscobaKernel } from './kernel/kernel.js';
import type { GameState, HandState, History } from './state.js';
import { makeTable } from './table.js';
import type { SeatView } from './view.js';

/**
 * Positions rebuilt from what one seat sees: the one place where the cards hidden from a seat are filled
 * in, for search bots (a kernel to determinize) and for {@link sampleState} (a full public state).
 */

/** The cards a seat cannot see: the other seats' hands and the stock (everything played is face up). */
export function unseenCards(view: SeatView): Card[] {
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of view.hand) seen[c] = 1;
  for (const c of view.table) seen[c] = 1;
  for (const pile of view.piles) for (const c of pile) seen[c] = 1;
  return ALL_CARDS.filter((c) => !seen[c]);
}

/** Where a seat knows the cards are: its own hand (null seat: none), every hand's size and the stock's. */
export interface SeatKnowledge {
  readonly seat: number | null;
  readonly hand: readonly Card[];
  readonly handCounts: readonly number[];
  readonly stock: number;
}

/**
 * The hands and deck of a position a seat knows, with `unseen` (the cards it cannot see, in the order to deal
 * them) dealt to the other hands by their sizes, seat by seat, then to the stock. Only the undealt part of the
 * deck matters from here on; the dealt part is filled with the other cards in id order.
 */
export function fillHidden(known: SeatKnowledge, unseen: readonly Card[]): { hands: Card[][]; deck: Card[] } {
  const hands: Card[][] = [];
  let next = 0;
  for (let s = 0; s < known.handCounts.length; s++) {
    if (s === known.seat) hands.push([...known.hand]);
    else {
      hands.push(unseen.slice(next, next + known.handCounts[s]!));
      next += known.handCounts[s]!;
    }
  }
  const stock = unseen.slice(next);
  if (stock.length !== known.stock) {
    throw new Error(`inconsistent view: ${unseen.length} unseen cards for hands of ${known.handCounts.join('+')} and a stock of ${known.stock}`);
  }
  const inStock = new Uint8Array(CARD_COUNT);
  for (const c of stock) inStock[c] = 1;
  return { hands, deck: [...ALL_CARDS.filter((c) => !inStock[c]), ...stock] };
}

/** The view's current hand with `unseen` (its {@link unseenCards} in some order) dealt as {@link fillHidden} does. */
function handFromView(view: SeatView, unseen: readonly Card[]): HandState {
  const { hands, deck } = fillHidden(view, unseen);
  let history: History | null = null;
  for (const event of view.events) history = { event, prev: history };
  const dealer = view.dealer ?? 0;
  return {
    dealer,
    deck,
    dealt: CARD_COUNT - view.stock,
    hands,
    table: [...view.table],
    piles: view.piles.map((p) => [...p]),
    escobas: [...view.escobas],
    turn: view.turn ?? view.seat ?? 0,
    lastCapturer: view.lastCapturer,
    playCount: view.plays.length,
    history: history ?? { event: { type: 'deal', dealer, table: [] }, prev: null },
    renuncio: view.renuncio,
    result: view.handResult,
  };
}

/**
 * A kernel holding the view's hand with the unseen cards dealt in id order to the other hands (by their
 * sizes) and the stock. Call {@link EscobaKernel.determinize} on a copy to sample a world consistent with
 * everything the seat has seen.
 */
export function kernelFromView(view: SeatView): EscobaKernel {
  if (view.seat === null) throw new Error('a spectator view has no hidden cards of its own to reason from');
  const setup = unwrap(makeTable(view.players, view.partnerships));
  return new EscobaKernel(view.rules, setup).loadHand(handFromView(view, unseenCards(view)));
}

/**
 * A full game state consistent with everything `view` shows: the cards it cannot see are dealt uniformly
 * at random (from `rng`) to the other hands and the stock. Seeing the result from the same seat gives the
 * same view back. Past hands' decks are unknown, so the state's `log` is empty (a record made from it
 * holds the current hand only).
 */
export function sampleState(view: SeatView, rng: Rng): GameState {
  const setup = unwrap(makeTable(view.players, view.partnerships));
  let hand: HandState | null = null;
  if (view.handIndex >= 0) {
    const unseen = unseenCards(view);
    for (let i = unseen.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = unseen[i]!;
      unseen[i] = unseen[j]!;
      unseen[j] = t;
    }
    hand = handFromView(view, unseen);
  }
  return {
    rules: { ...view.rules },
    setup,
    phase: view.phase,
    scores: [...view.scores],
    results: [...view.results],
    nextDealer: view.nextDealer,
    hand,
    winner: view.winner,
    winReason: view.winReason,
    log: [],
  };
}
