import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, createGame, parseCard, unwrap, type Card, type GameRecord } from '@escoba/engine';
import { createBot } from '@escoba/bots';
import { GAMES } from '@escoba/games';
import { PlaySession } from '../src/games/escoba/session.js';
import { run } from '../src/program.js';
import { GAME_TEXTS_ES } from '../src/messages/es-rules.js';
import { messages } from '../src/messages/index.js';
import { citeSources } from '../src/rule-sources.js';
import { englishWords } from './english.js';
import { cli, nonBlankLines, spawnCli, withMustTakeViolation } from './helpers.js';

// `--lang es` (issue 12): everything the program says to people is Spanish. These run the built program as a user would.

const COMMANDS = ['replay', 'selfplay', 'rules', 'bench', 'watch', 'match', 'bot', 'play', 'analyze', 'tournament'];

describe('escoba play --lang es (built program, piped standard input)', () => {
  it('Escoba: the game, the help, what it cannot read and an illegal play are told in Spanish', () => {
    const out = spawnCli(['play', '--lang', 'es', '--level', 'random', '--seed', '21'], 'ayuda\nxyz\n7o:3z\n!7o:3c\nver\n1\n');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Escoba de 15: 2 jugadores, cada uno por su cuenta; reglas classic, gana quien llegue a 21 puntos\.\n/);
    expect(out.stdout).toContain('Eres el asiento 0. Bots: asiento 1, nivel random.');
    expect(out.stdout).toMatch(/^Te toca: mano 1, reparto 1 de 6; \d+ cartas en el mazo\. Tanteo: asiento 0 0, asiento 1 0 \(se juega a 21\)\.$/m);
    expect(out.stdout).toMatch(/^ {2}tu mano:\n {4}1\) \S+ \(\d+\) +.+ de (oros|copas|espadas|bastos)$/m);
    expect(out.stdout).toContain('  dejar 7o       deja el 7o en la mesa sin llevarse nada');
    expect(out.stdout).toContain('"xyz" no es una carta ni una orden: escribe el número impreso (1-7, 10, 11, 12) y el palo (o, c, e, b), p. ej. 7o. Escribe ayuda para ver las órdenes.');
    expect(out.stdout).toContain('"7o:3z" no es una jugada ni una orden: "3z" no es una carta (escribe el número impreso');
    expect(out.stdout).toContain('No se puede: no hay renuncio que reclamar: estas reglas no admiten renuncios (renuncio es false).');
    expect(out.stdout).toMatch(/^ {2}tú {9}\S+ /m);
    expect(out.stdout).toMatch(/La entrada se acabó antes del final de la partida \(mano 1, reparto \d de 6\)\. Tanteo: asiento 0 \d+, asiento 1 \d+\.\n$/);
    expect(englishWords(out.stdout)).toEqual([]);
    // With one seat a side, the sides are named by their seats, in both languages.
    const english = spawnCli(['play', '--level', 'random', '--seed', '21'], '1\n1\n1\n');
    for (const text of [out.stdout, english.stdout]) expect(text).not.toMatch(/\b(side|equipo) \d/);
    expect(english.stdout).toMatch(/Score: seat 0 \d+, seat 1 \d+ \(target 21\)/);
  });

  it('Brisca: the trump card, the help, the hint, a refused exchange and an illegal action are told in Spanish', () => {
    const out = spawnCli(['play', '--lang', 'es', '--rules', 'brisca', '--level', 'random', '--seed', '7', '--iterations', '20'], 'cambiar\n~7e\n99\nayuda\npista\nsalir\n');
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Brisca: 2 jugadores, cada uno por su cuenta; reglas brisca; gana el primer bando que gane 1 mano\.\n/);
    expect(out.stdout).toMatch(/^Te toca: mano 1, baza 1; muestra \S+ \(.+\); 34 cartas en la baceta\. Puntos: asiento 0 0, asiento 1 0\.$/m);
    expect(out.stdout).toContain('Ahora no se puede cambiar: hace falta tener en la mano el 7 de triunfo');
    expect(out.stdout).toMatch(/^No se puede: 7e (no está en la mano del asiento 0|no se puede cambiar: .+|no puede llevarse la muestra .+)\.$/m);
    expect(out.stdout).toContain('Escribe un número del 1 al 3 (tu mano), una carta como');
    expect(out.stdout).toContain('  ~7o, cambiar   da tu 7 (o tu 2) de triunfo por la muestra');
    expect(out.stdout).toMatch(/^Pista: \S+ \(.+\)\. Margen esperado de puntos de cartas de tu bando al final de la mano:$/m);
    expect(out.stdout).toContain('Has dejado la partida (mano 1, baza 1).');
    expect(englishWords(out.stdout)).toEqual([]);
  });

  it('Alcalde: a partner naming two cards is told the rule in Spanish; the Alcalde is told to name two', async () => {
    for (const seat of ['0', '1', '2']) {
      const out = await cli(['play', '--lang', 'es', '--rules', 'alcalde', '--level', 'random', '--seed', '11', '--seat', seat], '1+2\n1\n'.repeat(40));
      expect(out.code).toBe(0);
      expect(out.stdout).toContain('Alcalde: 3 jugadores; reglas alcalde; quien reparte es el Alcalde y sigue de Alcalde con 60 puntos; 1 mano.');
      const alcalde = /== Mano 1: (repartes tú|reparte el asiento \d) y (eres|es) el Alcalde, solo contra los otros dos ==/.exec(out.stdout)![1];
      if (alcalde === 'repartes tú') expect(out.stdout).toContain('Como Alcalde juegas dos cartas a la vez: nombra las dos');
      else expect(out.stdout).toMatch(/^Juegas una carta por turno: escribe una, p\. ej\. 1 o \d+[oceb]\.$/m);
      expect(out.stdout).toMatch(/^Fin de la partida tras 1 mano\. Cuenta: /m);
      expect(englishWords(out.stdout)).toEqual([]);
    }
  });
});

