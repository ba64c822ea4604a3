import { readFileSync } from 'node:fs';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { EXIT_FAILURE, failure, type CommandResult } from './command.js';
import { benchCommand, type BenchCommandOptions } from './commands/bench.js';
import { replayText, type ReplayOptions } from './commands/replay.js';
import { rulesCommand, type RulesOptions } from './commands/rules.js';
import { parseSelfplayOptions, selfplayLines, type SelfplayOptions } from './commands/selfplay.js';
import { watchText, type WatchOptions } from './commands/watch.js';
import { watchDelay, writePaced } from './pacing.js';
import { registerAnalyze } from './commands/analyze.js';
import { registerBot } from './commands/bot.js';
import { registerBotConnect } from './commands/bot-connect.js';
import { registerMatch } from './commands/match.js';
import { registerPlay } from './commands/play.js';
import { registerTournament } from './commands/tournament.js';
import { OutputClosed, readInput } from './io.js';
import { argvLang, environmentLang, type EnvVars } from './lang.js';
import { localize } from './localize.js';
import { isLang, messages, type Lang, type Messages } from './messages/index.js';
import type { CommandHelp } from './messages/help-types.js';
import { parseLang } from './options.js';

/** Where the program reads and writes: the process's streams, or strings in tests. */
export interface Env {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly stdin: AsyncIterable<string | Uint8Array>;
  /** Standard input is a terminal: `replay -` then says it is waiting for records. */
  readonly stdinIsTTY?: boolean;
  /** Standard output is a terminal: `watch` then paces its plays. */
  readonly stdoutIsTTY?: boolean;
  /** Standard error is a terminal: `match` then draws a progress bar instead of progress lines. */
  readonly stderrIsTTY?: boolean;
  /** Waits between paced lines (tests pass a fake). */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Environment variables: `ESCOBA_LANG` and the locale (`LANG`, ...) choose the default language. None: English. */
  readonly vars?: EnvVars;
}

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string; bin: Record<string, string> };
const version = packageJson.version;

/** The program's own name, as package.json installs it (`escoba`): the name of the command, not of a game. */
export const PROGRAM = Object.keys(packageJson.bin)[0]!;

/** What a command module gets to register itself on the program (see `register*` in commands/). */
export interface ProgramContext {
  readonly env: Env;
  /** The arguments the program was run with (after the program name). */
  readonly argv: readonly string[];
  /** The language of the help and of the errors found before a command reads its `--lang`. */
  readonly lang: Lang;
  /** Its catalogue. */
  readonly m: Messages;
  /** Writes a command's result and sets the exit status to its code. */
  emit(result: CommandResult): void;
  /** Sets the exit status (for commands that write as they go). */
  setCode(code: number): void;
  /** Adds --players, --partnerships / --no-partnerships and --rules, as selfplay and watch have them. */
  tableOptions(cmd: Command): Command;
  /** Adds `--lang`, whose default the environment decides (`ESCOBA_LANG`, the locale). */
  langOption(cmd: Command): Command;
  /** The catalogue of a command's `--lang` (or the program's language), or the problem with it. */
  langOf(opts: { readonly lang?: string }): { readonly ok: true; readonly m: Messages; readonly lang: Lang } | { readonly ok: false; readonly message: string };
}

/** A command named `name` with its summary, arguments (`optional` ones among them) and `after` text from `help`. */
export function describeCommand<O extends string, A extends string>(
  program: Command,
  name: string,
  help: CommandHelp<O, A>,
  args: readonly A[] = [],
  optional: readonly A[] = [],
): Command {
  const cmd = program.command(name).description(help.summary);
  for (const a of args) cmd.argument(optional.includes(a) ? `[${help.args[a].name}]` : `<${help.args[a].name}>`, help.args[a].description);
  return cmd.addHelpText('after', help.after);
}

