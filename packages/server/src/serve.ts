// `npm start` (bin/escoba-server.js with no command, through main.ts): the web app, the lobby API and online play on
// PORT (default 8080).
import { fileURLToPath } from 'node:url';
import { ConfigError, readConfig } from './config.js';

let config;
try {
  config = readConfig(process.env);
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(e.message);
  process.exit(2);
}
// The server's modules after its settings: a bad setting is said before the whole server is loaded.
const { checkPort, listenProblem, OPS_SETTING, OpsListenError, startServer } = await import('./server.js');
const { StoreOpenError } = await import('./store/open-errors.js');
const { BusOpenError } = await import('./cluster/redis-bus.js');
const webDir = process.env['ESCOBA_WEB_DIR'] ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
// The ports first: an operator who started a second server learns it at once, before any table is loaded.
const portProblem = (await checkPort(config.port, config.host)) ?? (config.opsAddress ? await checkPort(config.opsAddress.port, config.opsAddress.host, OPS_SETTING).then((p) => p && `operations: ${p}`) : null);
if (portProblem !== null) {
  console.error(portProblem);
  process.exit(1);
}
let server;
try {
  server = await startServer({ ...config, webDir });
} catch (e) {
  // The port can still be taken between the check and the listen.
  const unusable = e instanceof StoreOpenError || e instanceof BusOpenError;
  const problem = unusable || e instanceof OpsListenError ? (e as Error).message : listenProblem(e, config.port);
  if (problem === null) throw e;
  console.error(problem);
  process.exit(unusable ? 2 : 1);
}
// The operations line first: whoever waits for the "Escoba:" line has both.
console.log(server.opsUrl === null ? 'Escoba operations: not served (ESCOBA_OPS_ADDRESS=off)' : `Escoba operations: ${server.opsUrl} (/metrics, /readyz)`);
console.log(`Escoba: ${server.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
