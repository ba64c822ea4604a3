import type { BotConfig } from '@escoba/cards';
import { pluginById } from '@escoba/games/all-plugins';
import type { AnyGamePlugin } from '@escoba/games';
import type { BotLevel, GameView } from '@escoba/protocol';

function pluginOf(gameId: string): AnyGamePlugin {
  const plugin = pluginById(gameId);
  if (!plugin) throw new Error(`no game plugin for ${JSON.stringify(gameId)}`);
  return plugin;
}

/**
 * The action a bot of `level` chooses for the seat whose view this is, at a table of `gameId`, in its game's
 * notation (what a `play` command carries): the bots of the game's plugin (`@escoba/games`). The view is all they see.
 */
export function chooseAction(gameId: string, level: BotLevel, view: GameView, seed: string, timeMs: number): string {
  const plugin = pluginOf(gameId);
  const config: BotConfig = { seed, timeMs };
  return plugin.definition.makeAction(plugin.bots.create(level, config).choose(view));
}

/**
 * The private action (Brisca's seña) a bot of `level` makes now without thinking, in notation, or null (also for games
 * without private actions). Decided on the event loop at every level, so that a seña never waits for the search worker.
 */
export function quickPrivateAction(gameId: string, level: BotLevel, view: GameView): string | null {
  const plugin = pluginOf(gameId);
  const action = plugin.bots.privateAction?.(level, view) ?? null;
  return action === null ? null : plugin.definition.makeAction(action);
}
