/**
 * Shared test helpers: card shorthands, a deck builder for hand-made positions, game drivers and
 * invariant checks. Not a test file itself (vitest only collects *.test.ts).
 */
import { expect } from 'vitest';
import {
  ALL_CARDS,
  applyAction,
  createGame,
  createRng,
  deal,
  dealOrder,
  dealtCount,
  deckSize,
  handEvents,
  legalActions,
  makeCard,
  modeOf,
  parseAction,
  parseCard,
  randomDeck,
  resolveRules,
  stockCount,
  sumPoints,
  trickCount,
  unwrap,
  type BriscaAction,
  type BriscaState,
  type Card,
  type CardAction,
  type GameConfig,
  type Rng,
} from '@escoba/brisca';

/** `c('7o')` -> card id; throws on bad notation (tests only). */
export const c = (text: string): Card => unwrap(parseCard(text));
/** `cs('7o 3c 5e')` -> card ids. */
export const cs = (text: string): Card[] => text.split(/[\s,]+/).filter(Boolean).map(c);
export const names = (cards: readonly Card[]): string[] => cards.map(makeCard);
/** An action from notation (`3o`, `12b+4o`, `~7e`); throws on bad notation. */
export const a = (text: string): BriscaAction => unwrap(parseAction(text));

export interface DeckSpec {
  readonly rules?: unknown;
  readonly players: number;
  readonly dealer: number;
  /** Cards dealt to each seat, in the order that seat receives them. */
  readonly hands?: Readonly<Record<number, string>>;
  /** The card turned up as the trump card. */
  readonly trump?: string;
  /** The face-down stock in draw order (first drawn first). */
  readonly stock?: string;
  /** 3-player Brisca: the card left out (default 4b). */
  readonly removed?: string;
}

/** A deck order (index 0 on top) giving the hands, trump card and stock asked for; every other place filled in id order. */
export function buildDeck(spec: DeckSpec): Card[] {
  const rules = unwrap(resolveRules(spec.rules ?? 'brisca'));
  const mode = modeOf(rules);
  const n = spec.players;
  const size = mode === 'brisca' && n === 3 ? 39 : 40;
  const removed = size === 39 ? c(spec.removed ?? (rules.leaveOut === 'four' ? '4b' : '2b')) : -1;
  const order = dealOrder(mode, n, spec.dealer);
  const deck: (Card | undefined)[] = new Array(size).fill(undefined);
  const used = new Set<Card>();
  const put = (i: number, card: Card) => {
    if (used.has(card)) throw new Error(`${makeCard(card)} used twice in the deck spec`);
    if (card === removed) throw new Error(`${makeCard(card)} is left out`);
    used.add(card);
    deck[i] = card;
  };
  for (const [seatText, text] of Object.entries(spec.hands ?? {})) {
    const seat = Number(seatText);
    const places = order.flatMap((s, i) => (s === seat ? [i] : []));
    cs(text).forEach((card, k) => put(places[k]!, card));
  }
  const at = dealtCount(mode, n);
  if (spec.trump) put(at, c(spec.trump));
  cs(spec.stock ?? '').forEach((card, k) => put(at + 1 + k, card));
  const rest = ALL_CARDS.filter((x) => !used.has(x) && x !== removed);
  for (let i = 0; i < size; i++) if (deck[i] === undefined) deck[i] = rest.shift()!;
  return deck as Card[];
}

/** A game dealt from a hand-made deck. */
export function start(spec: DeckSpec & { readonly partnerships?: boolean }): BriscaState {
  const game = unwrap(createGame({ rules: spec.rules ?? 'brisca', players: spec.players, partnerships: spec.partnerships ?? false }));
  return unwrap(deal(game, buildDeck(spec), spec.dealer));
}

