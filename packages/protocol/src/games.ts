import type { BriscaAction, BriscaRules, BriscaView } from '@escoba/brisca';
import type { GameDefinition } from '@escoba/cards';
import type { Play, Rules, SeatView } from '@escoba/engine';
import type { TableSettings } from './messages.js';

/** The games a table can play: the ids of their definitions in `@escoba/games`. */
export const GAME_IDS = ['escoba', 'brisca'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** What `TableConfig.gameId` accepts: a game id, or `alcalde`, shorthand for `brisca` with an Alcalde preset. */
export const TABLE_GAME_NAMES = ['escoba', 'brisca', 'alcalde'] as const;
export type TableGameName = (typeof TABLE_GAME_NAMES)[number];

/** Per game: its resolved rules, what a seat sees, and one action of the seat on turn. */
export interface GameTypes {
  readonly escoba: { readonly rules: Rules; readonly view: SeatView; readonly action: Play };
  readonly brisca: { readonly rules: BriscaRules; readonly view: BriscaView; readonly action: BriscaAction };
}

/** A seat's (or a spectator's) view of any game; {@link viewOfGame} gives it its game's type. */
export type GameView = GameTypes[GameId]['view'];
export type GameAction = GameTypes[GameId]['action'];

/** A game's definition with its types erased: for code that treats every game alike (the server's tables, shuffle checks). */
export type AnyGameDefinition = GameDefinition<unknown, unknown, unknown, unknown>;

export const isGameId = (x: unknown): x is GameId => typeof x === 'string' && (GAME_IDS as readonly string[]).includes(x);

/**
 * The view typed for game `gameId` when the table plays it, else null: how a screen made for one game reads the
 * views of the table it shows.
 */
export function viewOfGame<G extends GameId>(gameId: G, table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): GameTypes[G]['view'] | null {
  return table !== null && table.settings.gameId === gameId && view ? (view as GameTypes[G]['view']) : null;
}

export const escobaView = (table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): SeatView | null => viewOfGame('escoba', table, view);
export const briscaView = (table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): BriscaView | null => viewOfGame('brisca', table, view);
