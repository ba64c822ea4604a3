import { createGame, modeOf, PRESET_NAMES, type BriscaState } from '@escoba/brisca';
import { parsed, problem, type Parsed } from '../command.js';
import { parseRulesText } from '../options.js';

/** The table and rules options of a Brisca command, as commander hands them over (undefined: not given). */
export interface BriscaTableOptions {
  /** Preset name (`brisca`, `alcalde`, `alcalde-variation`) or JSON object. */
  readonly rules: string;
  /** 2, 3 or 4 for Brisca; 3 for the Alcalde games. Undefined: 2 for Brisca, 3 for the Alcalde games. */
  readonly players?: string;
  readonly partnerships?: boolean;
}

/** Checks `--rules`, `--players` and `--partnerships` through the Brisca engine and returns a new game. */
export function briscaFromOptions(options: BriscaTableOptions): Parsed<BriscaState> {
  const rules = parseRulesText(options.rules);
  if (!rules.ok) return problem(rules.message.replace(/preset name \([^)]*\)/, `preset name (${PRESET_NAMES.join(', ')})`));
  let players = 2;
  if (options.players !== undefined) {
    if (!/^\s*\d+\s*$/.test(options.players)) return problem(`--players must be 2, 3 or 4 (3 for the Alcalde games), got ${JSON.stringify(options.players)}`);
    players = Number(options.players);
  } else {
    const probe = createGame({ rules: rules.value, players: 3 });
    if (probe.ok && modeOf(probe.value.rules) !== 'brisca') players = 3;
  }
  const game = createGame({ rules: rules.value, players, partnerships: options.partnerships ?? false });
  if (game.ok) return parsed(game.value);
  const option = game.error.code === 'BadPlayers' ? '--players' : game.error.code === 'BadPartnerships' ? '--partnerships' : '--rules';
  return problem(`${option}: ${game.error.message}`);
}

/** `Brisca`, `Alcalde`, `Alcalde variation`. */
export const gameTitle = (state: { readonly mode: string }): string =>
  state.mode === 'brisca' ? 'Brisca' : state.mode === 'alcalde' ? 'Alcalde' : 'Alcalde variation';
