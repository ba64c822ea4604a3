import { CARD_COUNT, collectEvents, historyEvents, isCard, makeCard, type Card, type EventHistory, parseDeck, err, ok, type Result } from '@escoba/cards';
import { cardValue, sumValues } from './values.js';
import { canTake, captureSets, CAPTURE_SUM, forEachCaptureSet, NO_TAKE, reachableSums } from './captures.js';
import type { Play } from './notation.js';
import { resolveRules, type Rules, type RulesError } from './rules.js';
import { scoreHand, uniqueBest, type HandScore } from './scoring.js';
import { manoTakesOpening, openingTake, OPENING_STAYS } from './opening.js';
import { makeTable, type Seat, type Side, type TableError, type TableSetup } from './table.js';

/** Public events of a hand, in order; nothing in them is hidden from any seat. */
export type HandEvent =
  | { readonly type: 'deal'; readonly dealer: Seat; readonly table: readonly Card[] }
  | { readonly type: 'dealEscoba'; readonly seat: Seat; readonly cards: readonly Card[]; readonly escobas: number }
  | { readonly type: 'redeal'; readonly stock: number }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card; readonly take: readonly Card[]; readonly escoba: boolean }
  | { readonly type: 'renuncio'; readonly seat: Seat; readonly from: Seat; readonly card: Card; readonly take: readonly Card[] }
  | { readonly type: 'end'; readonly leftover: readonly Card[]; readonly to: Seat | null };

/** A hand's events as a persistent list, newest first. */
export type History = EventHistory<HandEvent>;

/** The hand's events, oldest first. */
export const handEvents = (hand: HandState): HandEvent[] => historyEvents(hand.history);

/** The plays of the hand (renuncio claims included), oldest first: exactly what a record lists. */
export const handPlays = (hand: HandState): Play[] => collectEvents<HandEvent, Play>(hand.history, playOfEvent);

/** The play a hand event records (a play or a renuncio claim), or undefined for the others. */
export const playOfEvent = (e: HandEvent): Play | undefined =>
  e.type === 'play' ? { card: e.card, take: e.take } : e.type === 'renuncio' ? { card: e.card, take: e.take, renuncio: true } : undefined;

/** A renuncio that the player on turn may claim: `from` laid `card`, which could have taken any of `sets`. */
export interface RenuncioChance {
  readonly from: Seat;
  readonly card: Card;
  readonly sets: readonly (readonly Card[])[];
}

/** The result of a finished hand: its score plus the leftover that went to the last capturer. */
export interface HandResult extends HandScore {
  readonly dealer: Seat;
  readonly leftover: readonly Card[];
  /** Seat that received the leftover (the last capturer), or null when nobody had taken anything. */
  readonly leftoverTo: Seat | null;
}

/** One pass through the pack. Arrays are indexed by seat unless said otherwise. */
export interface HandState {
  readonly dealer: Seat;
  /** Deck order, index 0 the top card: hidden information, never part of a view. */
  readonly deck: readonly Card[];
  /** How many cards have left the deck (dealt to hands or the table). */
  readonly dealt: number;
  readonly hands: readonly (readonly Card[])[];
  readonly table: readonly Card[];
  /** Each seat's captured cards, in the order taken. */
  readonly piles: readonly (readonly Card[])[];
  readonly escobas: readonly number[];
  readonly turn: Seat;
  readonly lastCapturer: Seat | null;
  /** How many plays (renuncio claims included) have been made in this hand. */
  readonly playCount: number;
  /** The hand's public events, newest first, as a persistent list (appending is O(1)); see {@link handEvents} and {@link handPlays}. */
  readonly history: History;
  readonly renuncio: RenuncioChance | null;
  /** Set once the last card has been played. */
  readonly result: HandResult | null;
}

export type Phase = 'deal' | 'play' | 'over';

// States are built field by field in one fixed order (never by object spread) so that every state
// object shares one hidden class in V8: this keeps the immutable API fast. Literals elsewhere in this
// file list the fields in the same order as these two functions.
function makeHandState(h: HandState): HandState {
  return {
    dealer: h.dealer,
    deck: h.deck,
    dealt: h.dealt,
    hands: h.hands,
    table: h.table,
    piles: h.piles,
    escobas: h.escobas,
    turn: h.turn,
    lastCapturer: h.lastCapturer,
    playCount: h.playCount,
    history: h.history,
    renuncio: h.renuncio,
    result: h.result,
  };
}

