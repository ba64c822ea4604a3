import type { AnyGamePlugin, GamePlugin } from './plugin.js';

/** `plugin` as an {@link AnyGamePlugin} (a definition's functions take its own states only, so this is a cast). */
export function anyPlugin<Rules, State, Action, View, Summary, Estimate>(plugin: GamePlugin<Rules, State, Action, View, Summary, Estimate>): AnyGamePlugin {
  return plugin as unknown as AnyGamePlugin;
}

/**
 * Each game's plugin module, imported the first time it is asked for: a bundler makes each its own chunk, so a web
 * page (or its bot worker) that plays one game never downloads another game's bots. Keys are the ids of `GAMES`.
 */
const LOADERS: Readonly<Record<string, () => Promise<AnyGamePlugin>>> = {
  escoba: async () => anyPlugin((await import('./escoba-plugin.js')).escobaPlugin),
  brisca: async () => anyPlugin((await import('./brisca-plugin.js')).briscaPlugin),
};

/**
 * The plugin of the game with this id (`escoba`, `brisca`); rejects for an id no game has. (The ids in the message
 * are this table's: importing `GAMES` here would put every game's definition into whatever loads a plugin.)
 */
export function loadPlugin(id: string): Promise<AnyGamePlugin> {
  if (!Object.hasOwn(LOADERS, id)) return Promise.reject(new Error(`no game ${JSON.stringify(id)} (games: ${Object.keys(LOADERS).join(', ')})`));
  return LOADERS[id]!();
}
