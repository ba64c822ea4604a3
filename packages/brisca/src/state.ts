import { ALL_CARDS, collectEvents, err, historyEvents, makeCard, ok, parseCardList, parseDeck, shuffle, shuffledDeck, type Card, type EventHistory, type Result, type Rng } from '@escoba/cards';
import { isActionShape, type BriscaAction, type CardAction, type SenaAction } from './notation.js';
import { senasFor, untrueSena, withSenas, type Sena, type SenaMade } from './senas.js';
import { exchangeCardFor, exchangeCode } from './exchange.js';
import { CARD_POINTS, mostPointsSide, trickPoints, trickWinnerIndex } from './tricks.js';
import {
  dealtCount,
  deckSizeFor,
  makeTable,
  modeOf,
  RANK_FOUR,
  RANK_SEVEN,
  RANK_TWO,
  resolveRules,
  STRENGTH,
  trickCount,
  type BriscaRules,
  type BriscaTable,
  type GameMode,
  type RulesError,
  type Seat,
  type TableError,
} from './rules.js';

/** Public events of a hand, in order: nothing in them is hidden from any seat. */
export type HandEvent =
  /** The deal: `trump` is the card turned face up under the stock; `removed` the card left out (3-player Brisca). */
  | { readonly type: 'deal'; readonly dealer: Seat; readonly alcalde: Seat | null; readonly trump: Card; readonly removed: Card | null }
  /** `seat` gave `card` (a trump from the hand, now the trump card) and took `took`, the trump card until then. */
  | { readonly type: 'exchange'; readonly seat: Seat; readonly card: Card; readonly took: Card }
  | { readonly type: 'play'; readonly seat: Seat; readonly cards: readonly Card[] }
  /** A finished trick: its cards in the order played, who played each, who won it and its points. */
  | { readonly type: 'trick'; readonly seats: readonly Seat[]; readonly cards: readonly Card[]; readonly winner: Seat; readonly points: number }
  /** A drawing round: the seat receiving each card, in order; `trumpTo` drew `trump`, the trump card, last. */
  | { readonly type: 'draw'; readonly seats: readonly Seat[]; readonly trumpTo: Seat | null; readonly trump: Card | null }
  /** Alcalde variation: the Alcalde's card left over after the last trick, added to his won cards. */
  | { readonly type: 'lastCard'; readonly seat: Seat; readonly card: Card }
  | { readonly type: 'end'; readonly points: readonly number[]; readonly winner: number | null };

/** A hand's events as a persistent list, newest first. */
export type History = EventHistory<HandEvent>;

/** The result of a finished hand. */
export interface HandResult {
  readonly dealer: Seat;
  /** The Alcalde (the dealer) in the Alcalde games, else null. */
  readonly alcalde: Seat | null;
  /** The sides of this hand: the table's sides in Brisca, `[[alcalde], [partners]]` in Alcalde. */
  readonly sides: readonly (readonly Seat[])[];
  /** Card points per side (120 in all). */
  readonly points: readonly number[];
  /** The winning side, or null for a draw (Brisca: an equal top score). In Alcalde: 0 when the Alcalde keeps the role. */
  readonly winner: number | null;
  /** Alcalde games: whether the Alcalde kept the role; null in Brisca. */
  readonly alcaldeKeeps: boolean | null;
  /** The card first turned up (before any exchange). */
  readonly trump: Card;
  /** Tricks won per side. */
  readonly tricks: readonly number[];
}

