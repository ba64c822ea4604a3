import { OPTION_INFO, PRESET_NAMES, resolveRules, type PresetName, type RuleOptions, type RulesInput } from '@escoba/engine';
import { isBotLevel, type BotLevel } from '@escoba/cards';

/** The tables the app offers: players, and for 4 whether it is 2 against 2 (6 is always 3 against 3). */
export const TABLES = [
  { id: '2', players: 2, partnerships: false },
  { id: '3', players: 3, partnerships: false },
  { id: '4', players: 4, partnerships: false },
  { id: '4p', players: 4, partnerships: true },
  { id: '6p', players: 6, partnerships: true },
] as const;
export type TableId = (typeof TABLES)[number]['id'];

/** Escoba's new-game choices, kept with the app's settings (the online form starts from them too). */
export interface EscobaChoices {
  readonly table: TableId;
  readonly preset: PresetName;
  /** Options that differ from the preset, target included. */
  readonly options: Partial<RuleOptions>;
  /** Bot level of the computer seats 1..5 (only the first players - 1 are used). */
  readonly levels: readonly BotLevel[];
}

export const defaultEscobaChoices = (): EscobaChoices => ({ table: '2', preset: 'classic', options: {}, levels: ['medium', 'medium', 'medium', 'medium', 'medium'] });

const oneOf = <T extends string>(values: readonly T[], x: unknown, fallback: T): T => ((values as readonly unknown[]).includes(x) ? (x as T) : fallback);

/** Options that the engine accepts together with the preset; anything else is dropped. */
function validOptions(preset: PresetName, options: unknown): Partial<RuleOptions> {
  if (typeof options !== 'object' || options === null) return {};
  const kept: Record<string, unknown> = {};
  for (const info of OPTION_INFO) {
    const value = (options as Record<string, unknown>)[info.name];
    if (value !== undefined && resolveRules({ preset, ...kept, [info.name]: value }).ok) kept[info.name] = value;
  }
  return resolveRules({ preset, ...kept }).ok ? (kept as Partial<RuleOptions>) : {};
}

/** Escoba's choices from settings saved earlier, keeping every valid field and defaulting the rest. */
export function readEscobaChoices(saved: Readonly<Record<string, unknown>>): EscobaChoices {
  const defaults = defaultEscobaChoices();
  const preset = oneOf(PRESET_NAMES, saved.preset, defaults.preset);
  const savedLevels: unknown[] = Array.isArray(saved.levels) ? saved.levels : [];
  const levels = defaults.levels.map((fallback, i) => {
    const level = savedLevels[i];
    return isBotLevel(level) ? level : fallback;
  });
  return { table: oneOf(TABLES.map((t) => t.id), saved.table, defaults.table), preset, options: validOptions(preset, saved.options), levels };
}

/** The rules the settings describe, in the compact form records use. */
export function rulesOf(settings: Pick<EscobaChoices, 'preset' | 'options'>): RulesInput {
  return Object.keys(settings.options).length === 0 ? settings.preset : { preset: settings.preset, ...settings.options };
}

export const tableOf = (id: TableId) => TABLES.find((t) => t.id === id)!;
