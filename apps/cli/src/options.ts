import { createGame, PRESET_NAMES, type GameState } from '@escoba/engine';
import { parsed, problem, type Parsed } from './command.js';

/** A whole number from a command-line option, e.g. `--games 10`. */
export function parseWholeNumber(option: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER): Parsed<number> {
  const t = text.trim();
  const n = /^\d+$/.test(t) ? Number(t) : NaN;
  if (!(n >= min && n <= max)) {
    const range = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `from ${min} to ${max}`;
    return problem(`${option} must be a whole number ${range}, got ${JSON.stringify(text)}`);
  }
  return parsed(n);
}

/** A positive number of seconds, e.g. `--seconds 0.5`. */
export function parseSeconds(option: string, text: string, max = 3600): Parsed<number> {
  const t = text.trim();
  const n = /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : NaN;
  if (!(n > 0 && n <= max)) return problem(`${option} must be a number of seconds above 0 and at most ${max}, got ${JSON.stringify(text)}`);
  return parsed(n);
}

/**
 * The `--rules` value as the engine's rules input: a word is a preset name (`classic`); anything else is
 * read as JSON, normally an object such as `{"preset":"classic","target":15}`. The engine checks the value,
 * so `[1,2]` is reported as a list rather than as an unknown preset.
 */
export function parseRulesText(text: string, name = '--rules'): Parsed<unknown> {
  const t = text.trim();
  if (/^[A-Za-z][\w-]*$/.test(t)) return parsed(t);
  try {
    return parsed(JSON.parse(t) as unknown);
  } catch (e) {
    if (/^[[{"]/.test(t)) return problem(`${name} is not valid JSON: ${(e as Error).message}`);
    return problem(`${name} must be a preset name (${PRESET_NAMES.join(', ')}) or a JSON object such as {"preset":"classic","target":15}, got ${JSON.stringify(text)}`);
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

/** Checks `--rules`, `--players` and `--partnerships` through the engine and returns a new game. */
export function gameFromOptions(options: TableOptions): Parsed<GameState> {
  const rules = parseRulesText(options.rules ?? 'classic');
  if (!rules.ok) return rules;
  const playersText = options.players ?? '2';
  if (!/^\s*\d+\s*$/.test(playersText)) return problem(`--players must be 2, 3, 4 or 6, got ${JSON.stringify(playersText)}`);
  const game = createGame({ rules: rules.value, players: Number(playersText), partnerships: options.partnerships });
  if (game.ok) return parsed(game.value);
  const option = game.error.code === 'BadPlayers' ? '--players' : game.error.code === 'BadPartnerships' ? '--partnerships' : '--rules';
  return problem(`${option}: ${game.error.message}`);
}

/** `--iterations` and `--time-ms`, the search effort of the hard and expert bots; both optional. */
export function parseSearchEffort(options: { readonly iterations?: string; readonly timeMs?: string }): Parsed<{ iterations?: number; timeMs?: number }> {
  const effort: { iterations?: number; timeMs?: number } = {};
  if (options.iterations !== undefined) {
    const n = parseWholeNumber('--iterations', options.iterations, 1);
    if (!n.ok) return n;
    effort.iterations = n.value;
  }
  if (options.timeMs !== undefined) {
    const n = parseWholeNumber('--time-ms', options.timeMs, 1);
    if (!n.ok) return n;
    effort.timeMs = n.value;
  }
  return parsed(effort);
}
