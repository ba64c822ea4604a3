import { LANGS, type Lang } from './i18n/strings.js';
import { defaultEscobaChoices, readEscobaChoices, type EscobaChoices } from './games/escoba/settings.js';

export const DECK_STYLES = ['spanish', 'italian', 'french'] as const;
export type DeckStyle = (typeof DECK_STYLES)[number];
export const ANIMATION_SPEEDS = ['normal', 'fast', 'off'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

/** The app's own settings (language, cards, animation). */
export interface AppSettings {
  readonly lang: Lang;
  readonly deckStyle: DeckStyle;
  readonly showValues: boolean;
  readonly animation: AnimationSpeed;
}

/**
 * What is saved under `SETTINGS_KEY`: the app's settings, and Escoba's new-game choices, which were saved there
 * before the app had other games (`games/escoba/settings.ts`; the other games keep theirs under their own keys).
 */
export interface Settings extends AppSettings, EscobaChoices {}

/** Minimal key-value storage (localStorage in the browser, a Map in tests). */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const SETTINGS_KEY = 'escoba.settings.v1';

export function defaultSettings(lang: Lang): Settings {
  return { lang, deckStyle: 'spanish', showValues: true, animation: 'normal', ...defaultEscobaChoices() };
}

/** `navigator.language` → the app's language: Spanish for any `es-*`, Portuguese for any `pt-*`, English otherwise. */
export function langFromBrowser(language: string | undefined): Lang {
  const primary = language?.toLowerCase().split(/[-_]/)[0];
  return primary === 'es' || primary === 'pt' ? primary : 'en';
}

const oneOf = <T extends string>(values: readonly T[], x: unknown, fallback: T): T => ((values as readonly unknown[]).includes(x) ? (x as T) : fallback);

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
  return {
    lang: oneOf(LANGS, saved.lang, defaults.lang),
    deckStyle: oneOf(DECK_STYLES, saved.deckStyle, defaults.deckStyle),
    showValues: typeof saved.showValues === 'boolean' ? saved.showValues : defaults.showValues,
    animation: oneOf(ANIMATION_SPEEDS, saved.animation, defaults.animation),
    ...readEscobaChoices(saved),
  };
}

export function saveSettings(store: KeyValueStore, settings: Settings): void {
  store.setItem(SETTINGS_KEY, JSON.stringify(settings));
}