/** One pass through the pack. Arrays are indexed by seat unless said otherwise. */
export interface HandState {
  readonly dealer: Seat;
  readonly alcalde: Seat | null;
  readonly sides: readonly (readonly Seat[])[];
  readonly sideOf: readonly number[];
  /** Deck order, index 0 the top (first card dealt): hidden information, never part of a view. */
  readonly deck: readonly Card[];
  /** Deck index of the next face-down stock card; `deck[next..]` is the face-down stock. */
  readonly next: number;
  /** The face-up trump card under the stock (the last card to be drawn), or null once drawn. */
  readonly trumpCard: Card | null;
  /** The trump suit (0..3), fixed by the first card turned up. */
  readonly trumpSuit: number;
  /** The card first turned up. */
  readonly firstTrump: Card;
  /** The card left out of the pack (3-player Brisca), else null. */
  readonly removed: Card | null;
  readonly hands: readonly (readonly Card[])[];
  /** The current trick: the cards played so far and the seat that played each (the Alcalde appears twice). */
  readonly trickSeats: readonly Seat[];
  readonly trickCards: readonly Card[];
  /** Who leads the current trick. */
  readonly leader: Seat;
  readonly turn: Seat;
  /** Finished tricks. */
  readonly tricks: number;
  /** Cards of the tricks each seat won, in the order won. */
  readonly won: readonly (readonly Card[])[];
  /** Card points each seat won. */
  readonly points: readonly number[];
  /** Actions (plays and exchanges) so far. */
  readonly actionCount: number;
  readonly history: History;
  /** The señas made in this hand, in order (rule option `senas`): hidden, a view shows a seat its side's only. */
  readonly senas: readonly SenaMade[];
  /** Set once the last trick has been played. */
  readonly result: HandResult | null;
}

/** Alcalde: the running tally per player. */
export interface AlcaldeTally {
  /** Hands each player played as the Alcalde. */
  readonly alcaldeHands: readonly number[];
  /** Hands each player won as the Alcalde (kept the role). */
  readonly alcaldeWins: readonly number[];
  /** Hands each player won as a partner (the Alcalde lost). */
  readonly partnerWins: readonly number[];
}

export type Phase = 'deal' | 'play' | 'over';

export interface BriscaState {
  readonly rules: BriscaRules;
  readonly mode: GameMode;
  readonly table: BriscaTable;
  /** `deal`: waiting for a deck (a chance event); `play`: a seat is to act; `over`: the match is won or drawn (Brisca only). */
  readonly phase: Phase;
  /** Brisca: hands won per side (`table.sides`); the Alcalde games keep {@link tally} instead. */
  readonly wins: readonly number[];
  readonly tally: AlcaldeTally | null;
  readonly results: readonly HandResult[];
  /** Dealer of the next hand; null before the first deal, when any seat may deal. */
  readonly nextDealer: Seat | null;
  /** The current hand, or the one just finished. */
  readonly hand: HandState | null;
  /** Brisca: the side that won the match; null until then, and when the match ended drawn (`phase` `over`: a drawn one-hand game). */
  readonly winner: number | null;
  /** The final state of every finished hand (what a record stores, with `hand`). Hidden from views. */
  readonly log: readonly HandState[];
}

export interface GameConfig {
  readonly rules?: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
}

export type ConfigError = RulesError | TableError;

export function createGame(config: GameConfig): Result<BriscaState, ConfigError> {
  if (typeof config !== 'object' || config === null) return err({ code: 'BadPlayers', message: 'a game needs {players, rules?, partnerships?}' });
  const rules = resolveRules(config.rules === undefined ? 'brisca' : config.rules);
  if (!rules.ok) return rules;
  const table = makeTable(rules.value, config.players, config.partnerships ?? false);
  if (!table.ok) return table;
  const mode = modeOf(rules.value);
  const n = table.value.players;
  return ok({
    rules: rules.value,
    mode,
    table: table.value,
    phase: 'deal',
    wins: table.value.sides.map(() => 0),
    tally: mode === 'brisca' ? null : { alcaldeHands: new Array<number>(n).fill(0), alcaldeWins: new Array<number>(n).fill(0), partnerWins: new Array<number>(n).fill(0) },
    results: [],
    nextDealer: null,
    hand: null,
    winner: null,
    log: [],
  });
}

export interface DealError {
  readonly code: 'NotDealing' | 'BadDealer' | 'BadDeck';
  readonly message: string;
}

/** Cards in the deck a deal takes: 39 for 3-player Brisca, else 40. */
export const deckSize = (state: BriscaState): number => deckSizeFor(state.rules, state.table.players);

/** A uniformly random deck for the next deal: for 3-player Brisca one card of the left-out rank, chosen at random, is missing. */
export function randomDeck(state: BriscaState, rng: Rng): Card[] {
  if (deckSize(state) === 40) return shuffledDeck(rng);
  const rank = state.rules.leaveOut === 'four' ? RANK_FOUR : RANK_TWO;
  const out = rng.int(4) * 10 + rank;
  return shuffle(
    ALL_CARDS.filter((c) => c !== out),
    rng,
  );
}