function withHand(g: GameState, hand: HandState): GameState {
  return {
    rules: g.rules,
    setup: g.setup,
    phase: g.phase,
    scores: g.scores,
    results: g.results,
    nextDealer: g.nextDealer,
    hand,
    winner: g.winner,
    winReason: g.winReason,
    log: g.log,
  };
}

export interface GameState {
  readonly rules: Rules;
  readonly setup: TableSetup;
  /** `deal`: waiting for the next hand's deck (a chance event); `play`: a seat is to play; `over`: decided. */
  readonly phase: Phase;
  /** Running totals per side after the completed hands. */
  readonly scores: readonly number[];
  readonly results: readonly HandResult[];
  /** Dealer of the next hand to be dealt; null before the first deal, when any seat may deal. */
  readonly nextDealer: Seat | null;
  /** The current hand, or the one just finished. */
  readonly hand: HandState | null;
  readonly winner: Side | null;
  readonly winReason: 'target' | 'zeroCards' | null;
  /** The final state of every finished hand (dealer, deck, plays): with `hand`, what a record stores. Hidden from views. */
  readonly log: readonly HandState[];
}

export interface GameConfig {
  readonly rules?: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
}

export type ConfigError = RulesError | TableError;

export function createGame(config: GameConfig): Result<GameState, ConfigError> {
  const rules = resolveRules(config.rules === undefined ? 'classic' : config.rules);
  if (!rules.ok) return rules;
  const setup = makeTable(config.players, config.partnerships ?? config.players === 6);
  if (!setup.ok) return setup;
  return ok({
    rules: rules.value,
    setup: setup.value,
    phase: 'deal',
    scores: setup.value.sides.map(() => 0),
    results: [],
    nextDealer: null,
    hand: null,
    winner: null,
    winReason: null,
    log: [],
  });
}

export interface DealError {
  readonly code: 'NotDealing' | 'BadDealer' | 'BadDeck';
  readonly message: string;
}

/** Deals three rounds of one card to each seat, from seat `dealer+1` round to the dealer; returns the new deck position. */
function dealRound(hands: Card[][], deck: readonly Card[], from: number, dealer: Seat): number {
  const n = hands.length;
  let pos = from;
  for (let round = 0; round < 3; round++) for (let k = 1; k <= n; k++) hands[(dealer + k) % n]!.push(deck[pos++]!);
  return pos;
}

/**
 * The chance event that starts a hand: `deck` (40 cards, index 0 on top) is dealt by `dealer`
 * (free for the first hand, default 0; afterwards it must be the seat after the previous dealer).
 */
export function deal(state: GameState, deck: readonly Card[] | readonly string[], dealer?: Seat): Result<GameState, DealError> {
  if (state.phase !== 'deal') {
    return err({ code: 'NotDealing', message: state.phase === 'over' ? 'the game is over' : 'the current hand is not finished' });
  }
  const n = state.setup.players;
  const d = dealer ?? state.nextDealer ?? 0;
  if (!Number.isInteger(d) || d < 0 || d >= n) return err({ code: 'BadDealer', message: `dealer must be a seat from 0 to ${n - 1}, got ${JSON.stringify(dealer)}` });
  if (state.nextDealer !== null && d !== state.nextDealer) {
    return err({ code: 'BadDealer', message: `dealer must be seat ${state.nextDealer} (the deal passes to the next seat), got ${d}` });
  }
  const parsed = parseDeck(deck);
  if (!parsed.ok) return err({ code: 'BadDeck', message: parsed.error.message });
  const cards = parsed.value;
  const hands: Card[][] = [];
  const piles: Card[][] = [];
  const escobas: number[] = [];
  for (let seat = 0; seat < n; seat++) {
    hands.push([]);
    piles.push([]);
    escobas.push(0);
  }
  let pos = dealRound(hands, cards, 0, d);
  let table = cards.slice(pos, pos + 4);
  pos += 4;
  let history: History = { event: { type: 'deal', dealer: d, table }, prev: null };
  let lastCapturer: Seat | null = null;
  const count = openingTake(state.rules.dealEscobas, cardValue(table[0]!), cardValue(table[1]!), cardValue(table[2]!), cardValue(table[3]!));
  if (count !== OPENING_STAYS) {
    const seat = manoTakesOpening(state.rules.dealEscobas) ? (d + 1) % n : d;
    piles[seat]!.push(...table);
    escobas[seat] = count;
    lastCapturer = seat;
    history = { event: { type: 'dealEscoba', seat, cards: table, escobas: count }, prev: history };
    table = [];
  }
  const hand = makeHandState({
    dealer: d,
    deck: cards,
    dealt: pos,
    hands,
    table,
    piles,
    escobas,
    turn: (d + 1) % n,
    lastCapturer,
    playCount: 0,
    history,
    renuncio: null,
    result: null,
  });
  return ok({
    rules: state.rules,
    setup: state.setup,
    phase: 'play',
    scores: state.scores,
    results: state.results,
    nextDealer: null,
    hand,
    winner: state.winner,
    winReason: state.winReason,
    log: state.log,
  });
}

