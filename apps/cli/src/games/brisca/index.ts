import { omniscientBriscaBot } from '@escoba/bots/ceiling';
import { briscaGame, type BriscaAction, type BriscaRules, type BriscaState, type BriscaView } from '@escoba/brisca';
import { pluginById } from '@escoba/games/all-plugins';
import { rulesFacts } from '../../engine-errors.js';
import { gameCatalogText } from '../../game-rules.js';
import { anyCliGame, type CliGame } from '../types.js';
import { briscaAnalysis } from './analyze.js';
import { briscaBench } from './bench.js';
import { BRISCA_RULES_FACTS, briscaIllegalPlay, briscaTableFacts } from './errors.js';
import { briscaRulesLabel } from './hand-events.js';
import { briscaDuplicate } from './match.js';
import { BRISCA_MESSAGES, BRISCA_RULE_TEXTS_ES, BRISCA_RULE_TEXTS_PT } from './messages/index.js';
import { createBriscaSession } from './play.js';
import { prettyBriscaSummary } from './pretty.js';
import { briscaRequestFromView, briscaViewFromRequest, parseBriscaAnswer } from './protocol.js';
import { BRISCA_RULES_EXAMPLE, briscaFromOptions } from './setup.js';
import { BRISCA_PRESET_SOURCES } from './sources.js';
import { narrateBriscaGame } from './watch.js';

type BriscaCli = CliGame<BriscaState, BriscaAction, BriscaView>;

/** Brisca and both Alcalde games (one engine; the preset tells them apart) in the `escoba` command. */
export const brisca: BriscaCli = {
  plugin: pluginById(briscaGame.id) as unknown as BriscaCli['plugin'],
  // `--game alcalde` and `--game alcalde-variation` name this game too (its presets other than Brisca's own).
  words: [briscaGame.id, ...briscaGame.presets.map((p) => p.name).filter((name) => name !== briscaGame.id)],
  messages: BRISCA_MESSAGES,
  ruleTexts: { es: BRISCA_RULE_TEXTS_ES, pt: BRISCA_RULE_TEXTS_PT },
  rulesExample: BRISCA_RULES_EXAMPLE,
  newTable: briscaFromOptions,
  // Brisca plays to the end of its match; the Alcalde games, which have no match end, one hand.
  hands: { defaultFor: (start) => (start.mode === 'brisca' ? undefined : 1) },
  watch: narrateBriscaGame,
  session: createBriscaSession,
  prettyReplay: prettyBriscaSummary,
  analysis: briscaAnalysis,
  rules: {
    text: (m) => gameCatalogText(briscaGame, m),
    label: (rules, lang) => briscaRulesLabel(rules as BriscaRules, lang),
    sources: BRISCA_PRESET_SOURCES,
    namedWhenResolved: true,
  },
  errors: {
    rules: (input, error) => rulesFacts(BRISCA_RULES_FACTS, input, error),
    table: briscaTableFacts,
    illegalPlay: briscaIllegalPlay,
  },
  botWire: {
    request: (view) => JSON.stringify(briscaRequestFromView(view)),
    read: (line) => briscaViewFromRequest(JSON.parse(line) as Record<string, unknown>),
    answer: parseBriscaAnswer,
  },
  duplicate: briscaDuplicate,
  ceiling: omniscientBriscaBot,
  bench: briscaBench,
};

export const briscaCli = anyCliGame(brisca);
