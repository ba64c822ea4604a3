/**
 * Shared test helpers: card shorthands, a deck builder for hand-made positions, game drivers and
 * invariant checks. Not a test file itself (vitest only collects *.test.ts).
 */
import { expect } from 'vitest';
import {
  ALL_CARDS,
  CARD_COUNT,
  applyPlay,
  createGame,
  createRng,
  deal,
  handEvents,
  handPlays,
  legalPlays,
  makeCard,
  makePlay,
  parseCard,
  parsePlay,
  shuffledDeck,
  sumValues,
  unwrap,
  type Card,
  type GameState,
  type HandEvent,
  type Play,
  type Rng,
} from '@escoba/engine';

/** `c('7o')` -> card id; throws on bad notation (tests only). */
export const c = (text: string): Card => unwrap(parseCard(text));
/** `cs('7o 3c 5e')` -> card ids; accepts spaces or commas. */
export const cs = (text: string): Card[] => text.split(/[\s,]+/).filter(Boolean).map(c);
/** Card ids -> notation strings. */
export const names = (cards: readonly Card[]): string[] => cards.map(makeCard);
/** A play from notation; throws on bad notation. */
export const p = (text: string): Play => unwrap(parsePlay(text));

type SeatCards = readonly (readonly string[] | string | undefined)[] | Readonly<Record<number, readonly string[] | string>>;

export interface DeckSpec {
  readonly players: number;
  readonly dealer: number;
  /** Cards of the opening deal, per seat (up to 3 each; missing ones are filled). */
  readonly hands?: SeatCards;
  /** The four table cards of the opening deal (missing ones are filled). */
  readonly table?: readonly string[] | string;
  /** Later deals: `redeals[0]` is the second deal of three cards, per seat. */
  readonly redeals?: readonly SeatCards[];
  /** Cards used first, in this order, to fill the unspecified places; then the rest in id order. */
  readonly fill?: readonly string[] | string;
}

const list = (x: readonly string[] | string | undefined): Card[] => (x === undefined ? [] : typeof x === 'string' ? cs(x) : x.map(c));

/** Seats in dealing order for dealer d: d+1, d+2, ..., d (seed 001: the deal starts at dealer's right). */
export const dealOrder = (dealer: number, n: number): number[] => Array.from({ length: n }, (_, k) => (dealer + 1 + k) % n);

/** Deck index of card `k` (0..2) of deal `r` (0 = opening deal) for the seat at position `j` of the deal order. */
export function dealIndex(n: number, r: number, k: number, j: number): number {
  const base = r === 0 ? 0 : 3 * n + 4 + (r - 1) * 3 * n;
  return base + k * n + j;
}

/**
 * Builds a 40-card deck order (index 0 on top) from the cards each seat should receive in each
 * deal and the opening table; every other place is filled deterministically.
 */
export function buildDeck(spec: DeckSpec): string[] {
  const n = spec.players;
  const deck: (Card | undefined)[] = new Array<Card | undefined>(CARD_COUNT).fill(undefined);
  const used = new Set<Card>();
  const put = (index: number, card: Card) => {
    if (index >= CARD_COUNT) throw new Error(`deck spec: index ${index} is beyond the deck`);
    if (used.has(card)) throw new Error(`deck spec: ${makeCard(card)} used twice`);
    if (deck[index] !== undefined) throw new Error(`deck spec: place ${index} filled twice`);
    used.add(card);
    deck[index] = card;
  };
  const deals = [spec.hands, ...(spec.redeals ?? [])];
  const order = dealOrder(spec.dealer, n);
  deals.forEach((seats, r) => {
    if (!seats) return;
    for (let j = 0; j < n; j++) {
      const seat = order[j]!;
      const cards = list((seats as Record<number, readonly string[] | string | undefined>)[seat]);
      if (cards.length > 3) throw new Error(`deck spec: seat ${seat} gets more than 3 cards in deal ${r}`);
      cards.forEach((card, k) => put(dealIndex(n, r, k, j), card));
    }
  });
  list(spec.table).forEach((card, k) => put(3 * n + k, card));
  const rest = [...list(spec.fill), ...ALL_CARDS].filter((card, i, a) => !used.has(card) && a.indexOf(card) === i);
  let next = 0;
  for (let i = 0; i < CARD_COUNT; i++) if (deck[i] === undefined) deck[i] = rest[next++]!;
  return deck.map((card) => makeCard(card!));
}

