import { err, ok, type GameError, type Result } from '@escoba/cards';
import type { CardIdPlay, PlayInput } from '@escoba/protocol';
import type { TableGame } from './plugin.js';

/**
 * A play as a client sent it, read as an action of the table's game: notation through the game's `parseAction`;
 * the object form (card ids) only for games that read it (`table.fromCardIds`: Escoba's). Whether the action is
 * legal is the game's `check`, afterwards.
 */
export function actionOfPlay(game: TableGame, input: PlayInput): Result<unknown, GameError> {
  if (typeof input === 'string') return game.definition.parseAction(input);
  if (!game.table.fromCardIds) return err({ code: 'BadPlay', message: `plays at a ${game.definition.name} table are notation text (3o, 12b+4o, ~7e), not objects` });
  return ok(game.table.fromCardIds(input));
}

/**
 * An action as the text that travels: notation as it is, an action object (or the card-id form of a game that
 * reads it) as its game's notation (`makeAction`), so the server reads every game's plays the same way.
 */
export function actionText(game: TableGame, action: unknown): string {
  if (typeof action === 'string') return action;
  const read = typeof action === 'object' && action !== null && 'card' in action && !('type' in action) && game.table.fromCardIds;
  return game.definition.makeAction(read ? read(action as CardIdPlay) : action);
}
