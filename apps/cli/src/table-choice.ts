import type { Command } from 'commander';
import type { BriscaState } from '@escoba/brisca';
import { parsed, type Parsed } from './command.js';
import { briscaFromOptions } from './brisca/setup.js';
import { chooseGame, defaultPresetFor } from './game-choice.js';
import { messages, type Messages } from './messages/index.js';
import type { TableOptions } from './options.js';

/** `--game` next to the table options. */
export interface GameTableOptions extends TableOptions {
  readonly game?: string;
}

/** The game a command plays: Escoba (its own option parsing goes on unchanged), or a new Brisca / Alcalde game. */
export type TableChoice = { readonly game: 'escoba' } | { readonly game: 'brisca'; readonly start: BriscaState };

const given = (cmd: Command | undefined, option: string): boolean => cmd === undefined || cmd.getOptionValueSource(option) !== 'default';

/**
 * Picks the game from `--game` and `--rules` (see {@link chooseGame}); for Brisca checks the table. Option
 * defaults meant for Escoba (`--rules classic`, `--players 2`) give way to the Brisca game's own.
 */
export function chooseTable(options: GameTableOptions, cmd?: Command, m: Messages = messages('en')): Parsed<TableChoice> {
  const rulesGiven = options.rules !== undefined && given(cmd, 'rules');
  const game = chooseGame(options.game, options.rules, rulesGiven, m);
  if (!game.ok) return game;
  if (game.value === 'escoba') return parsed({ game: 'escoba' });
  const start = briscaFromOptions({
    rules: rulesGiven ? options.rules! : defaultPresetFor('brisca', options.game),
    players: options.players !== undefined && given(cmd, 'players') ? options.players : undefined,
    partnerships: options.partnerships,
  }, m);
  return start.ok ? parsed({ game: 'brisca', start: start.value }) : start;
}
