import { describe, expect, it } from 'vitest';
import { randomState, TABLES, testRng } from './search-helpers.js';
import { applyPlay, samePlay, seatView, type GameState, type HandState } from '@escoba/engine';
import { BOT_LEVELS, createBot } from '@escoba/bots';

/** Small search effort so that the search levels stay fast here. */
const config = (level: string, seed: string) => ({ seed, iterations: level === 'hard' || level === 'expert' ? 12 : undefined });

/** The same state with hidden cards moved: a card of another seat's hand swapped with the stock or another seat's hand. */
function shuffleHidden(state: GameState, seat: number, pick: (n: number) => number): GameState | null {
  const h = state.hand!;
  const others = h.hands.map((_, s) => s).filter((s) => s !== seat && h.hands[s]!.length > 0);
  if (others.length === 0) return null;
  const a = others[pick(others.length)]!;
  const hands = h.hands.map((x) => [...x]);
  const deck = [...h.deck];
  const stock = deck.length - h.dealt;
  const ia = pick(hands[a]!.length);
  if (stock > 0 && (others.length === 1 || pick(2) === 0)) {
    const j = h.dealt + pick(stock);
    const t = hands[a]![ia]!;
    hands[a]![ia] = deck[j]!;
    deck[j] = t;
  } else {
    const rest = others.filter((s) => s !== a);
    if (rest.length === 0) return null;
    const b = rest[pick(rest.length)]!;
    const ib = pick(hands[b]!.length);
    const t = hands[a]![ia]!;
    hands[a]![ia] = hands[b]![ib]!;
    hands[b]![ib] = t;
  }
  const hand: HandState = { ...h, hands, deck };
  return { ...state, hand };
}

describe('bots see only their seat', () => {
  for (const level of BOT_LEVELS) {
    it(`${level}: the same play when only hidden cards differ`, () => {
      const rng = testRng(`hidden:${level}`);
      let compared = 0;
      for (let i = 0; i < 48; i++) {
        const s = randomState(rng, TABLES[i % TABLES.length]!);
        const seat = s.hand!.turn;
        const t = shuffleHidden(s, seat, (n) => rng.int(n));
        if (!t) continue;
        // The states really differ, the seat's views do not.
        expect(JSON.stringify(t.hand)).not.toBe(JSON.stringify(s.hand));
        expect(seatView(t, seat)).toEqual(seatView(s, seat));
        const a = createBot(level, config(level, `h${i}`)).choose(seatView(s, seat));
        const b = createBot(level, config(level, `h${i}`)).choose(seatView(t, seat));
        expect(samePlay(a, b)).toBe(true);
        compared++;
      }
      expect(compared).toBeGreaterThan(30);
    });

    it(`${level}: always a legal play, on every table and rule set`, () => {
      const rng = testRng(`legal:${level}`);
      for (let i = 0; i < 96; i++) {
        const s = randomState(rng, TABLES[i % TABLES.length]!);
        const view = seatView(s, s.hand!.turn);
        const play = createBot(level, config(level, `l${i}`)).choose(view);
        expect(view.legal.some((p) => samePlay(p, play))).toBe(true);
        expect(applyPlay(s, play).ok).toBe(true);
      }
    });
  }
});