/** Applies actions in notation, throwing on the first illegal one. */
export function play(state: BriscaState, ...actions: string[]): BriscaState {
  let s = state;
  for (const text of actions) {
    const r = applyAction(s, a(text));
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

/** Plays random legal actions until the hand ends; `each` sees every state. */
export function playHandRandomly(state: BriscaState, rng: Rng, each?: (before: BriscaState, action: CardAction, after: BriscaState) => void): BriscaState {
  let s = state;
  while (s.phase === 'play') {
    const legal = legalActions(s);
    const action = legal[rng.int(legal.length)]!;
    const next = unwrap(applyAction(s, action));
    each?.(s, action, next);
    s = next;
  }
  return s;
}

/** A random game of up to `hands` hands (the match may end first). */
export function randomGame(config: GameConfig, seed: string | number, hands = 3, each?: (before: BriscaState, action: CardAction, after: BriscaState) => void): BriscaState {
  const rng = createRng(seed);
  let s = unwrap(createGame(config));
  for (let i = 0; i < hands && s.phase === 'deal'; i++) {
    s = unwrap(deal(s, randomDeck(s, rng), s.nextDealer ?? rng.int(s.table.players)));
    s = playHandRandomly(s, rng, each);
  }
  return s;
}

/** Every configuration the tests sweep: each preset and table, and the options. */
export const CONFIGS: readonly GameConfig[] = [
  { rules: 'brisca', players: 2 },
  { rules: 'brisca', players: 3 },
  { rules: 'brisca', players: 4 },
  { rules: 'brisca', players: 4, partnerships: true },
  { rules: { preset: 'brisca', exchange: 'none', wins: 2 }, players: 2 },
  { rules: { preset: 'brisca', exchange: 'winner', leaveOut: 'two' }, players: 3 },
  { rules: { preset: 'brisca', exchange: 'winner', wins: 3 }, players: 4, partnerships: true },
  { rules: 'alcalde', players: 3 },
  { rules: { preset: 'alcalde', partnersSeeHands: false, exchange: 'winner', keep: 61 }, players: 3 },
  { rules: 'alcalde-variation', players: 3 },
  { rules: { preset: 'alcalde-variation', keep: 61, exchange: 'none', partnersSeeHands: true }, players: 3 },
];

/** The invariants every state of a hand keeps (checked after every action in the simulations). */
export function checkInvariants(s: BriscaState): void {
  const h = s.hand!;
  const n = s.table.players;
  const size = deckSize(s);
  expect(h.deck.length).toBe(size);
  // Every card of the pack exactly once: in a hand, the stock, under it, the current trick or won tricks.
  const all: Card[] = [...h.hands.flat(), ...h.deck.slice(h.next), ...h.trickCards, ...h.won.flat()];
  if (h.trumpCard !== null) all.push(h.trumpCard);
  expect(all.length).toBe(size);
  expect(new Set(all).size).toBe(size);
  if (h.removed !== null) expect(all).not.toContain(h.removed);
  // Points: won points match the won cards; with the trick in progress and the rest, 120 in all.
  for (let seat = 0; seat < n; seat++) expect(h.points[seat]).toBe(sumPoints(h.won[seat]!));
  expect(sumPoints(all)).toBe(120);
  // The trump suit never changes; the trump card under the stock is of that suit.
  expect((h.firstTrump / 10) | 0).toBe(h.trumpSuit);
  if (h.trumpCard !== null) expect((h.trumpCard / 10) | 0).toBe(h.trumpSuit);
  // The stock is drawn in order and the trump card last: while it is under the stock, face-down cards may remain.
  expect(h.next).toBeGreaterThanOrEqual(dealtCount(s.mode, n) + 1);
  if (h.trumpCard === null) expect(h.next).toBe(size);
  expect(stockCount(h)).toBe(size - h.next + (h.trumpCard === null ? 0 : 1));
  // Hand sizes: at the start of a trick every non-Alcalde seat holds the same number of cards.
  if (h.trickCards.length === 0 && !h.result) {
    const sizes = h.hands.map((x, seat) => (seat === h.alcalde ? null : x.length)).filter((x) => x !== null);
    expect(new Set(sizes).size).toBe(1);
    const each = sizes[0]!;
    if (stockCount(h) > 0) expect(each).toBe(3);
    if (h.alcalde !== null) {
      const extra = s.mode === 'alcalde' ? 2 * each : each + 1;
      expect(h.hands[h.alcalde]!.length).toBe(extra);
    }
    expect(h.tricks).toBeLessThan(trickCount(s.mode, n));
  }
  if (h.result) {
    expect(h.hands.every((x) => x.length === 0)).toBe(true);
    expect(h.result.points.reduce((x, y) => x + y, 0)).toBe(120);
    expect(h.tricks).toBe(trickCount(s.mode, n));
  }
  expect(handEvents(h)[0]!.type).toBe('deal');
}