describe('escoba play --lang es (in-process)', () => {
  const card = (s: string): Card => unwrap(parseCard(s));
  /** Seat 1 deals, so seat 0 plays first holding 7o 1b 12c, with 3c 5e 4b 4o on the table (as in play.test.ts). */
  const deck = (): Card[] => {
    const top = ['7o', '2b', '1b', '3b', '12c', '6e', '3c', '5e', '4b', '4o'].map(card);
    return [...top, ...ALL_CARDS.filter((c) => !top.includes(c))];
  };

  it('refuses plays with the engine\'s reasons, told in Spanish with their cards and sums', () => {
    let text = '';
    const s = new PlaySession({
      game: unwrap(createGame({ players: 2 })),
      human: 0,
      bots: [null, createBot('random', { seed: 1 })],
      seed: 1,
      lang: 'es',
      write: (t) => (text += t),
      deck,
      firstDealer: 1,
    });
    s.start();
    const send = (line: string): string => {
      const before = text.length;
      s.input(line);
      return text.slice(before);
    };
    expect(s.prompt()).toBe('¿Tu jugada (1-3, o ayuda)? ');
    expect(send('dejar 12c')).toBe('No se puede: 12c puede sumar 15, así que tiene que llevarse cartas.\n');
    expect(send('lay 3')).toBe('No se puede: 12c puede sumar 15, así que tiene que llevarse cartas.\n');
    expect(send('12c:3c')).toBe('No se puede: 12c con 3c suma 13, no 15.\n');
    expect(send('7o:3c+4b')).toBe('No se puede: 7o con 3c+4b suma 14, no 15.\n');
    expect(send('1b:2c')).toBe('No se puede: 2c no está en la mesa (en la mesa hay 3c, 5e, 4b, 4o).\n');
    expect(send('5o')).toBe('5o no está en tu mano (tienes 7o 1b 12c).\n');
    expect(send('4')).toBe('No tienes carta 4 en la mano: escribe un número del 1 al 3, o una carta como 7o.\n');
    expect(send('reclamar')).toBe('No se puede: no hay renuncio que reclamar: el jugador anterior no dejó en la mesa una carta que pudiera sumar 15.\n');
    expect(send('7o:7o')).toBe('"7o:7o" no es una jugada ni una orden: una carta no puede llevarse a sí misma. Escribe ayuda para ver las órdenes.\n');
    const ask = send('1');
    expect(ask).toContain('7o (7 de oros) se puede jugar de 2 maneras:');
    expect(ask).toMatch(/1\) 7o:3c\+5e +llevarse 3 de copas y 5 de espadas\n/);
    expect(s.prompt()).toBe('¿Cuál (1-2, o atrás)? ');
    expect(send('3')).toBe('Escribe un número del 1 al 2, o atrás para elegir otra carta.\n');
    expect(send('atrás')).toContain('  tu mano:');
    expect(send('salir')).toMatch(/Has dejado la partida \(mano 1, reparto 1 de 6\)\. Tanteo: asiento 0 0, asiento 1 0\./);
    expect(englishWords(text)).toEqual([]);
  });

  it('prompts in Spanish on a terminal', async () => {
    let stdout = '';
    const code = await run(['play', '--lang', 'es', '--level', 'random', '--seed', '21'], {
      out: (t) => (stdout += t),
      err: () => {},
      stdin: Readable.from([Buffer.from('salir\n')]),
      stdinIsTTY: true,
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/\n¿Tu jugada \(1-3, o ayuda\)\? \nHas dejado la partida/);
  });
});

