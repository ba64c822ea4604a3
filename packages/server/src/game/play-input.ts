import { err, ok, type GameError, type Result } from '@escoba/cards';
import { gameDefinition, type GameId, type PlayInput } from '@escoba/protocol';

/**
 * A play as a client sent it, read as an action of the table's game: notation through the game's `parseAction`;
 * the object form (card ids) only at Escoba tables, whose engine it is. Whether the action is legal is the game's
 * `check`, afterwards.
 */
export function actionOf(gameId: GameId, input: PlayInput): Result<unknown, GameError> {
  const definition = gameDefinition(gameId);
  if (typeof input === 'string') return definition.parseAction(input);
  if (gameId !== 'escoba') return err({ code: 'BadPlay', message: `plays at a ${definition.name} table are notation text (3o, 12b+4o, ~7e), not objects` });
  return ok(input.renuncio ? { card: input.card, take: input.take ?? [], renuncio: true } : { card: input.card, take: input.take ?? [] });
}
