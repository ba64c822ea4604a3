import { OPTION_INFO, PRESETS, type BriscaRules } from '@escoba/brisca';
import type { TableSettings } from '@escoba/protocol';
import type { MessageKey } from '../../../i18n/strings.js';
import type { I18n } from '../../../i18n/translator.js';
import type { OnlineTableWords } from '../../../online/game-parts.js';
import { rulesInWords } from '../../../online/rules-words.js';

const key = (k: string) => k as MessageKey;
const rulesOf = (settings: TableSettings) => settings.rules as BriscaRules;

/** Brisca's or an Alcalde game's rules in plain words: the preset's name and each of its options that differs from it (the hands to win are said apart). */
export const describeBriscaRules = (i18n: I18n, rules: BriscaRules): string =>
  rulesInWords(i18n, {
    preset: `brisca.preset.${rules.preset}`,
    optionKey: (name) => `brisca.option.${name}`,
    rules,
    presetValues: PRESETS[rules.preset],
    names: OPTION_INFO.filter((info) => info.name !== 'wins' && info.presets.includes(rules.preset)).map((info) => info.name),
  });

/**
 * A Brisca or Alcalde table in words: the game is its preset ("Brisca", "Alcalde variation"); Brisca lasts until a
 * side has won its hands, an Alcalde table for its number of hands.
 */
export const briscaTableWords: OnlineTableWords = {
  game: (i18n, settings, players) => i18n.t('online.gameWithPlayers', { game: i18n.t(key(`brisca.preset.${rulesOf(settings).preset}`)), players }),
  rules: (i18n, settings) => describeBriscaRules(i18n, rulesOf(settings)),
  length: (i18n, settings) =>
    settings.hands !== null ? { label: i18n.t('online.handsLabel'), value: i18n.num(settings.hands) } : { label: i18n.t('brisca.option.wins'), value: i18n.num(rulesOf(settings).wins) },
  line: (i18n, settings, game) => {
    const wins = rulesOf(settings).wins;
    return [game, settings.hands !== null ? i18n.t('online.handsN', { n: settings.hands }) : i18n.t(wins === 1 ? 'brisca.toOneHand' : 'brisca.toHands', { n: wins })];
  },
};
