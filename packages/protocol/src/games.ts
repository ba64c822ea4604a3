import type { BriscaAction, BriscaRules, BriscaView } from '@escoba/brisca';
import { ok, type Card, type GameDefinition, type GameError, type Result } from '@escoba/cards';
import type { Play, Rules, SeatView } from '@escoba/engine';
import { gameById } from '@escoba/games';
import type { PlayInput, TableSettings } from './messages.js';

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

/** The definition of a table's game, from the registry. */
export function gameDefinition(gameId: GameId): AnyGameDefinition {
  const definition = gameById(gameId);
  if (!definition) throw new Error(`the game registry has no game "${gameId}"`);
  return definition as unknown as AnyGameDefinition;
}

/**
 * The view typed for game `gameId` when the table plays it, else null: how a screen made for one game reads the
 * views of the table it shows.
 */
export function viewOfGame<G extends GameId>(gameId: G, table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): GameTypes[G]['view'] | null {
  return table !== null && table.settings.gameId === gameId && view ? (view as GameTypes[G]['view']) : null;
}

export const escobaView = (table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): SeatView | null => viewOfGame('escoba', table, view);
export const briscaView = (table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): BriscaView | null => viewOfGame('brisca', table, view);

/** Escoba's play object as the protocol also accepts it (`take` may be left out). */
const isEscobaObject = (x: object): x is Exclude<PlayInput, string> => 'card' in x && !('type' in x);

/**
 * An action as the text that travels: notation is sent as it is, an action object as its game's notation
 * (`makeAction`), so the server reads every game's plays the same way.
 */
export function actionText(gameId: GameId, action: string | PlayInput | GameAction): string {
  if (typeof action === 'string') return action;
  if (gameId === 'escoba' && isEscobaObject(action)) {
    return gameDefinition('escoba').makeAction({ card: action.card, take: action.take ?? [], ...(action.renuncio ? { renuncio: true } : {}) });
  }
  return gameDefinition(gameId).makeAction(action);
}

const setupOf = (settings: TableSettings) => ({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships });

/** How many cards a hand's deck holds at a table with these settings: 40, or 39 for 3-player Brisca. */
export function deckSizeOf(settings: TableSettings): number {
  const definition = gameDefinition(settings.gameId);
  const game = definition.newGame(setupOf(settings));
  return game.ok ? definition.deckSize(game.value) : 40;
}

/**
 * The cards the deal of `deck` by `dealer` puts in `seat`'s hand at a table with these settings, by the game's own
 * deal; or why the game refuses to deal that deck (not its pack, a wrong card left out). A client compares them
 * with what it was dealt, so a reveal cannot swap the cards it held.
 */
export function dealtCards(settings: TableSettings, deck: readonly Card[], dealer: number, seat: number): Result<Card[], GameError> {
  const definition = gameDefinition(settings.gameId);
  const game = definition.newGame(setupOf(settings));
  if (!game.ok) return game;
  const dealt = definition.deal(game.value, deck, dealer);
  if (!dealt.ok) return dealt;
  return ok([...(definition.view(dealt.value, seat) as GameView).hand]);
}
