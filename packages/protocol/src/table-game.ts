import { ok, type Card, type GameDefinition, type GameError, type GamePhase, type Result } from '@escoba/cards';
import type { TableSettings } from './messages.js';

/**
 * What the protocol reads of a seat's (or a spectator's) view of any game: whose view it is, where the game is,
 * whose turn, the seat's cards, its legal actions and the finished hand's result (null while the hand is played).
 * Everything else in a view is its game's: a game's own code gives the view its type ({@link viewOfGame}).
 */
export interface GameView {
  readonly seat: number | null;
  readonly phase: GamePhase;
  readonly turn: number | null;
  readonly hand: readonly Card[];
  readonly legal: readonly unknown[];
  readonly handResult: unknown;
}

/**
 * What a client needs of a table's game (a `GameDefinition` of `@escoba/cards`, with its types erased): its deal, to
 * check a revealed shuffle, and its notation, to send an action object as text. An app gets it from the game's
 * plugin (`loadPlugin(id)` of `@escoba/games`) and hands it to {@link createClient} as `definitionOf`.
 */
export type ClientGame = Pick<GameDefinition<unknown, unknown, unknown, unknown>, 'id' | 'newGame' | 'deckSize' | 'deal' | 'view' | 'makeAction'>;

/**
 * The view typed as game `gameId`'s when the table plays it, else null: how a screen made for one game reads the
 * views of the table it shows (`viewOfGame<SeatView>(escobaGame.id, table, view)`).
 */
export function viewOfGame<View>(gameId: string, table: { readonly settings: TableSettings } | null, view: GameView | null | undefined): View | null {
  return table !== null && table.settings.gameId === gameId && view ? (view as unknown as View) : null;
}

const setupOf = (settings: TableSettings) => ({ rules: settings.rules, players: settings.players, partnerships: settings.partnerships });

/** How many cards a hand's deck holds at a table of `game` with these settings: 40, or 39 for 3-player Brisca. */
export function deckSizeOf(game: ClientGame, settings: TableSettings): number {
  const state = game.newGame(setupOf(settings));
  return state.ok ? game.deckSize(state.value) : 40;
}

/**
 * The cards the deal of `deck` by `dealer` puts in `seat`'s hand at a table of `game` with these settings, by the
 * game's own deal; or why the game refuses to deal that deck (not its pack, a wrong card left out). A client
 * compares them with what it was dealt, so a reveal cannot swap the cards it held.
 */
export function dealtCards(game: ClientGame, settings: TableSettings, deck: readonly Card[], dealer: number, seat: number): Result<Card[], GameError> {
  const state = game.newGame(setupOf(settings));
  if (!state.ok) return state;
  const dealt = game.deal(state.value, deck, dealer);
  if (!dealt.ok) return dealt;
  return ok([...(game.view(dealt.value, seat) as GameView).hand]);
}
