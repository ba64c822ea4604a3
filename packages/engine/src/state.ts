import { CARD_COUNT, isCard, makeCard, sumValues, type Card } from './card.js';
import { canTake, captureSets, CAPTURE_SUM } from './captures.js';
import { parseDeck } from './deck.js';
import { makePlay, type Play } from './notation.js';
import { err, ok, type Result } from './result.js';
import { resolveRules, type Rules, type RulesError } from './rules.js';
import { scoreHand, uniqueBest, type HandScore } from './scoring.js';
import { makeTable, type Seat, type Side, type TableError, type TableSetup } from './table.js';

/** Public events of a hand, in order; nothing in them is hidden from any seat. */
export type HandEvent =
  | { readonly type: 'deal'; readonly dealer: Seat; readonly table: readonly Card[] }
  | { readonly type: 'dealEscoba'; readonly seat: Seat; readonly cards: readonly Card[]; readonly escobas: number }
  | { readonly type: 'redeal'; readonly stock: number }
  | { readonly type: 'play'; readonly seat: Seat; readonly card: Card; readonly take: readonly Card[]; readonly escoba: boolean }
  | { readonly type: 'renuncio'; readonly seat: Seat; readonly from: Seat; readonly card: Card; readonly take: readonly Card[] }
  | { readonly type: 'end'; readonly leftover: readonly Card[]; readonly to: Seat | null };

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
  /** The plays made so far (renuncio claims included), in order: exactly what a record lists. */
  readonly plays: readonly Play[];
  readonly events: readonly HandEvent[];
  readonly renuncio: RenuncioChance | null;
  /** Set once the last card has been played. */
  readonly result: HandResult | null;
}

export type Phase = 'deal' | 'play' | 'over';

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
  /** Dealer, deck and plays of every finished hand: with `hand`, what a record stores. Hidden from views. */
  readonly log: readonly HandLog[];
}

export interface HandLog {
  readonly dealer: Seat;
  readonly deck: readonly Card[];
  readonly plays: readonly Play[];
}

export interface GameConfig {
  readonly rules?: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
}

export type ConfigError = RulesError | TableError;

