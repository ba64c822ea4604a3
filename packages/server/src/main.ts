import { fileURLToPath } from 'node:url';
import { createAppServer } from './app.js';

// `npm start`: serves the built web app on PORT (default 8080).
const port = Number(process.env['PORT'] ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${process.env['PORT']}"`);
  process.exit(2);
}
const webDir = process.env['ESCOBA_WEB_DIR'] ?? fileURLToPath(new URL('../../../apps/web/dist', import.meta.url));
const server = createAppServer({ webDir });
server.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Escoba: http://localhost:${actual}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
