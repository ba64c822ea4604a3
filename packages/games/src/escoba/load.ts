import { anyPlugin, type PluginLoader } from '../plugin.js';

/** Escoba's plugin, imported when first asked for (its own chunk in a bundle). The id is the engine's `escobaGame.id`; a test checks they agree. */
export const escobaLoader: PluginLoader = { id: 'escoba', load: async () => anyPlugin((await import('./escoba-plugin.js')).escobaPlugin) };
