import { citeSources } from '../rule-sources.js';
import { presetSource } from './games.js';
import type { RulesMessages } from './rules-types.js';

const andList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

export const RULES_EN: RulesMessages = {
  preset: (game, p) => ({ summary: p.summary, source: presetSource(game, p, andList) }),
  meaning: (_game, o) => citeSources(o.meaning),
  presetsTitle: 'Presets (choose one with --rules NAME):',
  gameTitle: (name, id) => `${name} (--game ${id}; choose a preset with --rules NAME):`,
  source: (source) => `source: ${source}`,
  tables: (tables) => `tables: ${tables}`,
  valuesTitle: 'Option values of each preset:',
  optionColumn: 'option',
  optionsTitle: (example) => `Options (change them with --rules '${example}'; unnamed options keep the preset's value):`,
  optionLine: (name, type, preset, value) => `  ${name}: ${type}${value === null ? '' : ` (${preset}: ${value})`}`,
  wholeNumber: (min, max) => `whole number ${min}-${max}`,
  orList,
  playersOnly: (players) => `${players} players`,
  playersAlone: (counts) => `${counts} players each for themselves`,
  playersTeams: (players) => `${players} players ${players / 2} against ${players / 2}`,
  rulesWith: (preset, changes) => `${preset} with ${changes.join(', ')}`,
  resolved: (game, label) => (game === null ? `${label}:` : `${game}, ${label}:`),
};
