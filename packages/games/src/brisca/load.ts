import { anyPlugin, type PluginLoader } from '../plugin.js';

/** Brisca's plugin (Brisca and both Alcalde games), imported when first asked for. The id is `briscaGame.id`; a test checks they agree. */
export const briscaLoader: PluginLoader = { id: 'brisca', load: async () => anyPlugin((await import('./brisca-plugin.js')).briscaPlugin) };
