import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ruleSource, type RuleSourceId } from '@escoba/cards';
import { OPTION_INFO } from '@escoba/engine';
import { GAMES } from '@escoba/games';
import { messages } from '../src/messages/index.js';
import { ENGINE_ERRORS_ES } from '../src/messages/es-errors.js';
import { GAME_TEXTS_ES } from '../src/messages/es-rules.js';
import type { ErrorFacts } from '../src/messages/error-types.js';
import { englishWords } from './english.js';
import { ROOT } from './helpers.js';

const EN = messages('en');
const ES = messages('es');
const PT = messages('pt');

/** The shape of a catalogue: each key with the kind of its value, nested objects as paths (`help.play.options.level`). */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'function') return [`${path}: function`];
  if (Array.isArray(value)) return [`${path}: list`];
  if (typeof value === 'object' && value !== null) return Object.keys(value).flatMap((k) => shape((value as Record<string, unknown>)[k], path ? `${path}.${k}` : k));
  return [`${path}: ${typeof value}`];
}

/**
 * A stand-in for any argument: it reads as the text `x` (or the number 2), and every property or call gives it
 * back, so that each sentence of the catalogue can be produced without knowing its parameters.
 */
const ANY: unknown = new Proxy(function any() {}, {
  get: (_target, key) => (key === Symbol.toPrimitive ? (hint: string) => (hint === 'number' ? 2 : 'x') : key === 'length' ? 2 : ANY),
  apply: () => ANY,
});

/** The arguments of the few functions whose parameter must be one of a fixed set of words (`count(2, 'card')`). */
const ARGUMENTS: Readonly<Record<string, readonly unknown[]>> = { count: [2, 'card'] };

/** Every text of a catalogue: its strings, list items, and what each function says given {@link ANY} arguments. */
function texts(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => texts(v, `${path}[${i}]`));
  if (typeof value === 'function') {
    const args = ARGUMENTS[path] ?? Array.from({ length: Math.max(1, value.length) }, () => ANY);
    const out: unknown = (value as (...args: unknown[]) => unknown)(...args);
    return out === ANY ? [] : texts(out, `${path}()`);
  }
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
  return [];
}

/** Facts with a concrete value for every field, one per cause (`reason`) the facts builders give. */
const REASONS = [
  undefined,
  ...['card', 'part', 'twice', 'own', 'claim', 'tooMany', 'off', 'noPlay', 'claimed', 'took', 'couldNot', 'over', 'noHand', 'set', 'drawn', 'played'],
  ...['two', 'one', 'winner', 'other', 'holdsTrump', 'missing', 'list', 'nothing', 'notBoolean', 'six', 'alcalde', 'needs', 'object', 'format'],
  ...['hands', 'plays', 'partnerships', 'players'],
];
const factsWith = (code: string, reason: string | undefined): ErrorFacts => ({
  code,
  message: 'the engine says',
  ...(reason === undefined ? {} : { reason }),
  card: '7o',
  other: '3c',
  cards: ['3c', '5e'],
  choices: ['2', '3'],
  sum: 13,
  input: '7o:3z',
  part: '3z',
  option: 'target',
  value: '0',
  expected: { kind: 'integer', min: 1, max: 99 },
  preset: 'classic',
  example: '{"preset": "classic", "target": 15}',
  seat: 1,
  hand: 2,
  play: 3,
});

