import { describe, expect, it } from 'vitest';
import { CLI_GAMES } from '../src/games/catalog.js';
import { CATALOGUES } from '../src/messages/index.js';
import { environmentLang } from '../src/lang.js';
import { englishWords } from './english.js';
import { cli } from './helpers.js';

/** Issue 21: the CLI speaks Brazilian Portuguese as the web app does. */

type Shape = string | { readonly [key: string]: Shape };

/** What a catalogue holds, key by key: the kind of each value (a sentence, a function, a list) and the keys of each object. */
function shape(value: unknown): Shape {
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.keys(value).sort().map((k) => [k, shape((value as Record<string, unknown>)[k])]));
  return typeof value;
}

describe('every key in every language (messages.test.ts checks the whole catalogue, the games\' words included)', () => {
  it('each game\'s words, and its presets and options told in es and pt', () => {
    expect(shape(CATALOGUES.pt.games)).toEqual(shape(CATALOGUES.en.games));
    for (const game of CLI_GAMES) {
      const id = game.plugin.definition.id;
      expect(shape(game.messages.pt), id).toEqual(shape(game.messages.en));
      expect(shape(game.ruleTexts.pt), id).toEqual(shape(game.ruleTexts.es));
      expect(Object.keys(game.ruleTexts.pt!.presets).sort(), id).toEqual(game.plugin.definition.presets.map((p) => p.name).sort());
    }
  });

  it('a pt or pt_BR locale asks for Portuguese', () => {
    expect(environmentLang({ LANG: 'pt_BR.UTF-8' })).toEqual({ lang: 'pt' });
    expect(environmentLang({ LC_ALL: 'pt_PT', LANG: 'en_US.UTF-8' })).toEqual({ lang: 'pt' });
    expect(environmentLang({ ESCOBA_LANG: 'pt' })).toEqual({ lang: 'pt' });
    expect(environmentLang({ LANG: 'ptx' })).toEqual({ lang: 'en' });
  });
});

describe('--lang pt for a whole game', () => {
  const games: [string, string[], string][] = [
    ['Escoba', ['--level', 'random', '--seed', '5'], '1\n1\n'.repeat(120)],
    ['Brisca', ['--rules', 'brisca', '--level', 'random', '--seed', '3'], '4o\n1+2\n' + '1\n'.repeat(40)],
    ['Alcalde', ['--rules', 'alcalde', '--level', 'random', '--seed', '3'], '1+1\n' + '1+2\n'.repeat(20)],
  ];
  for (const [name, args, input] of games) {
    it(`${name}: played to its end in Portuguese, with no English sentence left`, async () => {
      const out = await cli(['play', '--lang', 'pt', ...args], input);
      expect(out.code).toBe(0);
      expect(out.stderr).toBe('');
      expect(out.stdout).toMatch(/^Fim da partida após \d+ mãos?\./m);
      expect(out.stdout).toMatch(/^Sua vez: mão 1, /m);
      expect(englishWords(out.stdout)).toEqual([]);
      expect(out.stdout).not.toMatch(/\b(?:seat|you|trick|hand)\b/);
    });
  }

  it('Brisca and Alcalde refusals and draws in Portuguese', async () => {
    const brisca = await cli(['play', '--lang', 'pt', '--rules', 'brisca', '--level', 'random', '--seed', '3'], '4o\n1+2\n1\nsair\n');
    expect(brisca.stdout).toContain('4o não está na sua mão (você tem 11c 10o 3b).\n');
    expect(brisca.stdout).toContain('Você joga uma carta por vez: digite uma, por ex. 1 ou 11c.\n');
    expect(brisca.stdout).toContain('    você comprou 1c (ás de copas)\n');
    const alcalde = await cli(['play', '--lang', 'pt', '--rules', 'alcalde', '--level', 'random', '--seed', '3'], '1+1\nsair\n');
    expect(alcalde.stdout).toContain('3e foi nomeada duas vezes: como Alcalde você joga duas cartas diferentes, por ex. 1+2 ou 3e+10o (a primeira é jogada antes).\n');
  });

  it('watch, rules and the help in Portuguese', async () => {
    const watch = await cli(['watch', '--lang', 'pt', '--seed', '2', '--delay', '0']);
    expect(watch.stdout).toContain('== Mão 1: o lugar ');
    expect(englishWords(watch.stdout)).toEqual([]);
    const rules = await cli(['rules', '--lang', 'pt']);
    expect(rules.stdout).toContain('fonte: pagat (001) e rules site (000)');
    expect(englishWords(rules.stdout)).toEqual([]);
    const help = await cli(['play', '--help', '--lang', 'pt']);
    expect(help.stdout).toMatch(/^Uso: /m);
    expect((await cli(['replay', '--lang', 'pt', '/nonexistent'])).stderr).toBe('escoba replay: não é possível ler /nonexistent: não existe (use - para ler a entrada padrão)\n');
  });
});
