import { ALL_CARDS, shuffle, type Card, type Rng } from '@escoba/cards';
import type { CardAction } from './notation.js';
import { capTrumps, senaCard, senasSeenBy, type Sena, type SenaMade } from './senas.js';
import { dealtCount, deckSizeFor, makeTable, type BriscaRules, type GameMode, type Seat } from './rules.js';
import {
  handActions,
  handEvents,
  legalActions,
  legalSenas,
  stockCount,
  type AlcaldeTally,
  type BriscaState,
  type HandEvent,
  type HandResult,
  type HandState,
  type History,
  type Phase,
} from './state.js';

/**
 * What one seat may know: its own hand, everything face up (the trump card, the tricks as they are played,
 * hence every won card), what the rules show (the Alcalde's partners see each other's hands when
 * `partnersSeeHands`), counts and scores. Never another hand otherwise, never the stock's order.
 * A spectator (`seat` null) sees no hand.
 */
export interface BriscaView {
  readonly seat: Seat | null;
  readonly rules: BriscaRules;
  readonly mode: GameMode;
  readonly players: number;
  readonly partnerships: boolean;
  readonly phase: Phase;
  /** Brisca: hands won per table side. */
  readonly wins: readonly number[];
  /** Alcalde games: the running tally per player. */
  readonly tally: AlcaldeTally | null;
  /** Brisca: the side that won the match. */
  readonly winner: number | null;
  readonly results: readonly HandResult[];
  /** Index of the current (or just finished) hand, -1 before the first deal. */
  readonly handIndex: number;
  readonly dealer: Seat | null;
  readonly nextDealer: Seat | null;
  readonly alcalde: Seat | null;
  /** The sides of the current hand (the table's before the first deal). */
  readonly sides: readonly (readonly Seat[])[];
  /** This seat's side in the current hand; null for spectators. */
  readonly side: number | null;
  readonly turn: Seat | null;
  readonly leader: Seat | null;
  /** This seat's hand; empty for spectators. */
  readonly hand: readonly Card[];
  /**
   * The cards known to be in each seat's hand: this seat's whole hand, a partner's whole hand when the rules
   * show it, any face-up card a seat picked up (the trump card taken by an exchange or drawn last) until it is
   * played, and the trumps the partner's señas name (`senas`: they are true) until played.
   */
  readonly known: readonly (readonly Card[])[];
  readonly handCounts: readonly number[];
  readonly trumpSuit: number | null;
  /** The face-up trump card under the stock, null once drawn. */
  readonly trumpCard: Card | null;
  /** The card first turned up. */
  readonly firstTrump: Card | null;
  /** 3-player Brisca: the card left out of the pack (shown). */
  readonly removed: Card | null;
  /** Cards left to draw, the trump card included. */
  readonly stock: number;
  /** The current trick's cards and the seat that played each. */
  readonly trickSeats: readonly Seat[];
  readonly trickCards: readonly Card[];
  /** Finished tricks in this hand. */
  readonly tricks: number;
  /** Cards of the tricks each seat won (every one was played face up). */
  readonly won: readonly (readonly Card[])[];
  /** Card points each seat won. */
  readonly points: readonly number[];
  /** The hand's card actions (plays and exchanges) so far; señas are in {@link senas}. */
  readonly actions: readonly CardAction[];
  readonly events: readonly HandEvent[];
  /** The finished hand's result while the next one is not yet dealt. */
  readonly handResult: HandResult | null;
  /** The legal card actions when this seat is on turn, else empty. */
  readonly legal: readonly CardAction[];
  /**
   * Rule option `senas`: the señas of this hand this seat may see, its own and its partner's, in order (`at`: the
   * card actions before each). Never another side's: opponents and spectators see no trace of a seña.
   */
  readonly senas: readonly SenaMade[];
  /** The señas this seat may make now (on turn with `senas` on), else empty. */
  readonly legalSenas: readonly Sena[];
}

const copyAction = (a: CardAction): CardAction => (a.type === 'exchange' ? { type: 'exchange', card: a.card } : { type: 'play', cards: a.cards.slice() });

