import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { BOT_LEVELS, isBotLevel } from '@escoba/bots';
import { failure, lines, parsed, problem, type CommandResult, type Parsed } from '../command.js';
import { gameFromOptions, parseSearchEffort, parseSeconds, parseWholeNumber, type TableOptions } from '../options.js';
import type { ProgramContext } from '../program.js';
import { MatchError, type BotSpec, type MatchSetup } from '../match/game.js';
import { reportJson, reportText } from '../match/report.js';
import { fairShare, runMatch, type MatchOptions, type SprtOptions } from '../match/runner.js';
import { plan } from '../match/schedule.js';
import { briscaMatchCommand } from '../brisca/match-command.js';
import { chooseTable, GAME_HELP } from '../table-choice.js';
import { progressLines } from '../progress.js';
import { isLang, messages, type Lang } from '../messages/index.js';

export interface MatchCommandOptions extends TableOptions {
  readonly a?: string;
  readonly b?: string;
  readonly games?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly workers?: string;
  readonly iterations?: string;
  readonly timeMs?: string;
  readonly botTimeout?: string;
  readonly sprt?: boolean;
  readonly sprtDelta?: string;
  readonly sprtAlpha?: string;
  readonly sprtBeta?: string;
  /** Language of the text report: en (default) or es. */
  readonly lang?: string;
}

export interface MatchConfig {
  readonly setup: MatchSetup;
  /** The games asked for with --games (the match plays whole deck sets: `sets * seatings` games). */
  readonly requested: number;
  readonly sets: number;
  readonly seatings: number;
  readonly workers: number;
  readonly sprt?: SprtOptions;
  readonly json: boolean;
  readonly lang?: Lang;
}

export const DEFAULT_GAMES = 100;
export const DEFAULT_BOT_TIMEOUT_SECONDS = 10;

/** `expert`, or `cmd:<command line>` for an external program speaking the bot protocol. */
export function parseBotSpec(option: string, text: string | undefined): Parsed<BotSpec> {
  if (text === undefined) return problem(`${option} is required: a level (${BOT_LEVELS.join(', ')}) or cmd:<command line>`);
  const t = text.trim();
  if (t.startsWith('cmd:')) {
    const command = t.slice(4).trim();
    if (command === '') return problem(`${option} cmd: needs a command line after it, e.g. ${option} "cmd:python3 mybot.py"`);
    return parsed({ kind: 'cmd', command });
  }
  if (isBotLevel(t)) return parsed({ kind: 'level', level: t });
  return problem(`${option}: unknown bot ${JSON.stringify(text)}: use a level (${BOT_LEVELS.join(', ')}) or cmd:<command line>`);
}

/** A number strictly between `lo` and `hi`, e.g. `--sprt-delta 0.05`. */
function parseFraction(option: string, text: string, lo: number, hi: number): Parsed<number> {
  const t = text.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (!(n > lo && n < hi)) return problem(`${option} must be a number above ${lo} and below ${Number(hi.toFixed(4))}, got ${JSON.stringify(text)}`);
  return parsed(n);
}