/** Checks a deck for this game's table; returns the cards and the card left out (3-player Brisca). */
export function checkDeck(state: BriscaState, deck: unknown): Result<{ cards: Card[]; removed: Card | null }, DealError> {
  const size = deckSize(state);
  if (size === 40) {
    const parsed = parseDeck(deck);
    return parsed.ok ? ok({ cards: parsed.value, removed: null }) : err({ code: 'BadDeck', message: parsed.error.message });
  }
  const parsed = parseCardList(deck, size);
  if (!parsed.ok) return err({ code: 'BadDeck', message: parsed.error.message });
  const present = new Uint8Array(40);
  for (const c of parsed.value) present[c] = 1;
  const removed = present.indexOf(0);
  const rank = state.rules.leaveOut === 'four' ? RANK_FOUR : RANK_TWO;
  if (removed % 10 !== rank) {
    return err({ code: 'BadDeck', message: `3-player Brisca leaves a ${state.rules.leaveOut} out of the pack, but the deck leaves out ${makeCard(removed)}` });
  }
  return ok({ cards: parsed.value, removed });
}

/** The sides of a hand: the table's in Brisca; `[[alcalde], [the two partners]]` in the Alcalde games. */
function handSides(state: BriscaState, dealer: Seat): { sides: Seat[][]; sideOf: number[] } {
  if (state.mode === 'brisca') return { sides: state.table.sides.map((s) => [...s]), sideOf: [...state.table.sideOf] };
  const sideOf = [1, 1, 1];
  sideOf[dealer] = 0;
  return { sides: [[dealer], [(dealer + 1) % 3, (dealer + 2) % 3]], sideOf };
}

/**
 * The seats receiving the dealt cards, in deck order, for dealer `d`: Brisca three rounds d+1 .. d; Alcalde three
 * rounds d+1, d+2, d, d; the variation three rounds d+1, d+2, d and one more to d. The next card is the trump card.
 */
export function dealOrder(mode: GameMode, players: number, d: Seat): Seat[] {
  const out: Seat[] = [];
  const n = players;
  for (let round = 0; round < 3; round++) {
    if (mode === 'brisca') for (let k = 1; k <= n; k++) out.push((d + k) % n);
    else {
      out.push((d + 1) % n, (d + 2) % n, d);
      if (mode === 'alcalde') out.push(d);
    }
  }
  if (mode === 'alcaldeVariation') out.push(d);
  return out;
}

/**
 * The chance event that starts a hand: `deck` (index 0 the top card; 40 cards, 39 for 3-player Brisca) dealt by
 * `dealer` (free for the first hand, default 0; afterwards it must be {@link BriscaState.nextDealer}).
 */
export function deal(state: BriscaState, deck: unknown, dealer?: Seat): Result<BriscaState, DealError> {
  if (state.phase !== 'deal') return err({ code: 'NotDealing', message: state.phase === 'over' ? 'the game is over' : 'the current hand is not finished' });
  const n = state.table.players;
  const d = dealer ?? state.nextDealer ?? 0;
  if (!Number.isInteger(d) || d < 0 || d >= n) return err({ code: 'BadDealer', message: `dealer must be a seat from 0 to ${n - 1}, got ${JSON.stringify(dealer)}` });
  if (state.nextDealer !== null && d !== state.nextDealer) {
    const why = state.mode === 'brisca' ? 'the deal passes to the next seat' : state.nextDealer === state.hand?.dealer ? 'the Alcalde kept the role' : 'the Alcalde lost the role to the next seat';
    return err({ code: 'BadDealer', message: `dealer must be seat ${state.nextDealer} (${why}), got ${d}` });
  }
  const checked = checkDeck(state, deck);
  if (!checked.ok) return checked;
  const { cards, removed } = checked.value;
  const hands: Card[][] = [];
  const won: Card[][] = [];
  const points: number[] = [];
  for (let s = 0; s < n; s++) {
    hands.push([]);
    won.push([]);
    points.push(0);
  }
  const order = dealOrder(state.mode, n, d);
  for (let i = 0; i < order.length; i++) hands[order[i]!]!.push(cards[i]!);
  const at = dealtCount(state.mode, n);
  const trump = cards[at]!;
  const alcalde = state.mode === 'brisca' ? null : d;
  const { sides, sideOf } = handSides(state, d);
  const first = (d + 1) % n;
  const hand: HandState = {
    dealer: d,
    alcalde,
    sides,
    sideOf,
    deck: cards,
    next: at + 1,
    trumpCard: trump,
    trumpSuit: (trump / 10) | 0,
    firstTrump: trump,
    removed,
    hands,
    trickSeats: [],
    trickCards: [],
    leader: first,
    turn: first,
    tricks: 0,
    won,
    points,
    actionCount: 0,
    history: { event: { type: 'deal', dealer: d, alcalde, trump, removed }, prev: null },
    senas: NO_SENAS,
    result: null,
  };
  return ok(withHand(state, hand, 'play'));
}

