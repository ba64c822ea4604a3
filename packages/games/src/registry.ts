import { briscaGame } from '@escoba/brisca';
import { escobaGame } from '@escoba/engine';
import type { AnyGameDefinition } from './plugin.js';

/**
 * Every game the platform plays, each a `GameDefinition` of `@escoba/cards` from its own package. Generic
 * tools look games up here: by id (command lines, URLs), by record format (a record names its game) or by
 * rule preset (`--rules alcalde` names its game too). Preset names, ids and formats are unique across games.
 * The first game is the default of whatever names none (a table config without `gameId`: see `table-config.ts`).
 */
export const GAMES = [escobaGame, briscaGame] as const;

/** Any registered game's definition. */
export type RegisteredGame = (typeof GAMES)[number];

/** The ids of the registered games. */
export const GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** The game with this id (`escoba`, `brisca`), or undefined. */
export function gameById(id: string): RegisteredGame | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The definition of the game with this id, its types erased (a table's game, read from its settings); throws for an id no game has. */
export function gameDefinition(id: string): AnyGameDefinition {
  const definition = gameById(id);
  if (!definition) throw new Error(`the game registry has no game "${id}" (games: ${GAME_IDS.join(', ')})`);
  return definition as unknown as AnyGameDefinition;
}

/** The game whose records carry this `format` (`escoba-record/1`, `brisca-record/1`), or undefined. */
export function gameForRecordFormat(format: string): RegisteredGame | undefined {
  return GAMES.find((g) => g.record.format === format);
}

/** The game a rule preset belongs to (`classic` is Escoba, `alcalde` Brisca's package), or undefined. */
export function gameForPreset(name: string): RegisteredGame | undefined {
  return GAMES.find((g) => g.presets.some((p) => p.name === name));
}
