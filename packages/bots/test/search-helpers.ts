import { expect } from 'vitest';
import { applyPlay, createGame, createRng, deal, legalPlays, samePlay, shuffledDeck, unwrap, type GameState, type Play, type SeededRng } from '@escoba/engine';

/** Every table and a spread of rule sets, all presets and capture rules included. */
export const TABLES = [
  { players: 2, partnerships: false, rules: 'classic' },
  { players: 2, partnerships: false, rules: { preset: 'sevens', renuncio: true } },
  { players: 2, partnerships: false, rules: 'fournier' },
  { players: 2, partnerships: false, rules: 'escova' },
  { players: 2, partnerships: false, rules: { capture: 'forced', sevens: 'primiera' } },
  { players: 3, partnerships: false, rules: 'fournier' },
  { players: 3, partnerships: false, rules: { preset: 'sevens', renuncio: true } },
  { players: 4, partnerships: false, rules: 'escova' },
  { players: 4, partnerships: true, rules: { preset: 'sevens', renuncio: true } },
  { players: 4, partnerships: true, rules: { sevens: 'none', capture: 'forced', dealEscobas: 'mano' } },
  { players: 6, partnerships: true, rules: { capture: 'forced', primeOrder: 'faceValue' } },
  { players: 6, partnerships: true, rules: 'sevens' },
] as const;

/** A random mid-hand state (a seat on turn) of table `t`, after a random number of random plays. */
export function randomState(rng: SeededRng, t: (typeof TABLES)[number], maxSteps = 40): GameState {
  for (;;) {
    let s = unwrap(deal(unwrap(createGame(t)), shuffledDeck(rng), rng.int(t.players)));
    const steps = rng.int(maxSteps);
    for (let k = 0; k < steps && !s.hand!.result; k++) {
      const l = legalPlays(s);
      s = unwrap(applyPlay(s, l[rng.int(l.length)]!));
    }
    if (!s.hand!.result) return s;
  }
}

export const testRng = (seed: string): SeededRng => createRng(seed);

/**
 * The same state with the next seat's hand swapped with the stock's next cards (null when the stock is too short):
 * what a measuring player that reads the state sees change, and no seat's view does.
 */
export function nextHandSwappedWithStock(state: GameState): GameState | null {
  const h = state.hand!;
  const seat = (h.turn + 1) % h.hands.length;
  const len = h.hands[seat]!.length;
  if (len === 0 || h.deck.length - h.dealt < len) return null;
  const deck = [...h.deck];
  const hands = h.hands.map((x) => [...x]);
  for (let i = 0; i < len; i++) [hands[seat]![i], deck[h.dealt + i]] = [deck[h.dealt + i]!, hands[seat]![i]!];
  return { ...state, hand: { ...h, hands, deck } };
}

/** A player that reads the whole state (the measuring tools) plays legally, and the same play for the same state and seed, over `count` random states of every table. */
export function expectLegalAndRepeatable(seed: string, count: number, play: (state: GameState, seed: string) => Play): void {
  const rng = testRng(seed);
  for (let i = 0; i < count; i++) {
    const s = randomState(rng, TABLES[i % TABLES.length]!);
    const chosen = play(s, `${seed}:${i}`);
    expect(legalPlays(s).some((p) => samePlay(p, chosen))).toBe(true);
    expect(samePlay(play(s, `${seed}:${i}`), chosen)).toBe(true);
  }
}

