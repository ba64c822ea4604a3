/**
 * The search's screening (`src/brisca/search.ts`, `screen`): with more legal actions than `screen` (the Alcalde's
 * two-card plays), a few worlds value every action, then the rest of the budget goes to the best few.
 */
import { describe, expect, it } from 'vitest';
import { seatView, type BriscaView, type GameConfig } from '@escoba/brisca';
import { DeterminizedSearch, keepBest, type SearchSettings } from '../../src/brisca/search.js';
import { EXPERT_SETTINGS } from '../../src/brisca/search-bots.js';
import { randomState, testRng } from './helpers.js';

const SETTINGS: SearchSettings = { ...EXPERT_SETTINGS, worlds: 40, maxRollouts: 400, screen: 4, screenWorlds: 6 };

/** Views of the Alcalde on turn with more two-card plays than the search keeps. */
function alcaldeTurns(t: GameConfig, count: number): BriscaView[] {
  const rng = testRng(`screening:${JSON.stringify(t.rules)}`);
  const out: BriscaView[] = [];
  while (out.length < count) {
    const s = randomState(rng, t, 12);
    const h = s.hand!;
    const view = seatView(s, h.turn);
    // Early in the hand: near its end the worlds are solved exactly instead.
    if (h.turn === h.alcalde && view.legal.length > SETTINGS.screen && view.stock > SETTINGS.exactCards) out.push(view);
  }
  return out;
}

describe("the search's screening", () => {
  it('keeps the actions of the best mean value, the first of equals', () => {
    const active = new Uint8Array(5);
    keepBest(Float64Array.from([10, 40, 9, 20, 30]), Float64Array.from([1, 2, 1, 1, 1]), active, 2);
    // Means 10, 20, 9, 20, 30: the 30, then the first of the two 20s.
    expect(Array.from(active)).toEqual([0, 1, 0, 0, 1]);
  });

  it("values every two-card play of the Alcalde, spends the rest of the budget on the best few, and is deterministic", () => {
    for (const view of alcaldeTurns({ players: 3, rules: 'alcalde' }, 3)) {
      const n = view.legal.length;
      const search = new DeterminizedSearch(SETTINGS, { seed: 'screen' });
      const first = search.estimate(view);
      const focused = Math.min(SETTINGS.worlds - SETTINGS.screenWorlds, Math.floor((SETTINGS.maxRollouts - SETTINGS.screenWorlds * n) / SETTINGS.screen));
      expect(search.lastWorlds).toBe(SETTINGS.screenWorlds + Math.max(0, focused));
      expect(first.map((e) => e.action)).toEqual(view.legal);
      for (const e of first) expect(Number.isFinite(e.value)).toBe(true);
      const again = new DeterminizedSearch(SETTINGS, { seed: 'screen' }).estimate(view);
      expect(again.map((e) => e.value)).toEqual(first.map((e) => e.value));
    }
  });

  it('does not screen when the actions are few: every action gets every world', () => {
    const [view] = alcaldeTurns({ players: 3, rules: 'alcalde' }, 1);
    const wide = new DeterminizedSearch({ ...SETTINGS, screen: view!.legal.length }, { seed: 'screen' });
    wide.estimate(view!);
    expect(wide.lastWorlds).toBe(Math.min(SETTINGS.worlds, Math.ceil(SETTINGS.maxRollouts / view!.legal.length)));
  });
});
