/**
 * The Alcalde games' objective (`src/brisca/search.ts`): the search values a world by its card-point margin plus or
 * minus the role bonus, for the Alcalde keeping the role with `keep` points (60, or 31 in the variation) or not.
 */
import { describe, expect, it } from 'vitest';
import { BriscaKernel, createGame, createRng, deal, randomDeck, unwrap, type GameConfig } from '@escoba/brisca';
import { alcaldeKeepsWith, alcaldePointsWith, handValue, roleValue, solvedValue } from '../../src/brisca/search.js';
import { EXPERT_SETTINGS, HARD_SETTINGS } from '../../src/brisca/search-bots.js';

function kernel(t: GameConfig): BriscaKernel {
  const g = unwrap(createGame(t));
  return BriscaKernel.fromState(unwrap(deal(g, randomDeck(g, createRng('threshold')), 0)));
}

describe("the Alcalde's threshold in the search's value", () => {
  it('the Alcalde keeps the role from `keep` of the 120 points, seen from either side', () => {
    const k = kernel({ players: 3, rules: 'alcalde' });
    expect(k.keep).toBe(60);
    // The Alcalde's margin 0: 60 points each; -2: 59.
    expect(alcaldeKeepsWith(k, 0, 0)).toBe(true);
    expect(alcaldeKeepsWith(k, 0, -2)).toBe(false);
    expect(alcaldeKeepsWith(k, 1, 2)).toBe(false);
    const v = kernel({ players: 3, rules: 'alcalde-variation' });
    expect(v.keep).toBe(31);
    // The partners' margin 58: the Alcalde has 31 of 120.
    expect(alcaldeKeepsWith(v, 1, 58)).toBe(true);
    expect(alcaldeKeepsWith(v, 1, 60)).toBe(false);
  });

  it('an exactly solved world is worth its margin plus the role bonus to the side that wins the role, minus it to the other', () => {
    const k = kernel({ players: 3, rules: 'alcalde-variation' });
    expect(solvedValue(k, 0, -50, 40)).toBe(-50 + 40);
    expect(solvedValue(k, 1, 50, 40)).toBe(50 - 40);
    expect(solvedValue(k, 1, 60, 40)).toBe(60 + 40);
    expect(solvedValue(k, 0, -60, 0)).toBe(-60);
    // Brisca has no role: the margin alone.
    expect(solvedValue(kernel({ players: 2, rules: 'brisca' }), 0, 10, 40)).toBe(10);
  });

  it('a finished hand is worth the margin plus or minus the role bonus (Alcalde) or the win bonus (Brisca)', () => {
    const k = kernel({ players: 3, rules: 'alcalde' });
    const rng = createRng('playout');
    k.playout(rng);
    const margin0 = k.sidePoints[0]! - k.sidePoints[1]!;
    const sign = k.alcaldeKeeps ? 1 : -1;
    expect(handValue(k, 0, { winBonus: 0, roleBonus: 40 })).toBe(margin0 + sign * 40);
    expect(handValue(k, 1, { winBonus: 0, roleBonus: 40 })).toBe(-margin0 - sign * 40);
    expect(handValue(k, 0, { winBonus: 40, roleBonus: 0 })).toBe(margin0);
    expect(EXPERT_SETTINGS.roleBonus).toBeGreaterThan(0);
    expect(HARD_SETTINGS.roleBonus).toBe(0);
  });

  it("smoothed (`roleScale`), the role's value rises with the Alcalde's points through the threshold and saturates far from it", () => {
    const k = kernel({ players: 3, rules: 'alcalde' });
    const o = { roleBonus: 40, roleScale: 6 };
    // Half a point above the middle of the threshold: 59 is nearly as bad as 40, 60 nearly as good as 80.
    expect(roleValue(k, 0, 60, o)).toBeCloseTo(40 * Math.tanh(0.5 / 6), 9);
    expect(roleValue(k, 0, 59, o)).toBeCloseTo(-40 * Math.tanh(0.5 / 6), 9);
    expect(roleValue(k, 0, 80, o)).toBeGreaterThan(39.9);
    expect(roleValue(k, 0, 30, o)).toBeLessThan(-39.9);
    for (let p = 30; p < 90; p++) expect(roleValue(k, 0, p + 1, o)).toBeGreaterThan(roleValue(k, 0, p, o));
    // The partners' value is the Alcalde's negated; the step is the limit of no smoothing.
    expect(roleValue(k, 1, 65, o)).toBe(-roleValue(k, 0, 65, o));
    expect(roleValue(k, 0, 60, { roleBonus: 40, roleScale: 0 })).toBe(40);
    expect(roleValue(k, 0, 59, { roleBonus: 40 })).toBe(-40);
    // An exact solve's margin gives the Alcalde's points: margin 10 for the partners leaves him 55.
    expect(alcaldePointsWith(k, 1, 10)).toBe(55);
    expect(solvedValue(k, 1, 10, o)).toBeCloseTo(10 - roleValue(k, 0, 55, o), 9);
  });
});