function copyEvent(e: HandEvent): HandEvent {
  switch (e.type) {
    case 'deal':
      return { type: 'deal', dealer: e.dealer, alcalde: e.alcalde, trump: e.trump, removed: e.removed };
    case 'exchange':
      return { type: 'exchange', seat: e.seat, card: e.card, took: e.took };
    case 'play':
      return { type: 'play', seat: e.seat, cards: e.cards.slice() };
    case 'trick':
      return { type: 'trick', seats: e.seats.slice(), cards: e.cards.slice(), winner: e.winner, points: e.points };
    case 'draw':
      return { type: 'draw', seats: e.seats.slice(), trumpTo: e.trumpTo, trump: e.trump };
    case 'lastCard':
      return { type: 'lastCard', seat: e.seat, card: e.card };
    case 'end':
      return { type: 'end', points: e.points.slice(), winner: e.winner };
  }
}

const copyResult = (r: HandResult): HandResult => ({
  dealer: r.dealer,
  alcalde: r.alcalde,
  sides: r.sides.map((s) => s.slice()),
  points: r.points.slice(),
  winner: r.winner,
  alcaldeKeeps: r.alcaldeKeeps,
  trump: r.trump,
  tricks: r.tricks.slice(),
});

const copyTally = (t: AlcaldeTally): AlcaldeTally => ({ alcaldeHands: t.alcaldeHands.slice(), alcaldeWins: t.alcaldeWins.slice(), partnerWins: t.partnerWins.slice() });

/** Whether `viewer` sees `other`'s whole hand: the Alcalde's two partners, when the rules let them. */
export function seesHand(rules: BriscaRules, h: HandState, viewer: Seat | null, other: Seat): boolean {
  if (viewer === null) return false;
  if (viewer === other) return true;
  return h.alcalde !== null && rules.partnersSeeHands && viewer !== h.alcalde && other !== h.alcalde;
}

/** The face-up cards each seat picked up and has not played: public knowledge, from the events. */
export function pickedUp(events: readonly HandEvent[], n: number): Card[][] {
  const known: Card[][] = Array.from({ length: n }, () => []);
  for (const e of events) {
    if (e.type === 'exchange') {
      const mine = known[e.seat]!;
      const i = mine.indexOf(e.card);
      if (i >= 0) mine.splice(i, 1);
      mine.push(e.took);
    } else if (e.type === 'draw' && e.trumpTo !== null) known[e.trumpTo]!.push(e.trump!);
    else if (e.type === 'play' || e.type === 'lastCard') {
      const mine = known[e.seat]!;
      const cards = e.type === 'play' ? e.cards : [e.card];
      for (const c of cards) {
        const i = mine.indexOf(c);
        if (i >= 0) mine.splice(i, 1);
      }
    }
  }
  return known;
}

/**
 * The trumps `seat`'s partner is known to hold by its señas: each card seña names a trump the partner held then,
 * and a card leaves a hand only when played (the as, tres and figures are never given in an exchange), so it
 * holds every named trump not yet played. From the señas and the face-up cards only.
 */
function senaKnown(h: HandState, seen: readonly SenaMade[], seat: Seat, partner: Seat): Card[] {
  const out: Card[] = [];
  for (const m of seen) {
    if (m.seat !== partner || partner === seat) continue;
    const card = senaCard(m.sena, h.trumpSuit);
    if (card === null || h.trickCards.indexOf(card) >= 0 || h.won.some((w) => w.indexOf(card) >= 0)) continue;
    out.push(card);
  }
  return out;
}