const ES = messages('es');

describe('escoba rules --lang es', () => {
  it('every game: presets, sources, tables and options in Spanish', async () => {
    // The built program for every game at once, in-process for one game at a time.
    const built = spawnCli(['rules', '--lang', 'es']);
    const all = built.stdout;
    for (const args of [['rules'], ['rules', '--game', 'escoba'], ['rules', '--game', 'brisca']]) {
      const out = args.length === 1 ? built : await cli([...args, '--lang', 'es']);
      expect(out.code, args.join(' ')).toBe(0);
      expect(englishWords(out.stdout), args.join(' ')).toEqual([]);
      const flat = out.stdout.replace(/\s+/g, ' ');
      for (const game of GAMES.filter((g) => args.length === 1 || g.id === args[2])) {
        for (const p of game.presets) {
          expect(flat).toContain(`${p.name} ${GAME_TEXTS_ES[game.id]!.presets[p.name]!}`);
          expect(flat).toContain(`fuente: ${ES.rules.preset(game.id, p).source}`);
        }
        for (const o of game.options) expect(flat).toContain(citeSources(GAME_TEXTS_ES[game.id]!.options[o.name]!));
      }
      expect(out.stdout).not.toMatch(/seed \d{3}/);
    }
    expect(all).toMatch(/^Variantes \(elige una con --rules NOMBRE\):$/m);
    expect(all).toContain('            fuente: pagat (001) y rules site (000)\n');
    expect(all).toContain('  target: número entero 1-1000 (classic: 21)\n');
    expect(all).toMatch(/^Brisca \(--game brisca; elige una variante con --rules NOMBRE\):$/m);
    expect(all).toMatch(/^ +mesas: 2, 3 o 4 jugadores, cada uno por su cuenta; 4 jugadores, 2 contra 2$/m);
    expect(all).toContain('fuente: Spanish card games page (001b), "Briscas"');
  });

  it('the full values of some rules, and the engine\'s rules errors, in Spanish; --json stays the same', async () => {
    expect((await cli(['rules', '{"preset":"sevens","target":15}', '--lang', 'es'])).stdout).toMatch(/^sevens con target 15:\n {2}target +15\n/);
    expect((await cli(['rules', '{"preset":"alcalde","keep":61}', '--lang', 'es'])).stdout).toMatch(/^Brisca, alcalde con keep 61:\n/);
    const errors: [string, string][] = [
      ['nope', 'variante desconocida "nope" (variantes: classic, sevens, fournier, escova)'],
      ['{"speed":1}', 'opción de reglas desconocida "speed" (opciones: target, capture,'],
      ['{"target":0}', 'opción de reglas target: se espera un número entero de 1 a 1000, no 0'],
      ['{"target":', 'el argumento de reglas no es JSON válido: el texto se acaba antes de tiempo'],
      ['[1,2]', 'las reglas deben ser el nombre de una variante o un objeto como {"preset": "classic", "target": 15}, no la lista [1,2]'],
      ['{"capture":"mustTake","renuncio":true}', 'renuncio necesita capture "optional"'],
      ['{"preset":"brisca","keep":61}', 'la opción de reglas keep es de alcalde o alcalde-variation, no de brisca'],
    ];
    for (const [rules, message] of errors) {
      const out = await cli(['rules', rules, '--lang', 'es']);
      expect(out.code, rules).toBe(2);
      expect(out.stderr, rules).toContain(`escoba rules: ${message}`);
      expect(englishWords(out.stderr), rules).toEqual([]);
    }
    expect((await cli(['rules', '--json', '--lang', 'es'])).stdout).toBe((await cli(['rules', '--json'])).stdout);
  });
});

