/**
 * The omniscient Brisca / Alcalde player (`src/brisca/omniscient.ts`): a measuring tool for docs/strength.md that
 * reads the whole state. It must play legal actions, be reproducible for a seed, and never be a level.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, sameAction, type BotLevel } from '@escoba/brisca';
import * as bots from '@escoba/bots';
import { BOT_LEVELS, createBriscaBot } from '@escoba/bots';
import { omniscientBriscaBot } from '@escoba/bots/ceiling';
import { label, randomState, TABLES, testRng } from './helpers.js';

describe('the omniscient Brisca player', () => {
  for (const t of TABLES) {
    it(`${label(t)}: a legal action, the same for the same state and seed`, () => {
      const rng = testRng(`omniscient:${label(t)}`);
      for (let i = 0; i < 6; i++) {
        const s = randomState(rng, t);
        const a = omniscientBriscaBot({ seed: i, iterations: 24 }).choose(s);
        expect(legalActions(s).some((l) => sameAction(l, a))).toBe(true);
        expect(applyAction(s, a).ok).toBe(true);
        expect(sameAction(omniscientBriscaBot({ seed: i, iterations: 24 }).choose(s), a)).toBe(true);
      }
    });
  }

  it("is not a level: not in the levels, not made by createBriscaBot (which the game plugin's bots use), not exported by @escoba/bots", () => {
    expect(BOT_LEVELS as readonly string[]).not.toContain('omniscient');
    expect(() => createBriscaBot('omniscient' as BotLevel)).toThrow(/unknown bot level/);
    expect(Object.keys(bots).filter((k) => /omniscient/i.test(k))).toEqual([]);
  });
});
