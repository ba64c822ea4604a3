/**
 * Reading señas (`src/brisca/senas-reading.ts`): what a signalling partner's silence tells the sampled worlds, the
 * view without the partner's señas (the measuring tool `deaf`), and that reading uses only the seat's view.
 */
import { describe, expect, it } from 'vitest';
import { sameAction, seatView, type GameConfig } from '@escoba/brisca';
import { createBriscaBot } from '@escoba/bots';
import { silenceLimits, withoutPartnerSenas } from '../../src/brisca/senas-reading.js';
import { WorldSampler } from '../../src/brisca/world.js';
import { card, position, shuffleHidden, testRng } from './helpers.js';

const TABLE: GameConfig = { players: 4, partnerships: true, rules: { preset: 'brisca', senas: true } };
// Dealer 3: seat 0 leads holding the as of trumps (oros, the 5o turned up) and no other trump; seat 1 holds the tres.
const HANDS = { 0: '1o 3c 4b', 1: '3o 12e 5c', 2: '4e 6c 2b', 3: '4c 6e 7e' };
const HONOURS = ['3o', '12o', '11o', '10o'].map(card);
const honoursOf = (hand: ArrayLike<number>) => [...Array.from(hand)].filter((c) => HONOURS.includes(c)).length;

describe('reading señas', () => {
  it("a partner who signalled holds no trump it could have named and did not, beyond the cards drawn since its turn", () => {
    const signalled = position(TABLE, 3, HANDS, '5o', ['!as', '3c', '5c']);
    expect(silenceLimits(seatView(signalled, 2))).toEqual([{ seat: 0, cards: HONOURS, allow: 0 }]);
    // Opponents see no seña, so they read nothing.
    expect(silenceLimits(seatView(signalled, 1))).toEqual([]);
    const rng = testRng('silence');
    const now = new WorldSampler(seatView(signalled, 2));
    const k = now.base.clone();
    for (let w = 0; w < 200; w++) expect(honoursOf(now.sample(rng, k).handOf(0))).toBe(0);
    // After the trick each seat drew a card it has not had a turn to signal: at most one such trump, sometimes one.
    const drawn = position(TABLE, 3, HANDS, '5o', ['!as', '3c', '5c', '4e', '4c']);
    expect(silenceLimits(seatView(drawn, 2))).toEqual([{ seat: 0, cards: HONOURS, allow: 1 }]);
    const later = new WorldSampler(seatView(drawn, 2));
    let withOne = 0;
    for (let w = 0; w < 200; w++) {
      const n = honoursOf(later.sample(rng, k).handOf(0));
      expect(n).toBeLessThanOrEqual(1);
      withOne += n;
    }
    expect(withOne).toBeGreaterThan(0);
  });

  it('a partner who made no seña tells nothing: a reader is not misled by a partner who never signals', () => {
    const silent = position(TABLE, 3, HANDS, '5o', ['3c', '5c']);
    expect(silenceLimits(seatView(silent, 2))).toEqual([]);
    const rng = testRng('silent partner');
    const sampler = new WorldSampler(seatView(silent, 2));
    const k = sampler.base.clone();
    let honours = 0;
    for (let w = 0; w < 200; w++) honours += honoursOf(sampler.sample(rng, k).handOf(0));
    expect(honours).toBeGreaterThan(0);
  });

  it("the view without the partner's señas: its named trump unknown again, only the seat's own señas listed", () => {
    const s = position(TABLE, 3, HANDS, '5o', ['!as', '3c', '5c', '!sintriunfo']);
    const view = seatView(s, 2);
    expect(view.known[0]).toContain(card('1o'));
    const deaf = withoutPartnerSenas(view);
    expect(deaf.known[0]).toEqual([]);
    expect(deaf.known[2]).toEqual(view.known[2]);
    expect(deaf.senas.map((m) => m.sena)).toEqual(['sintriunfo']);
    expect(silenceLimits(deaf)).toEqual([]);
  });

  it("the expert's reading uses only its view: the same action when only cards it cannot see differ", () => {
    const rng = testRng('senas:hidden');
    // Seat 2 has signalled its sintriunfo, so the expert searches (its worlds read seat 0's as and silence).
    const s = position(TABLE, 3, HANDS, '5o', ['!as', '3c', '5c', '!sintriunfo']);
    let compared = 0;
    for (let i = 0; i < 12; i++) {
      const other = shuffleHidden(s, 2, rng);
      if (!other) continue;
      expect(seatView(other, 2)).toEqual(seatView(s, 2));
      const a = createBriscaBot('expert', { seed: `r${i}`, iterations: 16 }).choose(seatView(s, 2));
      const b = createBriscaBot('expert', { seed: `r${i}`, iterations: 16 }).choose(seatView(other, 2));
      expect(sameAction(a, b)).toBe(true);
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });
});