/** Builds the `escoba` program and runs it on `argv` (the arguments after the program name); resolves to the exit status. */
export async function run(argv: readonly string[], env: Env): Promise<number> {
  let code = 0;
  const emit = (r: CommandResult) => {
    if (r.stdout) env.out(r.stdout);
    if (r.stderr) env.err(r.stderr);
    code = r.code;
  };
  const fromEnvironment = environmentLang(env.vars ?? {});
  const lang = argvLang(argv) ?? fromEnvironment.lang;
  const m = messages(lang);
  if (fromEnvironment.invalid !== undefined) {
    env.err(`escoba: ${m.errors.envLang(fromEnvironment.invalid)}\n`);
    return EXIT_FAILURE;
  }
  const { help } = m;

  const program = localize(
    new Command(PROGRAM)
      .description(help.program.summary)
      .exitOverride()
      .configureOutput({ writeOut: env.out, writeErr: env.err, outputError: (text, write) => write(m.errors.commander(text)) }),
    m,
    version,
  )
    .addHelpText('after', help.program.after)
    // `escoba --lang es watch` too: the program's own --lang (before the command) becomes the commands' default.
    .enablePositionalOptions()
    .addOption(
      new Option('--lang <lang>', help.lang).argParser((value) => {
        if (!isLang(value.trim())) throw new InvalidArgumentError(m.badLang(value));
        return value.trim();
      }),
    );

  const tableOptions = (cmd: Command): Command =>
    cmd
      .option('--players <n>', help.table.players, '2')
      .option('--partnerships', help.table.partnerships)
      .addOption(new Option('--no-partnerships', help.table.noPartnerships).hideHelp())
      .option('--rules <rules>', help.table.rules, 'classic');
  const langOption = (cmd: Command): Command => cmd.addOption(new Option('--lang <lang>', help.lang).default(lang, help.langDefault));
  const langOf: ProgramContext['langOf'] = (opts) => {
    const chosen = parseLang(opts.lang, lang);
    return chosen.ok ? { ok: true, lang: chosen.value, m: messages(chosen.value) } : chosen;
  };
  const ctx: ProgramContext = { env, argv, lang, m, emit, setCode: (c) => (code = c), tableOptions, langOption, langOf };

  langOption(describeCommand(program, 'replay', help.replay, ['file']).option('--pretty', help.replay.options.pretty)).action(
    async (file: string, opts: ReplayOptions) => {
      const l = langOf(opts);
      if (!l.ok) return emit(failure('replay', l.message));
      if (file === '-' && env.stdinIsTTY) env.err(`escoba replay: ${l.m.errors.readingStdin}\n`);
      const input = await readInput(file, env.stdin, l.m);
      emit(input.ok ? replayText(input.text, { ...opts, lang: l.lang }) : failure('replay', input.message));
    },
  );

  langOption(
    tableOptions(
      describeCommand(program, 'selfplay', help.selfplay)
        .option('--games <n>', help.selfplay.options.games, '1')
        .option('--seed <s>', help.selfplay.options.seed, '1')
        .option('--start <i>', help.selfplay.options.start, '0')
        .option('--game <game>', help.game)
        .option('--hands <n>', help.selfplay.options.hands),
    ),
  ).action((opts: SelfplayOptions & { lang?: string }, cmd: Command) => {
    const l = langOf(opts);
    if (!l.ok) return emit(failure('selfplay', l.message));
    const config = parseSelfplayOptions(opts, l.m, cmd);
    if (!config.ok) return emit(failure('selfplay', config.message));
    for (const line of selfplayLines(config.value)) env.out(`${line}\n`);
    code = 0;
  });

  langOption(
    describeCommand(program, 'rules', help.rules, ['rules'], ['rules']).option('--json', help.rules.options.json).option('--game <game>', help.rules.options.game),
  ).action((rules: string | undefined, opts: RulesOptions) => {
    const l = langOf(opts);
    emit(l.ok ? rulesCommand({ ...opts, lang: l.lang }, rules) : failure('rules', l.message));
  });

  langOption(describeCommand(program, 'bench', help.bench).option('--json', help.bench.options.json).option('--seconds <s>', help.bench.options.seconds)).action(
    (opts: BenchCommandOptions) => {
      const l = langOf(opts);
      emit(l.ok ? benchCommand(opts, [PROGRAM, ...argv].join(' '), undefined, l.m) : failure('bench', l.message));
    },
  );

  langOption(
    tableOptions(
      describeCommand(program, 'watch', help.watch)
        .option('--seed <s>', help.watch.options.seed, '1')
        .option('--game <i>', help.watch.options.game, '0')
        .option('--delay <ms>', help.watch.options.delay)
        .option('--level <level>', help.watch.options.level)
        .option('--levels <list>', help.watch.options.levels),
    ),
  ).action(async (opts: WatchOptions, cmd: Command) => {
    const l = langOf(opts);
    if (!l.ok) return emit(failure('watch', l.message));
    const delay = watchDelay(opts.delay, env.stdoutIsTTY === true, l.m);
    if (!delay.ok) return emit(failure('watch', delay.message));
    const text = watchText(opts, cmd);
    if (!text.ok) return emit(failure('watch', text.message));
    await writePaced(text.value.lines, text.value.beats, delay.value, env.out, env.sleep);
    code = 0;
  });

  registerMatch(program, ctx);
  registerBotConnect(registerBot(program, ctx), ctx);
  registerPlay(program, ctx);
  registerAnalyze(program, ctx);
  registerTournament(program, ctx);

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT_FAILURE;
    if (e instanceof OutputClosed) return 0;
    throw e;
  }
  return code;
}
