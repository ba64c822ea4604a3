import { describe, expect, it } from 'vitest';
import { replayRecord, summarize, unwrap, type GameRecord } from '@escoba/engine';
import { selfplayCommand } from '../src/commands/selfplay.js';
import { watchCommand, type WatchOptions } from '../src/commands/watch.js';

const recordFor = (o: WatchOptions): GameRecord => {
  const r = selfplayCommand({ seed: o.seed, start: o.game, players: o.players, partnerships: o.partnerships, rules: o.rules });
  return JSON.parse(r.stdout) as GameRecord;
};

describe('watch', () => {
  const cases: WatchOptions[] = [
    {},
    { seed: '3', players: '4', partnerships: true },
    { seed: '8', game: '2', players: '3', rules: 'escova', lang: 'es' },
    { seed: '4', players: '6', rules: '{"preset":"sevens","renuncio":true}' },
  ];
  for (const options of cases) {
    it(`tells the same game as selfplay, hand by hand: ${JSON.stringify(options)}`, () => {
      const out = watchCommand(options);
      expect(out.code).toBe(0);
      expect(out.stderr).toBe('');
      const text = out.stdout;
      const record = recordFor(options);
      const state = unwrap(replayRecord(record));
      const summary = summarize(state);
      // Every hand, every deal and every play of the record appears, in order.
      expect(text.match(/^== Hand \d+: seat \d+ deals ==$/gm)).toHaveLength(record.hands.length);
      const plays = [...text.matchAll(/^ {2}seat \d+ {2}(\S+) /gm)].map((m) => m[1]);
      expect(plays).toEqual(record.hands.flatMap((h) => h.plays));
      expect(text.match(/^ {2}deal \d+ of \d+/gm)).toHaveLength(record.hands.length * state.setup.deals);
      // Running scores after every hand, and the final result.
      const scoreLines = [...text.matchAll(/^ {2}Score: (.*) \(target \d+\)$/gm)].map((m) => m[1]);
      let running = summary.sides.map(() => 0);
      expect(scoreLines).toEqual(
        summary.hands.map((h) => {
          running = running.map((t, s) => t + h.points![s]!);
          return running.map((n, s) => `side ${s} ${n}`).join(', ');
        }),
      );
      expect(text).toContain(`Game over after ${record.hands.length} hand`);
      expect(text).toContain(`side ${summary.winner} (`);
      expect(text.trimEnd().split('\n').at(-1)).toMatch(/^The record of this game: escoba selfplay --seed \d+ --start \d+ --games 1/);
    });
  }

  it('names cards in English by default and in Spanish with --lang es', () => {
    expect(watchCommand({ seed: '2' }).stdout).toMatch(/ of (coins|cups|swords|clubs)/);
    expect(watchCommand({ seed: '2', lang: 'es' }).stdout).toMatch(/ de (oros|copas|espadas|bastos)/);
  });

  it('is deterministic and follows the seed', () => {
    expect(watchCommand({ seed: '6' }).stdout).toBe(watchCommand({ seed: '6' }).stdout);
    expect(watchCommand({ seed: '6' }).stdout).not.toBe(watchCommand({ seed: '7' }).stdout);
  });

  it('marks escobas and shows the table after each play', () => {
    const text = watchCommand({ seed: '1' }).stdout;
    expect(text).toMatch(/: ESCOBA! {2}\[table: \(empty\)\]/);
    expect(text).toMatch(/goes on the table {2}\[table: [^\]]+\]/);
  });

  it('rejects bad options with status 2', () => {
    expect(watchCommand({ lang: 'fr' }).stderr).toBe('escoba watch: --lang must be en or es, got "fr"\n');
    expect(watchCommand({ players: '5' }).code).toBe(2);
    expect(watchCommand({ seed: 'x' }).stderr).toMatch(/--seed must be a whole number/);
    expect(watchCommand({ game: '-2' }).stderr).toMatch(/--game must be a whole number/);
    expect(watchCommand({ rules: 'nope' }).stderr).toMatch(/--rules: unknown preset "nope"/);
  });
});
