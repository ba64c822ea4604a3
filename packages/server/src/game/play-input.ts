import type { GameError, Result } from '@escoba/cards';
import { actionOfPlay, tableGameById } from '@escoba/games';
import type { PlayInput } from '@escoba/protocol';

/**
 * A play as a client sent it, read as an action of the table's game (`actionOfPlay` of `@escoba/games`: notation,
 * or the card-id form for a game that reads it). Whether the action is legal is the game's `check`, afterwards.
 */
export function actionOf(gameId: string, input: PlayInput): Result<unknown, GameError> {
  return actionOfPlay(tableGameById(gameId), input);
}
