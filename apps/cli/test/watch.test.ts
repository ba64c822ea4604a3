import { describe, expect, it } from 'vitest';
import { replayRecord, summarize, unwrap, type GameRecord } from '@escoba/engine';
import { replayRecord as replayBrisca } from '@escoba/brisca';
import { selfplayCommand } from '../src/commands/selfplay.js';
import { watchCommand, type WatchOptions } from '../src/commands/watch.js';
import { messages } from '../src/messages/index.js';
import { cli } from './helpers.js';

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
      const es = options.lang === 'es';
      const m = messages(es ? 'es' : 'en');
      const record = recordFor(options);
      const state = unwrap(replayRecord(record));
      const summary = summarize(state);
      // Every hand, every deal and every play of the record appears, in order.
      expect(text.match(es ? /^== Mano \d+: reparte el asiento \d+ ==$/gm : /^== Hand \d+: seat \d+ deals ==$/gm)).toHaveLength(record.hands.length);
      const plays = [...text.matchAll(es ? /^ {2}asiento \d+ {2}(\S+) /gm : /^ {2}seat \d+ {2}(\S+) /gm)].map((x) => x[1]);
      expect(plays).toEqual(record.hands.flatMap((h) => h.plays));
      expect(text.match(es ? /^ {2}reparto \d+ de \d+/gm : /^ {2}deal \d+ of \d+/gm)).toHaveLength(record.hands.length * state.setup.deals);
      // Running scores after every hand, and the final result.
      const scoreLines = [...text.matchAll(es ? /^ {2}Tanteo: (.*) \(se juega a \d+\)$/gm : /^ {2}Score: (.*) \(target \d+\)$/gm)].map((x) => x[1]);
      let running = summary.sides.map(() => 0);
      expect(scoreLines).toEqual(
        summary.hands.map((h) => {
          running = running.map((t, s) => t + h.points![s]!);
          return m.scores(running, summary.sides);
        }),
      );
      expect(text).toContain(es ? `Fin de la partida tras ${record.hands.length} mano` : `Game over after ${record.hands.length} hand`);
      expect(text).toContain(m.side(summary.sides, summary.winner!));
      expect(text.trimEnd().split('\n').at(-1)).toMatch(/^(The record of this game|El registro de esta partida): npx escoba selfplay --seed \d+ --start \d+ --games 1/);
    });
  }

  it('tells a drawn one-hand Brisca game as a draw (seed 001: "draws are possible"), as its selfplay record says', async () => {
    for (const lang of ['en', 'es'] as const) {
      const out = watchCommand({ seed: '223', rules: 'brisca', lang });
      expect(out.code).toBe(0);
      expect(out.stdout).toContain(lang === 'es' ? 'Fin de la partida tras 1 mano: empate, no gana nadie.\n' : 'Game over after 1 hand: a draw, nobody wins.\n');
    }
    const record = JSON.parse((await cli(['selfplay', '--seed', '223', '--rules', 'brisca'])).stdout) as unknown;
    const state = unwrap(replayBrisca(record));
    expect(state.phase).toBe('over');
    expect(state.winner).toBeNull();
    expect(state.hand!.result!.points).toEqual([60, 60]);
  });

  it('names cards in English by default and in Spanish with --lang es', () => {
    expect(watchCommand({ seed: '2' }).stdout).toMatch(/ of (coins|cups|swords|clubs)/);
    expect(watchCommand({ seed: '2', lang: 'es' }).stdout).toMatch(/ de (oros|copas|espadas|bastos)/);
  });

  it('--lang es tells everything in Spanish, not only the card names', () => {
    for (const options of [{ seed: '2', lang: 'es' }, { seed: '3', players: '4', partnerships: true, lang: 'es' }, { seed: '5', rules: 'brisca', lang: 'es' }, { seed: '5', rules: 'alcalde', lang: 'es' }]) {
      const text = watchCommand(options).stdout;
      const told = text.split('\n').filter((l) => !l.startsWith('El registro')).join('\n');
      // The English words of the narration never appear; card names, seats, sides and results are Spanish.
      expect(told).not.toMatch(/\b(seat|side|deals|takes|goes on the table|Points for|Score|Game over|hand|trick|wins|players|random|record|of (coins|cups|swords|clubs))\b/);
      expect(text).toMatch(/\basiento \d\b/);
      expect(text).toMatch(/^El registro de esta partida: npx escoba selfplay /m);
    }
    expect(watchCommand({ seed: '1', lang: 'es' }).stdout).toMatch(/se lleva .*: ¡ESCOBA! {2}\[mesa: \(vacía\)\]/);
    expect(watchCommand({ seed: '3', players: '4', partnerships: true, lang: 'es' }).stdout).toMatch(/^ {4}equipo 0 \(asientos 0 y 2\): \d+ puntos? \(/m);
  });

  it('names the players by seat when everyone plays alone, and the sides in partnerships', () => {
    const two = watchCommand({ seed: '1' }).stdout;
    expect(two).not.toMatch(/\bside \d/);
    expect(two).toMatch(/^ {2}Score: seat 0 \d+, seat 1 \d+ \(target 21\)$/m);
    expect(two).toMatch(/^Game over after \d+ hands?: seat \d wins\. Final score: seat 0 \d+, seat 1 \d+\.$/m);
    const four = watchCommand({ seed: '3', players: '4', partnerships: true }).stdout;
    expect(four).toMatch(/^ {2}Score: side 0 \d+, side 1 \d+ \(target 21\)$/m);
    expect(four).toMatch(/^ {4}side 1 \(seats 1, 3\): /m);
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
    expect(watchCommand({ lang: 'fr' }).stderr).toBe('escoba watch: --lang must be en, es or pt, got "fr"\n');
    expect(watchCommand({ players: '5' }).code).toBe(2);
    expect(watchCommand({ seed: 'x' }).stderr).toMatch(/--seed must be a whole number/);
    expect(watchCommand({ game: '-2' }).stderr).toMatch(/--game must be a whole number/);
    expect(watchCommand({ rules: 'nope' }).stderr).toMatch(/--rules: unknown preset "nope"/);
  });
});
