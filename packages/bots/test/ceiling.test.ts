import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BOT_LEVELS, OMNISCIENT, isBotLevel, samePlay } from '@escoba/engine';
import * as bots from '@escoba/bots';
import { omniscientEscobaBot, PERFECT_INFERENCE, perfectInferenceBot, TrueHandsWorlds, TrueWorld } from '@escoba/bots/ceiling';
import { PLUGINS } from '@escoba/games/all-plugins';
import { expectLegalAndRepeatable, nextHandSwappedWithStock, randomState, TABLES, testRng } from './search-helpers.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every TypeScript source file under `dir` (relative to the repository). */
function sources(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(name)) out.push(p);
    }
  };
  walk(join(ROOT, dir));
  return out;
}

describe('the omniscient Escoba player (a measuring tool)', () => {
  it('plays a legal play on every table and rule set, the same one for the same state and seed', () => {
    expectLegalAndRepeatable('ceiling:legal', 48, (s, seed) => omniscientEscobaBot({ seed, iterations: 60 }).choose(s));
  });

  it('reads the hidden cards: other hands and stock change some of its plays', () => {
    const rng = testRng('ceiling:sees');
    let changed = 0;
    for (let i = 0; i < 60 && changed === 0; i++) {
      const s = randomState(rng, TABLES[0], 20);
      const t = nextHandSwappedWithStock(s);
      if (!t) continue;
      const bot = omniscientEscobaBot({ iterations: 400 });
      if (!samePlay(bot.choose(s), bot.choose(t))) changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });

  it('throws between hands, where it has nothing to play', () => {
    const s = randomState(testRng('ceiling:phase'), TABLES[0]);
    expect(() => omniscientEscobaBot().choose({ ...s, phase: 'deal' })).toThrow(/plays in a hand/);
  });
});

// The measuring players of `@escoba/bots/ceiling` (the omniscient player, perfect inference): never levels.
describe.each([
  { name: OMNISCIENT, exported: [omniscientEscobaBot], keys: /omniscient|ceiling/i },
  { name: PERFECT_INFERENCE, exported: [perfectInferenceBot, TrueHandsWorlds, TrueWorld], keys: /perfect|truehands|trueworld/i },
])('the measuring player $name', ({ name, exported, keys }) => {
  it('is not among the levels, and no game plugin makes it', () => {
    expect((BOT_LEVELS as readonly string[]).includes(name)).toBe(false);
    expect(isBotLevel(name)).toBe(false);
    expect(() => bots.createBot(name as never)).toThrow(/unknown bot level/);
    for (const plugin of PLUGINS) {
      expect((plugin.bots.levels as readonly string[]).includes(name)).toBe(false);
      expect(() => plugin.bots.create(name as never)).toThrow();
    }
  });

  it("is not exported by @escoba/bots' main entry", () => {
    for (const value of exported) expect(Object.values(bots)).not.toContain(value);
    expect(Object.keys(bots).filter((k) => keys.test(k))).toEqual([]);
  });
});

describe('the ceiling folder', () => {
  it('is imported by no source of the server, the web app or the game plugins', () => {
    const files = [...sources('packages/server/src'), ...sources('apps/web/src'), ...sources('packages/games/src'), ...sources('packages/bots/src').filter((f) => !f.includes('/ceiling/'))];
    expect(files.length).toBeGreaterThan(100);
    const importing = files.filter((f) => /bots\/ceiling|\/ceiling\/|from '\.\/ceiling/.test(readFileSync(f, 'utf8')));
    expect(importing.map((f) => f.slice(ROOT.length))).toEqual([]);
  });
});