export interface PlayError {
  readonly code:
    | 'NotPlaying'
    | 'BadPlay'
    | 'NotInHand'
    | 'NotOnTable'
    | 'DuplicateCard'
    | 'WrongSum'
    | 'MustTake'
    | 'MustCapture'
    | 'NoRenuncio'
    | 'BadRenuncio';
  readonly message: string;
}

const names = (cards: readonly Card[]) => cards.map(makeCard).join('+');

/**
 * `cards` without `remove`, every one of which must be in `cards`. The result comes from `slice`, so it is
 * packed and exactly sized: an empty array grown by `push` would reserve 17 slots, which adds up on hot paths.
 */
function without(cards: readonly Card[], remove: readonly Card[]): Card[] {
  const out = cards.slice(0, cards.length - remove.length) as Card[];
  let k = 0;
  for (let i = 0; i < cards.length; i++) if (remove.indexOf(cards[i]!) < 0) out[k++] = cards[i]!;
  return out;
}

function isPlayShape(play: Play): boolean {
  if (!play || typeof play !== 'object' || !isCard(play.card) || !Array.isArray(play.take)) return false;
  for (let i = 0; i < play.take.length; i++) if (!isCard(play.take[i])) return false;
  return true;
}

/** `cards` without `card`, which must be in `cards`, as a new packed array. */
function removeCard(cards: readonly Card[], card: Card): Card[] {
  const out = cards.slice(0, cards.length - 1) as Card[];
  for (let i = cards.indexOf(card); i < out.length; i++) out[i] = cards[i + 1]!;
  return out;
}

/** Why the seat on turn has nothing to claim, from the latest play or claim of the hand (redeals skipped). */
function noRenuncioReason(renuncioOn: boolean, history: History): string {
  if (!renuncioOn) return 'renuncio claims are off in these rules (renuncio is false)';
  let node: History | null = history;
  while (node && node.event.type === 'redeal') node = node.prev;
  const e = node?.event;
  if (!e || e.type === 'deal' || e.type === 'dealEscoba') return 'no card has been played in this hand yet';
  if (e.type === 'renuncio') return `the renuncio on ${makeCard(e.card)} has already been claimed`;
  if (e.type === 'play' && e.take.length > 0) return `the previous player took cards with ${makeCard(e.card)} instead of laying it`;
  if (e.type === 'play') return `${makeCard(e.card)}, the card the previous player laid, could not make 15 with the table it was laid on`;
  return 'the hand is over';
}

