import { ok, type Card, type GameError, type Result } from '@escoba/cards';
import { gameById } from '@escoba/games';
import type { AnyGameDefinition, GameAction, GameId, GameView } from './games.js';
import type { PlayInput, TableSettings } from './messages.js';

// The games' own steps (their definitions from the registry: every game's engine). Kept apart from games.ts so a
// browser loads the engines only when its client first needs them (see client.ts).

/** The definition of a table's game, from the registry. */
export function gameDefinition(gameId: GameId): AnyGameDefinition {
  const definition = gameById(gameId);
  if (!definition) throw new Error(`the game registry has no game "${gameId}"`);
  return definition as unknown as AnyGameDefinition;
}

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
