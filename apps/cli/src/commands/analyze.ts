import type { Command } from 'commander';
import { replayRecord } from '@escoba/engine';
import { createAnalyst, type Analyst, type BotConfig } from '@escoba/bots';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { analyzeRecord, DEFAULT_THRESHOLD, type AnalysisLine, type RecordSummary } from '../analyze/analyze.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { renderTable, rulesLabel, sideLabel, signed, tableLabel } from '../format.js';
import { readInput } from '../io.js';
import { parseLang, parseSearchEffort, parseWholeNumber } from '../options.js';
import { describeCommand, type ProgramContext } from '../program.js';
import { recordErrorText, recordGame, splitRecords } from './replay.js';
import { analyzeBriscaRecord, BRISCA_DEFAULT_THRESHOLD, prettyBriscaAnalysis, type BriscaAnalysisLine } from '../brisca/analyze.js';

export interface AnalyzeOptions {
  readonly pretty?: boolean;
  /** Search effort per estimate; default the analyst's own. */
  readonly iterations?: string;
  /** Seed of the analyst; default 1. */
  readonly seed?: string;
  /** Loss above which a play is a mistake; default 0.25. */
  readonly threshold?: string;
  /** Language of the `--pretty` tables of Escoba records: en (default) or es. */
  readonly lang?: string;
}

export interface AnalyzeConfig {
  readonly pretty: boolean;
  readonly threshold: number;
  /** The threshold for Brisca records, in card points: `--threshold` when given, else {@link BRISCA_DEFAULT_THRESHOLD}. */
  readonly briscaThreshold?: number;
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

const fixed = (x: number): string => x.toFixed(2);

/** The `--pretty` text of one analysed record. */
function prettyRecord(title: string, input: unknown, lines: readonly AnalysisLine[], lang: Lang = 'en'): string[] {
  const m = messages(lang).pretty;
  const first = lines[0];
  if (first?.type === 'error') return [`${title}: ERROR: ${first.error}`];
  const state = replayRecord(input);
  const head = m.head(title, state.ok ? tableLabel(state.value.setup.players, state.value.setup.partnerships, lang) : '', state.ok ? rulesLabel(state.value.rules, lang) : '');
  const summary = lines.at(-1) as RecordSummary;
  const out = [m.analysisHead(head, summary.hands, summary.plays, summary.forced)];
  const rows: string[][] = [[...m.analysisColumns]];
  for (const l of lines) {
    if (l.type !== 'play') continue;
    const p = l;
    if (p.forced) {
      rows.push([String(p.hand + 1), String(p.play + 1), String(p.seat), p.played, '', '', '', '', '', '', m.forced]);
      continue;
    }
    const mine = p.expected.find((e) => e.play === p.played)!;
    const best = p.expected[0]!;
    const same = p.best === p.played;
    rows.push([
      String(p.hand + 1),
      String(p.play + 1),
      String(p.seat),
      p.played,
      fixed(mine.points),
      signed(mine.margin),
      same ? '=' : p.best,
      same ? '' : fixed(best.points),
      same ? '' : signed(best.margin),
      fixed(p.loss),
      p.mistake ? m.mistake : '',
    ]);
  }
  out.push(...renderTable(rows, [true, true, true, false, true, true, false, true, true, true, false]).map((r) => `  ${r}`));
  summary.sides.forEach((_, side) => {
    out.push(`  ${m.loss(sideLabel(summary.sides, side, lang), fixed(summary.loss[side]!), summary.mistakes[side]!, summary.threshold)}`);
  });
  return out;
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
 * Analyses every record of `text`, writing JSON Lines (or, with `pretty`, a table per record) through
 * `write` as it goes. Returns how many records there were and how many did not replay.
 */
export function runAnalysis(
  text: string,
  config: AnalyzeConfig,
  write: (text: string) => void,
  analyst: Analyst = createAnalyst(config.analyst),
  progress?: AnalysisProgress,
): { records: number; failed: number; hint?: string } {
  const m = messages(config.lang);
  const { inputs, hint } = splitRecords(text, m);
  /** In the tables for people, an error in the table's language (the JSON lines keep the engine's English). */
  const told = <L extends { readonly type: string }>(line: L, input: (typeof inputs)[number]): L =>
    line.type === 'error' ? { ...line, error: recordErrorText(input, m) } : line;
  let failed = 0;
  inputs.forEach((input, k) => {
    const title = m.pretty.title(k + 1, input.line);
    const hands = (input.value as { hands?: unknown } | null)?.hands;
    const handCount = Array.isArray(hands) ? hands.length : 0;
    const seen = (line: { type: string; hand?: number }) => {
      if (line.type === 'play' && line.hand !== undefined) progress?.(k + 1, inputs.length, line.hand + 1, handCount);
    };
    if (input.error === undefined && recordGame(input.value) === 'brisca') {
      const kept: BriscaAnalysisLine[] = [];
      for (const line of analyzeBriscaRecord(input.value, k, config.analyst, config.briscaThreshold ?? BRISCA_DEFAULT_THRESHOLD)) {
        seen(line);
        if (line.type === 'error') failed++;
        if (config.pretty) kept.push(told(line, input));
        else write(`${JSON.stringify(line)}\n`);
      }
      if (config.pretty) write(`${[...(k > 0 ? [''] : []), ...prettyBriscaAnalysis(title, input.value, kept, config.lang)].join('\n')}\n`);
      return;
    }
    const source: Iterable<AnalysisLine> =
      input.error !== undefined ? [{ type: 'error', record: k, error: input.error }] : analyzeRecord(input.value, k, analyst, { threshold: config.threshold });
    const kept: AnalysisLine[] = [];
    for (const line of source) {
      seen(line);
      if (line.type === 'error') failed++;
      if (config.pretty) kept.push(told(line, input));
      else write(`${JSON.stringify(line)}\n`);
    }
    if (config.pretty) write(`${[...(k > 0 ? [''] : []), ...prettyRecord(title, input.value, kept, config.lang)].join('\n')}\n`);
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
      const config = { value: { ...parsedConfig.value, ...(cmd.getOptionValueSource('threshold') === 'default' ? {} : { briscaThreshold: parsedConfig.value.threshold }) } };
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
