import { gameById, gameForPreset } from '@escoba/games';
import { parsed, problem, type Parsed } from './command.js';
import { CLI_GAMES, cliGameById, DEFAULT_GAME } from './games/catalog.js';
import type { AnyCliGame } from './games/types.js';
import { messages, type Messages } from './messages/index.js';

/** The preset a `--rules` value names: the word itself, or the `preset` field of a JSON object; else undefined. */
export function presetOfRulesText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (/^[A-Za-z][\w-]*$/.test(t)) return t;
  try {
    const v = JSON.parse(t) as unknown;
    if (typeof v === 'object' && v !== null && typeof (v as { preset?: unknown }).preset === 'string') return (v as { preset: string }).preset;
  } catch {
    // not JSON: the game's own rules parser reports it
  }
  return undefined;
}

/** The game a word names: a game's id, or a preset standing for its game (`alcalde`). */
export const gameOfWord = (word: string): AnyCliGame | undefined => {
  const id = gameById(word)?.id ?? gameForPreset(word)?.id;
  return id === undefined ? undefined : cliGameById(id);
};

/**
 * Which game a command plays: `--game` (an id, or a preset name standing for its game), else the game of the
 * `--rules` preset (`--rules alcalde` is Brisca's package), else the first game of the catalog. `rulesGiven` is false
 * when `--rules` holds only the command's default, which then gives way to the chosen game's own default preset.
 */
export function chooseGame(game: string | undefined, rules: string | undefined, rulesGiven = rules !== undefined, m: Messages = messages('en')): Parsed<AnyCliGame> {
  const preset = rulesGiven ? presetOfRulesText(rules) : undefined;
  const fromRules = preset === undefined ? undefined : gameOfWord(preset);
  if (game === undefined) return parsed(fromRules ?? DEFAULT_GAME);
  const chosen = gameOfWord(game);
  if (chosen === undefined) return problem(m.errors.game(CLI_GAMES.flatMap((g) => g.words), game));
  if (fromRules !== undefined && fromRules !== chosen) return problem(m.errors.rulesOfOtherGame(preset!, fromRules.plugin.definition.id, game));
  return parsed(chosen);
}

/** The default preset of `--game WORD`: the word itself when it is a preset of `game` (alcalde), else the game's first preset. */
export function defaultPresetFor(game: AnyCliGame, word: string | undefined): string {
  const { presets } = game.plugin.definition;
  if (word !== undefined && presets.some((p) => p.name === word)) return word;
  return presets[0]!.name;
}