const NO_SENAS: readonly SenaMade[] = Object.freeze([]);

function withHand(state: BriscaState, hand: HandState, phase: Phase): BriscaState {
  return {
    rules: state.rules,
    mode: state.mode,
    table: state.table,
    phase,
    wins: state.wins,
    tally: state.tally,
    results: state.results,
    nextDealer: phase === 'play' ? null : state.nextDealer,
    hand,
    winner: state.winner,
    log: state.log,
  };
}

export interface ActionError {
  readonly code: 'NotPlaying' | 'BadAction' | 'NotInHand' | 'WrongCount' | 'NoExchange' | 'SenasOff' | 'SenaRepeated' | 'SenaUntrue';
  readonly message: string;
}

/** How many cards the seat on turn plays at once: two for the Alcalde of the `alcalde` preset, else one. */
export const cardsPerTurn = (state: BriscaState, seat: Seat): number => (state.mode === 'alcalde' && state.hand?.alcalde === seat ? 2 : 1);

/** Cards left to draw, the trump card included. */
export const stockCount = (h: HandState): number => h.deck.length - h.next + (h.trumpCard === null ? 0 : 1);

/**
 * The card the seat on turn could give for the trump card now (the 7 or the 2 of trumps); -1 when no exchange is
 * possible ({@link exchangeBlocked} says why). The rule is `exchangeCardFor`'s (shared with the kernel).
 */
export function exchangeCard(rules: BriscaRules, h: HandState): number {
  const hand = h.hands[h.turn]!;
  const leads = h.trickSeats.length === 0 && h.turn === h.leader;
  return exchangeCardFor(exchangeCode(rules.exchange), h.trumpCard ?? -1, h.tricks, h.trickSeats.indexOf(h.turn) >= 0, leads, hand, 0, hand.length);
}

/** Why no exchange is possible now (when {@link exchangeCard} is -1). */
function exchangeBlocked(rules: BriscaRules, h: HandState): string {
  if (rules.exchange === 'none') return 'exchanging the trump card is off (exchange: "none")';
  if (h.trumpCard === null) return 'the trump card has already been drawn';
  if (h.trickSeats.indexOf(h.turn) >= 0) return 'the trump card is exchanged before playing';
  if (h.trumpCard % 10 === RANK_TWO) return 'a 2 turned up as the trump card is never exchanged';
  return 'with exchange "winner" only the winner of the last trick exchanges, before leading';
}

/** Why `card` may not take the trump card when `ex` (the card {@link exchangeCard} names) may. */
function exchangeOther(rules: BriscaRules, h: HandState, card: Card, ex: Card): string {
  const base = h.trumpSuit * 10;
  const firstTrickHigh = rules.exchange === 'seed' && h.tricks === 0 && STRENGTH[h.trumpCard! % 10]! > STRENGTH[RANK_SEVEN]!;
  if (!firstTrickHigh) {
    const secondOn = rules.exchange === 'seed' && card === base + RANK_TWO && ex === base + RANK_SEVEN;
    return `only ${makeCard(ex)} can now${secondOn ? ' (the 2 takes a 10 or better during the first trick only)' : ''}`;
  }
  if (card === base + RANK_SEVEN) return `seat ${h.turn} holds ${makeCard(ex)}, which has precedence over the 7 during the first trick`;
  return `only ${makeCard(base + RANK_SEVEN)} or ${makeCard(base + RANK_TWO)} can now`;
}

const cardList = (cards: readonly Card[]) => cards.map(makeCard).join('+');

