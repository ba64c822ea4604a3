import { OPTION_INFO, PRESET_NAMES, resolveRules, type PresetName, type RuleOptions, type RulesInput } from '@escoba/engine';
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@escoba/bots';
import { LANGS, type Lang } from './i18n/strings.js';

export const DECK_STYLES = ['spanish', 'italian', 'french'] as const;
export type DeckStyle = (typeof DECK_STYLES)[number];
export const ANIMATION_SPEEDS = ['normal', 'fast', 'off'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** The tables the app offers: players, and for 4 whether it is 2 against 2 (6 is always 3 against 3). */
export const TABLES = [
  { id: '2', players: 2, partnerships: false },
  { id: '3', players: 3, partnerships: false },
  { id: '4', players: 4, partnerships: false },
  { id: '4p', players: 4, partnerships: true },
  { id: '6p', players: 6, partnerships: true },
] as const;
export type TableId = (typeof TABLES)[number]['id'];

export interface Settings {
  readonly lang: Lang;
  readonly deckStyle: DeckStyle;
  readonly showValues: boolean;
  readonly animation: AnimationSpeed;
  readonly table: TableId;
  readonly preset: PresetName;
  /** Options that differ from the preset, target included. */
  readonly options: Partial<RuleOptions>;
  /** Bot level of the computer seats 1..5 (only the first players - 1 are used). */
  readonly levels: readonly BotLevel[];
}

/** Minimal key-value storage (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SETTINGS_KEY = 'escoba.settings.v1';

export function defaultSettings(lang: Lang): Settings {
  return { lang, deckStyle: 'spanish', showValues: true, animation: 'normal', table: '2', preset: 'classic', options: {}, levels: ['medium', 'medium', 'medium', 'medium', 'medium'] };
}

/** `navigator.language` → the app's language: Spanish for any `es-*`, Portuguese for any `pt-*`, English otherwise. */
export function langFromBrowser(language: string | undefined): Lang {
  const primary = language?.toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'pt' ? primary : 'en';
}

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

/** Reads settings saved earlier, keeping every valid field and defaulting the rest. */
export function loadSettings(store: KeyValueStore, browserLang: Lang): Settings {
  const defaults = defaultSettings(browserLang);
  let saved: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(store.getItem(SETTINGS_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return defaults;
    saved = parsed as Record<string, unknown>;
  } catch {
    return defaults;
  }
  const preset = oneOf(PRESET_NAMES, saved.preset, defaults.preset);
  const savedLevels: unknown[] = Array.isArray(saved.levels) ? saved.levels : [];
  const levels = defaults.levels.map((fallback, i) => {
    const level = savedLevels[i];
    return isBotLevel(level) ? level : fallback;
  });
  return {
    lang: oneOf(LANGS, saved.lang, defaults.lang),
    deckStyle: oneOf(DECK_STYLES, saved.deckStyle, defaults.deckStyle),
    showValues: typeof saved.showValues === 'boolean' ? saved.showValues : defaults.showValues,
    animation: oneOf(ANIMATION_SPEEDS, saved.animation, defaults.animation),
    table: oneOf(TABLES.map((t) => t.id), saved.table, defaults.table),
    preset,
    options: validOptions(preset, saved.options),
    levels,
  };
}

export function saveSettings(store: KeyValueStore, settings: Settings): void {
  store.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** The rules the settings describe, in the compact form records use. */
export function rulesOf(settings: Pick<Settings, 'preset' | 'options'>): RulesInput {
  return Object.keys(settings.options).length === 0 ? settings.preset : { preset: settings.preset, ...settings.options };
}

export const tableOf = (id: TableId) => TABLES.find((t) => t.id === id)!;

export { BOT_LEVELS };
