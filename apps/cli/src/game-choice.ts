import { GAME_IDS, gameById, gameForPreset } from '@escoba/games';
import { parsed, problem, type Parsed } from './command.js';
import { messages, type Messages } from './messages/index.js';

/** The games the commands play; Escoba stays the default everywhere. */
export type GameId = 'escoba' | 'brisca';

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

const GAME_WORDS = (): string[] => [...GAME_IDS, 'alcalde', 'alcalde-variation'];

/**
 * Which game a command plays: `--game` (an id, or a preset name standing for its game), else the game of the
 * `--rules` preset (`--rules alcalde` is Brisca's package), else Escoba. `rulesGiven` is false when `--rules`
 * holds only the command's default, which then gives way to the chosen game's own default preset.
 */
export function chooseGame(game: string | undefined, rules: string | undefined, rulesGiven = rules !== undefined, m: Messages = messages('en')): Parsed<GameId> {
  const preset = rulesGiven ? presetOfRulesText(rules) : undefined;
  const fromRules = preset === undefined ? undefined : gameForPreset(preset)?.id;
  if (game === undefined) return parsed((fromRules ?? 'escoba') as GameId);
  const chosen = gameById(game)?.id ?? gameForPreset(game)?.id;
  if (chosen === undefined) return problem(m.errors.game(GAME_WORDS(), game));
  if (fromRules !== undefined && fromRules !== chosen) return problem(m.errors.rulesOfOtherGame(preset!, fromRules, game));
  return parsed(chosen as GameId);
}

/** The default preset of `--game WORD`: the word itself when it is a preset (alcalde), else the game's first preset. */
export function defaultPresetFor(game: GameId, word: string | undefined): string {
  if (word !== undefined && gameForPreset(word)?.id === game) return word;
  return gameById(game)!.presets[0]!.name;
}
