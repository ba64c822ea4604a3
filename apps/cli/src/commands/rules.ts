import { OPTION_INFO, PRESET_INFO, PRESETS, resolveRules, type OptionInfo, type Rules } from '@escoba/engine';
import { GAMES, gameById, gameForPreset } from '@escoba/games';
import { failure, lines, type CommandResult } from '../command.js';
import { briscaGame } from '@escoba/brisca';
import { briscaRulesLabel } from '../brisca/hand-events.js';
import { presetOfRulesText } from '../game-choice.js';
import { gameCatalog, gameCatalogText, resolvedRulesText } from '../game-rules.js';
import { renderTable, rulesLabel, wrap } from '../format.js';
import { parseRulesText } from '../options.js';

export interface RulesOptions {
  /** Machine-readable output. */
  readonly json?: boolean;
  /** Only this game's catalog (an id, or a preset standing for its game). */
  readonly game?: string;
}

const WIDTH = 100;

/** `whole number 1-1000`, `true or false`, `mustTake | optional | forced`. */
export function optionTypeLabel(info: OptionInfo): string {
  switch (info.type.kind) {
    case 'boolean':
      return 'true | false';
    case 'enum':
      return info.type.values.join(' | ');
    case 'integer':
      return `whole number ${info.type.min}-${info.type.max}`;
  }
}

/** Everything `escoba rules --json` prints: each preset with its full option values, and each option. */
export function rulesCatalog() {
  return {
    presets: PRESET_INFO.map((p) => ({ name: p.name, source: p.source, summary: p.summary, rules: PRESETS[p.name] })),
    options: OPTION_INFO.map((o) => ({ name: o.name, type: o.type, default: PRESETS.classic[o.name], meaning: o.meaning })),
    games: GAMES.map((g) => gameCatalog(g)),
  };
}

/** The catalog text of every game: Escoba's first (as it always was), then each other game's section. */
function allGamesText(): string[] {
  const others = GAMES.filter((g) => g.id !== 'escoba').flatMap((g) => ['', ...gameCatalogText(g)]);
  return [...catalogText(), ...others];
}

/** `escoba rules --game ID`: one game's catalog. */
function oneGameCatalog(word: string, json: boolean): CommandResult {
  const game = gameById(word) ?? gameForPreset(word);
  if (game === undefined) return failure('rules', `--game must be one of ${GAMES.map((g) => g.id).join(', ')}, got ${JSON.stringify(word)}`);
  if (game.id === 'escoba') return { stdout: json ? `${JSON.stringify(gameCatalog(game))}\n` : lines(catalogText()), stderr: '', code: 0 };
  return { stdout: json ? `${JSON.stringify(gameCatalog(game))}\n` : lines(gameCatalogText(game)), stderr: '', code: 0 };
}

/** Brisca rules, named by a Brisca preset: the full option values, or the engine's error. */
function briscaRules(input: unknown, json: boolean): CommandResult {
  const resolved = briscaGame.resolveRules(input);
  if (!resolved.ok) return failure('rules', resolved.error.message);
  if (json) return { stdout: `${JSON.stringify(resolved.value)}\n`, stderr: '', code: 0 };
  return { stdout: lines(resolvedRulesText(briscaGame, briscaRulesLabel(resolved.value), resolved.value)), stderr: '', code: 0 };
}

function catalogText(): string[] {
  const out = ['Presets (choose one with --rules NAME):', ''];
  const nameWidth = Math.max(...PRESET_INFO.map((p) => p.name.length));
  for (const p of PRESET_INFO) {
    const pad = ' '.repeat(nameWidth + 4);
    const summary = wrap(p.summary, WIDTH, pad);
    out.push(`  ${p.name.padEnd(nameWidth)}  ${summary[0]!.trimStart()}`, ...summary.slice(1), `${pad}source: ${p.source}`);
  }
  out.push('', 'Option values of each preset:', '');
  const table = [['option', ...PRESET_INFO.map((p) => p.name)]];
  for (const o of OPTION_INFO) table.push([o.name, ...PRESET_INFO.map((p) => String(PRESETS[p.name][o.name]))]);
  out.push(...renderTable(table).map((l) => `  ${l}`));
  out.push('', `Options (change them with --rules '{"preset":"classic","target":15}'; unnamed options keep the preset's value):`, '');
  for (const o of OPTION_INFO) {
    out.push(`  ${o.name}: ${optionTypeLabel(o)} (classic: ${String(PRESETS.classic[o.name])})`, ...wrap(o.meaning, WIDTH, '      '));
  }
  return out;
}

function rulesText(rules: Rules): string[] {
  const rows = OPTION_INFO.map((o) => [o.name, String(rules[o.name])]);
  return [`${rulesLabel(rules)}:`, ...renderTable(rows).map((l) => `  ${l}`)];
}

/**
 * `escoba rules`: the presets and options of every game (Escoba's first). With `rules` (a preset name or a JSON object, as for
 * `--rules`), the full option values those rules resolve to instead.
 */
export function rulesCommand(options: RulesOptions = {}, rules?: string): CommandResult {
  if (rules === undefined) {
    if (options.game !== undefined) return oneGameCatalog(options.game, options.json === true);
    return { stdout: options.json ? `${JSON.stringify(rulesCatalog())}\n` : lines(allGamesText()), stderr: '', code: 0 };
  }
  const input = parseRulesText(rules, 'the rules argument');
  if (!input.ok) return failure('rules', input.message);
  const preset = presetOfRulesText(rules);
  const owner = preset === undefined ? undefined : gameForPreset(preset);
  if (owner?.id === 'brisca') return briscaRules(input.value, options.json === true);
  const resolved = resolveRules(input.value);
  if (!resolved.ok) return failure('rules', resolved.error.message);
  return { stdout: options.json ? `${JSON.stringify(resolved.value)}\n` : lines(rulesText(resolved.value)), stderr: '', code: 0 };
}
