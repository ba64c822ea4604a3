import { describe, expect, it } from 'vitest';
import { RULE_SOURCES } from '@escoba/cards';
import { watchCommand } from '../src/commands/watch.js';
import { cli } from './helpers.js';

/** Issue 21, item 8: the CLI at the table as a newcomer meets it. */

/** Each `your hand:` block of a `play` transcript, as the cards' notation. */
const hands = (text: string): string[][] =>
  [...text.matchAll(/ {2}(?:your hand|tu mano|sua mão):\n((?: {4}\d+\) .*\n)+)/g)].map((m) => [...m[1]!.matchAll(/^ {4}\d+\) (\S+)/gm)].map((c) => c[1]!));

describe('Brisca and Alcalde refusals speak like Escoba\'s', () => {
  // Seed 3, 2 players: the person (seat 0) holds 11c 10o 3b at the first trick.
  const brisca = ['play', '--rules', 'brisca', '--level', 'random', '--seed', '3'];

  it('a card not in the hand names the hand; two cards where one is played say what to type (en, es)', async () => {
    const en = await cli(brisca, '4o\n1+2\n1+1\nquit\n');
    expect(en.stdout).toContain('4o is not in your hand (you hold 11c 10o 3b).\n');
    expect(en.stdout).toContain('You play one card a turn: type one, e.g. 1 or 11c.\n');
    expect(en.stdout.split('You play one card a turn').length - 1).toBe(2);
    expect(en.stdout).not.toMatch(/does not hold|seat 0 plays|\{type/);
    const es = await cli([...brisca, '--lang', 'es'], '4o\n1+2\nsalir\n');
    expect(es.stdout).toContain('4o no está en tu mano (tienes 11c 10o 3b).\n');
    expect(es.stdout).toContain('Juegas una carta por turno: escribe una, p. ej. 1 o 11c.\n');
    expect(es.stdout).not.toMatch(/no está en la mano del asiento|\{type/);
  });

  it('the Alcalde\'s 1+1 gets a sentence with an example from the hand, not the action schema (en, es)', async () => {
    // Seed 3, 3 players: the person deals, so is the Alcalde, holding 3e 10o 6c 1c 4c 7e.
    const alcalde = ['play', '--rules', 'alcalde', '--level', 'random', '--seed', '3'];
    const en = await cli(alcalde, '1+1\n3e+3e\n12b+4o\nquit\n');
    expect(en.stdout).toContain('3e is named twice: as the Alcalde you play two different cards, e.g. 1+2 or 3e+10o (the first is played first).\n');
    expect(en.stdout.split('is named twice').length - 1).toBe(2);
    expect(en.stdout).toContain('12b is not in your hand (you hold 3e 10o 6c 1c 4c 7e).\n');
    expect(en.stdout).not.toContain('{type');
    const es = await cli([...alcalde, '--lang', 'es'], '1+1\nsalir\n');
    expect(es.stdout).toContain('3e está nombrada dos veces: como Alcalde juegas dos cartas distintas, p. ej. 1+2 o 3e+10o (la primera se juega primero).\n');
  });
});

describe('the hand says which card was drawn', () => {
  it('after every trick while the stock lasts: the card drawn, which is then in the hand; the trump card drawn last said as such', async () => {
    let sawOwnTrump = false;
    for (const seed of ['3', '4', '5', '6']) {
      const out = await cli(['play', '--rules', 'brisca', '--level', 'random', '--seed', seed], '1\n'.repeat(40));
      expect(out.code).toBe(0);
      const drew = [...out.stdout.matchAll(/^ {4}you drew (\S+) \(([a-z ]+)\)(?: and the trump card (\S+) \([a-z ]+\), the last card of the stock)?$|^ {4}you drew the trump card (\S+) \([a-z ]+\), the last card of the stock$/gm)];
      // 40 cards, 2 players: 34 in the stock with the trump card, 17 draws each.
      expect(drew, seed).toHaveLength(17);
      const ownTrump = drew.some((d) => d[4] !== undefined);
      sawOwnTrump ||= ownTrump;
      expect(out.stdout.includes('    seat 1 draws the trump card'), seed).toBe(!ownTrump);
      // Each card drawn is in the next hand shown.
      const shown = hands(out.stdout);
      const drawnCards = drew.map((d) => d[1] ?? d[4]!);
      for (let i = 0; i < drawnCards.length; i++) expect(shown[i + 1], `${seed} draw ${i}`).toContain(drawnCards[i]);
    }
    expect(sawOwnTrump).toBe(true);
  });

  it('the Alcalde draws two cards a trick, in Spanish too', async () => {
    const out = await cli(['play', '--rules', 'alcalde', '--level', 'random', '--seed', '3', '--lang', 'es'], '1+2\n'.repeat(3) + 'salir\n');
    expect(out.stdout).toMatch(/^ {4}robaste \S+ \(.+\) y \S+ \(.+\)$/m);
  });
});

describe('watch shows the computer\'s real levels', () => {
  it('--levels plays each seat with its bot and names them; the same options tell the same game', () => {
    const options = { levels: 'easy,medium', seed: '2' };
    const out = watchCommand(options);
    expect(out.code).toBe(0);
    expect(out.stdout.split('\n')[0]).toBe('Escoba de 15, bots seat 0 easy, seat 1 medium: seed 2, game 0. 2 players, each for themselves; rules classic, first to 21 points.');
    expect(out.stdout).toMatch(/^Game over after \d+ hands?: /m);
    expect(out.stdout).not.toContain('npx escoba selfplay');
    expect(watchCommand(options).stdout).toBe(out.stdout);
    expect(watchCommand({ seed: '2' }).stdout.split('\n')[0]).toContain('random legal plays');
    const es = watchCommand({ rules: 'alcalde', level: 'easy', lang: 'es' });
    expect(es.stdout.split('\n')[0]).toBe('Alcalde, bots asiento 0 easy, asiento 1 easy, asiento 2 easy: semilla 1, partida 0. 3 jugadores; reglas alcalde.');
  });

  it('a level per seat, each a level of the game', () => {
    expect(watchCommand({ levels: 'easy' }).stderr).toBe('escoba watch: --levels needs 2 levels (one per computer seat, in seat order), got "easy"\n');
    expect(watchCommand({ level: 'genius' }).stderr).toBe('escoba watch: --level must be one of random, easy, medium, hard, expert, got "genius"\n');
  });
});

describe('rules names its sources from RULE_SOURCES', () => {
  it('every preset\'s source in the text and the JSON is "name (id)" of the list, in every language', async () => {
    const named = (id: string) => `${RULE_SOURCES.find((s) => s.id === id)!.name} (${id})`;
    for (const lang of ['en', 'es']) {
      const out = (await cli(['rules', '--lang', lang])).stdout;
      expect(out).toContain(named('001'));
      expect(out).toContain(named('000'));
      for (const id of ['002', '003', '004', '001b']) expect(out, `${lang} ${id}`).toContain(named(id));
      expect(out).not.toMatch(/rule text|texto de reglas|seed \d{3}/);
    }
    const json = JSON.parse((await cli(['rules', '--json'])).stdout) as { presets: { source: string }[]; games: { presets: { source: string }[] }[] };
    expect(json.presets.map((p) => p.source)).toEqual([`${named('001')} and ${named('000')}`, named('002'), named('003'), named('004')]);
    expect(json.games.flatMap((g) => g.presets.map((p) => p.source))).toContain(`${named('001b')}, "Briscas"`);
  });
});
