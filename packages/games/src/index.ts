export * from './registry.js';
export * from './plugin.js';
export { loadPlugin } from './plugins.js';
