import type { Command } from 'commander';
import { parsed, type Parsed } from './command.js';
import { chooseGame, defaultPresetFor } from './game-choice.js';
import type { AnyCliGame } from './games/types.js';
import { messages, type Messages } from './messages/index.js';
import type { TableOptions } from './options.js';

/** `--game` next to the table options. */
export interface GameTableOptions extends TableOptions {
  readonly game?: string;
}

/** The game a command plays and its new game (rules and table checked). */
export interface TableChoice {
  readonly game: AnyCliGame;
  readonly start: unknown;
}

const given = (cmd: Command | undefined, option: string): boolean => cmd === undefined || cmd.getOptionValueSource(option) !== 'default';

/**
 * Picks the game from `--game` and `--rules` (see {@link chooseGame}) and checks the table through it. Option
 * defaults (`--rules classic`, `--players 2`) give way to the chosen game's own when they were not given.
 */
export function chooseTable(options: GameTableOptions, cmd?: Command, m: Messages = messages('en')): Parsed<TableChoice> {
  const rulesGiven = options.rules !== undefined && given(cmd, 'rules');
  const game = chooseGame(options.game, options.rules, rulesGiven, m);
  if (!game.ok) return game;
  const start = game.value.newTable(
    {
      rules: rulesGiven ? options.rules! : defaultPresetFor(game.value, options.game),
      ...(options.players !== undefined && given(cmd, 'players') ? { players: options.players } : {}),
      ...(options.partnerships === undefined ? {} : { partnerships: options.partnerships }),
    },
    m,
  );
  return start.ok ? parsed({ game: game.value, start: start.value }) : start;
}
