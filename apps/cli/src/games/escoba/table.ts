import { createGame, PRESET_NAMES, type GameState } from '@escoba/engine';
import { parsed, problem, type Parsed } from '../../command.js';
import { rulesFacts } from '../../engine-errors.js';
import { messages, type Messages } from '../../messages/index.js';
import { optionOfError, parseRulesText, type TableOptions } from '../../options.js';
import { ESCOBA_RULES_FACTS, escobaTableFacts } from './errors.js';
import { escobaMessages } from './messages/index.js';

/** An Escoba rules object, in the errors about `--rules`. */
export const ESCOBA_RULES_EXAMPLE = '{"preset":"classic","target":15}';

/** Checks `--rules` (default classic), `--players` (default 2) and `--partnerships` through the engine and returns a new game. */
export function gameFromOptions(options: TableOptions, m: Messages = messages('en')): Parsed<GameState> {
  const rules = parseRulesText(options.rules ?? 'classic', '--rules', m, PRESET_NAMES, ESCOBA_RULES_EXAMPLE);
  if (!rules.ok) return rules;
  const playersText = options.players ?? '2';
  if (!/^\s*\d+\s*$/.test(playersText)) return problem(escobaMessages(m.lang).players(playersText));
  const players = Number(playersText);
  const game = createGame({ rules: rules.value, players, partnerships: options.partnerships });
  if (game.ok) return parsed(game.value);
  const option = optionOfError(game.error.code);
  const facts = option === '--rules' ? rulesFacts(ESCOBA_RULES_FACTS, rules.value, game.error) : escobaTableFacts(players, options.partnerships, game.error);
  return problem(m.errors.optionProblem(option, m.errors.engine(facts)));
}
