import { availableParallelism } from 'node:os';
import type { Command } from 'commander';
import cliProgress from 'cli-progress';
import { BOT_LEVELS, isBotLevel } from '@escoba/bots';
import { failure, lines, parsed, problem, type CommandResult, type Parsed } from '../command.js';
import { gameFromOptions, parseLang, parseSearchEffort, parseSeconds, parseWholeNumber, type TableOptions } from '../options.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { MatchError, type BotSpec, type MatchSetup } from '../match/game.js';
import { reportJson, reportText } from '../match/report.js';
import { fairShare, runMatch, type MatchOptions, type SprtOptions } from '../match/runner.js';
import { plan } from '../match/schedule.js';
import { briscaMatchCommand } from '../brisca/match-command.js';
import { chooseTable } from '../table-choice.js';
import { progressLines } from '../progress.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES } from '../defaults.js';

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

export { DEFAULT_BOT_TIMEOUT_SECONDS, DEFAULT_GAMES };

/** `expert`, or `cmd:<command line>` for an external program speaking the bot protocol. */
export function parseBotSpec(option: string, text: string | undefined, m: Messages = messages('en')): Parsed<BotSpec> {
  if (text === undefined) return problem(m.errors.botRequired(option, BOT_LEVELS));
  const t = text.trim();
  if (t.startsWith('cmd:')) {
    const command = t.slice(4).trim();
    if (command === '') return problem(m.errors.cmdEmpty(option));
    return parsed({ kind: 'cmd', command });
  }
  if (isBotLevel(t)) return parsed({ kind: 'level', level: t });
  return problem(m.errors.unknownBot(option, text, BOT_LEVELS));
}

/** A number strictly between `lo` and `hi`, e.g. `--sprt-delta 0.05`. */
function parseFraction(option: string, text: string, lo: number, hi: number, m: Messages): Parsed<number> {
  const t = text.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (!(n > lo && n < hi)) return problem(m.errors.fraction(option, lo, Number(hi.toFixed(4)), text));
  return parsed(n);
}

export function parseMatchOptions(options: MatchCommandOptions, cores = availableParallelism()): Parsed<MatchConfig> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const a = parseBotSpec('--a', options.a, m);
  if (!a.ok) return a;
  const b = parseBotSpec('--b', options.b, m);
  if (!b.ok) return b;
  const games = parseWholeNumber('--games', options.games ?? String(DEFAULT_GAMES), 1, 100_000_000, m);
  if (!games.ok) return games;
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const workers = parseWholeNumber('--workers', options.workers ?? String(cores), 1, 1024, m);
  if (!workers.ok) return workers;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  const { iterations, timeMs } = effort.value;
  const botTimeout = parseSeconds('--bot-timeout', options.botTimeout ?? String(DEFAULT_BOT_TIMEOUT_SECONDS), 86_400, m);
  if (!botTimeout.ok) return botTimeout;
  const game = gameFromOptions(options, m);
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
  if (sprtParams !== undefined && !options.sprt) return problem(m.errors.sprtWithout);
  if (options.sprt) {
    const p0 = fairShare(setup);
    const delta = parseFraction('--sprt-delta', options.sprtDelta ?? '0.05', 0, 1 - p0, m);
    if (!delta.ok) return delta;
    const alpha = parseFraction('--sprt-alpha', options.sprtAlpha ?? '0.05', 0, 0.5, m);
    if (!alpha.ok) return alpha;
    const beta = parseFraction('--sprt-beta', options.sprtBeta ?? '0.05', 0, 0.5, m);
    if (!beta.ok) return beta;
    sprt = { delta: delta.value, alpha: alpha.value, beta: beta.value };
  }
  const p = plan(games.value, setup);
  return parsed({ setup, requested: games.value, sets: p.sets, seatings: p.seatings, workers: workers.value, sprt, json: options.json === true, lang: lang.value });
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
function progressBar(total: number, env: ProgramContext['env'], m: Messages): { update: NonNullable<MatchOptions['onProgress']>; stop: () => void } {
  if (env.stderrIsTTY !== true) {
    let wins = { aWins: 0, bWins: 0 };
    const line = progressLines(total, env.err, (games) => `escoba match: ${m.errors.progressMatch(games, total, wins.aWins, wins.bWins)}`);
    return {
      update: (p) => {
        wins = p;
        line(p.games);
      },
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    { format: m.errors.progressBar, clearOnComplete: true, stream: process.stderr },
    cliProgress.Presets.shades_classic,
  );
  bar.start(total, 0, { aWins: 0, bWins: 0 });
  return {
    update: (p) => bar.update(p.games, { aWins: p.aWins, bWins: p.bWins }),
    stop: () => bar.stop(),
  };
}

export function registerMatch(program: Command, ctx: ProgramContext): void {
  const h = ctx.m.help.match;
  ctx
    .langOption(
      ctx
        .tableOptions(
          describeCommand(program, 'match', h)
            .requiredOption('--a <bot>', h.options.a)
            .requiredOption('--b <bot>', h.options.b)
            .option('--games <n>', h.options.games)
            .option('--seed <s>', h.options.seed),
        )
        .option('--json', h.options.json)
        .option('--workers <n>', h.options.workers)
        .option('--iterations <n>', h.options.iterations)
        .option('--time-ms <n>', h.options.timeMs)
        .option('--bot-timeout <s>', h.options.botTimeout)
        .option('--sprt', h.options.sprt)
        .option('--sprt-delta <d>', h.options.sprtDelta)
        .option('--sprt-alpha <a>', h.options.sprtAlpha)
        .option('--sprt-beta <b>', h.options.sprtBeta)
        .option('--game <game>', ctx.m.help.game),
    )
    .action(async (opts: MatchCommandOptions & { game?: string }, cmd: Command) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('match', l.message));
      const table = chooseTable(opts, cmd, l.m);
      if (!table.ok) return ctx.emit(failure('match', table.message));
      if (table.value.game === 'brisca') return ctx.emit(briscaMatchCommand({ ...opts, lang: l.lang }, table.value.start, (total) => progressBar(total, ctx.env, l.m)));
      const config = parseMatchOptions({ ...opts, lang: l.lang });
      if (!config.ok) return ctx.emit(failure('match', config.message));
      const bar = progressBar(config.value.sets * config.value.seatings, ctx.env, l.m);
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
