import { briscaPlugin } from './brisca/brisca-plugin.js';
import { escobaPlugin } from './escoba/escoba-plugin.js';
import { anyPlugin, type AnyGamePlugin } from './plugin.js';

/**
 * Every game's plugin, imported at once: for Node programs that decide on the spot (the server picks a bot's seña on
 * the event loop, with no promise in between). A web page imports `loadPlugin` instead, which loads one game at a
 * time; this module holds every game's bots. The same games, in the same order, as `GAMES` (the tests check it).
 */
export const PLUGINS: readonly AnyGamePlugin[] = [anyPlugin(escobaPlugin), anyPlugin(briscaPlugin)];

/** The plugin of the game with this id (`escoba`, `brisca`), or undefined. */
export function pluginById(id: string): AnyGamePlugin | undefined {
  return PLUGINS.find((p) => p.definition.id === id);
}