/** Checks a play against the state without applying it. */
export function checkPlay(state: GameState, play: Play): PlayError | null {
  if (state.phase !== 'play' || !state.hand) {
    return { code: 'NotPlaying', message: state.phase === 'over' ? 'the game is over' : 'no hand is being played: deal first' };
  }
  if (!isPlayShape(play)) return { code: 'BadPlay', message: 'a play is {card, take: [cards]} with card ids 0..39' };
  const h = state.hand;
  const seat = h.turn;
  const { card, take } = play;
  for (let i = 0; i < take.length; i++) {
    if (take[i] === card || take.indexOf(take[i]!) !== i) return { code: 'DuplicateCard', message: `${makeCard(take[i]!)} is named twice` };
  }
  if (play.renuncio) {
    const r = h.renuncio;
    if (!r) return { code: 'NoRenuncio', message: `there is no renuncio to claim: ${noRenuncioReason(state.rules.renuncio, h.history)}` };
    if (r.card !== card) return { code: 'BadRenuncio', message: `the renuncio is on ${makeCard(r.card)}, not ${makeCard(card)}` };
    if (!r.sets.some((s) => s.length === take.length && s.every((c) => take.includes(c)))) {
      return { code: 'BadRenuncio', message: `${makeCard(card)} could not have taken ${names(take)}; it could take ${r.sets.map(names).join(' or ')}` };
    }
    return null;
  }
  if (!h.hands[seat]!.includes(card)) return { code: 'NotInHand', message: `${makeCard(card)} is not in seat ${seat}'s hand` };
  for (let i = 0; i < take.length; i++) {
    if (!h.table.includes(take[i]!)) {
      const table = h.table.length === 0 ? 'the table is empty' : `the table holds ${h.table.map(makeCard).join(', ')}`;
      return { code: 'NotOnTable', message: `${makeCard(take[i]!)} is not on the table (${table})` };
    }
  }
  if (take.length > 0) {
    const total = cardValue(card) + sumValues(take);
    if (total !== CAPTURE_SUM) {
      return { code: 'WrongSum', message: `${makeCard(card)} with ${names(take)} makes ${total}, not ${CAPTURE_SUM}` };
    }
    return null;
  }
  if (state.rules.capture === 'mustTake' && canTake(h.table, card)) {
    return { code: 'MustTake', message: `${makeCard(card)} can make 15, so it must take` };
  }
  if (state.rules.capture === 'forced') {
    const taker = h.hands[seat]!.find((c) => canTake(h.table, c));
    if (taker !== undefined) {
      return { code: 'MustCapture', message: `${makeCard(taker)} can make 15, and with capture "forced" a player who can take must take` };
    }
  }
  return null;
}

/** Piles with `card` and `take` added to `seat`'s pile; the other piles are shared. */
function withCaptured(piles: readonly (readonly Card[])[], seat: Seat, card: Card, take: readonly Card[]): Card[][] {
  const out = piles.slice() as Card[][];
  const pile = piles[seat]!.slice();
  pile.push(card);
  for (let i = 0; i < take.length; i++) pile.push(take[i]!);
  out[seat] = pile;
  return out;
}

/** Applies a legal play and returns the new state; dealing again, ending the hand and the game happen here. */
export function applyPlay(state: GameState, play: Play): Result<GameState, PlayError> {
  const problem = checkPlay(state, play);
  if (problem) return err(problem);
  const h = state.hand!;
  const n = state.setup.players;
  const seat = h.turn;
  const take: readonly Card[] = play.take.length === 0 ? NO_TAKE : play.take.slice();
  let piles = h.piles;
  let escobas = h.escobas;

  if (play.renuncio) {
    const from = h.renuncio!.from;
    piles = withCaptured(h.piles, seat, play.card, take);
    const hand = makeHandState({
      ...h,
      table: without(h.table, [play.card, ...take]),
      piles,
      lastCapturer: seat,
      playCount: h.playCount + 1,
      history: { event: { type: 'renuncio', seat, from, card: play.card, take }, prev: h.history },
      renuncio: null,
    });
    return ok(withHand(state, hand));
  }

  const hands = h.hands.slice();
  hands[seat] = removeCard(h.hands[seat]!, play.card);
  let handsEmpty = true;
  for (let x = 0; x < n; x++) if (hands[x]!.length > 0) handsEmpty = false;
  const finalPlay = handsEmpty && h.dealt === CARD_COUNT;
  let table: Card[];
  let lastCapturer = h.lastCapturer;
  let escoba = false;
  let renuncio: RenuncioChance | null = null;
  if (take.length > 0) {
    table = without(h.table, take);
    piles = withCaptured(h.piles, seat, play.card, take);
    lastCapturer = seat;
    escoba = table.length === 0 && (!finalPlay || state.rules.lastPlayEscoba);
    if (escoba) {
      const next = escobas.slice();
      next[seat] = next[seat]! + 1;
      escobas = next;
    }
  } else {
    if (state.rules.renuncio && !finalPlay && canTake(h.table, play.card)) {
      renuncio = { from: seat, card: play.card, sets: captureSets(h.table, play.card) };
    }
    table = [...h.table, play.card];
  }
  let history: History = { event: { type: 'play', seat, card: play.card, take, escoba }, prev: h.history };
  let dealt = h.dealt;
  if (handsEmpty && !finalPlay) {
    for (let x = 0; x < n; x++) hands[x] = [];
    dealt = dealRound(hands as Card[][], h.deck, dealt, h.dealer);
    history = { event: { type: 'redeal', stock: CARD_COUNT - dealt }, prev: history };
  }
  // A literal in makeHandState's field order: same hidden class, one allocation.
  const next: HandState = {
    dealer: h.dealer,
    deck: h.deck,
    dealt,
    hands,
    table,
    piles,
    escobas,
    turn: (seat + 1) % n,
    lastCapturer,
    playCount: h.playCount + 1,
    history,
    renuncio,
    result: null,
  };
  return ok(finalPlay ? finishHand(state, next) : withHand(state, next));
}

