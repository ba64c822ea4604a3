import type { PresetDescription } from '@escoba/cards';
import type { AnyCliGame } from '../games/types.js';
import { citeSources, presetSourceLabel } from '../rule-sources.js';
import type { GameHelp } from './help-types.js';
import type { GameMessages, Lang } from './types.js';

let listed: (() => readonly AnyCliGame[]) | undefined;

/**
 * Hands the catalog's games to the sentences that list them all (the help's examples, the rules' texts, `games`).
 * `games/catalog.ts` calls it as it loads: the games' own code uses this catalogue, so the catalogue cannot import
 * the catalog, and it reads the games when such a sentence is said, never while the modules load.
 */
export function listGames(games: () => readonly AnyCliGame[]): void {
  listed = games;
}

/** Every game of the catalog, in its order. */
export function cliGames(): readonly AnyCliGame[] {
  if (listed === undefined) throw new Error('the message catalogue names the games only once games/catalog.js has loaded');
  return listed();
}

/** Where a preset of a game was written from, told with `list` (`a and b`), from the game's `rules.sources`; else the engine's own citation. */
export function presetSource(gameId: string, preset: PresetDescription, list: (items: readonly string[]) => string): string {
  const source = cliGames().find((g) => g.plugin.definition.id === gameId)?.rules.sources[preset.name];
  return source === undefined ? citeSources(preset.source) : presetSourceLabel(source, list);
}

/** Each game's own words in `lang`, by game id. */
export const gameMessages = (lang: Lang): Readonly<Record<string, GameMessages>> =>
  Object.fromEntries(cliGames().map((g) => [g.plugin.definition.id, g.messages[lang]]));

/** Every game's parts of the help in `lang`, in the catalog's order. */
export const gameHelp = (lang: Lang) => cliGames().map((g) => g.messages[lang].help);

/** Every game's example lines for `command`, each on a new line and indented ("\n  escoba watch --rules …"). */
export const gameExamples = (lang: Lang, command: keyof NonNullable<GameHelp['examples']>): string =>
  gameHelp(lang)
    .flatMap((h) => h.examples?.[command] ?? [])
    .map((line) => `\n  ${line}`)
    .join('');

/** Every game's paragraph about `command`, each between `before` and `after`. */
export const gameNotes = (lang: Lang, command: keyof NonNullable<GameHelp['notes']>, before: string, after: string): string =>
  gameHelp(lang)
    .flatMap((h) => (h.notes?.[command] === undefined ? [] : [`${before}${h.notes[command]}${after}`]))
    .join('');

/** The `--json` fields of `escoba bench`, every game's in the catalog's order: `"hands2p", ..., "brisca": {...}`. */
export const benchJsonShape = (): string => cliGames().map((g) => g.bench.jsonShape).join(', ');
