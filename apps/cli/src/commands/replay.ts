import { briscaGame } from '@escoba/brisca';
import { replayRecord, summarize } from '@escoba/engine';
import { gameForRecordFormat } from '@escoba/games';
import { EXIT_FAILURE, failure, lines, type CommandResult } from '../command.js';
import { prettyBriscaSummary } from '../brisca/pretty.js';
import { prettySummary } from '../format.js';
import { isLang, messages, type Lang } from '../messages/index.js';

export interface ReplayOptions {
  /** A human-readable table per record instead of one JSON summary per line. */
  readonly pretty?: boolean;
  /** Language of the `--pretty` tables: en (default) or es. */
  readonly lang?: string;
}

/** One record of the input: parsed JSON, or why its line is not JSON. `line` is null when the whole input is one record. */
export interface RecordInput {
  readonly line: number | null;
  readonly value?: unknown;
  readonly error?: string;
}

const isObject = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The game a parsed record belongs to, from its `format`; anything unknown goes to Escoba, whose replay names the problem. */
export function recordGame(value: unknown): 'escoba' | 'brisca' {
  const format = isObject(value) ? (value as { format?: unknown }).format : undefined;
  return typeof format === 'string' && gameForRecordFormat(format)?.id === 'brisca' ? 'brisca' : 'escoba';
}

/** One record replayed by its game: the summary line or the pretty lines, or the engine's error message. */
function replayOne(value: unknown, title: string, pretty: boolean, lang: Lang): { readonly out: string[] } | { readonly error: string } {
  if (recordGame(value) === 'brisca') {
    const result = briscaGame.record.replay(value);
    if (!result.ok) return { error: result.error.message };
    return { out: pretty ? [...prettyBriscaSummary(title, result.value, lang), ''] : [JSON.stringify(briscaGame.record.summarize(result.value))] };
  }
  const result = replayRecord(value);
  if (!result.ok) return { error: result.error.message };
  return { out: pretty ? [...prettySummary(title, result.value, lang), ''] : [JSON.stringify(summarize(result.value))] };
}

/**
 * Splits the input into records: a text that is one JSON object as a whole (pretty-printed or not)
 * is one record; otherwise each non-blank line is one (JSON Lines). `hint` explains a likely mistake.
 */
export function splitRecords(text: string): { readonly inputs: RecordInput[]; readonly hint?: string } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return { inputs: [] };
  let wholeError = '';
  try {
    const whole: unknown = JSON.parse(body);
    if (isObject(whole)) return { inputs: [{ line: null, value: whole }] };
  } catch (e) {
    wholeError = (e as Error).message;
  }
  const inputs: RecordInput[] = [];
  body.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    const line = i + 1;
    try {
      inputs.push({ line, value: JSON.parse(raw) as unknown });
    } catch (e) {
      inputs.push({ line, error: `line ${line}: not valid JSON: ${(e as Error).message}` });
    }
  });
  const first = body.trim()[0];
  const multiLine = body.trim().includes('\n');
  let hint: string | undefined;
  if (multiLine && first === '[') {
    hint = 'the input looks like a JSON array; replay reads one record, or JSON Lines with one record per line';
  } else if (multiLine && first === '{' && wholeError && inputs[0]?.error) {
    hint = `the input looks like one record spread over several lines, but it is not valid JSON: ${wholeError}`;
  }
  return hint ? { inputs, hint } : { inputs };
}

/**
 * `escoba replay`: replays every record of `text`, each by the game its `format` names, and prints one summary
 * per record (the JSON of the game's `summarize`, or `{"error": ...}`), or with `pretty` a table per record. Exit status 2 when
 * any record failed; the others are still printed.
 */
export function replayText(text: string, options: ReplayOptions = {}): CommandResult {
  const lang = options.lang ?? 'en';
  if (!isLang(lang)) return failure('replay', messages('en').badLang(lang));
  const { inputs, hint } = splitRecords(text);
  if (inputs.length === 0) {
    return { stdout: '', stderr: 'escoba replay: the input holds no record (expected one JSON record, or JSON Lines with one record per line)\n', code: EXIT_FAILURE };
  }
  const out: string[] = [];
  let failed = 0;
  inputs.forEach((input, k) => {
    const title = messages(lang).pretty.title(k + 1, input.line);
    let message = input.error;
    if (message === undefined) {
      const result = replayOne(input.value, title, options.pretty === true, lang);
      if ('out' in result) {
        out.push(...result.out);
        return;
      }
      message = result.error;
    }
    failed++;
    if (options.pretty) out.push(`${title}: ERROR: ${message}`, '');
    else out.push(JSON.stringify({ error: message }));
  });
  if (options.pretty) out.pop();
  const notes: string[] = [];
  if (failed > 0) {
    if (hint) notes.push(`escoba replay: hint: ${hint}`);
    notes.push(`escoba replay: ${failed} of ${inputs.length} record${inputs.length === 1 ? '' : 's'} did not replay`);
  }
  return { stdout: lines(out), stderr: lines(notes), code: failed > 0 ? EXIT_FAILURE : 0 };
}
