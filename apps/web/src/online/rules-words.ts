import type { MessageKey } from '../i18n/strings.js';
import type { I18n } from '../i18n/translator.js';

/** What a rules summary says: the preset's name, and each option that differs from it under its message key. */
export interface RulesWordsInput {
  /** The preset's name's key (`preset.classic`, `brisca.preset.alcalde`). */
  readonly preset: string;
  /** The option's label key (`option.capture`); its values' keys add `.value` (`option.capture.optional`). */
  readonly optionKey: (name: string) => string;
  readonly rules: object;
  /** The preset's own values. */
  readonly presetValues: object;
  /** The options to compare, in the order they are said (what is said apart, as the points to win, left out). */
  readonly names: readonly string[];
}

const key = (k: string) => k as MessageKey;

/** An option's value in words: yes/no, the number, or the value's own label. */
function valueWords(i18n: I18n, optionKey: string, value: unknown): string {
  if (typeof value === 'boolean') return i18n.t(value ? 'yes' : 'no');
  if (typeof value === 'number') return i18n.num(value);
  return i18n.t(key(`${optionKey}.${String(value)}`));
}

/** Rules in plain words, for every game: "Classic, no changes", "Brisca, changed: Exchange: none; …". */
export function rulesInWords(i18n: I18n, input: RulesWordsInput): string {
  const preset = i18n.t(key(input.preset));
  const rules = input.rules as Readonly<Record<string, unknown>>;
  const presetValues = input.presetValues as Readonly<Record<string, unknown>>;
  const changes = input.names
    .filter((name) => rules[name] !== presetValues[name])
    .map((name) => `${i18n.t(key(input.optionKey(name)))}: ${valueWords(i18n, input.optionKey(name), rules[name])}`);
  return changes.length === 0 ? i18n.t('online.rulesAsPreset', { preset }) : i18n.t('online.rulesChanged', { preset, changes: changes.join('; ') });
}