/** Why the seat on turn may not make this seña now, or null when it may. */
function senaProblem(state: BriscaState, action: SenaAction): ActionError | null {
  const h = state.hand!;
  const seat = h.turn;
  if (!state.rules.senas) return { code: 'SenasOff', message: 'señas are off (rule option senas: 2 against 2 Brisca only)' };
  if (h.senas.some((m) => m.seat === seat && m.sena === action.sena)) return { code: 'SenaRepeated', message: `seat ${seat} already made the seña ${action.sena} in this hand` };
  const untrue = untrueSena(action.sena, h.hands[seat]!, h.trumpSuit);
  return untrue === null ? null : { code: 'SenaUntrue', message: `seat ${seat} cannot make the seña ${action.sena}: ${untrue} (señas must be true)` };
}

/** Why `action` is illegal for the seat on turn, or null when it is legal. */
export function checkAction(state: BriscaState, action: BriscaAction): ActionError | null {
  const h = state.hand;
  if (state.phase !== 'play' || !h || h.result) return { code: 'NotPlaying', message: state.phase === 'over' ? 'the game is over' : 'no hand is being played: deal first' };
  if (!isActionShape(action)) return { code: 'BadAction', message: 'an action is {type: "play", cards: [1 or 2 distinct card ids]}, {type: "exchange", card} or {type: "sena", sena}' };
  const seat = h.turn;
  const hand = h.hands[seat]!;
  if (action.type === 'sena') return senaProblem(state, action);
  if (action.type === 'exchange') {
    const card = action.card;
    if (hand.indexOf(card) < 0) return { code: 'NotInHand', message: `seat ${seat} does not hold ${makeCard(card)}` };
    const ex = exchangeCard(state.rules, h);
    if (ex < 0) return { code: 'NoExchange', message: `${makeCard(card)} cannot be exchanged: ${exchangeBlocked(state.rules, h)}` };
    if (ex !== card) return { code: 'NoExchange', message: `${makeCard(card)} cannot take the trump card ${makeCard(h.trumpCard!)}: ${exchangeOther(state.rules, h, card, ex)}` };
    return null;
  }
  const need = cardsPerTurn(state, seat);
  if (action.cards.length !== need) {
    return { code: 'WrongCount', message: need === 2 ? `the Alcalde plays two cards a turn, got ${cardList(action.cards)}` : `seat ${seat} plays one card a turn, got ${cardList(action.cards)}` };
  }
  for (const c of action.cards) if (hand.indexOf(c) < 0) return { code: 'NotInHand', message: `seat ${seat} does not hold ${makeCard(c)}` };
  return null;
}

// One shared action object per card for one-card plays and exchanges, and their one-card lists: `legalActions`
// returns them and `applyAction` keeps their `cards` in the history, so a turn allocates no action. They are
// readonly like every array a state shares with the next one; callers must not change them.
const PLAY_ONE: readonly CardAction[] = Array.from({ length: 40 }, (_, c) => ({ type: 'play', cards: [c] }));
const EXCHANGE_ONE: readonly CardAction[] = Array.from({ length: 40 }, (_, c) => ({ type: 'exchange', card: c }));
const ONE_CARD: readonly (readonly Card[])[] = PLAY_ONE.map((a) => (a as { cards: readonly Card[] }).cards);

/**
 * Every legal card action of the seat on turn: the exchange first (when possible), then the cards in hand order
 * (ordered pairs for the Alcalde). One-card actions are shared objects (readonly, like the states): copy one to
 * change it. Señas are not listed here (they are no move of the game: kernels, search bots and random players
 * never consider them); {@link legalSenas} lists them.
 */
export function legalActions(state: BriscaState): CardAction[] {
  const h = state.hand;
  if (state.phase !== 'play' || !h || h.result) return [];
  const hand = h.hands[h.turn]!;
  const out: CardAction[] = [];
  if (state.rules.exchange !== 'none' && h.trumpCard !== null) {
    const ex = exchangeCard(state.rules, h);
    if (ex >= 0 && hand.indexOf(ex) >= 0) out.push(EXCHANGE_ONE[ex]!);
  }
  if (cardsPerTurn(state, h.turn) === 2) {
    for (let i = 0; i < hand.length; i++) for (let j = 0; j < hand.length; j++) if (i !== j) out.push({ type: 'play', cards: [hand[i]!, hand[j]!] });
  } else {
    for (let i = 0; i < hand.length; i++) out.push(PLAY_ONE[hand[i]!]!);
  }
  return out;
}

