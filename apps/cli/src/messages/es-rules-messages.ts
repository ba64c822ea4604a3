import { citeSources } from '../rule-sources.js';
import { cliGames, presetSource } from './games.js';
import type { GameTexts, RulesMessages } from './rules-types.js';

const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);
const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`);

/** A game's presets and options in Spanish (`CliGame.ruleTexts`), by its id. */
const textsOf = (gameId: string): GameTexts | undefined => cliGames().find((g) => g.plugin.definition.id === gameId)?.ruleTexts.es;

export const RULES_ES: RulesMessages = {
  preset: (game, p) => ({ summary: textsOf(game)?.presets[p.name] ?? p.summary, source: presetSource(game, p, andList) }),
  meaning: (game, o) => citeSources(textsOf(game)?.options[o.name] ?? o.meaning),
  presetsTitle: 'Variantes (elige una con --rules NOMBRE):',
  gameTitle: (name, id) => `${name} (--game ${id}; elige una variante con --rules NOMBRE):`,
  source: (source) => `fuente: ${source}`,
  tables: (tables) => `mesas: ${tables}`,
  valuesTitle: 'Valor de cada opción en cada variante:',
  optionColumn: 'opción',
  optionsTitle: (example) => `Opciones (cámbialas con --rules '${example}'; las que no se nombran conservan el valor de la variante):`,
  optionLine: (name, type, preset, value) => `  ${name}: ${type}${value === null ? '' : ` (${preset}: ${value})`}`,
  wholeNumber: (min, max) => `número entero ${min}-${max}`,
  orList,
  playersOnly: (players) => `${players} jugadores`,
  playersAlone: (counts) => `${counts} jugadores, cada uno por su cuenta`,
  playersTeams: (players) => `${players} jugadores, ${players / 2} contra ${players / 2}`,
  rulesWith: (preset, changes) => `${preset} con ${changes.join(', ')}`,
  resolved: (game, label) => (game === null ? `${label}:` : `${game}, ${label}:`),
};
