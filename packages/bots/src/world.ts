import { ALL_CARDS, CARD_COUNT, EscobaKernel, makeTable, unwrap, type Card, type HandState, type SeatView } from '@escoba/engine';

/** The cards a seat cannot see: the other seats' hands and the stock (everything played is face up). */
export function unseenCards(view: SeatView): Card[] {
  const seen = new Uint8Array(CARD_COUNT);
  for (const c of view.hand) seen[c] = 1;
  for (const c of view.table) seen[c] = 1;
  for (const pile of view.piles) for (const c of pile) seen[c] = 1;
  return ALL_CARDS.filter((c) => !seen[c]);
}

/**
 * A kernel holding the view's hand with the unseen cards dealt in some fixed order to the other hands
 * (by their sizes) and the stock. Call {@link EscobaKernel.determinize} on a copy to sample a world
 * consistent with everything the seat has seen.
 */
export function kernelFromView(view: SeatView): EscobaKernel {
  if (view.seat === null) throw new Error('a spectator view has no hidden cards of its own to reason from');
  const seat = view.seat;
  const unseen = unseenCards(view);
  const hands: Card[][] = [];
  let next = 0;
  for (let s = 0; s < view.players; s++) {
    if (s === seat) hands.push([...view.hand]);
    else {
      hands.push(unseen.slice(next, next + view.handCounts[s]!));
      next += view.handCounts[s]!;
    }
  }
  const stock = unseen.slice(next);
  if (stock.length !== view.stock) {
    throw new Error(`inconsistent view: ${unseen.length} unseen cards for hands of ${view.handCounts.join('+')} and a stock of ${view.stock}`);
  }
  // Only the undealt part of the deck matters from here on; the dealt part is filled with the other cards.
  const dealt = CARD_COUNT - view.stock;
  const inStock = new Uint8Array(CARD_COUNT);
  for (const c of stock) inStock[c] = 1;
  const deck = [...ALL_CARDS.filter((c) => !inStock[c]), ...stock];
  const hand: HandState = {
    dealer: view.dealer ?? 0,
    deck,
    dealt,
    hands,
    table: [...view.table],
    piles: view.piles.map((p) => [...p]),
    escobas: [...view.escobas],
    turn: view.turn ?? seat,
    lastCapturer: view.lastCapturer,
    playCount: view.plays.length,
    history: { event: { type: 'deal', dealer: view.dealer ?? 0, table: [] }, prev: null },
    renuncio: view.renuncio,
    result: null,
  };
  const setup = unwrap(makeTable(view.players, view.partnerships));
  return new EscobaKernel(view.rules, setup).loadHand(hand);
}