describe('--help --lang es', () => {
  it('the program and every command explain themselves in Spanish', async () => {
    const program = spawnCli(['--help', '--lang', 'es']);
    expect(program.code).toBe(0);
    expect(program.stdout).toMatch(/^Uso: escoba \[opciones\] \[orden\]\n/);
    expect(program.stdout).toMatch(/^Órdenes:$/m);
    expect(program.stdout).toContain('muestra la ayuda de una orden');
    expect(englishWords(program.stdout)).toEqual([]);
    for (const c of COMMANDS) {
      const out = await cli([c, '--help', '--lang', 'es']);
      expect(out.code, c).toBe(0);
      expect(out.stdout).toMatch(new RegExp(`^Uso: escoba ${c} \\[opciones\\]`));
      expect(out.stdout).toMatch(/^Opciones:$/m);
      expect(out.stdout).toMatch(/--lang <lang> +idioma del texto para personas: en, es o pt \(por\s+defecto:\s+el\s+de\s+ESCOBA_LANG/);
      expect(out.stdout).toMatch(/Ejemplos?:/);
      expect(englishWords(out.stdout), c).toEqual([]);
      expect((await cli(['help', c, '--lang', 'es'])).stdout).toBe(out.stdout);
    }
    expect(spawnCli(['play', '--help', '--lang', 'es']).stdout).toMatch(/^Uso: escoba play \[opciones\]\n\njuega una partida contra bots en el terminal/);
  });

  it('the command-line parser\'s own errors are Spanish too', async () => {
    const cases: [string[], RegExp][] = [
      [['selfplay', '--bogus'], /^error: opción desconocida '--bogus'\n\(añade --help para ver el uso\)\n$/],
      [['replay'], /^error: falta el argumento obligatorio 'fichero'\n/],
      [['frob'], /^error: orden desconocida 'frob'\n/],
      [['rules', 'a', 'b'], /^error: demasiados argumentos para 'rules': admite 1 y se han dado 2\.\n/],
      [['match', '--b', 'easy'], /^error: falta la opción obligatoria '--a <bot>'\n/],
    ];
    for (const [args, message] of cases) {
      const out = await cli([...args, '--lang', 'es']);
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr).toMatch(message);
    }
  });
});

