import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { EXIT_FAILURE, failure, type CommandResult } from './command.js';
import { benchCommand, type BenchCommandOptions } from './commands/bench.js';
import { replayText, type ReplayOptions } from './commands/replay.js';
import { rulesCommand, type RulesOptions } from './commands/rules.js';
import { briscaSelfplayLines, parseBriscaSelfplayOptions, parseSelfplayOptions, selfplayLines, type SelfplayOptions } from './commands/selfplay.js';
import { chooseTable, GAME_HELP } from './table-choice.js';
import { watchText, type WatchOptions } from './commands/watch.js';
import { TTY_DELAY_MS, watchDelay, writePaced } from './pacing.js';
import { registerAnalyze } from './commands/analyze.js';
import { registerBot } from './commands/bot.js';
import { registerMatch } from './commands/match.js';
import { registerPlay } from './commands/play.js';
import { OutputClosed, readInput } from './io.js';

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
}

const version = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

const RULES_HELP = 'a preset (classic, sevens, fournier, escova) or a JSON object like \'{"preset":"classic","target":15}\'; see escoba rules';

/** What a command module gets to register itself on the program (see `register*` in commands/). */
export interface ProgramContext {
  readonly env: Env;
  /** The arguments the program was run with (after the program name). */
  readonly argv: readonly string[];
  /** Writes a command's result and sets the exit status to its code. */
  emit(result: CommandResult): void;
  /** Sets the exit status (for commands that write as they go). */
  setCode(code: number): void;
  /** Adds --players, --partnerships / --no-partnerships and --rules, as selfplay and watch have them. */
  tableOptions(cmd: Command): Command;
}

export function tableOptions(cmd: Command): Command {
  return cmd
    .option('--players <n>', 'players: 2, 3, 4 or 6', '2')
    .option('--partnerships', 'play in partnerships: 2 against 2 with 4 players (6 players always play 3 against 3)')
    .addOption(new Option('--no-partnerships', 'everyone for themselves (not possible with 6 players)').hideHelp())
    .option('--rules <rules>', RULES_HELP, 'classic');
}

