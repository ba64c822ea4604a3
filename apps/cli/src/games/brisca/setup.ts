import { createGame, modeOf, PRESET_NAMES, type BriscaState } from '@escoba/brisca';
import { parsed, problem, type Parsed } from '../../command.js';
import { rulesFacts } from '../../engine-errors.js';
import { messages, type Messages } from '../../messages/index.js';
import { optionOfError, parseRulesText } from '../../options.js';
import type { TableRequest } from '../types.js';
import { BRISCA_RULES_FACTS, briscaTableFacts } from './errors.js';
import { briscaMessages } from './messages/index.js';

/** A Brisca rules object, in the errors about `--rules`. */
export const BRISCA_RULES_EXAMPLE = '{"preset":"brisca","wins":3}';

/**
 * Checks `--rules` (`brisca`, `alcalde`, `alcalde-variation` or a JSON object), `--players` (undefined: 2 for
 * Brisca, 3 for the Alcalde games) and `--partnerships` through the Brisca engine and returns a new game.
 */
export function briscaFromOptions(options: TableRequest, m: Messages = messages('en')): Parsed<BriscaState> {
  const rules = parseRulesText(options.rules, '--rules', m, PRESET_NAMES, BRISCA_RULES_EXAMPLE);
  if (!rules.ok) return rules;
  let players = 2;
  if (options.players !== undefined) {
    if (!/^\s*\d+\s*$/.test(options.players)) return problem(briscaMessages(m.lang).players(options.players));
    players = Number(options.players);
  } else {
    const probe = createGame({ rules: rules.value, players: 3 });
    if (probe.ok && modeOf(probe.value.rules) !== 'brisca') players = 3;
  }
  const partnerships = options.partnerships ?? false;
  const game = createGame({ rules: rules.value, players, partnerships });
  if (game.ok) return parsed(game.value);
  const option = optionOfError(game.error.code);
  const facts = option === '--rules' ? rulesFacts(BRISCA_RULES_FACTS, rules.value, game.error) : briscaTableFacts(rules.value, players, partnerships, game.error);
  return problem(m.errors.optionProblem(option, m.errors.engine(facts)));
}
