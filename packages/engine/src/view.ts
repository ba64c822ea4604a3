import { type Card, CARD_COUNT } from '@escoba/cards';
import type { Play } from './notation.js';
import type { Rules } from './rules.js';
import { handEvents, handPlays, legalPlays, type GameState, type HandEvent, type HandResult, type Phase, type RenuncioChance } from './state.js';
import type { Seat, Side } from './table.js';

/**
 * What one seat may know: its own hand, everything face up (table, captured piles, the plays),
 * counts and scores. Never another seat's hand nor the deck order. A spectator (`seat` null) sees no hand.
 */
export interface SeatView {
  readonly seat: Seat | null;
  readonly side: Side | null;
  readonly rules: Rules;
  readonly players: number;
  readonly partnerships: boolean;
  readonly sides: readonly (readonly Seat[])[];
  readonly phase: Phase;
  readonly scores: readonly number[];
  readonly winner: Side | null;
  readonly winReason: GameState['winReason'];
  /** Results of the finished hands. */
  readonly results: readonly HandResult[];
  /** Index of the current (or just finished) hand, -1 before the first deal. */
  readonly handIndex: number;
  readonly dealer: Seat | null;
  readonly nextDealer: Seat | null;
  readonly turn: Seat | null;
  /** This seat's hand; empty for spectators. */
  readonly hand: readonly Card[];
  readonly handCounts: readonly number[];
  readonly table: readonly Card[];
  readonly piles: readonly (readonly Card[])[];
  readonly escobas: readonly number[];
  readonly stock: number;
  readonly lastCapturer: Seat | null;
  readonly plays: readonly Play[];
  readonly events: readonly HandEvent[];
  readonly renuncio: RenuncioChance | null;
  /** The finished hand's result while the next one is not yet dealt. */
  readonly handResult: HandResult | null;
  /** The legal plays when this seat is on turn, else empty. */
  readonly legal: readonly Play[];
}

// Explicit deep copies (a JSON round trip was most of a view's cost): a view shares no object with the state.
const copyPlay = (p: Play): Play => (p.renuncio ? { card: p.card, take: p.take.slice(), renuncio: true } : { card: p.card, take: p.take.slice() });

function copyEvent(e: HandEvent): HandEvent {
  switch (e.type) {
    case 'deal':
      return { type: 'deal', dealer: e.dealer, table: e.table.slice() };
    case 'dealEscoba':
      return { type: 'dealEscoba', seat: e.seat, cards: e.cards.slice(), escobas: e.escobas };
    case 'redeal':
      return { type: 'redeal', stock: e.stock };
    case 'play':
      return { type: 'play', seat: e.seat, card: e.card, take: e.take.slice(), escoba: e.escoba };
    case 'renuncio':
      return { type: 'renuncio', seat: e.seat, from: e.from, card: e.card, take: e.take.slice() };
    case 'end':
      return { type: 'end', leftover: e.leftover.slice(), to: e.to };
  }
}

const copyResult = (r: HandResult): HandResult => ({
  points: r.points.slice(),
  breakdown: r.breakdown.map((b) => ({ ...b })),
  captured: r.captured.slice(),
  escobas: r.escobas.slice(),
  coins: r.coins.slice(),
  sevens: r.sevens.slice(),
  prime: r.prime.map((p) => (p ? p.slice() : null)),
  primiera: r.primiera.slice(),
  dealer: r.dealer,
  leftover: r.leftover.slice(),
  leftoverTo: r.leftoverTo,
});

const copyRenuncio = (r: RenuncioChance): RenuncioChance => ({ from: r.from, card: r.card, sets: r.sets.map((x) => x.slice()) });

export function seatView(state: GameState, seat: Seat | null): SeatView {
  const n = state.setup.players;
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < n)) {
    throw new RangeError(`seat must be 0..${n - 1} or null for a spectator, got ${seat}`);
  }
  const h = state.hand;
  const turn = state.phase === 'play' && h ? h.turn : null;
  // Deep copies: a view shares no array with the state, so nothing reached through it leads back to hidden cards.
  return {
    seat,
    side: seat === null ? null : state.setup.sideOf[seat]!,
    rules: { ...state.rules },
    players: n,
    partnerships: state.setup.partnerships,
    sides: state.setup.sides.map((s) => [...s]),
    phase: state.phase,
    scores: [...state.scores],
    winner: state.winner,
    winReason: state.winReason,
    results: state.results.map(copyResult),
    handIndex: h ? state.results.length - (h.result ? 1 : 0) : -1,
    dealer: h ? h.dealer : null,
    nextDealer: state.nextDealer,
    turn,
    hand: h && seat !== null ? [...h.hands[seat]!] : [],
    handCounts: h ? h.hands.map((x) => x.length) : new Array<number>(n).fill(0),
    table: h ? [...h.table] : [],
    piles: h ? h.piles.map((p) => [...p]) : Array.from({ length: n }, () => []),
    escobas: h ? [...h.escobas] : new Array<number>(n).fill(0),
    stock: h ? CARD_COUNT - h.dealt : 0,
    lastCapturer: h ? h.lastCapturer : null,
    plays: h ? handPlays(h).map(copyPlay) : [],
    events: h ? handEvents(h).map(copyEvent) : [],
    renuncio: h?.renuncio ? copyRenuncio(h.renuncio) : null,
    handResult: h?.result ? copyResult(h.result) : null,
    legal: turn !== null && turn === seat ? legalPlays(state) : [],
  };
}
