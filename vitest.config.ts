import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import workspace packages from their TypeScript sources, so they never run against a stale build.
export default defineConfig({
  resolve: {
    alias: {
      '@escoba/cards': fileURLToPath(new URL('./packages/cards/src/index.ts', import.meta.url)),
      '@escoba/engine': fileURLToPath(new URL('./packages/engine/src/index.ts', import.meta.url)),
      '@escoba/brisca': fileURLToPath(new URL('./packages/brisca/src/index.ts', import.meta.url)),
      // Before '@escoba/games', which would match its subpaths too.
      '@escoba/games/all-plugins': fileURLToPath(new URL('./packages/games/src/all-plugins.ts', import.meta.url)),
      '@escoba/games': fileURLToPath(new URL('./packages/games/src/index.ts', import.meta.url)),
      '@escoba/bots': fileURLToPath(new URL('./packages/bots/src/index.ts', import.meta.url)),
      '@escoba/protocol': fileURLToPath(new URL('./packages/protocol/src/index.ts', import.meta.url)),
      '@escoba/server': fileURLToPath(new URL('./packages/server/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
