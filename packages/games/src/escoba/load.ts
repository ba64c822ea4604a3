import type { AnyGamePlugin, PluginLoader } from '../plugin.js';

/**
 * Escoba's plugin, imported when first asked for (its own chunk in a bundle). The id is the engine's `escobaGame.id`;
 * a test checks they agree. Only types are imported here: a function shared with the plugin's modules would make a
 * bundler put it in the loader's chunk (a web worker's entry), which the plugin's chunk would then import back.
 */
export const escobaLoader: PluginLoader = { id: 'escoba', load: async () => (await import('./escoba-plugin.js')).escobaPlugin as unknown as AnyGamePlugin };
