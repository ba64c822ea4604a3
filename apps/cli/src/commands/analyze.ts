import type { Command } from 'commander';
import { replayRecord } from '@escoba/engine';
import { createAnalyst, type Analyst, type BotConfig } from '@escoba/bots';
import { EXIT_FAILURE, failure, parsed, problem, type Parsed } from '../command.js';
import { analyzeRecord, DEFAULT_THRESHOLD, type AnalysisLine, type RecordSummary } from '../analyze/analyze.js';
import { isLang, messages, type Lang } from '../messages/index.js';
import { plural, renderTable, rulesLabel, sideLabel, signed, tableLabel } from '../format.js';
import { readInput } from '../io.js';
import { parseSearchEffort, parseWholeNumber } from '../options.js';
import type { ProgramContext } from '../program.js';
import { recordGame, splitRecords } from './replay.js';
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
  const seed = parseWholeNumber('--seed', options.seed ?? '1', 0);
  if (!seed.ok) return seed;
  const effort = parseSearchEffort(options);
  if (!effort.ok) return effort;
  const analyst: BotConfig = { seed: seed.value, ...effort.value };
  let threshold = DEFAULT_THRESHOLD;
  if (options.threshold !== undefined) {
    const t = options.threshold.trim();
    threshold = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
    if (!Number.isFinite(threshold)) return problem(`--threshold must be a number of points, 0 or more, got ${JSON.stringify(options.threshold)}`);
  }
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return problem(messages('en').badLang(lang));
  return parsed({ pretty: options.pretty === true, threshold, analyst, lang });
}

const fixed = (x: number): string => x.toFixed(2);

/** The `--pretty` text of one analysed record. */
function prettyRecord(title: string, input: unknown, lines: readonly AnalysisLine[], lang: Lang = 'en'): string[] {
  const m = messages(lang).pretty;
  const first = lines[0];
  if (first?.type === 'error') return [`${title}: ERROR: ${first.error}`];
  const state = replayRecord(input);
  const head = m.head(title, state.ok ? tableLabel(state.value.setup.players, state.value.setup.partnerships, lang) : '', state.ok ? rulesLabel(state.value.rules) : '');
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
export function analysisProgress(write: (text: string) => void, everyMs = 2000, now: () => number = Date.now): AnalysisProgress {
  let record = 0;
  let hand = 0;
  let at = -Infinity;
  return (r, records, h, hands) => {
    const t = now();
    if (r === record && (h === hand || t - at < everyMs)) return;
    record = r;
    hand = h;
    at = t;
    write(`escoba analyze: analysing record ${r} of ${records}, hand ${h} of ${hands}\n`);
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
  const { inputs, hint } = splitRecords(text);
  let failed = 0;
  inputs.forEach((input, k) => {
    const title = messages(config.lang).pretty.title(k + 1, input.line);
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
        if (config.pretty) kept.push(line);
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
      if (config.pretty) kept.push(line);
      else write(`${JSON.stringify(line)}\n`);
    }
    if (config.pretty) write(`${[...(k > 0 ? [''] : []), ...prettyRecord(title, input.value, kept, config.lang)].join('\n')}\n`);
  });
  return hint === undefined ? { records: inputs.length, failed } : { records: inputs.length, failed, hint };
}

export function registerAnalyze(program: Command, ctx: ProgramContext): void {
  const { env } = ctx;
  program
    .command('analyze')
    .description("review a game record: the expert's estimate of every legal alternative of every play, and the points each play lost")
    .argument('<file>', 'a record, or JSON Lines with one record per line; - reads standard input')
    .option('--pretty', 'a table per record for people instead of JSON Lines')
    .option('--lang <lang>', 'language of the --pretty tables of Escoba records: en or es', 'en')
    .option('--iterations <n>', "search effort per estimate (simulations); default the expert's own")
    .option('--seed <s>', "seed of the analyst's sampling, a whole number", '1')
    .option('--threshold <x>', `a play that lost more than this margin is a mistake`, String(DEFAULT_THRESHOLD))
    .addHelpText(
      'after',
      '\nOne JSON line per play: {"type":"play","record","hand","play","seat","side","played","forced","best",\n' +
        '"expected":[{"play","points","margin"}, ...],"loss","mistake"}, then per record\n' +
        '{"type":"summary",...,"loss":[per side],"mistakes":[per side],"seats":[...]}; see the README.\n' +
        'A record that does not replay prints {"type":"error","record","error"} and the exit status is 2.\n\n' +
        'Brisca and Alcalde records (brisca-record/1) get the same lines with "margin" in card points (the expected\n' +
        'card points of the acting side minus the others\' at the end of the hand, from the Brisca expert\'s search);\n' +
        'their summary lists "seats" only, and the default threshold is 2 card points.\n\n' +
        'Examples:\n  escoba selfplay --seed 3 | escoba analyze --pretty --iterations 200 -\n  escoba selfplay --rules brisca --seed 3 | escoba analyze --iterations 100 -',
    )
    .action(async (file: string, opts: AnalyzeOptions, cmd: Command) => {
      const parsedConfig = parseAnalyzeOptions(opts);
      if (!parsedConfig.ok) return ctx.emit(failure('analyze', parsedConfig.message));
      const config = { value: { ...parsedConfig.value, ...(cmd.getOptionValueSource('threshold') === 'default' ? {} : { briscaThreshold: parsedConfig.value.threshold }) } };
      if (file === '-' && env.stdinIsTTY) env.err('escoba analyze: reading records from standard input; end with Ctrl-D\n');
      const input = await readInput(file, env.stdin);
      if (!input.ok) return ctx.emit(failure('analyze', input.message));
      const result = runAnalysis(input.text, config.value, env.out, undefined, analysisProgress(env.err));
      if (result.records === 0) {
        return ctx.emit(failure('analyze', 'the input holds no record (expected one JSON record, or JSON Lines with one record per line)'));
      }
      if (result.failed > 0) {
        if (result.hint) env.err(`escoba analyze: hint: ${result.hint}\n`);
        env.err(`escoba analyze: ${result.failed} of ${plural(result.records, 'record')} did not replay\n`);
        return ctx.setCode(EXIT_FAILURE);
      }
      ctx.setCode(0);
    });
}