export interface StartOptions {
  readonly rules?: unknown;
  readonly players?: number;
  readonly partnerships?: boolean;
}

/** A new game, dealt from `deck` by `dealer`. */
export function start(deck: readonly string[] | readonly Card[], dealer: number, opts: StartOptions = {}): GameState {
  const game = unwrap(createGame({ rules: opts.rules ?? 'classic', players: opts.players ?? 2, partnerships: opts.partnerships }));
  return unwrap(deal(game, deck, dealer));
}

/** Applies plays in notation (or Play objects); throws with the engine's message on an illegal one. */
export function play(state: GameState, ...plays: (string | Play)[]): GameState {
  let s = state;
  for (const x of plays) s = unwrap(applyPlay(s, typeof x === 'string' ? p(x) : x));
  return s;
}

/** The current hand's public events, oldest first. */
export const events = (state: GameState): HandEvent[] => (state.hand ? handEvents(state.hand) : []);
/** The current hand's plays in notation, oldest first. */
export const playsText = (state: GameState): string[] => (state.hand ? handPlays(state.hand).map(makePlay) : []);

/** Legal plays in notation, sorted, for set comparisons. */
export const legalText = (state: GameState): string[] => legalPlays(state).map(makePlay).sort();

export type Policy = (state: GameState, legal: Play[]) => Play;

export const randomPolicy =
  (rng: Rng): Policy =>
  (_s, legal) =>
    legal[rng.int(legal.length)]!;

/** Lays a card when allowed (first layable card), otherwise takes with the first legal play. */
export const layPolicy: Policy = (_s, legal) => legal.find((x) => x.take.length === 0 && !x.renuncio) ?? legal[0]!;

/** Plays the current hand to its end with `policy`; returns the state right after the final play. */
export function playHand(state: GameState, policy: Policy, onPlay?: (before: GameState, play: Play, after: GameState) => void): GameState {
  let s = state;
  const hands = s.results.length;
  while (s.phase === 'play' && s.results.length === hands) {
    const legal = legalPlays(s);
    if (legal.length === 0) throw new Error('no legal play in phase play');
    const x = policy(s, legal);
    const next = unwrap(applyPlay(s, x));
    onPlay?.(s, x, next);
    s = next;
  }
  return s;
}

export interface GameConfigT {
  readonly rules: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
}

/** A whole random game from a seed: shuffles with the seeded rng, random legal plays. */
export function randomGame(
  config: GameConfigT,
  seed: number | string,
  onPlay?: (before: GameState, play: Play, after: GameState) => void,
  maxHands = 60,
): GameState {
  const rng = createRng(seed);
  let s = unwrap(createGame(config));
  let first = true;
  while (s.phase !== 'over' && s.results.length < maxHands) {
    s = unwrap(deal(s, shuffledDeck(rng), first ? rng.int(config.players) : undefined));
    first = false;
    s = playHand(s, randomPolicy(rng), onPlay);
  }
  return s;
}

/** Every card id on the table, in the hands, in the piles and in the stock: must be each of the 40 once. */
export function cardCensus(state: GameState): Card[] {
  const h = state.hand;
  if (!h) return [];
  return [...h.hands.flat(), ...h.table, ...h.piles.flat(), ...h.deck.slice(h.dealt)];
}

export function expectAllCardsOnce(state: GameState): void {
  const census = cardCensus(state).sort((a, b) => a - b);
  expect(census).toEqual([...ALL_CARDS]);
}

export const total = (cards: readonly Card[]): number => sumValues(cards);

/** Deterministic JSON of anything (for deep comparisons in messages). */
export const json = (x: unknown): string => JSON.stringify(x);
