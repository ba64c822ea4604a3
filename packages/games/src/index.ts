export * from './registry.js';
export * from './plugin.js';
export * from './tables.js';
export * from './table-config.js';
export * from './play.js';
export * from './rating.js';
export * from './profile.js';
export { loadPlugin } from './plugins.js';
export { DEFAULT_ALCALDE_HANDS } from './brisca/table.js';