/** Builds the `escoba` program and runs it on `argv` (the arguments after the program name); resolves to the exit status. */
export async function run(argv: readonly string[], env: Env): Promise<number> {
  let code = 0;
  const emit = (r: CommandResult) => {
    if (r.stdout) env.out(r.stdout);
    if (r.stderr) env.err(r.stderr);
    code = r.code;
  };

  const program = new Command('escoba')
    .description('Escoba de 15, the Spanish card game: play against the computer, run bot matches, analyse and replay game records, list the rules, measure the engine.')
    .version(version, '-V, --version')
    .exitOverride()
    .configureOutput({ writeOut: env.out, writeErr: env.err })
    .showHelpAfterError('(add --help for usage)')
    .addHelpText('after', '\nStart with: npx escoba watch   (one random game, told hand by hand)\nExit status: 0 on success, 2 for bad options, unreadable input or records that do not replay.');

  program
    .command('replay')
    .description('replay game records (escoba-record/1) and print one summary per record')
    .argument('<file>', 'a record, or JSON Lines with one record per line; - reads standard input')
    .option('--pretty', 'a table per record for people instead of one JSON summary per line')
    .option('--lang <lang>', 'language of the --pretty tables of Escoba records: en or es', 'en')
    .addHelpText(
      'after',
      '\nEach summary is {"scores", "winner", "sides", "hands"}; a record that does not replay prints {"error": "..."}\n' +
        'and the others are still replayed; the exit status is then 2.\n\nExample:\n  escoba selfplay --games 3 | escoba replay -',
    )
    .action(async (file: string, opts: ReplayOptions) => {
      if (file === '-' && env.stdinIsTTY) env.err('escoba replay: reading records from standard input; end with Ctrl-D\n');
      const input = await readInput(file, env.stdin);
      emit(input.ok ? replayText(input.text, opts) : failure('replay', input.message));
    });

  tableOptions(
    program
      .command('selfplay')
      .description('play whole games with random legal plays and print one escoba-record/1 record per line')
      .option('--games <n>', 'number of games', '1')
      .option('--seed <s>', 'seed of the run, a whole number', '1')
      .option('--start <i>', 'number of the first game (game i is the same in any run with the same seed)', '0')
      .option('--game <game>', GAME_HELP)
      .option('--hands <n>', 'Brisca and Alcalde: at most this many hands a game (default: Brisca to the end of the match, Alcalde 1)'),
  )
    .addHelpText(
      'after',
      '\nGame i (from 0) draws from createRng("<seed>:<i>"): first dealer, then per hand a shuffled deck and one\n' +
        'uniform pick among legalPlays per play. Each record carries "seed" and "game", so\n' +
        '  escoba selfplay --seed 7 --start 41 --games 1\nreproduces the record of game 41 of  escoba selfplay --seed 7 --games 100.\n\n' +
        'Example:\n  escoba selfplay --games 2 --seed 7 --players 4 --partnerships --rules sevens\n' +
        '  escoba selfplay --games 3 --seed 7 --rules alcalde   (Brisca games write brisca-record/1, exchanges included)',
    )
    .action((opts: SelfplayOptions & { game?: string; hands?: string }, cmd: Command) => {
      const table = chooseTable(opts, cmd);
      if (!table.ok) return emit(failure('selfplay', table.message));
      if (table.value.game === 'brisca') {
        const brisca = parseBriscaSelfplayOptions(opts, table.value.start);
        if (!brisca.ok) return emit(failure('selfplay', brisca.message));
        for (const line of briscaSelfplayLines(brisca.value)) env.out(`${line}\n`);
        code = 0;
        return;
      }
      if (opts.hands !== undefined) return emit(failure('selfplay', '--hands is for Brisca and the Alcalde games (an Escoba game ends at its target)'));
      const config = parseSelfplayOptions(opts);
      if (!config.ok) return emit(failure('selfplay', config.message));
      for (const line of selfplayLines(config.value)) env.out(`${line}\n`);
      code = 0;
    });

  program
    .command('rules')
    .description('list the rule presets, tables and options of every game, or show the full rules a --rules value stands for')
    .argument('[rules]', 'a preset name or a JSON object, as for --rules (a Brisca preset shows Brisca rules)')
    .option('--json', 'machine-readable output')
    .option('--game <game>', 'only this game: escoba or brisca')
    .addHelpText('after', '\nExamples:\n  escoba rules\n  escoba rules \'{"preset":"sevens","target":15}\'\n  escoba rules --game brisca\n  escoba rules \'{"preset":"alcalde","keep":61}\'')
    .action((rules: string | undefined, opts: RulesOptions) => emit(rulesCommand(opts, rules)));

  program
    .command('bench')
    .description('engine throughput: complete random hands per second on one core, Escoba and Brisca')
    .option('--json', 'print only {"hands2p", "hands4p", "apiHands2p", "brisca": {"hands2p", "hands4p", "alcaldeHands", "apiHands2p"}}')
    .option('--seconds <s>', 'seconds to measure each figure for (default 3)')
    .addHelpText('after', '\nExample:\n  escoba bench --seconds 1')
    .action((opts: BenchCommandOptions) => emit(benchCommand(opts, ['escoba', ...argv].join(' '))));

  tableOptions(
    program
      .command('watch')
      .description('play one random game and tell it hand by hand: deals, plays, escobas, points, scores')
      .option('--seed <s>', 'seed of the run, as for selfplay', '1')
      .option('--game <i>', 'which game of that run (the record is: escoba selfplay --seed S --start I --games 1)', '0')
      .option('--lang <lang>', 'language of the text: en or es (Spanish: 7 de oros, reparte, se lleva)', 'en')
      .option('--delay <ms>', `milliseconds between plays (default ${TTY_DELAY_MS} on a terminal, 0 when piped)`),
  )
    .addHelpText(
      'after',
      '\n--rules brisca, alcalde or alcalde-variation watches a Brisca or Alcalde game trick by trick.\n\nExamples:\n  escoba watch --seed 3 --players 4 --partnerships\n  escoba watch --seed 3 --rules brisca --lang es\n  escoba watch --delay 0   (all at once)',
    )
    .action(async (opts: WatchOptions, cmd: Command) => {
      const delay = watchDelay(opts.delay, env.stdoutIsTTY === true);
      if (!delay.ok) return emit(failure('watch', delay.message));
      const text = watchText(opts, cmd);
      if (!text.ok) return emit(failure('watch', text.message));
      await writePaced(text.value.lines, text.value.beats, delay.value, env.out, env.sleep);
      code = 0;
    });

  const ctx: ProgramContext = { env, argv, emit, setCode: (c) => (code = c), tableOptions };
  registerMatch(program, ctx);
  registerBot(program, ctx);
  registerPlay(program, ctx);
  registerAnalyze(program, ctx);

  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? 0 : EXIT_FAILURE;
    if (e instanceof OutputClosed) return 0;
    throw e;
  }
  return code;
}
