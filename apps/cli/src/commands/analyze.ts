import type { Command } from 'commander';
import type { BotConfig, GameAnalyst } from '@escoba/cards';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { DEFAULT_THRESHOLD } from '../defaults.js';
import type { AnalysisLine } from '../games/types.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { readInput } from '../io.js';
import { parseLang, parseSearchEffort, parseWholeNumber } from '../options.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { recordErrorText, recordGame, splitRecords } from './replay.js';

export interface AnalyzeOptions {
  readonly pretty?: boolean;
  /** Search effort per estimate; default the analyst's own. */
  readonly iterations?: string;
  /** Seed of the analyst; default 1. */
  readonly seed?: string;
  /** Loss above which a play is a mistake; default: each game's own (0.25 game points in Escoba). */
  readonly threshold?: string;
  /** Language of the `--pretty` tables of Escoba records: en (default) or es. */
  readonly lang?: string;
}

export interface AnalyzeConfig {
  readonly pretty: boolean;
  readonly threshold: number;
  /** `threshold` was given (`--threshold`): it then holds for every game, else each game's default does. */
  readonly thresholdGiven?: boolean;
  readonly analyst: BotConfig;
  readonly lang?: Lang;
}

export function parseAnalyzeOptions(options: AnalyzeOptions): Parsed<AnalyzeConfig> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0, undefined, m);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options, m);
  if (!effort.ok) return effort;
  const analyst: BotConfig = { seed: seed.value, ...effort.value };
  let threshold = DEFAULT_THRESHOLD;
  if (options.threshold !== undefined) {
    const t = options.threshold.trim();
    threshold = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
    if (!Number.isFinite(threshold)) return problem(m.errors.threshold(options.threshold));
  }
  return parsed({ pretty: options.pretty === true, threshold, analyst, lang: lang.value });
}

/** Told which hand (from 1) of which record (from 1) is being analysed, after each play. */
export type AnalysisProgress = (record: number, records: number, hand: number, hands: number) => void;

/**
 * Progress lines on stderr: one when a record starts, then one when a later hand starts if `everyMs` have
 * passed, so a long analysis says where it is without flooding a log.
 */
export function analysisProgress(write: (text: string) => void, everyMs = 2000, now: () => number = Date.now, m: Messages = messages('en')): AnalysisProgress {
  let record = 0;
  let hand = 0;
  let at = -Infinity;
  return (r, records, h, hands) => {
    const t = now();
    if (r === record && (h === hand || t - at < everyMs)) return;
    record = r;
    hand = h;
    at = t;
    write(`escoba analyze: ${m.errors.progressAnalyze(r, records, h, hands)}\n`);
  };
}

/**
 * Analyses every record of `text`, each by its game's analysis with its plugin's analyst (or `analyst`, for every
 * record), writing JSON Lines (or, with `pretty`, a table per record) through `write` as it goes. Returns how many
 * records there were and how many did not replay.
 */
export function runAnalysis(
  text: string,
  config: AnalyzeConfig,
  write: (text: string) => void,
  analyst?: GameAnalyst<unknown, unknown>,
  progress?: AnalysisProgress,
): { records: number; failed: number; hint?: string } {
  const m = messages(config.lang);
  const { inputs, hint } = splitRecords(text, m);
  const analysts = new Map<string, GameAnalyst<unknown, unknown>>();
  let failed = 0;
  inputs.forEach((input, k) => {
    const title = m.pretty.title(k + 1, input.line);
    const hands = (input.value as { hands?: unknown } | null)?.hands;
    const handCount = Array.isArray(hands) ? hands.length : 0;
    const game = recordGame(input.value);
    const id = game.plugin.definition.id;
    const analystOf = (): GameAnalyst<unknown, unknown> => {
      if (analyst) return analyst;
      let made = analysts.get(id);
      if (!made) {
        if (!game.plugin.bots.analyst) throw new Error(`the game ${game.plugin.definition.name} has no analyst`);
        analysts.set(id, (made = game.plugin.bots.analyst(config.analyst)));
      }
      return made;
    };
    const threshold = config.thresholdGiven ? config.threshold : game.analysis.defaultThreshold;
    const source: Iterable<AnalysisLine> =
      input.error !== undefined ? [{ type: 'error', record: k, error: input.error } as AnalysisLine] : game.analysis.run(input.value, k, analystOf(), threshold);
    const kept: AnalysisLine[] = [];
    for (const line of source) {
      if (line.type === 'play' && line.hand !== undefined) progress?.(k + 1, inputs.length, line.hand + 1, handCount);
      if (line.type === 'error') failed++;
      // In the tables for people, an error in the table's language (the JSON lines keep the engine's English).
      if (config.pretty) kept.push(line.type === 'error' ? ({ ...line, error: recordErrorText(input, m) } as AnalysisLine) : line);
      else write(`${JSON.stringify(line)}\n`);
    }
    if (config.pretty) write(`${[...(k > 0 ? [''] : []), ...game.analysis.pretty(title, input.value, kept, config.lang ?? 'en')].join('\n')}\n`);
  });
  return hint === undefined ? { records: inputs.length, failed } : { records: inputs.length, failed, hint };
}

export function registerAnalyze(program: Command, ctx: ProgramContext): void {
  const { env } = ctx;
  const h = ctx.m.help.analyze;
  ctx
    .langOption(
      describeCommand(program, 'analyze', h, ['file'])
        .option('--pretty', h.options.pretty)
        .option('--iterations <n>', h.options.iterations)
        .option('--seed <s>', h.options.seed, '1')
        .option('--threshold <x>', h.options.threshold, String(DEFAULT_THRESHOLD)),
    )
    .action(async (file: string, opts: AnalyzeOptions, cmd: Command) => {
      const l = ctx.langOf(opts);
      if (!l.ok) return ctx.emit(failure('analyze', l.message));
      const parsedConfig = parseAnalyzeOptions({ ...opts, lang: l.lang });
      if (!parsedConfig.ok) return ctx.emit(failure('analyze', parsedConfig.message));
      const config = { value: { ...parsedConfig.value, ...(cmd.getOptionValueSource('threshold') === 'default' ? {} : { thresholdGiven: true }) } };
      const m = messages(config.value.lang);
      if (file === '-' && env.stdinIsTTY) env.err(`escoba analyze: ${m.errors.readingStdin}\n`);
      const input = await readInput(file, env.stdin, m);
      if (!input.ok) return ctx.emit(failure('analyze', input.message));
      const result = runAnalysis(input.text, config.value, env.out, undefined, analysisProgress(env.err, undefined, undefined, m));
      if (result.records === 0) return ctx.emit(failure('analyze', m.errors.noRecords));
      if (result.failed > 0) {
        if (result.hint) env.err(`escoba analyze: ${m.errors.hint(result.hint)}\n`);
        env.err(`escoba analyze: ${m.errors.failed(result.failed, result.records)}\n`);
        return ctx.setCode(EXIT_FAILURE);
      }
      ctx.setCode(0);
    });
}