describe('errors, records and progress in Spanish', () => {
  it('bad options are one Spanish sentence naming the option, the engine\'s reason included', async () => {
    const cases: [string[], string][] = [
      [['selfplay', '--players', '5'], 'escoba selfplay: --players: se juega con 2, 3, 4 o 6 jugadores, no 5'],
      [['selfplay', '--players', '3', '--partnerships'], 'escoba selfplay: --partnerships: las parejas necesitan 4 o 6 jugadores, no 3'],
      [['watch', '--players', '6', '--no-partnerships'], 'escoba watch: --partnerships: 6 jugadores juegan en dos equipos de tres: pon "partnerships" a true'],
      [['play', '--rules', 'alcalde', '--players', '2'], 'escoba play: --players: alcalde se juega con 3 jugadores, no 2'],
      [['play', '--level', 'genius'], 'escoba play: --level debe ser uno de random, easy, medium, hard, expert, no "genius"'],
      [['play', '--seat', '2'], 'escoba play: --seat debe ser un número entero de 0 a 1, no "2"'],
      [['watch', '--delay', 'soon'], 'escoba watch: --delay debe ser un número entero de 0 a 60000, no "soon"'],
      [['match', '--a', 'x', '--b', 'easy'], 'escoba match: --a: bot desconocido "x": usa un nivel (random, easy, medium, hard, expert) o cmd:<orden>'],
      [['match', '--a', 'easy', '--b', 'easy', '--rules', 'brisca', '--sprt', '--sprt-delta', '0.6'], 'escoba match: --sprt-delta debe ser un número mayor que 0 y menor que 0.5, no "0.6"'],
      [['bench', '--seconds', '0'], 'escoba bench: --seconds debe ser un número de segundos mayor que 0 y de 3600 como mucho, no "0"'],
      [['replay', 'no/such.jsonl'], 'escoba replay: no se puede leer no/such.jsonl: no existe (usa - para leer la entrada estándar)'],
      [['play', '--hands', '2'], 'escoba play: --hands es para la Brisca y los juegos del Alcalde'],
    ];
    for (const [args, message] of cases) {
      const out = await cli(args.includes('--lang') ? args : [...args, '--lang', 'es'], '');
      expect(out.code, args.join(' ')).toBe(2);
      expect(out.stderr, args.join(' ')).toContain(message);
      expect(englishWords(out.stderr), args.join(' ')).toEqual([]);
    }
  });

  it('replay --pretty tells why each record does not replay in Spanish; the JSON keeps the engine\'s English', async () => {
    const records = nonBlankLines((await cli(['selfplay', '--games', '2', '--seed', '30'])).stdout).map((l) => JSON.parse(l) as GameRecord);
    const bad = withMustTakeViolation(records[0]!);
    const file = join(mkdtempSync(join(tmpdir(), 'escoba-lang-')), 'bad.jsonl');
    const lines = [bad.record, { ...records[1]!, rules: { preset: 'classic', target: 0 } }, { ...records[1]!, players: 5 }, { ...records[1]!, format: 'x' }].map((r) => JSON.stringify(r));
    writeFileSync(file, `${lines.join('\n')}\n{not json\n`);
    const pretty = spawnCli(['replay', '--pretty', '--lang', 'es', file]);
    expect(pretty.code).toBe(2);
    expect(pretty.stdout).toContain(`registro 1 (línea 1): ERROR: mano ${bad.hand} jugada ${bad.play}: ${bad.card} puede sumar 15, así que tiene que llevarse cartas\n`);
    expect(pretty.stdout).toContain('registro 2 (línea 2): ERROR: reglas: opción de reglas target: se espera un número entero de 1 a 1000, no 0\n');
    expect(pretty.stdout).toContain('registro 3 (línea 3): ERROR: se juega con 2, 3, 4 o 6 jugadores, no 5\n');
    expect(pretty.stdout).toContain('registro 4 (línea 4): ERROR: "format" debe ser "escoba-record/1", no "x"\n');
    expect(pretty.stdout).toMatch(/registro 5 \(línea 5\): ERROR: línea 5: no es JSON válido: error en la posición 1\n/);
    expect(pretty.stderr).toBe('escoba replay: 5 de 5 registros no se pudieron reproducir\n');
    expect(englishWords(pretty.stdout)).toEqual([]);
    const json = spawnCli(['replay', '--lang', 'es', file]);
    expect(nonBlankLines(json.stdout)[0]).toBe(JSON.stringify({ error: `hand ${bad.hand} play ${bad.play}: ${bad.card} can make 15, so it must take` }));
    expect(json.stdout).toBe(spawnCli(['replay', file]).stdout);
  });

  it('progress lines on stderr are Spanish', () => {
    const out = spawnCli(['match', '--a', 'random', '--b', 'random', '--games', '4', '--workers', '1', '--lang', 'es']);
    expect(out.code).toBe(0);
    const lines = out.stderr.trimEnd().split('\n');
    for (const l of lines) expect(l).toMatch(/^escoba match: \d+ de 4 partidas jugadas \(A ganó [\d.]+, B ganó [\d.]+\)$/);
    expect(lines.at(-1)).toMatch(/^escoba match: 4 de 4 /);
  });
});

