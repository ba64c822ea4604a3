import { parsed, problem, type Parsed } from './command.js';
import { isLang, messages, type Lang, type Messages } from './messages/index.js';

const EN = messages('en');

/** `--lang`: en or es; `fallback` when it is not given, and the language of the error when it is neither. */
export function parseLang(text: string | undefined, fallback: Lang = 'en'): Parsed<Lang> {
  if (text === undefined) return parsed(fallback);
  const t = text.trim();
  return isLang(t) ? parsed(t) : problem(messages(fallback).badLang(text));
}

/** A whole number from a command-line option, e.g. `--games 10`. */
export function parseWholeNumber(option: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER, m: Messages = EN): Parsed<number> {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (!(n >= min && n <= max)) return problem(m.errors.wholeNumber(option, min, max === Number.MAX_SAFE_INTEGER ? null : max, text));
  return parsed(n);
}

/** A positive number of seconds, e.g. `--seconds 0.5`. */
export function parseSeconds(option: string, text: string, max = 3600, m: Messages = EN): Parsed<number> {
  const t = text.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (!(n > 0 && n <= max)) return problem(m.errors.seconds(option, max, text));
  return parsed(n);
}

/**
 * The `--rules` value as the engine's rules input: a word is a preset name (`classic`); anything else is
 * read as JSON, normally an object such as `{"preset":"classic","target":15}`. The engine checks the value,
 * so `[1,2]` is reported as a list rather than as an unknown preset. `presets` and `example` are the game's.
 */
export function parseRulesText(
  text: string,
  name = '--rules',
  m: Messages,
  presets: readonly string[],
  example: string,
): Parsed<unknown> {
  const t = text.trim();
  if (/^[A-Za-z][\w-]*$/.test(t)) return parsed(t);
  try {
    return parsed(JSON.parse(t) as unknown);
  } catch (e) {
    if (/^[[{"]/.test(t)) return problem(m.errors.notJson(name, m.errors.jsonDetail((e as Error).message)));
    return problem(m.errors.rulesText(name, presets, example, text));
  }
}

/** The table and rules options shared by `selfplay` and `watch`, as commander hands them over. */
export interface TableOptions {
  /** Preset name or JSON object; default classic. */
  readonly rules?: string;
  /** Undefined or the command's default: the game's default for the rules. */
  readonly players?: string;
  /** Unset: the game's default for the table; true: in partnerships. */
  readonly partnerships?: boolean;
}

/** The option a table or rules error of an engine is about. */
export const optionOfError = (code: string): string => (code === 'BadPlayers' ? '--players' : code === 'BadPartnerships' ? '--partnerships' : '--rules');

/** `--iterations` and `--time-ms`, the search effort of the hard and expert bots; both optional. */
export function parseSearchEffort(options: { readonly iterations?: string; readonly timeMs?: string }, m: Messages = EN): Parsed<{ iterations?: number; timeMs?: number }> {
  const effort: { iterations?: number; timeMs?: number } = {};
  if (options.iterations !== undefined) {
    const n = parseWholeNumber('--iterations', options.iterations, 1, undefined, m);
    if (!n.ok) return n;
    effort.iterations = n.value;
  }
  if (options.timeMs !== undefined) {
    const n = parseWholeNumber('--time-ms', options.timeMs, 1, undefined, m);
    if (!n.ok) return n;
    effort.timeMs = n.value;
  }
  return parsed(effort);
}
