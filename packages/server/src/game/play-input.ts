import type { GameError, Result } from '@escoba/cards';
import { actionOfPlay, tableGameOf, TABLE_GAMES } from '@escoba/games';
import type { PlayInput } from '@escoba/protocol';

/**
 * A play as a client sent it, read as an action of the table's game (`actionOfPlay` of `@escoba/games`: notation,
 * or the card-id form for a game that reads it). Whether the action is legal is the game's `check`, afterwards.
 */
export function actionOf(gameId: string, input: PlayInput): Result<unknown, GameError> {
  const found = tableGameOf(TABLE_GAMES, gameId);
  if (!found) throw new Error(`the game registry has no game "${gameId}"`);
  return actionOfPlay(found.game, input);
}
