export { createAppServer, type ServerOptions } from './app.js';
export { staticApp } from './static.js';
