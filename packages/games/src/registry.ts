import { briscaGame } from '@escoba/brisca';
import { escobaGame } from '@escoba/engine';

/**
 * Every game the platform plays, each a `GameDefinition` of `@escoba/cards` from its own package. Generic
 * tools look games up here: by id (command lines, URLs), by record format (a record names its game) or by
 * rule preset (`--rules alcalde` names its game too). Preset names, ids and formats are unique across games.
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

/** The game whose records carry this `format` (`escoba-record/1`, `brisca-record/1`), or undefined. */
export function gameForRecordFormat(format: string): RegisteredGame | undefined {
  return GAMES.find((g) => g.record.format === format);
}

/** The game a rule preset belongs to (`classic` is Escoba, `alcalde` Brisca's package), or undefined. */
export function gameForPreset(name: string): RegisteredGame | undefined {
  return GAMES.find((g) => g.presets.some((p) => p.name === name));
}