export function createGame(config: GameConfig): Result<GameState, ConfigError> {
  const rules = resolveRules(config.rules ?? 'classic');
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

/** Seats in dealing order for dealer `d`: `d+1`, `d+2`, …, `d`. */
const dealOrder = (dealer: Seat, n: number): Seat[] => Array.from({ length: n }, (_, k) => (dealer + 1 + k) % n);

function dealRound(hands: Card[][], deck: readonly Card[], from: number, dealer: Seat): number {
  const n = hands.length;
  const order = dealOrder(dealer, n);
  let pos = from;
  for (let round = 0; round < 3; round++) for (const seat of order) hands[seat]!.push(deck[pos++]!);
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
  const hands: Card[][] = Array.from({ length: n }, () => []);
  let pos = dealRound(hands, cards, 0, d);
  let table = cards.slice(pos, pos + 4);
  pos += 4;
  const piles: Card[][] = Array.from({ length: n }, () => []);
  const escobas = new Array<number>(n).fill(0);
  const events: HandEvent[] = [{ type: 'deal', dealer: d, table }];
  let lastCapturer: Seat | null = null;
  const total = sumValues(table);
  if (state.rules.dealEscobas !== 'none' && (total === CAPTURE_SUM || total === 2 * CAPTURE_SUM)) {
    const seat = state.rules.dealEscobas === 'dealer' ? d : (d + 1) % n;
    const count = total / CAPTURE_SUM;
    piles[seat]!.push(...table);
    escobas[seat] = count;
    lastCapturer = seat;
    events.push({ type: 'dealEscoba', seat, cards: table, escobas: count });
    table = [];
  }
  const hand: HandState = {
    dealer: d,
    deck: cards,
    dealt: pos,
    hands,
    table,
    piles,
    escobas,
    turn: (d + 1) % n,
    lastCapturer,
    plays: [],
    events,
    renuncio: null,
    result: null,
  };
  return ok({ ...state, phase: 'play', hand, nextDealer: null });
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

function without(cards: readonly Card[], remove: readonly Card[]): Card[] {
  return cards.filter((c) => !remove.includes(c));
}

/** Checks a play against the state without applying it. */
export function checkPlay(state: GameState, play: Play): PlayError | null {
  if (state.phase !== 'play' || !state.hand) {
    return { code: 'NotPlaying', message: state.phase === 'over' ? 'the game is over' : 'no hand is being played: deal first' };
  }
  if (!play || typeof play !== 'object' || !isCard(play.card) || !Array.isArray(play.take) || !play.take.every(isCard)) {
    return { code: 'BadPlay', message: 'a play is {card, take: [cards]} with card ids 0..39' };
  }
  const h = state.hand;
  const seat = h.turn;
  const { card, take } = play;
  for (let i = 0; i < take.length; i++) {
    if (take.indexOf(take[i]!) !== i || take[i] === card) return { code: 'DuplicateCard', message: `${makeCard(take[i]!)} is named twice` };
  }
  if (play.renuncio) {
    const r = h.renuncio;
    if (!r) return { code: 'NoRenuncio', message: 'there is no renuncio to claim: the previous player did not lay a card that could make 15' };
    if (r.card !== card) return { code: 'BadRenuncio', message: `the renuncio is on ${makeCard(r.card)}, not ${makeCard(card)}` };
    if (!r.sets.some((s) => s.length === take.length && s.every((c) => take.includes(c)))) {
      return { code: 'BadRenuncio', message: `${makeCard(card)} could not have taken ${names(take)}; it could take ${r.sets.map(names).join(' or ')}` };
    }
    return null;
  }
  if (!h.hands[seat]!.includes(card)) return { code: 'NotInHand', message: `${makeCard(card)} is not in seat ${seat}'s hand` };
  for (const c of take) if (!h.table.includes(c)) return { code: 'NotOnTable', message: `${makeCard(c)} is not on the table` };
  if (take.length > 0) {
    const total = sumValues([card, ...take]);
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

/** Applies a legal play and returns the new state; dealing again, ending the hand and the game happen here. */
export function applyPlay(state: GameState, play: Play): Result<GameState, PlayError> {
  const problem = checkPlay(state, play);
  if (problem) return err(problem);
  const h = state.hand!;
  const n = state.setup.players;
  const seat = h.turn;
  const take = [...play.take];
  const piles = h.piles.slice();
  const escobas = h.escobas.slice();
  const plays = [...h.plays, play.renuncio ? { card: play.card, take, renuncio: true as const } : { card: play.card, take }];

  if (play.renuncio) {
    const from = h.renuncio!.from;
    piles[seat] = [...piles[seat]!, play.card, ...take];
    const hand: HandState = {
      ...h,
      table: without(h.table, [play.card, ...take]),
      piles,
      lastCapturer: seat,
      plays,
      events: [...h.events, { type: 'renuncio', seat, from, card: play.card, take }],
      renuncio: null,
    };
    return ok({ ...state, hand });
  }

  const hands = h.hands.slice();
  hands[seat] = h.hands[seat]!.filter((c) => c !== play.card);
  const handsEmpty = hands.every((x) => x.length === 0);
  const finalPlay = handsEmpty && h.dealt === CARD_COUNT;
  let table: Card[];
  let lastCapturer = h.lastCapturer;
  let escoba = false;
  let renuncio: RenuncioChance | null = null;
  if (take.length > 0) {
    table = without(h.table, take);
    piles[seat] = [...piles[seat]!, play.card, ...take];
    lastCapturer = seat;
    escoba = table.length === 0 && (!finalPlay || state.rules.lastPlayEscoba);
    if (escoba) escobas[seat] = escobas[seat]! + 1;
  } else {
    if (state.rules.renuncio && !finalPlay && canTake(h.table, play.card)) {
      renuncio = { from: seat, card: play.card, sets: captureSets(h.table, play.card) };
    }
    table = [...h.table, play.card];
  }
  const events: HandEvent[] = [...h.events, { type: 'play', seat, card: play.card, take, escoba }];
  let dealt = h.dealt;
  if (handsEmpty && !finalPlay) {
    for (const x of hands.keys()) hands[x] = [];
    dealt = dealRound(hands as Card[][], h.deck, dealt, h.dealer);
    events.push({ type: 'redeal', stock: CARD_COUNT - dealt });
  }
  const next: HandState = { ...h, dealt, hands, table, piles, escobas, turn: (seat + 1) % n, lastCapturer, plays, events, renuncio };
  return ok(finalPlay ? finishHand(state, next) : { ...state, hand: next });
}

function finishHand(state: GameState, h: HandState): GameState {
  const { setup, rules } = state;
  const leftover = h.table;
  const piles = h.piles.slice();
  if (h.lastCapturer !== null && leftover.length > 0) piles[h.lastCapturer] = [...piles[h.lastCapturer]!, ...leftover];
  const sidePiles = setup.sides.map((seats) => seats.flatMap((s) => piles[s]!));
  const sideEscobas = setup.sides.map((seats) => seats.reduce((t, s) => t + h.escobas[s]!, 0));
  const score = scoreHand(rules, setup, sidePiles, sideEscobas);
  const result: HandResult = { ...score, dealer: h.dealer, leftover, leftoverTo: h.lastCapturer };
  const hand: HandState = {
    ...h,
    table: h.lastCapturer === null ? leftover : [],
    piles,
    events: [...h.events, { type: 'end', leftover, to: h.lastCapturer }],
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
    ...state,
    phase: winner === null ? 'deal' : 'over',
    hand,
    scores,
    results: [...state.results, result],
    log: [...state.log, { dealer: h.dealer, deck: h.deck, plays: h.plays }],
    nextDealer: (h.dealer + 1) % setup.players,
    winner,
    winReason,
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
  const anyTake = capture === 'forced' && hand.some((c) => canTake(h.table, c));
  for (const card of hand) {
    const sets = captureSets(h.table, card);
    for (const take of sets) out.push({ card, take });
    const mayLay = capture === 'optional' || (capture === 'mustTake' ? sets.length === 0 : !anyTake);
    if (mayLay) out.push({ card, take: [] });
  }
  return out;
}

/** The seat whose turn it is, or null when no hand is being played. */
export const turnOf = (state: GameState): Seat | null => (state.phase === 'play' && state.hand ? state.hand.turn : null);

/** Cards left in the stock. */
export const stockCount = (state: GameState): number => (state.hand ? CARD_COUNT - state.hand.dealt : 0);

/** A one-line description of a play for error messages and logs. */
export const describePlay = (play: Play): string => makePlay(play);
