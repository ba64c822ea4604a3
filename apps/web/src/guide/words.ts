import type { I18n } from '../i18n/translator.js';
import type { Lang } from '../i18n/strings.js';

/** A lesson's own words in every language of the app, English the reference (same keys, same placeholders). */
export type LessonStrings<K extends string> = { readonly en: Readonly<Record<K, string>> } & Readonly<Record<Exclude<Lang, 'en'>, Readonly<Record<K, string>>>>;

/** The lesson's `say(i18n, key, params)`: its message in the page's language with its {placeholders} filled in. */
export function lessonWords<K extends string>(strings: LessonStrings<K>) {
  return (i18n: I18n, key: K, params: Readonly<Record<string, string | number>> = {}): string =>
    strings[i18n.lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