export function parseMatchOptions(options: MatchCommandOptions, cores = availableParallelism()): Parsed<MatchConfig> {
  const a = parseBotSpec('--a', options.a);
  if (!a.ok) return a;
  const b = parseBotSpec('--b', options.b);
  if (!b.ok) return b;
  const games = parseWholeNumber('--games', options.games ?? String(DEFAULT_GAMES), 1, 100_000_000);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0);
  if (!seed.ok) return seed;
  const workers = parseWholeNumber('--workers', options.workers ?? String(cores), 1, 1024);
  if (!workers.ok) return workers;
  const effort = parseSearchEffort(options);
  if (!effort.ok) return effort;
  const { iterations, timeMs } = effort.value;
  const botTimeout = parseSeconds('--bot-timeout', options.botTimeout ?? String(DEFAULT_BOT_TIMEOUT_SECONDS), 86_400);
  if (!botTimeout.ok) return botTimeout;
  const game = gameFromOptions(options);
  if (!game.ok) return game;
  const { rules, setup: table } = game.value;
  const setup: MatchSetup = {
    rules,
    players: table.players,
    partnerships: table.partnerships,
    sides: table.sides,
    seed: seed.value,
    a: a.value,
    b: b.value,
    iterations,
    timeMs,
    botTimeoutMs: Math.round(botTimeout.value * 1000),
  };
  let sprt: SprtOptions | undefined;
  const sprtParams = options.sprtDelta ?? options.sprtAlpha ?? options.sprtBeta;
  if (sprtParams !== undefined && !options.sprt) return problem('--sprt-delta, --sprt-alpha and --sprt-beta go with --sprt');
  if (options.sprt) {
    const p0 = fairShare(setup);
    const delta = parseFraction('--sprt-delta', options.sprtDelta ?? '0.05', 0, 1 - p0);
    if (!delta.ok) return delta;
    const alpha = parseFraction('--sprt-alpha', options.sprtAlpha ?? '0.05', 0, 0.5);
    if (!alpha.ok) return alpha;
    const beta = parseFraction('--sprt-beta', options.sprtBeta ?? '0.05', 0, 0.5);
    if (!beta.ok) return beta;
    sprt = { delta: delta.value, alpha: alpha.value, beta: beta.value };
  }
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return problem(messages('en').badLang(lang));
  const p = plan(games.value, setup);
  return parsed({ setup, requested: games.value, sets: p.sets, seatings: p.seatings, workers: workers.value, sprt, json: options.json === true, lang });
}

/** `escoba match` with all output in memory: plays the match and returns the report (or the problem, status 2). */
export async function matchCommand(options: MatchCommandOptions, onProgress?: MatchOptions['onProgress']): Promise<CommandResult> {
  const config = parseMatchOptions(options);
  if (!config.ok) return failure('match', config.message);
  return runMatchConfig(config.value, onProgress);
}

/** Runs a checked configuration. */
export async function runMatchConfig(config: MatchConfig, onProgress?: MatchOptions['onProgress']): Promise<CommandResult> {
  try {
    const report = await runMatch({ setup: config.setup, sets: config.sets, seatings: config.seatings, workers: config.workers, sprt: config.sprt, onProgress });
    const stdout = config.json ? `${JSON.stringify(reportJson(report))}\n` : lines(reportText(config.setup, report, config.sets * config.seatings, config.lang));
    return { stdout, stderr: '', code: 0 };
  } catch (e) {
    if (e instanceof MatchError) return failure('match', e.message);
    throw e;
  }
}