/** The señas the seat on turn may make now (rule option `senas`), in `SENAS` order; checkAction accepts exactly these. */
export function legalSenas(state: BriscaState): Sena[] {
  const h = state.hand;
  if (state.phase !== 'play' || !h || h.result) return [];
  return senasFor(state.rules, h.senas, h.turn, h.hands[h.turn]!, h.trumpSuit);
}

/** `items` and `x` as a new packed array of exactly that size (a sliced array grown by `push` reserves spare room). */
function append<T>(items: readonly T[], x: T): T[] {
  switch (items.length) {
    case 0:
      return [x];
    case 1:
      return [items[0]!, x];
    case 2:
      return [items[0]!, items[1]!, x];
    case 3:
      return [items[0]!, items[1]!, items[2]!, x];
    default: {
      const out = items.slice();
      out.push(x);
      return out;
    }
  }
}

/** `cards` without `card` (which is in `cards`), as a new packed array. */
function removeCard(cards: readonly Card[], card: Card): Card[] {
  const out = cards.slice(0, cards.length - 1) as Card[];
  for (let i = cards.indexOf(card); i < out.length; i++) out[i] = cards[i + 1]!;
  return out;
}

/** `cards` without `remove` (all in `cards`), as a new packed array in the same order. */
function without(cards: readonly Card[], remove: readonly Card[]): Card[] {
  const out = cards.slice(0, cards.length - remove.length) as Card[];
  let k = 0;
  for (let i = 0; i < cards.length; i++) if (remove.indexOf(cards[i]!) < 0) out[k++] = cards[i]!;
  return out;
}

