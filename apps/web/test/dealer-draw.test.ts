import { describe, expect, it } from 'vitest';
import { cardValue } from '@escoba/engine';
import { makeI18n } from '../src/i18n/translator.js';
import { describeDraw, firstDealerDraw } from '../src/table/dealer-draw.js';
import { offlineNames } from '../src/table/names.js';
import { escobaMatch, type Match, type MatchSetup } from '../src/games/escoba/match.js';
import { HUMAN_SEAT } from '../src/table/local-source.js';

// Seed 003: "Each player draws one card, being the dealer the player who drawn the highest one."
const setup = (over: Partial<MatchSetup> = {}): MatchSetup => ({ rules: 'classic', players: 2, partnerships: false, levels: [null, 'easy'], seed: 'draw', ...over });

function made(s: MatchSetup): Match {
  const r = escobaMatch.create(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const SEEDS = Array.from({ length: 60 }, (_, i) => `draw-${i}`);

describe('the draw for the first dealer of a game against the computer (seed 003)', () => {
  it.each([2, 3, 4])('%i players: the first hand is dealt by the seat that drew the highest card, ties drawing again', (players) => {
    const dealers = new Set<number>();
    for (const seed of SEEDS) {
      const draw = firstDealerDraw(seed, players);
      const match = made(setup({ seed, players, levels: Array.from({ length: players }, (_, s) => (s === HUMAN_SEAT ? null : 'easy')) }));
      expect(match.state.hand!.dealer).toBe(draw.dealer);
      dealers.add(draw.dealer);
      // Every seat draws in the first round; each later round is exactly the seats tied for the highest card before it.
      expect(draw.rounds[0]!.seats).toEqual(Array.from({ length: players }, (_, s) => s));
      for (let r = 0; r < draw.rounds.length; r++) {
        const { seats, cards } = draw.rounds[r]!;
        const best = Math.max(...cards.map(cardValue));
        const top = seats.filter((_, i) => cardValue(cards[i]!) === best);
        if (r + 1 < draw.rounds.length) expect(draw.rounds[r + 1]!.seats).toEqual(top);
        else expect(top).toEqual([draw.dealer]);
      }
      // No card is drawn twice.
      const drawn = draw.rounds.flatMap((round) => round.cards);
      expect(new Set(drawn).size).toBe(drawn.length);
    }
    // The draw, not a fixed seat, decides: over 60 seeds every seat deals some first hand.
    expect(dealers.size).toBe(players);
  });

  it('is reproducible from the seed (so ?seed= games start the same way) and differs between seeds', () => {
    expect(firstDealerDraw('same', 4)).toEqual(firstDealerDraw('same', 4));
    const shapes = new Set(SEEDS.map((seed) => JSON.stringify(firstDealerDraw(seed, 2).rounds)));
    expect(shapes.size).toBeGreaterThan(SEEDS.length / 2);
  });

  it('is said in English and Spanish, naming each seat\'s card and who deals', () => {
    for (const seed of SEEDS.slice(0, 20)) {
      const draw = firstDealerDraw(seed, 2);
      for (const lang of ['en', 'es'] as const) {
        const i18n = makeI18n(lang, 'spanish');
        const text = describeDraw(i18n, draw, offlineNames(i18n));
        const first = draw.rounds[0]!;
        const you = lang === 'en' ? 'You' : 'Tú';
        expect(text.startsWith(lang === 'en' ? `Draw for the deal: ${you} ${i18n.card(first.cards[0]!)}, Lucía ${i18n.card(first.cards[1]!)}` : `Sorteo para repartir: ${you} ${i18n.card(first.cards[0]!)}, Lucía ${i18n.card(first.cards[1]!)}`)).toBe(true);
        const end = draw.dealer === HUMAN_SEAT ? (lang === 'en' ? ' — you deal.' : ' — repartes tú.') : lang === 'en' ? ' — Lucía deals.' : ' — reparte Lucía.';
        expect(text.endsWith(end)).toBe(true);
        expect(text.includes(lang === 'en' ? 'a tie, so they draw again' : 'empate, se vuelve a robar')).toBe(draw.rounds.length > 1);
      }
    }
  });

  it('a tie is said as a second round', () => {
    const seed = SEEDS.find((s) => firstDealerDraw(s, 4).rounds.length > 1);
    expect(seed).toBeDefined();
    const i18n = makeI18n('en', 'spanish');
    const draw = firstDealerDraw(seed!, 4);
    expect(describeDraw(i18n, draw, offlineNames(i18n)).split('; a tie, so they draw again: ')).toHaveLength(draw.rounds.length);
  });
});
