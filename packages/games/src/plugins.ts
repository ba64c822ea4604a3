import { briscaLoader } from './brisca/load.js';
import { escobaLoader } from './escoba/load.js';
import type { AnyGamePlugin, PluginLoader } from './plugin.js';

/**
 * Each game's plugin module, imported the first time it is asked for: a bundler makes each its own chunk, so a web
 * page (or its bot worker) that plays one game never downloads another game's bots. The same games, in the same
 * order, as `GAMES` (the tests check it); each loader carries its game's id, so this list needs none of its own
 * (importing `GAMES` here would put every game's definition into whatever loads a plugin).
 */
const LOADERS: readonly PluginLoader[] = [escobaLoader, briscaLoader];

/** The plugin of the game with this id (`escoba`, `brisca`); rejects for an id no game has. */
export function loadPlugin(id: string): Promise<AnyGamePlugin> {
  const loader = LOADERS.find((l) => l.id === id);
  if (!loader) return Promise.reject(new Error(`no game ${JSON.stringify(id)} (games: ${LOADERS.map((l) => l.id).join(', ')})`));
  return loader.load();
}