/** Applies a legal action and returns the new state; tricks, drawing, the end of the hand and of the match happen here. */
export function applyAction(state: BriscaState, action: BriscaAction): Result<BriscaState, ActionError> {
  const problem = checkAction(state, action);
  if (problem) return err(problem);
  const h = state.hand!;
  const seat = h.turn;
  if (action.type === 'sena') return ok(withHand(state, withSena(h, { seat, sena: action.sena, at: h.actionCount }), 'play'));
  const hands = h.hands.slice();
  if (action.type === 'exchange') {
    const given = action.card;
    const took = h.trumpCard!;
    const mine = h.hands[seat]!.slice();
    mine[mine.indexOf(given)] = took;
    hands[seat] = mine;
    const next: HandState = {
      dealer: h.dealer,
      alcalde: h.alcalde,
      sides: h.sides,
      sideOf: h.sideOf,
      deck: h.deck,
      next: h.next,
      trumpCard: given,
      trumpSuit: h.trumpSuit,
      firstTrump: h.firstTrump,
      removed: h.removed,
      hands,
      trickSeats: h.trickSeats,
      trickCards: h.trickCards,
      leader: h.leader,
      turn: h.turn,
      tricks: h.tricks,
      won: h.won,
      points: h.points,
      actionCount: h.actionCount + 1,
      history: { event: { type: 'exchange', seat, card: given, took }, prev: h.history },
      senas: h.senas,
      result: null,
    };
    return ok(withHand(state, next, 'play'));
  }
  const n = state.table.players;
  const one = action.cards.length === 1;
  const cards = one ? ONE_CARD[action.cards[0]!]! : [action.cards[0]!, action.cards[1]!];
  hands[seat] = one ? removeCard(h.hands[seat]!, cards[0]!) : without(h.hands[seat]!, cards);
  let trickSeats: Seat[];
  let trickCards: Card[];
  if (one) {
    trickSeats = append(h.trickSeats, seat);
    trickCards = append(h.trickCards, cards[0]!);
  } else {
    trickSeats = append(append(h.trickSeats, seat), seat);
    trickCards = append(append(h.trickCards, cards[0]!), cards[1]!);
  }
  let history: History = { event: { type: 'play', seat, cards }, prev: h.history };
  const after = (seat + 1) % n;
  if (after !== h.leader) {
    const next: HandState = {
      dealer: h.dealer,
      alcalde: h.alcalde,
      sides: h.sides,
      sideOf: h.sideOf,
      deck: h.deck,
      next: h.next,
      trumpCard: h.trumpCard,
      trumpSuit: h.trumpSuit,
      firstTrump: h.firstTrump,
      removed: h.removed,
      hands,
      trickSeats,
      trickCards,
      leader: h.leader,
      turn: after,
      tricks: h.tricks,
      won: h.won,
      points: h.points,
      actionCount: h.actionCount + 1,
      history,
      senas: h.senas,
      result: null,
    };
    return ok(withHand(state, next, 'play'));
  }
  // The trick is complete.
  const winner = trickSeats[trickWinnerIndex(trickCards, trickCards.length, h.trumpSuit)]!;
  const pts = trickPoints(trickCards, trickCards.length);
  const won = h.won.slice();
  won[winner] = h.won[winner]!.concat(trickCards);
  const points = h.points.slice();
  points[winner] = points[winner]! + pts;
  history = { event: { type: 'trick', seats: trickSeats, cards: trickCards, winner, points: pts }, prev: history };
  let nextPos = h.next;
  let trumpCard = h.trumpCard;
  if (trumpCard !== null) {
    // Drawing: the winner first, then each seat in order; the Alcalde (alcalde preset) draws two; the trump card last.
    const drawSeats: Seat[] = [];
    let trumpTo: Seat | null = null;
    let drawnTrump: Card | null = null;
    for (let k = 0; k < n && trumpCard !== null; k++) {
      const s = (winner + k) % n;
      const count = state.mode === 'alcalde' && s === h.alcalde ? 2 : 1;
      for (let j = 0; j < count && trumpCard !== null; j++) {
        let card: Card;
        if (nextPos < h.deck.length) card = h.deck[nextPos++]!;
        else {
          card = trumpCard;
          drawnTrump = trumpCard;
          trumpTo = s;
          trumpCard = null;
        }
        hands[s] = append(hands[s]!, card);
        drawSeats.push(s);
      }
    }
    history = { event: { type: 'draw', seats: drawSeats, trumpTo, trump: drawnTrump }, prev: history };
  }
  const next: HandState = {
    dealer: h.dealer,
    alcalde: h.alcalde,
    sides: h.sides,
    sideOf: h.sideOf,
    deck: h.deck,
    next: nextPos,
    trumpCard,
    trumpSuit: h.trumpSuit,
    firstTrump: h.firstTrump,
    removed: h.removed,
    hands,
    trickSeats: [],
    trickCards: [],
    leader: winner,
    turn: winner,
    tricks: h.tricks + 1,
    won,
    points,
    actionCount: h.actionCount + 1,
    history,
    senas: h.senas,
    result: null,
  };
  return ok(next.tricks === trickCount(state.mode, n) ? finishHand(state, next) : withHand(state, next, 'play'));
}

/** `h` with one more seña: a literal in the field order, so one hidden class. */
function withSena(h: HandState, made: SenaMade): HandState {
  return {
    dealer: h.dealer,
    alcalde: h.alcalde,
    sides: h.sides,
    sideOf: h.sideOf,
    deck: h.deck,
    next: h.next,
    trumpCard: h.trumpCard,
    trumpSuit: h.trumpSuit,
    firstTrump: h.firstTrump,
    removed: h.removed,
    hands: h.hands,
    trickSeats: h.trickSeats,
    trickCards: h.trickCards,
    leader: h.leader,
    turn: h.turn,
    tricks: h.tricks,
    won: h.won,
    points: h.points,
    actionCount: h.actionCount,
    history: h.history,
    senas: [...h.senas, made],
    result: h.result,
  };
}

/** `h` with new hands, won cards, points, history and result: a literal in the field order, so one hidden class. */
function handWith(h: HandState, hands: readonly (readonly Card[])[], won: readonly (readonly Card[])[], points: readonly number[], history: History, result: HandResult | null): HandState {
  return {
    dealer: h.dealer,
    alcalde: h.alcalde,
    sides: h.sides,
    sideOf: h.sideOf,
    deck: h.deck,
    next: h.next,
    trumpCard: h.trumpCard,
    trumpSuit: h.trumpSuit,
    firstTrump: h.firstTrump,
    removed: h.removed,
    hands,
    trickSeats: h.trickSeats,
    trickCards: h.trickCards,
    leader: h.leader,
    turn: h.turn,
    tricks: h.tricks,
    won,
    points,
    actionCount: h.actionCount,
    history,
    senas: h.senas,
    result,
  };
}

