import { briscaSenaOf, createBot, createBriscaBot } from '@escoba/bots';
import { gameDefinition, type BotLevel, type GameId, type GameTypes, type GameView } from '@escoba/protocol';

/**
 * The action a bot of `level` chooses for the seat whose view this is, at a table of `gameId`, in its game's
 * notation (what a `play` command carries): Escoba's bots, or the Brisca and Alcalde bots. The view is all they see.
 */
export function chooseAction(gameId: GameId, level: BotLevel, view: GameView, seed: string, timeMs: number): string {
  const config = { seed, timeMs };
  switch (gameId) {
    case 'escoba':
      return gameDefinition(gameId).makeAction(createBot(level, config).choose(view as GameTypes['escoba']['view']));
    case 'brisca':
      return gameDefinition(gameId).makeAction(createBriscaBot(level, config).choose(view as GameTypes['brisca']['view']));
  }
}

/**
 * The private action (Brisca's seña) a bot of `level` makes now without thinking, in notation, or null. Decided on
 * the event loop at every level, so that a seña never waits for the search worker.
 */
export function quickPrivateAction(gameId: GameId, level: BotLevel, view: GameView): string | null {
  if (gameId !== 'brisca') return null;
  const sena = briscaSenaOf(level, view as GameTypes['brisca']['view']);
  return sena === null ? null : gameDefinition(gameId).makeAction(sena);
}