/** What `seat` may see; `null` for a spectator. Deep copies: nothing in a view leads back to the state. */
export function seatView(state: BriscaState, seat: Seat | null): BriscaView {
  const n = state.table.players;
  if (seat !== null && !(Number.isInteger(seat) && seat >= 0 && seat < n)) throw new RangeError(`seat must be 0..${n - 1} or null for a spectator, got ${seat}`);
  const h = state.hand;
  const turn = state.phase === 'play' && h && !h.result ? h.turn : null;
  const events = h ? handEvents(h) : [];
  let known: Card[][] = Array.from({ length: n }, () => []);
  const senas = h ? senasSeenBy(h.senas, h.sideOf, seat) : [];
  if (h) {
    known = pickedUp(events, n);
    for (let s = 0; s < n; s++) {
      if (seesHand(state.rules, h, seat, s)) known[s] = h.hands[s]!.slice();
      else if (seat !== null) for (const card of senaKnown(h, senas, seat, s)) if (known[s]!.indexOf(card) < 0) known[s]!.push(card);
    }
  }
  return {
    seat,
    rules: { ...state.rules },
    mode: state.mode,
    players: n,
    partnerships: state.table.partnerships,
    phase: state.phase,
    wins: state.wins.slice(),
    tally: state.tally ? copyTally(state.tally) : null,
    winner: state.winner,
    results: state.results.map(copyResult),
    handIndex: h ? state.results.length - (h.result ? 1 : 0) : -1,
    dealer: h ? h.dealer : null,
    nextDealer: state.nextDealer,
    alcalde: h ? h.alcalde : null,
    sides: (h ? h.sides : state.table.sides).map((s) => s.slice()),
    side: seat === null ? null : h ? h.sideOf[seat]! : state.table.sideOf[seat]!,
    turn,
    leader: h && !h.result ? h.leader : null,
    hand: h && seat !== null ? h.hands[seat]!.slice() : [],
    known,
    handCounts: h ? h.hands.map((x) => x.length) : new Array<number>(n).fill(0),
    trumpSuit: h ? h.trumpSuit : null,
    trumpCard: h ? h.trumpCard : null,
    firstTrump: h ? h.firstTrump : null,
    removed: h ? h.removed : null,
    stock: h ? stockCount(h) : 0,
    trickSeats: h ? h.trickSeats.slice() : [],
    trickCards: h ? h.trickCards.slice() : [],
    tricks: h ? h.tricks : 0,
    won: h ? h.won.map((w) => w.slice()) : Array.from({ length: n }, () => []),
    points: h ? h.points.slice() : new Array<number>(n).fill(0),
    actions: h ? handActions(h).map(copyAction) : [],
    events,
    handResult: h?.result ? copyResult(h.result) : null,
    legal: turn !== null && turn === seat ? legalActions(state).map(copyAction) : [],
    senas,
    legalSenas: turn !== null && turn === seat ? legalSenas(state) : [],
  };
}

/**
 * Per seat, the most trumps its unseen cards can be (-1: any number), from the partner's señas the view shows: a
 * partner who made `sintriunfo` held no trump then, so its unseen trumps are at most the face-down cards it has
 * drawn since (the trump card drawn last is seen, so not counted).
 */
export function unseenTrumpLimits(view: BriscaView): number[] {
  const limits = new Array<number>(view.players).fill(-1);
  for (const m of view.senas) {
    if (m.sena !== 'sintriunfo' || m.seat === view.seat) continue;
    let actions = 0;
    let drawn = 0;
    for (const e of view.events) {
      if (e.type === 'play' || e.type === 'exchange') actions++;
      else if (e.type === 'draw' && actions > m.at) {
        const last = e.seats.length - 1;
        e.seats.forEach((s, i) => {
          if (s === m.seat && !(i === last && e.trumpTo === s)) drawn++;
        });
      }
    }
    limits[m.seat] = drawn;
  }
  return limits;
}

/**
 * A full state consistent with `view`: the cards the view cannot place (other hands beyond their known cards,
 * the face-down stock) are dealt at random from `rng`, within what the partner's señas tell (named trumps are
 * `known`; a `sintriunfo` caps the partner's unseen trumps, by swapping extra ones away, so such worlds are not
 * exactly uniform). The result plays on like a real state (search bots'
 * determinization); the match history before the current hand (`log`) is empty, and the deck order before the
 * current position is an arbitrary arrangement, not the real one.
 */
