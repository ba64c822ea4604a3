import type { AnyGamePlugin, PluginLoader } from '../plugin.js';

/** Brisca's plugin (Brisca and both Alcalde games), imported when first asked for; as Escoba's loader (`../escoba/load.ts`), only types are imported here. */
export const briscaLoader: PluginLoader = { id: 'brisca', load: async () => (await import('./brisca-plugin.js')).briscaPlugin as unknown as AnyGamePlugin };
