import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorker } from './build/service-worker.js';

// The app imports the engine, the bots and the protocol client from their TypeScript sources (as the tests do), so a build never
// bundles a stale dist/ and the bundler tree-shakes the sources directly.
export default defineConfig({
  plugins: [react(), serviceWorker()],
  resolve: {
    alias: {
      '@escoba/cards': fileURLToPath(new URL('../../packages/cards/src/index.ts', import.meta.url)),
      '@escoba/engine': fileURLToPath(new URL('../../packages/engine/src/index.ts', import.meta.url)),
      '@escoba/brisca': fileURLToPath(new URL('../../packages/brisca/src/index.ts', import.meta.url)),
      '@escoba/games': fileURLToPath(new URL('../../packages/games/src/index.ts', import.meta.url)),
      '@escoba/bots': fileURLToPath(new URL('../../packages/bots/src/index.ts', import.meta.url)),
      '@escoba/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)),
    },
  },
  worker: { format: 'es' },
  build: { target: 'es2022', sourcemap: false },
});
