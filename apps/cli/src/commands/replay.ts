import { gameForRecordFormat } from '@escoba/games';
import { EXIT_FAILURE, failure, lines, type CommandResult } from '../command.js';
import { cliGameById, DEFAULT_GAME } from '../games/catalog.js';
import type { AnyCliGame } from '../games/types.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { parseLang } from '../options.js';
import { recordFacts } from '../record-errors.js';

export interface ReplayOptions {
  /** A human-readable table per record instead of one JSON summary per line. */
  readonly pretty?: boolean;
  /** Language of the `--pretty` tables: en (default) or es. */
  readonly lang?: string;
}

/**
 * One record of the input: parsed JSON, or why its line is not JSON (`error`, in English as the JSON outputs say it,
 * and the parser's own message in `jsonError`). `line` is null when the whole input is one record.
 */
export interface RecordInput {
  readonly line: number | null;
  readonly value?: unknown;
  readonly error?: string;
  readonly jsonError?: string;
}

const EN = messages('en');

const isObject = (x: unknown): boolean => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The game a parsed record belongs to, from its `format`; anything unknown goes to the first game, whose replay names the problem. */
export function recordGame(value: unknown): AnyCliGame {
  const format = isObject(value) ? (value as { format?: unknown }).format : undefined;
  const id = typeof format === 'string' ? gameForRecordFormat(format)?.id : undefined;
  return (id === undefined ? undefined : cliGameById(id)) ?? DEFAULT_GAME;
}

/**
 * Why a record of the input does not replay, in `m`'s language (the JSON outputs keep the engine's English message):
 * its line is not JSON, or the engine's error told from the facts of the record.
 */
export function recordErrorText(input: RecordInput, m: Messages): string {
  if (input.jsonError !== undefined && input.line !== null) return m.errors.lineNotJson(input.line, m.errors.jsonDetail(input.jsonError));
  if (input.error !== undefined) return input.error;
  const game = recordGame(input.value);
  const result = game.plugin.definition.record.replay(input.value);
  return result.ok ? '' : m.errors.engine(recordFacts(game, input.value, result.error, m));
}

/** One record replayed by its game: the summary line or the pretty lines, or the engine's error message. */
function replayOne(input: RecordInput, title: string, pretty: boolean, lang: Lang): { readonly out: string[] } | { readonly error: string } {
  const value = input.value;
  const failed = () => ({ error: pretty ? recordErrorText(input, messages(lang)) : '' });
  const game = recordGame(value);
  const { record } = game.plugin.definition;
  const result = record.replay(value);
  if (!result.ok) return pretty ? failed() : { error: result.error.message };
  return { out: pretty ? [...game.prettyReplay(title, result.value, lang), ''] : [JSON.stringify(record.summarize(result.value))] };
}

/**
 * Splits the input into records: a text that is one JSON object as a whole (pretty-printed or not)
 * is one record; otherwise each non-blank line is one (JSON Lines). `hint` explains a likely mistake.
 */
export function splitRecords(text: string, m: Messages = EN): { readonly inputs: RecordInput[]; readonly hint?: string } {
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
      const parser = (e as Error).message;
      inputs.push({ line, error: EN.errors.lineNotJson(line, parser), jsonError: parser });
    }
  });
  const first = body.trim()[0];
  const multiLine = body.trim().includes('\n');
  let hint: string | undefined;
  if (multiLine && first === '[') {
    hint = m.errors.hintArray;
  } else if (multiLine && first === '{' && wholeError && inputs[0]?.error) {
    hint = m.errors.hintSpread(m.errors.jsonDetail(wholeError));
  }
  return hint ? { inputs, hint } : { inputs };
}

/**
 * `escoba replay`: replays every record of `text`, each by the game its `format` names, and prints one summary
 * per record (the JSON of the game's `summarize`, or `{"error": ...}`), or with `pretty` a table per record. Exit status 2 when
 * any record failed; the others are still printed.
 */
export function replayText(text: string, options: ReplayOptions = {}): CommandResult {
  const chosen = parseLang(options.lang);
  if (!chosen.ok) return failure('replay', chosen.message);
  const lang = chosen.value;
  const m = messages(lang);
  const { inputs, hint } = splitRecords(text, m);
  if (inputs.length === 0) return failure('replay', m.errors.noRecords);
  const out: string[] = [];
  let failed = 0;
  inputs.forEach((input, k) => {
    const title = messages(lang).pretty.title(k + 1, input.line);
    let message = options.pretty && input.error !== undefined ? recordErrorText(input, m) : input.error;
    if (message === undefined) {
      const result = replayOne(input, title, options.pretty === true, lang);
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
    if (hint) notes.push(`escoba replay: ${m.errors.hint(hint)}`);
    notes.push(`escoba replay: ${m.errors.failed(failed, inputs.length)}`);
  }
  return { stdout: lines(out), stderr: lines(notes), code: failed > 0 ? EXIT_FAILURE : 0 };
}
