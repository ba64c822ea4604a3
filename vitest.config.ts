import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LANES } from './test/lanes.mjs';
import { LongestFirst } from './test/sequencer.js';

/**
 * The global setups of a lane: one build for all (test/build.ts); for the browser lane the web app's build and one
 * server shared by its files; one PostgreSQL and Redis shared by the services lane's files.
 */
const GLOBAL_SETUP: Record<string, string[]> = {
  browser: ['./test/build.ts', './test/build-web.ts', './apps/web/test/e2e/lane-setup.ts'],
  services: ['./test/build.ts', './packages/server/test/services/lane-setup.ts'],
};

// Servers in the tests hash passwords at scrypt N = 2^12 instead of 2^15 (4 MiB instead of 32 MiB: still
// memory-hard, a tenth of the CPU or less; refused outside tests: docs/decisions.md). Vitest has set NODE_ENV=test
// (unless the shell set it otherwise) before it reads this file; set in this process too, the setting reaches the
// servers the lanes' global setups start (the browser lane's shared server). A test of the production cost unsets
// it; `ESCOBA_TEST_SCRYPT_N= npx vitest …` (set empty) runs every test at the production cost.
if (process.env['NODE_ENV'] === 'test') process.env['ESCOBA_TEST_SCRYPT_N'] ??= '4096';

/** Every lane's environment: the tests' hash cost, for the servers in the test files and the processes they start. */
const COMMON_ENV: Record<string, string> = process.env['ESCOBA_TEST_SCRYPT_N'] === undefined ? {} : { ESCOBA_TEST_SCRYPT_N: process.env['ESCOBA_TEST_SCRYPT_N'] };

/** Each lane's own environment: the soak lane runs the simulations and sweeps at full size unless told otherwise. */
const ENV: Record<string, Record<string, string>> = { soak: { ESCOBA_TEST_SIZE: process.env['ESCOBA_TEST_SIZE'] ?? 'full' } };

// Tests import workspace packages from their TypeScript sources, so they never run against a stale build.
export default defineConfig({
  resolve: {
    alias: {
      // Before '@escoba/cards', which would match its subpath too.
      '@escoba/cards/conformance': fileURLToPath(new URL('./packages/cards/src/conformance.ts', import.meta.url)),
      '@escoba/cards/match-stats': fileURLToPath(new URL('./packages/cards/src/match-stats.ts', import.meta.url)),
      '@escoba/cards': fileURLToPath(new URL('./packages/cards/src/index.ts', import.meta.url)),
      '@escoba/engine': fileURLToPath(new URL('./packages/engine/src/index.ts', import.meta.url)),
      '@escoba/brisca': fileURLToPath(new URL('./packages/brisca/src/index.ts', import.meta.url)),
      // Before '@escoba/games', which would match its subpaths too.
      '@escoba/games/all-plugins': fileURLToPath(new URL('./packages/games/src/all-plugins.ts', import.meta.url)),
      '@escoba/games': fileURLToPath(new URL('./packages/games/src/index.ts', import.meta.url)),
      '@escoba/ratings': fileURLToPath(new URL('./packages/ratings/src/index.ts', import.meta.url)),
      '@escoba/tournament': fileURLToPath(new URL('./packages/tournament/src/index.ts', import.meta.url)),
      // Before '@escoba/bots', which would match its subpath too.
      '@escoba/bots/ceiling': fileURLToPath(new URL('./packages/bots/src/ceiling/index.ts', import.meta.url)),
      '@escoba/bots': fileURLToPath(new URL('./packages/bots/src/index.ts', import.meta.url)),
      '@escoba/protocol': fileURLToPath(new URL('./packages/protocol/src/index.ts', import.meta.url)),
      '@escoba/server': fileURLToPath(new URL('./packages/server/src/index.ts', import.meta.url)),
    },
  },
  test: {
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // As many test files at once as the widest lane allows (each lane sets its own, test/lanes.mjs).
    maxWorkers: Math.max(...LANES.map((lane) => lane.workers)),
    pool: 'forks',
    // Each stage's longest files first (test/lanes.mjs LONGEST_FIRST).
    sequence: { sequencer: LongestFirst },
    // The lanes (test/lanes.mjs): `vitest run` runs them all, `vitest run --project NAME` one of them. The lanes of
    // one run share its workers as one queue (`groupOrder`), in which their files start stage by stage
    // (test/sequencer.ts): a worker done with one stage takes the next stage's first file while the other finishes.
    projects: LANES.map((lane) => ({
      extends: true,
      test: {
        name: lane.name,
        include: [...lane.include],
        exclude: ['**/node_modules/**', ...lane.exclude],
        maxWorkers: lane.workers,
        fileParallelism: lane.workers > 1,
        // The unit lane's files share their worker's modules (each file still gets fresh test state): loading the
        // engines once per worker instead of once per file halves the lane's CPU. ESCOBA_ISOLATE=1 isolates them again.
        isolate: lane.isolate !== false || process.env['ESCOBA_ISOLATE'] === '1',
        sequence: { groupOrder: lane.run },
        globalSetup: GLOBAL_SETUP[lane.name] ?? ['./test/build.ts'],
        env: { ...COMMON_ENV, ...ENV[lane.name] },
      },
    })),
  },
});
