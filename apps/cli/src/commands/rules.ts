import { GAMES, gameById, gameForPreset } from '@escoba/games';
import { failure, lines, type CommandResult } from '../command.js';
import { presetOfRulesText } from '../game-choice.js';
import { gameCatalog } from '../game-rules.js';
import { CLI_GAMES, cliGameById, DEFAULT_GAME } from '../games/catalog.js';
import type { AnyCliGame } from '../games/types.js';
import { messages, type Messages } from '../messages/index.js';
import { parseLang, parseRulesText } from '../options.js';
import { resolvedRulesText } from '../game-rules.js';

export interface RulesOptions {
  /** Machine-readable output (in English, as the engines describe their rules). */
  readonly json?: boolean;
  /** Only this game's catalog (an id, or a preset standing for its game). */
  readonly game?: string;
  /** Language of the text: en (default) or es. */
  readonly lang?: string;
}

/** Everything `escoba rules --json` prints: the first game's presets and options as they always were, then every game. */
export function rulesCatalog() {
  return { ...DEFAULT_GAME.rules.topJson?.(), games: GAMES.map((g) => gameCatalog(g)) };
}

/** The catalog text of every game, in the catalog's order. */
function allGamesText(m: Messages): string[] {
  return CLI_GAMES.flatMap((g, i) => [...(i === 0 ? [] : ['']), ...g.rules.text(m)]);
}

/** `escoba rules --game ID`: one game's catalog. */
function oneGameCatalog(word: string, json: boolean, m: Messages): CommandResult {
  const game = gameById(word) ?? gameForPreset(word);
  const cli = game === undefined ? undefined : cliGameById(game.id);
  if (game === undefined || cli === undefined) return failure('rules', m.errors.game(GAMES.map((g) => g.id), word));
  if (json) return { stdout: `${JSON.stringify(gameCatalog(game))}\n`, stderr: '', code: 0 };
  return { stdout: lines(cli.rules.text(m)), stderr: '', code: 0 };
}

/** The rules `input` of `game`, resolved: the full option values, or the engine's error. */
function resolvedRules(game: AnyCliGame, input: unknown, json: boolean, m: Messages): CommandResult {
  const { definition } = game.plugin;
  const resolved = definition.resolveRules(input);
  if (!resolved.ok) return failure('rules', m.errors.engine(game.errors.rules(input, resolved.error)));
  if (json) return { stdout: `${JSON.stringify(resolved.value)}\n`, stderr: '', code: 0 };
  const label = game.rules.label(resolved.value, m.lang);
  return { stdout: lines(resolvedRulesText(definition, label, resolved.value, m, game.rules.namedWhenResolved)), stderr: '', code: 0 };
}

/**
 * `escoba rules`: the presets and options of every game, in the language of `options.lang`. With `rules` (a preset
 * name or a JSON object, as for `--rules`), the full option values those rules resolve to instead, by the game of
 * their preset (the first game's when they name none).
 */
export function rulesCommand(options: RulesOptions = {}, rules?: string): CommandResult {
  const lang = parseLang(options.lang);
  if (!lang.ok) return failure('rules', lang.message);
  const m = messages(lang.value);
  if (rules === undefined) {
    if (options.game !== undefined) return oneGameCatalog(options.game, options.json === true, m);
    return { stdout: options.json ? `${JSON.stringify(rulesCatalog())}\n` : lines(allGamesText(m)), stderr: '', code: 0 };
  }
  const { presets } = DEFAULT_GAME.plugin.definition;
  const input = parseRulesText(rules, m.errors.rulesArgument, m, presets.map((p) => p.name), DEFAULT_GAME.rulesExample);
  if (!input.ok) return failure('rules', input.message);
  const preset = presetOfRulesText(rules);
  const owner = preset === undefined ? undefined : gameForPreset(preset);
  return resolvedRules((owner === undefined ? undefined : cliGameById(owner.id)) ?? DEFAULT_GAME, input.value, options.json === true, m);
}