function finishHand(state: GameState, h: HandState): GameState {
  const { setup, rules } = state;
  const leftover = h.table;
  const piles = h.piles.slice();
  if (h.lastCapturer !== null && leftover.length > 0) piles[h.lastCapturer] = [...piles[h.lastCapturer]!, ...leftover];
  const sidePiles: Card[][] = [];
  const sideEscobas: number[] = [];
  for (const seats of setup.sides) {
    const pile: Card[] = [];
    let escobas = 0;
    for (let k = 0; k < seats.length; k++) {
      const seatPile = piles[seats[k]!]!;
      for (let i = 0; i < seatPile.length; i++) pile.push(seatPile[i]!);
      escobas += h.escobas[seats[k]!]!;
    }
    sidePiles.push(pile);
    sideEscobas.push(escobas);
  }
  const score = scoreHand(rules, setup, sidePiles, sideEscobas);
  const result: HandResult = {
    points: score.points,
    breakdown: score.breakdown,
    captured: score.captured,
    escobas: score.escobas,
    coins: score.coins,
    sevens: score.sevens,
    prime: score.prime,
    primiera: score.primiera,
    dealer: h.dealer,
    leftover,
    leftoverTo: h.lastCapturer,
  };
  const hand: HandState = {
    dealer: h.dealer,
    deck: h.deck,
    dealt: h.dealt,
    hands: h.hands,
    table: h.lastCapturer === null ? leftover : [],
    piles,
    escobas: h.escobas,
    turn: h.turn,
    lastCapturer: h.lastCapturer,
    playCount: h.playCount,
    history: { event: { type: 'end', leftover, to: h.lastCapturer }, prev: h.history },
    renuncio: h.renuncio,
    result,
  };
  const scores = state.scores.map((t, s) => t + score.points[s]!);
  let winner: Side | null = null;
  let winReason: GameState['winReason'] = null;
  if (rules.zeroCardsLoses && setup.sides.length === 2) {
    const empty = score.captured.findIndex((c) => c === 0);
    if (empty >= 0 && score.captured[1 - empty]! > 0) {
      winner = 1 - empty;
      winReason = 'zeroCards';
    }
  }
  if (winner === null) {
    const best = uniqueBest(scores);
    if (best !== null && scores[best]! >= rules.target) {
      winner = best;
      winReason = 'target';
    }
  }
  return {
    rules,
    setup,
    phase: winner === null ? 'deal' : 'over',
    scores,
    results: [...state.results, result],
    nextDealer: (h.dealer + 1) % setup.players,
    hand,
    winner,
    winReason,
    log: [...state.log, hand],
  };
}

/** Every legal play for the seat on turn, cards in hand order, sets in table order, renuncio claims first. */
export function legalPlays(state: GameState): Play[] {
  if (state.phase !== 'play' || !state.hand) return [];
  const h = state.hand;
  const hand = h.hands[h.turn]!;
  const out: Play[] = [];
  if (h.renuncio) for (const set of h.renuncio.sets) out.push({ card: h.renuncio.card, take: [...set], renuncio: true });
  const capture = state.rules.capture;
  const reach = reachableSums(h.table);
  let anyTake = false;
  for (let i = 0; i < hand.length; i++) if ((reach >>> (CAPTURE_SUM - cardValue(hand[i]!))) & 1) anyTake = true;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    const takes = ((reach >>> (CAPTURE_SUM - cardValue(card))) & 1) === 1;
    if (takes) forEachCaptureSet(h.table, card, (take) => out.push({ card, take }));
    const mayLay = capture === 'optional' || (capture === 'mustTake' ? !takes : !anyTake);
    if (mayLay) out.push({ card, take: NO_TAKE });
  }
  return out;
}

/** The seat whose turn it is, or null when no hand is being played. */
export const turnOf = (state: GameState): Seat | null => (state.phase === 'play' && state.hand ? state.hand.turn : null);

/** Cards left in the stock. */
export const stockCount = (state: GameState): number => (state.hand ? CARD_COUNT - state.hand.dealt : 0);
