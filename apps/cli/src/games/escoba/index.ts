import { omniscientEscobaBot, perfectInferenceBot } from '@escoba/bots/ceiling';
import { pluginById } from '@escoba/games/all-plugins';
import { escobaGame, type GameState, type Play, type SeatView } from '@escoba/engine';
import type { Parsed } from '../../command.js';
import { parseMatchConfig, type MatchCommandOptions, type MatchConfig } from '../../duplicate/options.js';
import { rulesFacts } from '../../engine-errors.js';
import { messages } from '../../messages/index.js';
import { parseLang } from '../../options.js';
import { parsePlaySeed, parseSessionOptions, type PlayOptions } from '../../play/options.js';
import { anyCliGame, type CliGame, type SessionConfig } from '../types.js';
import { escobaAnalysis } from './analyze.js';
import { escobaBench } from './bench.js';
import { parseAnswer, requestFromView, viewFromRequest } from './bot-protocol.js';
import { ESCOBA_RULES_FACTS, escobaIllegalPlay, escobaTableFacts } from './errors.js';
import { prettySummary } from './format.js';
import { escobaDuplicate } from './match.js';
import { ESCOBA_MESSAGES, ESCOBA_RULE_TEXTS_ES, ESCOBA_RULE_TEXTS_PT, escobaMessages } from './messages/index.js';
import { createSession } from './play.js';
import { escobaRulesText } from './rules.js';
import { ESCOBA_RULES_EXAMPLE, gameFromOptions } from './table.js';
import { narrateGame } from './watch.js';

type EscobaCli = CliGame<GameState, Play, SeatView>;

/** Escoba de 15 in the `escoba` command. */
export const escoba: EscobaCli = {
  plugin: pluginById(escobaGame.id) as unknown as EscobaCli['plugin'],
  words: [escobaGame.id],
  messages: ESCOBA_MESSAGES,
  ruleTexts: { es: ESCOBA_RULE_TEXTS_ES, pt: ESCOBA_RULE_TEXTS_PT },
  rulesExample: ESCOBA_RULES_EXAMPLE,
  newTable: (request, m) => gameFromOptions(request, m),
  hands: { refused: (m) => escobaMessages(m.lang).handsRefused, defaultFor: () => undefined },
  watch: (start, seed, index, lang, _hands, beats, bots) => narrateGame(start, seed, index, lang, beats, bots),
  session: createSession,
  prettyReplay: prettySummary,
  analysis: escobaAnalysis,
  rules: escobaRulesText,
  errors: {
    rules: (input, error) => rulesFacts(ESCOBA_RULES_FACTS, input, error),
    table: (_rules, players, partnerships, error) => escobaTableFacts(players, partnerships, error),
    illegalPlay: escobaIllegalPlay,
  },
  botWire: {
    request: (view) => JSON.stringify(requestFromView(view)),
    read: viewFromRequest,
    answer: (line, view) => parseAnswer(line, view.legal),
  },
  duplicate: escobaDuplicate,
  ceiling: omniscientEscobaBot,
  perfectInference: (config) => perfectInferenceBot(config),
  bench: escobaBench,
};

export const escobaCli = anyCliGame(escoba);

/** The options of an Escoba `play` on their own (the table from `--rules`, `--players`, `--partnerships`); `randomSeed` gives the seed when `--seed` is missing. */
export function parsePlayOptions(options: PlayOptions, randomSeed?: () => number): Parsed<SessionConfig<GameState>> {
  const lang = parseLang(options.lang);
  if (!lang.ok) return lang;
  const m = messages(lang.value);
  const start = gameFromOptions(options, m);
  if (!start.ok) return start;
  const seed = parsePlaySeed(options, m, randomSeed);
  if (!seed.ok) return seed;
  return parseSessionOptions(escobaCli, options, start.value, seed.value, lang.value, m) as Parsed<SessionConfig<GameState>>;
}

/** The options of an Escoba match on their own (the table from `--rules`, `--players`, `--partnerships`); `cores` is the default of `--workers`. */
export function parseMatchOptions(options: MatchCommandOptions, cores?: number): Parsed<MatchConfig> {
  const lang = parseLang(options.lang);
  return parseMatchConfig(escobaCli, options, () => gameFromOptions(options, messages(lang.ok ? lang.value : 'en')), cores);
}
