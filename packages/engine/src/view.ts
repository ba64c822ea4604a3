import { type Card, CARD_COUNT } from '@escoba/cards';
import type { Play } from './notation.js';
import type { Rules } from './rules.js';
import { handEvents, handPlays, legalPlays, playOfEvent, type GameState, type HandEvent, type HandResult, type History, type Phase, type RenuncioChance } from './state.js';
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
  const h = state.hand;
  return viewWith(state, seat, {
    results: state.results.map(copyResult),
    plays: h ? handPlays(h).map(copyPlay) : [],
    events: h ? handEvents(h).map(copyEvent) : [],
  });
}

/** The parts of a view that grow through the game: the finished hands' results, the hand's plays and its events. */
interface Grown<R, P, E> {
  readonly results: R;
  readonly plays: P;
  readonly events: E;
}

type ViewWith<R, P, E> = Omit<SeatView, keyof Grown<unknown, unknown, unknown>> & Grown<R, P, E>;

/** A seat's view with its grown parts given: the one list of a view's fields, for the view and for its text. */
function viewWith<R, P, E>(state: GameState, seat: Seat | null, grown: Grown<R, P, E>): ViewWith<R, P, E> {
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
    results: grown.results,
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
    plays: grown.plays,
    events: grown.events,
    renuncio: h?.renuncio ? copyRenuncio(h.renuncio) : null,
    handResult: h?.result ? copyResult(h.result) : null,
    legal: turn !== null && turn === seat ? legalPlays(state) : [],
  };
}

// A view's text (cpu21): the grown parts are most of a view's JSON, and a server writes a view for every seat at
// every move. Their text is kept with the state they come from (the history is a persistent list, a hand's results
// an array never changed), so each move writes only its own event; the rest of the view is written as it is.

/** Stand-ins for the grown parts in the text of the rest of the view; a view holds no text of its own (cards, seats, rules). */
const MARKS: Grown<string, string, string> = { results: '\u0000results', plays: '\u0000plays', events: '\u0000events' };
const MARK_TEXTS = { results: JSON.stringify(MARKS.results), plays: JSON.stringify(MARKS.plays), events: JSON.stringify(MARKS.events) };

/** The text of a hand's plays and events up to a node of its history: each array's elements, without brackets. */
interface HistoryText {
  readonly plays: string;
  readonly events: string;
}
const NO_HISTORY: HistoryText = { plays: '', events: '' };
const historyTexts = new WeakMap<History, HistoryText>();
const resultsTexts = new WeakMap<readonly HandResult[], string>();

/**
 * `elements` with `next` after a comma, as one flat string: an array's `join` writes a new sequential string, where `+`
 * would make a rope one link longer at every move, and every text the view goes into (one per seat and move) would
 * then walk the whole rope again when it is measured and written into its frame (`Buffer.byteLength` flattens it:
 * 7 % of the server's CPU in cpu22's profile). The copy made here is the same size, once per move instead of per text.
 */
const joined = (elements: string, next: string): string => (elements === '' ? next : [elements, next].join(','));

/**
 * The text of the history up to `node`, from the newest node before it whose text is known (usually the previous
 * move's). Only the newest node of a hand keeps its text: the one before it is forgotten, so a hand's memory holds
 * one copy of its history's text, not one per move.
 */
function historyText(node: History | null): HistoryText {
  if (node === null) return NO_HISTORY;
  const known = historyTexts.get(node);
  if (known) return known;
  const unwritten: History[] = [];
  let text = NO_HISTORY;
  for (let n: History | null = node; n !== null; n = n.prev) {
    const t = historyTexts.get(n);
    if (t) {
      text = t;
      historyTexts.delete(n);
      break;
    }
    unwritten.push(n);
  }
  for (let i = unwritten.length - 1; i >= 0; i--) {
    const e = unwritten[i]!.event;
    const play = playOfEvent(e);
    text = { plays: play ? joined(text.plays, JSON.stringify(copyPlay(play))) : text.plays, events: joined(text.events, JSON.stringify(copyEvent(e))) };
  }
  historyTexts.set(node, text);
  return text;
}

function resultsText(results: readonly HandResult[]): string {
  let text = resultsTexts.get(results);
  if (text === undefined) resultsTexts.set(results, (text = JSON.stringify(results.map(copyResult))));
  return text;
}

/** Where `mark` is in `text`, at or after `from`. */
function markAt(text: string, mark: string, from: number): number {
  const at = text.indexOf(mark, from);
  if (at < 0) throw new Error(`a view's text lost its mark ${mark}`);
  return at;
}

/**
 * Exactly `JSON.stringify(seatView(state, seat))`, written without copying the hand's history: what a server sends.
 * The same seat may see no more through it than through {@link seatView}: it is that view's text.
 */
export function seatViewText(state: GameState, seat: Seat | null): string {
  const h = state.hand;
  const history = h ? historyText(h.history) : NO_HISTORY;
  const text = JSON.stringify(viewWith(state, seat, MARKS));
  // The marks are found in the flat text before anything is joined to it: a search in a joined text would copy it whole.
  const results = markAt(text, MARK_TEXTS.results, 0);
  const plays = markAt(text, MARK_TEXTS.plays, results);
  const events = markAt(text, MARK_TEXTS.events, plays);
  return (
    text.slice(0, results) +
    resultsText(state.results) +
    text.slice(results + MARK_TEXTS.results.length, plays) +
    `[${history.plays}]` +
    text.slice(plays + MARK_TEXTS.plays.length, events) +
    `[${history.events}]` +
    text.slice(events + MARK_TEXTS.events.length)
  );
}
