import { expect, it } from 'vitest';
import { playGame, type Bot, type BotConfig } from '@escoba/bots';
import { samePlay, ALL_CARDS, CARD_COUNT, createGame, createRng, deal, applyPlay, legalPlays, parseCard, seatView, shuffledDeck, unwrap, type Card, type GameState, type HandState, type RenuncioChance, type SeatView } from '@escoba/engine';

export const card = (s: string): Card => unwrap(parseCard(s));
export const cards = (xs: readonly string[]): Card[] => xs.map(card);

export interface PositionSpec {
  readonly rules?: unknown;
  readonly players?: number;
  readonly partnerships?: boolean;
  /** Each seat's hand (index = seat). */
  readonly hands: readonly (readonly string[])[];
  readonly table: readonly string[];
  /** Each seat's captured cards; missing seats have none. */
  readonly piles?: readonly (readonly string[])[];
  /** The seat on turn (default 0). */
  readonly turn?: number;
  readonly dealer?: number;
  readonly lastCapturer?: number | null;
  /** A renuncio the seat on turn may claim: the previous seat laid `card` (already on the table), which could take `sets`. */
  readonly renuncio?: { readonly card: string; readonly sets: readonly (readonly string[])[] };
}

/**
 * A hand-made position: the given hands, table and piles; every other card is in the stock. Returns the
 * state and the view of the seat on turn.
 */
export function position(spec: PositionSpec): { state: GameState; view: SeatView } {
  const players = spec.players ?? 2;
  const base = unwrap(createGame({ rules: spec.rules, players, partnerships: spec.partnerships }));
  const hands = Array.from({ length: players }, (_, s) => cards(spec.hands[s] ?? []));
  const piles = Array.from({ length: players }, (_, s) => cards(spec.piles?.[s] ?? []));
  const table = cards(spec.table);
  const used = new Set<Card>([...hands.flat(), ...piles.flat(), ...table]);
  if (used.size !== hands.flat().length + piles.flat().length + table.length) throw new Error('a card is used twice');
  const stock = ALL_CARDS.filter((c) => !used.has(c));
  const deck = [...used, ...stock];
  const turn = spec.turn ?? 0;
  const renuncio: RenuncioChance | null = spec.renuncio
    ? { from: (turn + players - 1) % players, card: card(spec.renuncio.card), sets: spec.renuncio.sets.map(cards) }
    : null;
  const hand: HandState = {
    dealer: spec.dealer ?? (turn + players - 1) % players,
    deck,
    dealt: CARD_COUNT - stock.length,
    hands,
    table,
    piles,
    escobas: new Array<number>(players).fill(0),
    turn,
    lastCapturer: spec.lastCapturer ?? null,
    playCount: 0,
    history: { event: { type: 'deal', dealer: spec.dealer ?? 0, table }, prev: null },
    renuncio,
    result: null,
  };
  const state: GameState = { ...base, phase: 'play', hand };
  return { state, view: seatView(state, turn) };
}

export const TABLES = [
  { players: 2, partnerships: false },
  { players: 3, partnerships: false },
  { players: 4, partnerships: false },
  { players: 4, partnerships: true },
  { players: 6, partnerships: true },
] as const;

export const RULE_SETS: readonly unknown[] = [
  'classic',
  'sevens',
  'fournier',
  'escova',
  { preset: 'sevens', renuncio: true },
  { capture: 'forced', sevens: 'primiera', dealEscobas: 'dealerGroups', bonusAllCoins: true, bonusScoring: 'added' },
  { preset: 'escova', capture: 'optional', lastPlayEscoba: false, dealEscobas: 'mano', bonusCards: true },
];

/** Random positions (seat on turn's view) over every table and rule set, reached by random play. */
export function* randomViews(count: number, seed: string): Generator<SeatView> {
  const rng = createRng(seed);
  for (let i = 0; i < count; i++) {
    const t = TABLES[i % TABLES.length]!;
    const rules = RULE_SETS[Math.floor(i / TABLES.length) % RULE_SETS.length];
    let s = unwrap(deal(unwrap(createGame({ ...t, rules })), shuffledDeck(rng), rng.int(t.players)));
    const steps = rng.int(36);
    for (let k = 0; k < steps && s.phase === 'play'; k++) {
      const l = legalPlays(s);
      s = unwrap(applyPlay(s, l[rng.int(l.length)]!));
    }
    if (s.phase === 'play') yield seatView(s, s.hand!.turn);
  }
}

/**
 * What every heuristic level must do, whatever its strength: only legal plays over random positions of every
 * rule set and table, finish games everywhere against `opponent`, and decide the same way for the same seed.
 */
export function botContract(level: string, make: (config: BotConfig) => Bot, opponent: (config: BotConfig) => Bot): void {
  const bot = make({ seed: 1 });

  it('plays only legal plays over random positions of every rule set and table', () => {
    let n = 0;
    for (const view of randomViews(700, `${level}-legal`)) {
      const play = bot.choose(view);
      expect(view.legal.some((p) => samePlay(p, play))).toBe(true);
      n++;
    }
    expect(n).toBeGreaterThan(500);
  });

  it('finishes games on every table and rule set', () => {
    for (const t of TABLES) {
      for (const rules of RULE_SETS) {
        const bots = Array.from({ length: t.players }, (_, s) => (s % 2 ? opponent({ seed: s }) : make({ seed: s })));
        const end = playGame({ ...t, rules, bots, seed: `${level}:${t.players}`, maxHands: 1 });
        expect(end.results.length).toBe(1);
      }
    }
  });

  it('is deterministic: the same seed and view give the same play', () => {
    for (const view of randomViews(100, `${level}-det`)) {
      expect(samePlay(make({ seed: 7 }).choose(view), make({ seed: 7 }).choose(view))).toBe(true);
      expect(samePlay(bot.choose(view), bot.choose(view))).toBe(true);
    }
  });
}
