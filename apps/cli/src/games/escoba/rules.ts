import { escobaGame, OPTION_INFO, PRESET_INFO, PRESETS, type Rules } from '@escoba/engine';
import { optionLines, presetLines, presetValueLines } from '../../game-rules.js';
import { EN } from '../../messages/en.js';
import type { GameRulesText } from '../types.js';
import { ESCOBA_PRESET_SOURCES } from './sources.js';
import { rulesLabel } from './format.js';

/** Escoba in `escoba rules`: its presets, their option values, and each option with its value in classic (first, untitled, as it always was). */
export const escobaRulesText: GameRulesText = {
  text: (m) => [
    m.rules.presetsTitle,
    '',
    ...presetLines(escobaGame, m),
    '',
    m.rules.valuesTitle,
    '',
    ...presetValueLines(escobaGame, m),
    '',
    m.rules.optionsTitle('{"preset":"classic","target":15}'),
    '',
    ...optionLines(escobaGame, m, 'classic'),
  ],
  label: (rules, lang) => rulesLabel(rules as Rules, lang),
  sources: ESCOBA_PRESET_SOURCES,
  namedWhenResolved: false,
  topJson: () => ({
    presets: PRESET_INFO.map((p) => ({ name: p.name, source: EN.rules.preset(escobaGame.id, p).source, summary: p.summary, rules: PRESETS[p.name] })),
    options: OPTION_INFO.map((o) => ({ name: o.name, type: o.type, default: PRESETS.classic[o.name], meaning: o.meaning })),
  }),
};
