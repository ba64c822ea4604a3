import { describe, expect, it } from 'vitest';
import { beats, CARD_POINTS, CARD_STRENGTH, CARD_SUIT, cardPoints, cardStrength, createRng, trickPoints, trickWinnerIndex } from '@escoba/brisca';

describe('tricks.ts: the one statement of who wins a trick', () => {
  it('the per-card tables agree with the by-rank functions', () => {
    for (let c = 0; c < 40; c++) {
      expect(CARD_SUIT[c]).toBe(Math.floor(c / 10));
      expect(CARD_STRENGTH[c]).toBe(cardStrength(c));
      expect(CARD_POINTS[c]).toBe(cardPoints(c));
    }
  });

  it('trickWinnerIndex is beats folded over the trick, for every two-card trick and random longer ones', () => {
    const fold = (cards: number[], trump: number) => cards.reduce((best, c, i) => (i > 0 && beats(c, cards[best]!, trump) ? i : best), 0);
    for (let trump = 0; trump < 4; trump++) {
      for (let a = 0; a < 40; a++) for (let b = 0; b < 40; b++) if (a !== b) expect(trickWinnerIndex([a, b], 2, trump)).toBe(fold([a, b], trump));
    }
    const rng = createRng('tricks');
    for (let n = 0; n < 5000; n++) {
      const cards: number[] = [];
      const length = 3 + rng.int(3);
      while (cards.length < length) {
        const c = rng.int(40);
        if (!cards.includes(c)) cards.push(c);
      }
      const trump = rng.int(4);
      expect(trickWinnerIndex(Int32Array.from(cards), length, trump)).toBe(fold(cards, trump));
      expect(trickPoints(cards, length)).toBe(cards.reduce((t, c) => t + cardPoints(c), 0));
    }
  });
});
