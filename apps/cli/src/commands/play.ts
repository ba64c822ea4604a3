import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { GameState, Seat } from '@escoba/engine';
import { BOT_LEVELS, createAnalyst, createBot, isBotLevel, type BotConfig, type BotLevel } from '@escoba/bots';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { isLang, type Lang } from '../narrate.js';
import { gameFromOptions, parseSearchEffort, parseWholeNumber, type TableOptions } from '../options.js';
import { readLines } from '../io.js';
import { PlaySession } from '../play/session.js';
import type { Env, ProgramContext } from '../program.js';
import { createBriscaSession, parseBriscaPlayOptions } from '../brisca/play-config.js';
import type { BriscaPlaySession } from '../brisca/session.js';
import { chooseTable, GAME_HELP } from '../table-choice.js';

export interface PlayOptions extends TableOptions {
  /** Level of every computer seat; default medium. */
  readonly level?: string;
  /** Levels of the computer seats in seat order, comma-separated (overrides --level). */
  readonly levels?: string;
  /** The person's seat; default 0. */
  readonly seat?: string;
  /** Seed of the decks, the first dealer and the bots; default random (and printed). */
  readonly seed?: string;
  readonly lang?: string;
  /** Where to write the game record when the game ends, the person quits or the input ends. */
  readonly record?: string;
  /** Search effort per decision of the bots and of `hint`. */
  readonly iterations?: string;
  /** Time budget per decision in milliseconds (then decisions are not reproducible). */
  readonly timeMs?: string;
  /** `escoba`, `brisca` or a Brisca preset. */
  readonly game?: string;
  /** Brisca and Alcalde: at most this many hands. */
  readonly hands?: string;
}

/** What the terminal loop needs of a session, whatever the game. */
type Session = Pick<PlaySession | BriscaPlaySession, 'start' | 'input' | 'endOfInput' | 'prompt' | 'finished' | 'record'>;

export interface PlayConfig {
  readonly game: GameState;
  readonly human: Seat;
  /** Level per seat; null for the person's seat. */
  readonly levels: readonly (BotLevel | null)[];
  readonly seed: number;
  readonly lang: Lang;
  readonly record?: string;
  readonly bot: BotConfig;
}

export const DEFAULT_LEVEL: BotLevel = 'medium';

const parseLevel = (option: string, text: string): Parsed<BotLevel> => {
  const t = text.trim();
  return isBotLevel(t) ? parsed(t) : problem(`${option} must be one of ${BOT_LEVELS.join(', ')}, got ${JSON.stringify(text)}`);
};

/** Checks the options; `randomSeed` gives the seed when `--seed` is missing. */
export function parsePlayOptions(options: PlayOptions, randomSeed: () => number = () => randomInt(1, 1_000_000)): Parsed<PlayConfig> {
  const game = gameFromOptions(options);
  if (!game.ok) return game;
  const players = game.value.setup.players;
  const seat = parseWholeNumber('--seat', options.seat ?? '0', 0, players - 1);
  if (!seat.ok) return seat;
  const seed = options.seed === undefined ? parsed(randomSeed()) : parseWholeNumber('--seed', options.seed, 0);
  if (!seed.ok) return seed;
  const lang = (options.lang ?? 'en').trim();
  if (!isLang(lang)) return problem(`--lang must be en or es, got ${JSON.stringify(options.lang)}`);
  let computer: BotLevel[];
  if (options.levels !== undefined) {
    const parts = options.levels.split(',');
    if (parts.length !== players - 1) {
      return problem(`--levels needs ${players - 1} level${players === 2 ? '' : 's'} (one per computer seat, in seat order), got ${JSON.stringify(options.levels)}`);
    }
    computer = [];
    for (const p of parts) {
      const level = parseLevel('--levels', p);
      if (!level.ok) return level;
      computer.push(level.value);
    }
  } else {
    const level = parseLevel('--level', options.level ?? DEFAULT_LEVEL);
    if (!level.ok) return level;
    computer = new Array<BotLevel>(players - 1).fill(level.value);
  }
  const levels = Array.from({ length: players }, (_, s) => (s === seat.value ? null : computer[s < seat.value ? s : s - 1]!));
  const effort = parseSearchEffort(options);
  if (!effort.ok) return effort;
  const bot: BotConfig = { seed: seed.value, ...effort.value };
  return parsed({ game: game.value, human: seat.value, levels, seed: seed.value, lang, bot, ...(options.record === undefined ? {} : { record: options.record }) });
}

/** A session for `config` writing through `write`: bots of the chosen levels, hints from the expert analyst. */
export function createSession(config: PlayConfig, write: (text: string) => void): PlaySession {
  return new PlaySession({
    game: config.game,
    human: config.human,
    bots: config.levels.map((level) => (level === null ? null : createBot(level, config.bot))),
    seed: config.seed,
    lang: config.lang,
    write,
    advisor: () => createAnalyst(config.bot),
    meta: { seed: config.seed, seats: config.levels.map((l) => l ?? 'human') },
  });
}