describe('the message catalogue', () => {
  it('has the same keys, of the same kinds, in English, Spanish and Portuguese', () => {
    expect(shape(ES)).toEqual(shape(EN));
    expect(shape(PT)).toEqual(shape(EN));
  });

  it('leaves no English in the Spanish and Portuguese sentences (every string, list and sentence, with stand-in arguments)', () => {
    for (const catalogue of [ES, PT]) {
      const english = texts(catalogue)
        .map(({ path, text }) => ({ path, words: englishWords(text) }))
        .filter((t) => t.words.length > 0);
      expect(english, catalogue.lang).toEqual([]);
    }
    // The check itself finds English.
    expect(texts(EN).some(({ text }) => englishWords(text).length > 0)).toBe(true);
  });

  it('says every engine error code in Spanish, for every cause, with its details', () => {
    for (const [code, say] of Object.entries(ENGINE_ERRORS_ES)) {
      for (const reason of REASONS) {
        const text = say(factsWith(code, reason));
        expect(englishWords(text), `${code} ${reason}: ${text}`).toEqual([]);
        expect(text, code).not.toMatch(/undefined|the engine says/);
      }
    }
    // A code no catalogue knows falls back to the engine's own message.
    expect(ES.errors.engine({ code: 'SomethingNew', message: 'something new happened' })).toBe('something new happened');
    expect(ES.errors.engine(factsWith('WrongSum', undefined))).toBe('7o con 3c+5e suma 13, no 15');
    expect(EN.errors.engine(factsWith('WrongSum', undefined))).toBe('the engine says');
  });

  it('has a Spanish sentence for every error code the engines can return (read from their sources)', () => {
    const codes = new Set<string>();
    for (const pkg of ['cards', 'engine', 'brisca']) {
      const dir = join(ROOT, 'packages', pkg, 'src');
      const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
      for (const file of files) {
        const source = readFileSync(join(dir, file), 'utf8');
        // `readonly code: 'A' | 'B' | ...;` (over several lines too; not `Other['code']`), `code: 'A'` and the records' `fail('A', ...)`.
        for (const union of source.matchAll(/readonly code:([^;]*);/g)) for (const m of union[1]!.matchAll(/(?<!\[)'(\w+)'/g)) codes.add(m[1]!);
        for (const m of source.matchAll(/\bcode: '([A-Z]\w+)'/g)) codes.add(m[1]!);
        for (const m of source.matchAll(/\bfail\('([A-Z]\w+)'/g)) codes.add(m[1]!);
      }
    }
    expect(codes.size).toBeGreaterThan(30);
    expect([...codes].filter((c) => !(c in ENGINE_ERRORS_ES))).toEqual([]);
  });

  it('describes every preset and option of every game in Spanish, with the same numbers as the engine', () => {
    const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
    for (const game of GAMES) {
      const texts = GAME_TEXTS_ES[game.id];
      expect(texts, game.id).toBeDefined();
      for (const p of game.presets) {
        const es = texts!.presets[p.name];
        expect(es, `${game.id} preset ${p.name}`).toBeDefined();
        expect(numbers(es!), `${game.id} ${p.name} summary`).toEqual(numbers(p.summary));
        expect(ES.rules.preset(game.id, p).summary).toBe(es);
      }
      for (const o of game.options) {
        expect(texts!.options[o.name], `${game.id} option ${o.name}`).toBeDefined();
        expect(numbers(texts!.options[o.name]!), `${game.id} ${o.name}`).toEqual(numbers(o.meaning));
      }
      // No text for a preset or option the game no longer has.
      expect(Object.keys(texts!.presets).sort()).toEqual(game.presets.map((p) => p.name).sort());
      expect(Object.keys(texts!.options).sort()).toEqual(game.options.map((o) => o.name).sort());
    }
  });

  it('names the rule texts by their name and id in RULE_SOURCES (pagat (001)), never "seed NNN" or "rule text NNN"', () => {
    for (const game of GAMES) {
      for (const p of game.presets) {
        for (const m of [EN, ES]) {
          const source = m.rules.preset(game.id, p).source;
          expect(source).not.toMatch(/seed \d{3}|rule text \d{3}|texto de reglas/);
          // Every id the engine cites (its "001" is 001 or its second half 001b) is named from the list, and no other.
          const cited = [...source.matchAll(/(\S[^()]*?) \((\d{3}b?)\)/g)].map((c) => [c[1]!.replace(/^(and|y) /, ''), c[2]!]);
          expect(cited.map(([, id]) => id!.replace('b', '')).sort(), `${game.id} ${p.name}`).toEqual([...new Set(p.source.match(/\d{3}/g))].sort());
          for (const [name, id] of cited) expect(name, `${game.id} ${p.name} ${id}`).toBe(ruleSource(id as RuleSourceId).name);
        }
      }
    }
    expect(ES.rules.preset('escoba', GAMES[0].presets[0]!).source).toBe('pagat (001) y rules site (000)');
    expect(EN.rules.meaning('escoba', OPTION_INFO.find((o) => o.name === 'primeOrder')!)).toMatch(/\(rules site, 000\)$/);
  });

  it('translates commander\'s error lines, and leaves the English ones as they are', () => {
    expect(ES.errors.commander("error: unknown option '--nope'\n(Did you mean --seed?)\n")).toBe("error: opción desconocida '--nope'\n(¿Querías decir --seed?)\n");
    expect(ES.errors.commander("error: too many arguments for 'rules'. Expected 1 argument but got 2.\n")).toBe(
      "error: demasiados argumentos para 'rules': admite 1 y se han dado 2.\n",
    );
    expect(EN.errors.commander("error: unknown option '--nope'\n")).toBe("error: unknown option '--nope'\n");
  });
});
