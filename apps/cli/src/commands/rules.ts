import { briscaGame } from '@escoba/brisca';
import { escobaGame, OPTION_INFO, PRESET_INFO, PRESETS, resolveRules } from '@escoba/engine';
import { GAMES, gameById, gameForPreset } from '@escoba/games';
import { failure, lines, type CommandResult } from '../command.js';
import { briscaRulesLabel } from '../brisca/hand-events.js';
import { rulesFacts } from '../engine-errors.js';
import { presetOfRulesText } from '../game-choice.js';
import { gameCatalog, gameCatalogText, optionLines, presetLines, presetValueLines, resolvedRulesText } from '../game-rules.js';
import { rulesLabel } from '../format.js';
import { messages, type Messages } from '../messages/index.js';
import { parseLang, parseRulesText } from '../options.js';

export interface RulesOptions {
  /** Machine-readable output (in English, as the engines describe their rules). */
  readonly json?: boolean;
  /** Only this game's catalog (an id, or a preset standing for its game). */
  readonly game?: string;
  /** Language of the text: en (default) or es. */
  readonly lang?: string;
}

/** Everything `escoba rules --json` prints: each preset with its full option values, and each option. */
export function rulesCatalog() {
  return {
    presets: PRESET_INFO.map((p) => ({ name: p.name, source: p.source, summary: p.summary, rules: PRESETS[p.name] })),
    options: OPTION_INFO.map((o) => ({ name: o.name, type: o.type, default: PRESETS.classic[o.name], meaning: o.meaning })),
    games: GAMES.map((g) => gameCatalog(g)),
  };
}

/** Escoba's catalog: its presets, their option values, and each option with its value in classic. */
function catalogText(m: Messages): string[] {
  return [
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
  ];
}

/** The catalog text of every game: Escoba's first (as it always was), then each other game's section. */
function allGamesText(m: Messages): string[] {
  const others = GAMES.filter((g) => g.id !== 'escoba').flatMap((g) => ['', ...gameCatalogText(g, m)]);
  return [...catalogText(m), ...others];
}

/** `escoba rules --game ID`: one game's catalog. */
function oneGameCatalog(word: string, json: boolean, m: Messages): CommandResult {
  const game = gameById(word) ?? gameForPreset(word);
  if (game === undefined) return failure('rules', m.errors.game(GAMES.map((g) => g.id), word));
  if (json) return { stdout: `${JSON.stringify(gameCatalog(game))}\n`, stderr: '', code: 0 };
  return { stdout: lines(game.id === 'escoba' ? catalogText(m) : gameCatalogText(game, m)), stderr: '', code: 0 };
}

/** Brisca rules, named by a Brisca preset: the full option values, or the engine's error. */
function briscaRules(input: unknown, json: boolean, m: Messages): CommandResult {
  const resolved = briscaGame.resolveRules(input);
  if (!resolved.ok) return failure('rules', m.errors.engine(rulesFacts('brisca', input, resolved.error)));
  if (json) return { stdout: `${JSON.stringify(resolved.value)}\n`, stderr: '', code: 0 };
  return { stdout: lines(resolvedRulesText(briscaGame, briscaRulesLabel(resolved.value, m.lang), resolved.value, m)), stderr: '', code: 0 };
}

/**
 * `escoba rules`: the presets and options of every game (Escoba's first), in the language of `options.lang`. With
 * `rules` (a preset name or a JSON object, as for `--rules`), the full option values those rules resolve to instead.
 */
export function rulesCommand(options: RulesOptions = {}, rules?: string): CommandResult {
  const lang = parseLang(options.lang);
  if (!lang.ok) return failure('rules', lang.message);
  const m = messages(lang.value);
  if (rules === undefined) {
    if (options.game !== undefined) return oneGameCatalog(options.game, options.json === true, m);
    return { stdout: options.json ? `${JSON.stringify(rulesCatalog())}\n` : lines(allGamesText(m)), stderr: '', code: 0 };
  }
  const input = parseRulesText(rules, m.errors.rulesArgument, m);
  if (!input.ok) return failure('rules', input.message);
  const preset = presetOfRulesText(rules);
  const owner = preset === undefined ? undefined : gameForPreset(preset);
  if (owner?.id === 'brisca') return briscaRules(input.value, options.json === true, m);
  const resolved = resolveRules(input.value);
  if (!resolved.ok) return failure('rules', m.errors.engine(rulesFacts('escoba', input.value, resolved.error)));
  if (options.json) return { stdout: `${JSON.stringify(resolved.value)}\n`, stderr: '', code: 0 };
  return { stdout: lines(resolvedRulesText(escobaGame, rulesLabel(resolved.value, m.lang), resolved.value, m, false)), stderr: '', code: 0 };
}
