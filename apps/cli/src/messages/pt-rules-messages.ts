import { citeSources } from '../rule-sources.js';
import { cliGames, presetSource } from './games.js';
import type { GameTexts, RulesMessages } from './rules-types.js';

const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`);
const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`);

/** A game's presets and options in Portuguese (`CliGame.ruleTexts`), by its id. */
const textsOf = (gameId: string): GameTexts | undefined => cliGames().find((g) => g.plugin.definition.id === gameId)?.ruleTexts.pt;

export const RULES_PT: RulesMessages = {
  preset: (game, p) => ({ summary: textsOf(game)?.presets[p.name] ?? p.summary, source: presetSource(game, p, andList) }),
  meaning: (game, o) => citeSources(textsOf(game)?.options[o.name] ?? o.meaning),
  presetsTitle: 'Variantes (escolha uma com --rules NOME):',
  gameTitle: (name, id) => `${name} (--game ${id}; escolha uma variante com --rules NOME):`,
  source: (source) => `fonte: ${source}`,
  tables: (tables) => `mesas: ${tables}`,
  valuesTitle: 'Valor de cada opção em cada variante:',
  optionColumn: 'opção',
  optionsTitle: (example) => `Opções (mude-as com --rules '${example}'; as não nomeadas mantêm o valor da variante):`,
  optionLine: (name, type, preset, value) => `  ${name}: ${type}${value === null ? '' : ` (${preset}: ${value})`}`,
  wholeNumber: (min, max) => `número inteiro ${min}-${max}`,
  orList,
  playersOnly: (players) => `${players} jogadores`,
  playersAlone: (counts) => `${counts} jogadores, cada um por si`,
  playersTeams: (players) => `${players} jogadores, ${players / 2} contra ${players / 2}`,
  rulesWith: (preset, changes) => `${preset} com ${changes.join(', ')}`,
  resolved: (game, label) => (game === null ? `${label}:` : `${game}, ${label}:`),
};
