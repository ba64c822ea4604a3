import { createGame, modeOf, PRESET_NAMES, type BriscaState } from '@escoba/brisca';
import { parsed, problem, type Parsed } from '../command.js';
import { rulesFacts, tableFacts } from '../engine-errors.js';
import { messages, type Messages } from '../messages/index.js';
import { optionOfError, parseRulesText, RULES_EXAMPLE } from '../options.js';

/** The table and rules options of a Brisca command, as commander hands them over (undefined: not given). */
export interface BriscaTableOptions {
  /** Preset name (`brisca`, `alcalde`, `alcalde-variation`) or JSON object. */
  readonly rules: string;
  /** 2, 3 or 4 for Brisca; 3 for the Alcalde games. Undefined: 2 for Brisca, 3 for the Alcalde games. */
  readonly players?: string;
  readonly partnerships?: boolean;
}

/** Checks `--rules`, `--players` and `--partnerships` through the Brisca engine and returns a new game. */
export function briscaFromOptions(options: BriscaTableOptions, m: Messages = messages('en')): Parsed<BriscaState> {
  const rules = parseRulesText(options.rules, '--rules', m, PRESET_NAMES, RULES_EXAMPLE.brisca);
  if (!rules.ok) return rules;
  let players = 2;
  if (options.players !== undefined) {
    if (!/^\s*\d+\s*$/.test(options.players)) return problem(m.errors.briscaPlayers(options.players));
    players = Number(options.players);
  } else {
    const probe = createGame({ rules: rules.value, players: 3 });
    if (probe.ok && modeOf(probe.value.rules) !== 'brisca') players = 3;
  }
  const partnerships = options.partnerships ?? false;
  const game = createGame({ rules: rules.value, players, partnerships });
  if (game.ok) return parsed(game.value);
  const option = optionOfError(game.error.code);
  const facts = option === '--rules' ? rulesFacts('brisca', rules.value, game.error) : tableFacts('brisca', rules.value, players, partnerships, game.error);
  return problem(m.errors.optionProblem(option, m.errors.engine(facts)));
}