export function sampleState(view: BriscaView, rng: Rng): BriscaState {
  const n = view.players;
  const table = makeTable(view.rules, n, view.partnerships);
  if (!table.ok) throw new RangeError(`the view's table is not valid: ${table.error.message}`);
  const base = {
    rules: view.rules,
    mode: view.mode,
    table: table.value,
    phase: view.phase,
    wins: view.wins.slice(),
    tally: view.tally ? copyTally(view.tally) : null,
    results: view.results.map(copyResult),
    nextDealer: view.nextDealer,
    winner: view.winner,
    log: [] as HandState[],
  };
  if (view.dealer === null || view.firstTrump === null || view.trumpSuit === null) {
    return { rules: base.rules, mode: base.mode, table: base.table, phase: base.phase, wins: base.wins, tally: base.tally, results: base.results, nextDealer: base.nextDealer, hand: null, winner: base.winner, log: base.log };
  }
  const size = deckSizeFor(view.rules, n);
  const used = new Uint8Array(40);
  if (view.removed !== null) used[view.removed] = 1;
  const mark = (cards: readonly Card[]) => {
    for (const c of cards) used[c] = 1;
  };
  view.known.forEach(mark);
  view.won.forEach(mark);
  mark(view.trickCards);
  if (view.trumpCard !== null) used[view.trumpCard] = 1;
  const unknown = shuffle(
    ALL_CARDS.filter((c) => used[c] === 0),
    rng,
  );
  const faceDown = view.stock - (view.trumpCard === null ? 0 : 1);
  let missing = faceDown;
  for (let s = 0; s < n; s++) missing += view.handCounts[s]! - view.known[s]!.length;
  if (missing !== unknown.length) throw new RangeError(`the view is inconsistent: ${unknown.length} unseen cards for ${missing} unseen places`);
  // The unseen cards go to the seats in order, then to the stock: each seat's share is one run of `unknown`.
  const limits = unseenTrumpLimits(view);
  let run = 0;
  for (let s = 0; s < n; s++) {
    const places = view.handCounts[s]! - view.known[s]!.length;
    if (limits[s]! >= 0) capTrumps(unknown, run, run + places, limits[s]!, view.trumpSuit, rng);
    run += places;
  }
  let k = 0;
  const hands: Card[][] = [];
  for (let s = 0; s < n; s++) {
    const mine = view.known[s]!.slice();
    while (mine.length < view.handCounts[s]!) mine.push(unknown[k++]!);
    hands.push(mine);
  }
  const next = size - faceDown;
  const deck = new Array<Card>(size);
  for (let i = next; i < size; i++) deck[i] = unknown[k++]!;
  const at = dealtCount(view.mode, n);
  deck[at] = view.firstTrump;
  const inStock = new Uint8Array(40);
  for (let i = next; i < size; i++) inStock[deck[i]!] = 1;
  let pos = 0;
  for (const c of ALL_CARDS) {
    if (c === view.removed || inStock[c] || c === view.firstTrump) continue;
    if (pos === at) pos++;
    deck[pos++] = c;
  }
  let history: History | null = null;
  for (const e of view.events) history = { event: copyEvent(e), prev: history };
  const sideOf = new Array<number>(n).fill(0);
  view.sides.forEach((seats, side) => seats.forEach((s) => (sideOf[s] = side)));
  const hand: HandState = {
    dealer: view.dealer,
    alcalde: view.alcalde,
    sides: view.sides.map((s) => s.slice()),
    sideOf,
    deck,
    next,
    trumpCard: view.trumpCard,
    trumpSuit: view.trumpSuit,
    firstTrump: view.firstTrump,
    removed: view.removed,
    hands,
    trickSeats: view.trickSeats.slice(),
    trickCards: view.trickCards.slice(),
    leader: view.leader ?? view.dealer,
    turn: view.turn ?? view.dealer,
    tricks: view.tricks,
    won: view.won.map((w) => w.slice()),
    points: view.points.slice(),
    actionCount: view.actions.length,
    history: history!,
    senas: view.senas.map((m) => ({ seat: m.seat, sena: m.sena, at: m.at })),
    result: view.handResult ? copyResult(view.handResult) : null,
  };
  return { rules: base.rules, mode: base.mode, table: base.table, phase: base.phase, wins: base.wins, tally: base.tally, results: base.results, nextDealer: base.nextDealer, hand, winner: base.winner, log: base.log };
}
