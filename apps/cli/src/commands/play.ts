import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import type { GameState, Seat } from '@escoba/engine';
import { BOT_LEVELS, createAnalyst, createBot, type BotConfig, type BotLevel } from '@escoba/bots';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { gameFromOptions, parseLang, parseSearchEffort, parseWholeNumber, type TableOptions } from '../options.js';
import { readLines } from '../io.js';
import { seatLevels } from '../play/levels.js';
import { PlaySession } from '../play/session.js';
import { describeCommand, type Env, type ProgramContext } from '../program.js';
import { createBriscaSession, parseBriscaPlayOptions } from '../brisca/play-config.js';
import type { BriscaPlaySession } from '../brisca/session.js';
import { chooseTable } from '../table-choice.js';
import { DEFAULT_LEVEL as DEFAULT_LEVEL_NAME } from '../defaults.js';

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

export const DEFAULT_LEVEL: BotLevel = DEFAULT_LEVEL_NAME as BotLevel;

/** Checks the options; `randomSeed` gives the seed when `--seed` is missing. */
export function parsePlayOptions(options: PlayOptions, randomSeed: () => number = () => randomInt(1, 1_000_000)): Parsed<PlayConfig> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const game = gameFromOptions(options, m);
  if (!game.ok) return game;
  const players = game.value.setup.players;
  const seat = parseWholeNumber('--seat', options.seat ?? '0', 0, players - 1, m);
  if (!seat.ok) return seat;
  const seed = options.seed === undefined ? parsed(randomSeed()) : parseWholeNumber('--seed', options.seed, 0, undefined, m);
  if (!seed.ok) return seed;
  const levels = seatLevels(options, players, seat.value, BOT_LEVELS, DEFAULT_LEVEL, m);
  if (!levels.ok) return levels;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  const bot: BotConfig = { seed: seed.value, ...effort.value };
  return parsed({
    game: game.value,
    human: seat.value,
    levels: levels.value,
    seed: seed.value,
    lang: lang.value,
    bot,
    ...(options.record === undefined ? {} : { record: options.record }),
  });
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
  const lang = parseLang(options.lang);
  if (!lang.ok) {
    env.err(failure('play', lang.message).stderr);
    return EXIT_FAILURE;
  }
  const m = messages(lang.value);
  const session = chooseSession({ ...options, lang: lang.value }, env, m, cmd);
  if (!session.ok) {
    env.err(failure('play', session.message).stderr);
    return EXIT_FAILURE;
  }
  return runSession(session.value.session, session.value.record, env, m);
}

/** The session of the chosen game, and where its record goes. */
function chooseSession(options: PlayOptions, env: Env, m: Messages, cmd?: Command): Parsed<{ session: Session; record?: string }> {
  const table = chooseTable(options, cmd, m);
  if (!table.ok) return table;
  if (table.value.game === 'brisca') {
    const seed = options.seed === undefined ? parsed(randomInt(1, 1_000_000)) : parseWholeNumber('--seed', options.seed, 0, undefined, m);
    if (!seed.ok) return seed;
    const config = parseBriscaPlayOptions(options, table.value.start, seed.value);
    if (!config.ok) return config;
    return parsed({ session: createBriscaSession(config.value, env.out), ...(config.value.record === undefined ? {} : { record: config.value.record }) });
  }
  if (options.hands !== undefined) return problem(m.errors.handsForBrisca);
  const config = parsePlayOptions(options);
  if (!config.ok) return config;
  return parsed({ session: createSession(config.value, env.out), ...(config.value.record === undefined ? {} : { record: config.value.record }) });
}

async function runSession(session: Session, path: string | undefined, env: Env, m: Messages): Promise<number> {
  const interactive = env.stdinIsTTY === true;
  const save = (): number => {
    if (path === undefined) return 0;
    try {
      writeFileSync(path, `${JSON.stringify(session.record())}\n`);
    } catch (e) {
      env.err(`escoba play: ${m.session.cannotWriteRecord(path, (e as NodeJS.ErrnoException).code, (e as Error).message)}\n`);
      return EXIT_FAILURE;
    }
    env.out(`${m.session.recordSaved(path)}\n`);
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
  const h = ctx.m.help.play;
  ctx
    .langOption(
      ctx.tableOptions(
        describeCommand(program, 'play', h)
          .option('--level <level>', h.options.level, DEFAULT_LEVEL)
          .option('--levels <list>', h.options.levels)
          .option('--seat <n>', h.options.seat, '0')
          .option('--seed <s>', h.options.seed)
          .option('--record <file>', h.options.record)
          .option('--iterations <n>', h.options.iterations)
          .option('--time-ms <ms>', h.options.timeMs)
          .option('--game <game>', ctx.m.help.game)
          .option('--hands <n>', h.options.hands),
      ),
    )
    .action(async (opts: PlayOptions, cmd: Command) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('play', l.message));
      ctx.setCode(await playCommand({ ...opts, lang: l.lang }, ctx.env, cmd));
    });
}