function finishHand(state: BriscaState, h0: HandState): BriscaState {
  let h = h0;
  const n = state.table.players;
  if (state.mode === 'alcaldeVariation') {
    // Seed: "After the last trick is played, the Alcalde will have one card left over which he will keep and add to his tricks won."
    const a = h.alcalde!;
    const card = h.hands[a]![0]!;
    const hands = h.hands.slice();
    hands[a] = [];
    const won = h.won.slice();
    won[a] = h.won[a]!.concat([card]);
    const points = h.points.slice();
    points[a] = points[a]! + CARD_POINTS[card]!;
    h = handWith(h, hands, won, points, { event: { type: 'lastCard', seat: a, card }, prev: h.history }, null);
  }
  const sidePoints = h.sides.map((seats) => seats.reduce((t, s) => t + h.points[s]!, 0));
  const sideTricks = h.sides.map(() => 0);
  for (let node: History | null = h.history; node; node = node.prev) if (node.event.type === 'trick') sideTricks[h.sideOf[node.event.winner]!]!++;
  let winner: number | null;
  let alcaldeKeeps: boolean | null = null;
  if (state.mode === 'brisca') {
    const best = mostPointsSide(sidePoints, sidePoints.length);
    winner = best < 0 ? null : best;
  } else {
    alcaldeKeeps = sidePoints[0]! >= state.rules.keep;
    winner = alcaldeKeeps ? 0 : 1;
  }
  const result: HandResult = { dealer: h.dealer, alcalde: h.alcalde, sides: h.sides, points: sidePoints, winner, alcaldeKeeps, trump: h.firstTrump, tricks: sideTricks };
  const hand = handWith(h, h.hands, h.won, h.points, { event: { type: 'end', points: sidePoints, winner }, prev: h.history }, result);
  let wins = state.wins;
  let tally = state.tally;
  let matchWinner: number | null = null;
  let matchOver = false;
  let nextDealer = (h.dealer + 1) % n;
  if (state.mode === 'brisca') {
    if (winner !== null) {
      const w = wins.slice();
      w[winner] = w[winner]! + 1;
      wins = w;
      if (w[winner]! >= state.rules.wins) matchWinner = winner;
      matchOver = matchWinner !== null;
    } else {
      // Seed: "Player or team with highest score wins the game, and draws are possible." A one-hand game (wins 1)
      // ends drawn; in a longer match a drawn hand counts for nobody and the next hand is dealt.
      matchOver = state.rules.wins === 1;
    }
  } else {
    const t = tally!;
    const a = h.alcalde!;
    const alcaldeHands = t.alcaldeHands.slice();
    const alcaldeWins = t.alcaldeWins.slice();
    const partnerWins = t.partnerWins.slice();
    alcaldeHands[a]!++;
    if (alcaldeKeeps) {
      alcaldeWins[a]!++;
      nextDealer = a;
    } else for (const s of h.sides[1]!) partnerWins[s]!++;
    tally = { alcaldeHands, alcaldeWins, partnerWins };
  }
  return {
    rules: state.rules,
    mode: state.mode,
    table: state.table,
    phase: matchOver ? 'over' : 'deal',
    wins,
    tally,
    results: [...state.results, result],
    nextDealer,
    hand,
    winner: matchWinner,
    log: [...state.log, hand],
  };
}

/** The hand's events, oldest first. */
export const handEvents = (hand: HandState): HandEvent[] => historyEvents(hand.history);

/** The hand's card actions (plays and exchanges), oldest first. */
export const handActions = (hand: HandState): CardAction[] =>
  collectEvents<HandEvent, CardAction>(hand.history, (e) =>
    e.type === 'play' ? { type: 'play', cards: e.cards } : e.type === 'exchange' ? { type: 'exchange', card: e.card } : undefined,
  );

/** Every action of the hand, its señas included, oldest first: exactly what a record lists. */
export function handRecordActions(hand: HandState): BriscaAction[] {
  return withSenas<BriscaAction, BriscaAction>(handActions(hand), hand.senas, (m) => ({ type: 'sena', sena: m.sena }));
}

/** The seat to act, or null when no hand is being played. */
export const turnOf = (state: BriscaState): Seat | null => (state.phase === 'play' && state.hand && !state.hand.result ? state.hand.turn : null);