describe('the default language comes from the environment', () => {
  // The built program reads its environment; the order of the variables is the program's own (in-process, `vars`).
  it('the built program takes its language from ESCOBA_LANG and the locale', () => {
    const head = (out: { stdout: string }) => out.stdout.split('\n')[0];
    expect(head(spawnCli(['rules']))).toBe('Presets (choose one with --rules NAME):');
    expect(head(spawnCli(['rules'], undefined, { ESCOBA_LANG: 'es' }))).toBe('Variantes (elige una con --rules NOMBRE):');
    expect(head(spawnCli(['rules'], undefined, { LANG: 'pt_BR.UTF-8' }))).toBe('Variantes (escolha uma com --rules NOME):');
    expect(spawnCli(['rules'], undefined, { ESCOBA_LANG: 'fr' })).toEqual({ stdout: '', stderr: 'escoba: ESCOBA_LANG must be en, es or pt, got "fr"\n', code: 2 });
  });

  it('ESCOBA_LANG, then LC_ALL / LC_MESSAGES / LANG; --lang wins over both; a bad ESCOBA_LANG is an error', async () => {
    const head = (out: { stdout: string }) => out.stdout.split('\n')[0];
    expect(head(await cli(['rules']))).toBe('Presets (choose one with --rules NAME):');
    expect(head(await cli(['rules'], '', { ESCOBA_LANG: 'es' }))).toBe('Variantes (elige una con --rules NOMBRE):');
    expect(head(await cli(['rules'], '', { LANG: 'es_ES.UTF-8' }))).toBe('Variantes (elige una con --rules NOMBRE):');
    expect(head(await cli(['rules'], '', { LC_ALL: 'es_AR.UTF-8', LANG: 'en_US.UTF-8' }))).toBe('Variantes (elige una con --rules NOMBRE):');
    expect(head(await cli(['rules'], '', { LC_MESSAGES: 'es_ES.UTF-8', LANG: 'en_US.UTF-8' }))).toBe('Variantes (elige una con --rules NOMBRE):');
    expect(head(await cli(['rules'], '', { LANG: 'es_ES.UTF-8', ESCOBA_LANG: 'en' }))).toBe('Presets (choose one with --rules NAME):');
    expect(head(await cli(['rules', '--lang', 'en'], '', { ESCOBA_LANG: 'es' }))).toBe('Presets (choose one with --rules NAME):');
    expect(head(await cli(['rules'], '', { LANG: 'fr_FR.UTF-8' }))).toBe('Presets (choose one with --rules NAME):');
    // Brazilian Portuguese, as the web app speaks it (issue 21).
    expect(head(await cli(['rules'], '', { LANG: 'pt_BR.UTF-8' }))).toBe('Variantes (escolha uma com --rules NOME):');
    expect(head(await cli(['rules'], '', { ESCOBA_LANG: 'pt', LANG: 'es_ES.UTF-8' }))).toBe('Variantes (escolha uma com --rules NOME):');
    expect((await cli(['play', '--lang', 'fr'], '', { LANG: 'pt_BR.UTF-8' })).stderr).toBe('escoba play: --lang deve ser en, es ou pt, não "fr"\n');
    expect((await cli(['watch', '--seed', '2'], '', { ESCOBA_LANG: 'es' })).stdout).toContain('== Mano 1: reparte el asiento');
    expect(await cli(['rules'], '', { ESCOBA_LANG: 'fr' })).toEqual({ stdout: '', stderr: 'escoba: ESCOBA_LANG must be en, es or pt, got "fr"\n', code: 2 });
    // Before the command name too.
    expect((await cli(['--lang', 'es', 'watch', '--seed', '2'])).stdout).toContain('== Mano 1: reparte el asiento');
    expect((await cli(['--lang', 'fr', 'watch'])).stderr).toMatch(/^error: option '--lang <lang>' argument 'fr' is invalid\. --lang must be en, es or pt, got "fr"\n/);
    // A bad --lang is said in the language the environment asks for.
    expect((await cli(['play', '--lang', 'fr'], '', { ESCOBA_LANG: 'es' })).stderr).toBe('escoba play: --lang debe ser en, es o pt, no "fr"\n');
    expect((await cli(['play', '--lang', 'fr'], '')).stderr).toBe('escoba play: --lang must be en, es or pt, got "fr"\n');
  });
});