/**
 * `escoba play`: the game against bots, driven by lines of standard input. Resolves to the exit status:
 * 0 when the game ends, the person quits or the input ends; 2 for bad options or an unwritable record.
 */
export async function playCommand(options: PlayOptions, env: Env, cmd?: Command): Promise<number> {
  const session = chooseSession(options, env, cmd);
  if (!session.ok) {
    env.err(failure('play', session.message).stderr);
    return EXIT_FAILURE;
  }
  return runSession(session.value.session, session.value.record, env);
}

/** The session of the chosen game, and where its record goes. */
function chooseSession(options: PlayOptions, env: Env, cmd?: Command): Parsed<{ session: Session; record?: string }> {
  const table = chooseTable(options, cmd);
  if (!table.ok) return table;
  if (table.value.game === 'brisca') {
    const seed = options.seed === undefined ? parsed(randomInt(1, 1_000_000)) : parseWholeNumber('--seed', options.seed, 0);
    if (!seed.ok) return seed;
    const config = parseBriscaPlayOptions(options, table.value.start, seed.value);
    if (!config.ok) return config;
    return parsed({ session: createBriscaSession(config.value, env.out), ...(config.value.record === undefined ? {} : { record: config.value.record }) });
  }
  if (options.hands !== undefined) return problem('--hands is for Brisca and the Alcalde games (an Escoba game ends at its target)');
  const config = parsePlayOptions(options);
  if (!config.ok) return config;
  return parsed({ session: createSession(config.value, env.out), ...(config.value.record === undefined ? {} : { record: config.value.record }) });
}

async function runSession(session: Session, path: string | undefined, env: Env): Promise<number> {
  const interactive = env.stdinIsTTY === true;
  const save = (): number => {
    if (path === undefined) return 0;
    try {
      writeFileSync(path, `${JSON.stringify(session.record())}\n`);
    } catch (e) {
      env.err(`escoba play: cannot write the record to ${path}: ${(e as Error).message}\n`);
      return EXIT_FAILURE;
    }
    env.out(`The game record is in ${path} (escoba replay ${path} checks it, escoba analyze ${path} reviews it).\n`);
    return 0;
  };
  // In a terminal, Ctrl-C saves the record like quit does.
  const onInterrupt = () => {
    env.out('\n');
    session.input('quit');
    process.exit(save() || 130);
  };
  if (interactive) process.once('SIGINT', onInterrupt);
  try {
    session.start();
    if (!session.finished) {
      if (interactive) env.out(session.prompt());
      for await (const line of readLines(env.stdin)) {
        session.input(line);
        if (session.finished) break;
        if (interactive) env.out(session.prompt());
      }
      if (!session.finished) {
        if (interactive) env.out('\n');
        session.endOfInput();
      }
    }
  } finally {
    if (interactive) process.removeListener('SIGINT', onInterrupt);
  }
  return save();
}

export function registerPlay(program: Command, ctx: ProgramContext): void {
  ctx
    .tableOptions(
      program
        .command('play')
        .description('play a game against bots in the terminal, one line per choice (works with piped standard input too)')
        .option('--level <level>', `level of every computer seat: ${BOT_LEVELS.join(', ')}`, DEFAULT_LEVEL)
        .option('--levels <list>', 'levels of the computer seats in seat order, comma-separated, e.g. easy,expert,easy (overrides --level)')
        .option('--seat <n>', 'your seat (seats play in turn 0, 1, 2, ...)', '0')
        .option('--seed <s>', 'seed of the decks, the first dealer and the bots, a whole number (default: random, and printed)')
        .option('--lang <lang>', 'card names: en (seven of coins) or es (7 de oros)', 'en')
        .option('--record <file>', 'write the game record (escoba-record/1) to this file when the game ends, you quit or the input ends')
        .option('--iterations <n>', "search effort per decision for the bots and for hint (default: each level's own)")
        .option('--time-ms <ms>', 'time budget per bot decision in milliseconds (decisions are then not reproducible)')
        .option('--game <game>', GAME_HELP)
        .option('--hands <n>', 'Brisca and Alcalde: at most this many hands (default: Brisca to the end of the match, Alcalde 1)'),
    )
    .addHelpText(
      'after',
      '\nOn your turn type the number of a card in your hand (1, 2, 3), a card (7o), or a whole play (7o:3c+5e);\n' +
        'when the card can take more than one set you are asked which. Commands: help, hint, show, lay 7o, claim, quit.\n' +
        'Standard input may be a pipe: each line is one choice, and the game stops (exit status 0) when the input ends.\n\n' +
        'Brisca and Alcalde (--rules brisca|alcalde|alcalde-variation): type a card (3o) or its number, ~7o or exchange to take\n' +
        'the trump card, and as the Alcalde two cards (12b+4o or 1+2). hint, show, help and quit as in Escoba.\n\n' +
        'Examples:\n  escoba play --players 2 --level expert --rules classic --record game.json\n  escoba play --rules alcalde --level hard --record alcalde.json',
    )
    .action(async (opts: PlayOptions, cmd: Command) => ctx.setCode(await playCommand(opts, ctx.env, cmd)));
}
