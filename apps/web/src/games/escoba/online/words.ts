import { OPTION_INFO, PRESETS, type Rules } from '@escoba/engine';
import type { TableSettings } from '@escoba/protocol';
import type { MessageKey } from '../../../i18n/strings.js';
import type { I18n } from '../../../i18n/translator.js';
import type { OnlineTableWords } from '../../../online/game-parts.js';
import { rulesInWords } from '../../../online/rules-words.js';

const key = (k: string) => k as MessageKey;
const rulesOf = (settings: TableSettings) => settings.rules as Rules;

/** Escoba's rules in plain words: the preset's name and each option that differs from it ("Taking: optional"); the points to win are said apart. */
export const describeRules = (i18n: I18n, rules: Rules): string =>
  rulesInWords(i18n, {
    preset: `preset.${rules.preset}`,
    optionKey: (name) => `option.${name}`,
    rules,
    presetValues: PRESETS[rules.preset],
    names: OPTION_INFO.filter((info) => info.name !== 'target').map((info) => info.name),
  });

/** An Escoba table in words: "Escoba de 15, 2 players", its rules, its points to win. */
export const escobaTableWords: OnlineTableWords = {
  game: (i18n, _settings, players) => i18n.t('online.gameEscoba', { players }),
  rules: (i18n, settings) => describeRules(i18n, rulesOf(settings)),
  length: (i18n, settings) => ({ label: i18n.t('online.targetLabel'), value: i18n.num(rulesOf(settings).target) }),
  line: (i18n, settings) => [i18n.t(key(`preset.${rulesOf(settings).preset}`)), i18n.t('target', { n: rulesOf(settings).target })],
};
