import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig } from './config.js';
import { startServer } from './server.js';
import { StoreOpenError } from './store/open-errors.js';

// `npm start`: the web app, the lobby API and online play on PORT (default 8080).
let config;
try {
  config = readConfig(process.env);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(2);
}
const webDir = process.env['ESCOBA_WEB_DIR'] ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
let server;
try {
  server = await startServer({ ...config, webDir });
} catch (e) {
  if (!(e instanceof StoreOpenError)) throw e;
  console.error(e.message);
  process.exit(2);
}
console.log(`Escoba: http://localhost:${server.port}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