/** A progress bar on stderr when it is a terminal, else a progress line every tenth of the games or few seconds. */
function progressBar(total: number, env: ProgramContext['env']): { update: NonNullable<MatchOptions['onProgress']>; stop: () => void } {
  if (env.stderrIsTTY !== true) {
    let wins = { aWins: 0, bWins: 0 };
    const line = progressLines(total, env.err, (games) => `escoba match: ${games} of ${total} games played (A won ${wins.aWins}, B won ${wins.bWins})`);
    return {
      update: (p) => {
        wins = p;
        line(p.games);
      },
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: 'match [{bar}] {value}/{total} games | A {aWins} B {bWins} | {duration_formatted} elapsed, ETA {eta_formatted}', clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { aWins: 0, bWins: 0 });
  return {
    update: (p) => bar.update(p.games, { aWins: p.aWins, bWins: p.bWins }),
    stop: () => bar.stop(),
  };
}

const HELP_AFTER = `
Bots: a level (${BOT_LEVELS.join(', ')}) or "cmd:<command line>", a program that speaks the bot protocol
(docs/bot-protocol.md), e.g. --a "cmd:python3 mybot.py" or --b "cmd:escoba bot --level hard".

Duplicate play: the games come in deck sets; every game of set k uses the decks and first dealer of the seed
"<seed>:<k>", once per seating: with two sides (2 players, or 4 or 6 in partnerships) A plays one side and B the
other, then they swap; with 3 or 4 players each for themselves A plays each seat in turn and B all the others.
--games N is rounded up to whole sets (a multiple of 2, or of the number of players).

Statistics: win rate with a Wilson 95% interval; a side's own points per hand with a 95% interval that treats
each deck set as one observation (ratio estimator, Student t), so it reflects the duplicate design; escobas per
hand; decision time median and 99th percentile. --sprt runs a sequential probability ratio test on A's game
wins after each deck set, H0 p = p0 (A's fair share: 1/2 with two sides, 1/players otherwise) against
H1 p = p0 + delta, and stops the match once it decides (--games is then the most it plays).

Examples:
  escoba match --a expert --b medium --games 2000 --seed 1
  escoba match --a hard --b medium --players 4 --partnerships --sprt --json
  escoba match --a "cmd:python3 mybot.py" --b medium --games 200 --workers 1
  escoba match --a hard --b medium --rules alcalde --games 200 --json

Brisca and Alcalde (--rules brisca|alcalde|alcalde-variation): a game is one hand, dealt from the seed of its
deck set; the bots swap sides (2 players, 2 against 2), or A sits in each seat in turn (3 or 4 alone), or each
bot is the Alcalde once a deck. Hands won count draws half; points are card points per hand, and the report
adds A's card-point margin per hand with a 95% interval over decks. Played in this thread, level bots only.`;

export function registerMatch(program: Command, ctx: ProgramContext): void {
  ctx
    .tableOptions(
      program
        .command('match')
        .description('a fair duplicate match between two bots, on all cores, with win rates, points per hand and confidence intervals')
        .requiredOption('--a <bot>', 'bot A: a level or cmd:<command line>')
        .requiredOption('--b <bot>', 'bot B: a level or cmd:<command line>')
        .option('--games <n>', `number of games, rounded up to whole deck sets (default ${DEFAULT_GAMES})`)
        .option('--seed <s>', 'seed of the match, a whole number (default 1)'),
    )
    .option('--json', 'print one JSON object: {games, hands, a: {wins, winRate, winRateCI, pointsPerHand, pointsPerHandCI, decisionMs: {median, p99}}, b: {...}}')
    .option('--workers <n>', 'worker threads (default: the number of cores); 1 plays in the main thread')
    .option('--iterations <n>', 'search effort per decision of the search bots (hard, expert)')
    .option('--time-ms <n>', 'time budget per decision of the search bots, in milliseconds (not reproducible)')
    .option('--bot-timeout <s>', `seconds an external bot may take per answer (default ${DEFAULT_BOT_TIMEOUT_SECONDS})`)
    .option('--sprt', 'sequential test on the game wins; stop as soon as it decides')
    .option('--sprt-delta <d>', 'with --sprt: H1 is a win rate this much above the fair share (default 0.05)')
    .option('--sprt-alpha <a>', 'with --sprt: false positive rate (default 0.05)')
    .option('--sprt-beta <b>', 'with --sprt: false negative rate (default 0.05)')
    .option('--game <game>', GAME_HELP)
    .option('--lang <lang>', 'language of the text report: en or es', 'en')
    .addHelpText('after', HELP_AFTER)
    .action(async (opts: MatchCommandOptions & { game?: string }, cmd: Command) => {
      const table = chooseTable(opts, cmd);
      if (!table.ok) return ctx.emit(failure('match', table.message));
      if (!isLang(opts.lang ?? 'en')) return ctx.emit(failure('match', messages('en').badLang(opts.lang ?? '')));
      if (table.value.game === 'brisca') return ctx.emit(briscaMatchCommand(opts, table.value.start, (total) => progressBar(total, ctx.env)));
      const config = parseMatchOptions(opts);
      if (!config.ok) return ctx.emit(failure('match', config.message));
      const bar = progressBar(config.value.sets * config.value.seatings, ctx.env);
      try {
        const result = await runMatchConfig(config.value, bar.update);
        bar.stop();
        ctx.emit(result);
      } catch (e) {
        bar.stop();
        throw e;
      }
    });
}
