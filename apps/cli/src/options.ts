import { createGame, PRESET_NAMES, type GameState } from '@escoba/engine';
import { parsed, problem, type Parsed } from './command.js';
import { rulesFacts, tableFacts } from './engine-errors.js';
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

/** The example of a rules object in the errors about `--rules`, by game. */
export const RULES_EXAMPLE = { escoba: '{"preset":"classic","target":15}', brisca: '{"preset":"brisca","wins":3}' } as const;

/**
 * The `--rules` value as the engine's rules input: a word is a preset name (`classic`); anything else is
 * read as JSON, normally an object such as `{"preset":"classic","target":15}`. The engine checks the value,
 * so `[1,2]` is reported as a list rather than as an unknown preset. `presets` and `example` name the game's.
 */
export function parseRulesText(
  text: string,
  name = '--rules',
  m: Messages = EN,
  presets: readonly string[] = PRESET_NAMES,
  example: string = RULES_EXAMPLE.escoba,
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
  /** 2, 3, 4 or 6; default 2. */
  readonly players?: string;
  /** Unset: partnerships only with 6 players (the engine's default); true: 2v2 or 3v3. */
  readonly partnerships?: boolean;
}

/** The option a table or rules error of an engine is about. */
export const optionOfError = (code: string): string => (code === 'BadPlayers' ? '--players' : code === 'BadPartnerships' ? '--partnerships' : '--rules');

/** Checks `--rules`, `--players` and `--partnerships` through the engine and returns a new game. */
export function gameFromOptions(options: TableOptions, m: Messages = EN): Parsed<GameState> {
  const rules = parseRulesText(options.rules ?? 'classic', '--rules', m);
  if (!rules.ok) return rules;
  const playersText = options.players ?? '2';
  if (!/^\s*\d+\s*$/.test(playersText)) return problem(m.errors.escobaPlayers(playersText));
  const players = Number(playersText);
  const game = createGame({ rules: rules.value, players, partnerships: options.partnerships });
  if (game.ok) return parsed(game.value);
  const option = optionOfError(game.error.code);
  const facts = option === '--rules' ? rulesFacts('escoba', rules.value, game.error) : tableFacts('escoba', rules.value, players, options.partnerships, game.error);
  return problem(m.errors.optionProblem(option, m.errors.engine(facts)));
}

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
