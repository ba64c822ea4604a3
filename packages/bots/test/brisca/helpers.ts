import {
  ALL_CARDS,
  applyAction,
  dealOrder,
  dealtCount,
  parseAction,
  createGame,
  createRng,
  deal,
  legalActions,
  parseCard,
  randomDeck,
  seatView,
  unwrap,
  type BriscaState,
  type Card,
  type GameConfig,
  type HandState,
  type SeededRng,
} from '@escoba/brisca';

/** Every table of every preset, and the rule options that change what a seat sees or may do. */
export const TABLES: readonly GameConfig[] = [
  { players: 2, rules: 'brisca' },
  { players: 2, rules: { preset: 'brisca', exchange: 'winner' } },
  { players: 3, rules: 'brisca' },
  { players: 3, rules: { preset: 'brisca', leaveOut: 'two', exchange: 'none' } },
  { players: 4, rules: 'brisca' },
  { players: 4, partnerships: true, rules: 'brisca' },
  { players: 3, rules: 'alcalde' },
  { players: 3, rules: { preset: 'alcalde', partnersSeeHands: false } },
  { players: 3, rules: 'alcalde-variation' },
  { players: 3, rules: { preset: 'alcalde-variation', partnersSeeHands: true } },
];

export const label = (t: GameConfig): string => `${JSON.stringify(t.rules)} ${t.players}p${t.partnerships ? ' 2v2' : ''}`;

/** A random state with a seat on turn: a random deck and dealer, then a random number of random actions. */
export function randomState(rng: SeededRng, t: GameConfig, maxSteps = 45): BriscaState {
  for (;;) {
    const g = unwrap(createGame(t));
    let s = unwrap(deal(g, randomDeck(g, rng), rng.int(t.players)));
    const steps = rng.int(maxSteps);
    for (let k = 0; k < steps && !s.hand!.result; k++) {
      const l = legalActions(s);
      s = unwrap(applyAction(s, l[rng.int(l.length)]!));
    }
    if (!s.hand!.result) return s;
  }
}

/**
 * The same state with two cards `seat` cannot see swapped: another seat's unseen card with a face-down stock
 * card or with a third seat's unseen card. Null when there are not two such places.
 */
export function shuffleHidden(state: BriscaState, seat: number, rng: SeededRng): BriscaState | null {
  const h = state.hand!;
  const view = seatView(state, seat);
  const places: { seat: number; i: number }[] = [];
  h.hands.forEach((cards, s) => {
    if (s === seat) return;
    cards.forEach((c, i) => {
      if (view.known[s]!.indexOf(c) < 0) places.push({ seat: s, i });
    });
  });
  for (let i = h.next; i < h.deck.length; i++) places.push({ seat: -1, i });
  if (places.length < 2 || places.every((p) => p.seat === places[0]!.seat)) return null;
  for (;;) {
    const a = places[rng.int(places.length)]!;
    const b = places[rng.int(places.length)]!;
    if (a.seat === b.seat) continue;
    const hands = h.hands.map((x) => x.slice());
    const deck = h.deck.slice();
    const get = (p: { seat: number; i: number }) => (p.seat < 0 ? deck[p.i]! : hands[p.seat]![p.i]!);
    const set = (p: { seat: number; i: number }, c: Card) => (p.seat < 0 ? (deck[p.i] = c) : (hands[p.seat]![p.i] = c));
    const ca = get(a);
    set(a, get(b));
    set(b, ca);
    const hand: HandState = { ...h, hands, deck };
    return { ...state, hand };
  }
}

export const testRng = (seed: string): SeededRng => createRng(seed);
export const card = (text: string): Card => unwrap(parseCard(text));

/** A deck (index 0 on top) dealing `hands` (seat -> cards in the order received) and turning up `trump`; the rest in id order. */
export function deckFor(t: GameConfig, dealer: number, hands: Readonly<Record<number, string>>, trump: string): Card[] {
  const g = unwrap(createGame(t));
  const order = dealOrder(g.mode, t.players, dealer);
  const deck: (Card | undefined)[] = new Array(40).fill(undefined);
  const used = new Set<Card>();
  const seen: number[] = new Array(t.players).fill(0);
  const cards = Object.fromEntries(Object.entries(hands).map(([s, text]) => [s, text.split(' ').map(card)]));
  order.forEach((seat, i) => {
    const c = cards[seat]?.[seen[seat]!++];
    if (c !== undefined) {
      deck[i] = c;
      used.add(c);
    }
  });
  const at = dealtCount(g.mode, t.players);
  deck[at] = card(trump);
  used.add(card(trump));
  const rest = ALL_CARDS.filter((c) => !used.has(c));
  return deck.map((c) => (c === undefined ? rest.shift()! : c));
}

/** A game dealt from {@link deckFor} and played on with `actions` (notation). */
export function position(t: GameConfig, dealer: number, hands: Readonly<Record<number, string>>, trump: string, actions: readonly string[]): BriscaState {
  let s = unwrap(deal(unwrap(createGame(t)), deckFor(t, dealer, hands, trump), dealer));
  for (const a of actions) s = unwrap(applyAction(s, unwrap(parseAction(a))));
  return s;
}
