import { briscaTableGame } from './brisca/table.js';
import { escobaTableGame } from './escoba/table.js';
import type { TableGame, TableLengthField } from './plugin.js';

/**
 * Every game's definition with its online tables, without bots: what a web form checks a table config with
 * (`resolveTableConfig(TABLE_GAMES, config)`) without downloading any bot. The same games, in the same order, as
 * `GAMES` (the tests check it); the first is the game of a config that names none.
 */
export const TABLE_GAMES: readonly TableGame[] = [escobaTableGame, briscaTableGame];

/** The definition and table part of the game with this id (a table's `settings.gameId`); throws for an id no game has. */
export function tableGameById(id: string): TableGame {
  const game = TABLE_GAMES.find((g) => g.definition.id === id);
  if (!game) throw new Error(`the game registry has no game "${id}" (games: ${TABLE_GAMES.map((g) => g.definition.id).join(', ')})`);
  return game;
}

/** loose23: the length fields a tournament's host may set for a table of these settings (`GameTable.tournamentFields`). */
export const tournamentFieldsOf = (settings: { readonly gameId: string; readonly rules: unknown }): readonly TableLengthField[] => tableGameById(settings.gameId).table.tournamentFields(settings.rules);
