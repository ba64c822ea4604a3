import { escobaCli } from './escoba/index.js';
import { briscaCli } from './brisca/index.js';
import { listGames } from '../messages/games.js';
import type { AnyCliGame } from './types.js';

/**
 * Every game the `escoba` command plays, one line per game, in the order `escoba rules` lists them. The first is the
 * default: the game of commands without `--game` or a `--rules` preset, of records of an unknown format and of bot
 * requests without a `game` field.
 */
export const CLI_GAMES: readonly AnyCliGame[] = [escobaCli, briscaCli];

listGames(() => CLI_GAMES);

export const DEFAULT_GAME: AnyCliGame = CLI_GAMES[0]!;

/** The game with this id (`GameDefinition.id`), or undefined. */
export const cliGameById = (id: string): AnyCliGame | undefined => CLI_GAMES.find((g) => g.plugin.definition.id === id);
