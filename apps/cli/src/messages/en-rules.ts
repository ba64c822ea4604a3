import type { RulesMessages } from './rules-types.js';

/**
 * A preset's source as `escoba rules` prints it: the rule texts the games were written from are numbered
 * `seed 001` in some packages, which read like a random seed next to `--seed`, so they are called rule texts.
 */
export const sourceLabel = (source: string): string => source.replace(/\bseed (\d{3})\b/g, 'rule text $1');

const orList = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`);

export const RULES_EN: RulesMessages = {
  preset: (_game, p) => ({ summary: p.summary, source: sourceLabel(p.source) }),
  meaning: (_game, o) => o.meaning,
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
