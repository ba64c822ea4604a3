import type { Card } from './card.js';
import type { Play } from './notation.js';
import type { Rules } from './rules.js';
import { handEvents, handPlays, legalPlays, type GameState, type HandEvent, type HandResult, type Phase, type RenuncioChance } from './state.js';
import type { Seat, Side } from './table.js';
import { CARD_COUNT } from './card.js';

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

/** Views hold plain JSON data only, so a JSON round trip is a faithful deep copy. */
const clone = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

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
    results: clone(state.results),
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
    plays: h ? clone(handPlays(h)) : [],
    events: h ? clone(handEvents(h)) : [],
    renuncio: h?.renuncio ? clone(h.renuncio) : null,
    handResult: h?.result ? clone(h.result) : null,
    legal: turn !== null && turn === seat ? legalPlays(state) : [],
  };
}
