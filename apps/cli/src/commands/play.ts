import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { DEFAULT_LEVEL } from '../defaults.js';
import type { PlaySession } from '../games/types.js';
import { readLines } from '../io.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { parseLang } from '../options.js';
import { parsePlaySeed, parseSessionOptions, type PlayOptions } from '../play/options.js';
import { describeCommand, type Env, type ProgramContext } from '../program.js';
import { chooseTable } from '../table-choice.js';

export type { PlayOptions };

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
function chooseSession(options: PlayOptions & { readonly lang: Lang }, env: Env, m: Messages, cmd?: Command): Parsed<{ session: PlaySession; record?: string }> {
  const table = chooseTable(options, cmd, m);
  if (!table.ok) return table;
  const { game, start } = table.value;
  if (options.hands !== undefined && game.hands.refused) return problem(game.hands.refused(m));
  const seed = parsePlaySeed(options, m);
  if (!seed.ok) return seed;
  const config = parseSessionOptions(game, options, start, seed.value, options.lang, m);
  if (!config.ok) return config;
  const meta = { seed: seed.value, seats: config.value.levels.map((l) => l ?? 'human') };
  return parsed({ session: game.session({ ...config.value, meta }, env.out), ...(options.record === undefined ? {} : { record: options.record }) });
}

async function runSession(session: PlaySession, path: string | undefined, env: Env, m: Messages): Promise<number> {
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
