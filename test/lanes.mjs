// The test lanes: which test files each one runs. vitest.config.ts builds its projects from this list, and
// scripts/test-lanes.mjs (behind `npm test` and `npm run test:LANE`) checks each lane's machine dependencies from it.
// Every test file is in exactly one lane (test/lanes.test.ts checks that).

/** Where test files live. */
export const TEST_FILES = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/test/**/*.test.ts', 'test/**/*.test.ts'];

/** Long simulations and sweeps: their sizes come from ESCOBA_TEST_SIZE (test/size.ts), full in this lane. */
const SOAK = [
  'packages/engine/test/simulation.test.ts',
  'packages/engine/test/kernel.test.ts',
  'packages/bots/test/endgame.test.ts',
  'packages/server/test/leak.test.ts',
  'packages/server/test/endings.test.ts',
];

/** Tests that run the built `escoba` program (apps/cli/bin/escoba.js) as a user would. */
const CLI = [
  'apps/cli/test/bot.test.ts',
  'apps/cli/test/brisca-play.test.ts',
  'apps/cli/test/e2e.test.ts',
  'apps/cli/test/issue12.test.ts',
  'apps/cli/test/lang.test.ts',
  'apps/cli/test/match.test.ts',
  'apps/cli/test/play.e2e.test.ts',
  'apps/cli/test/tournament.test.ts',
];

/** Server tests on real PostgreSQL, Redis and nginx. */
const SERVICES = ['packages/server/test/postgres/**/*.test.ts', 'packages/server/test/chaos/chaos.test.ts'];

/** The web app in Chromium, served by the real server. */
const BROWSER = ['apps/web/test/**/*.e2e.test.ts'];

/**
 * The lanes, in the order `npm test` runs them. `workers` is how many test files run at once: two, one per core
 * (three Chromium files at once loaded the machine to 18 and a 2 v 2 online game missed its wait: docs/performance.md),
 * except the services lane: its files pick free ports for processes they start later (nginx's upstreams, a
 * restarted server), and a file beside it can take such a port first ("port … is in use"). `isolate: false`
 * lets a lane's files share their worker's loaded modules (see vitest.config.ts).
 * `needs` names what the machine must have, as Debian packages (scripts/test-deps.mjs finds them; the services
 * lane checks the systemd unit with systemd-analyze). `stage`: lanes of one stage run at the same time, sharing
 * the two workers (vitest's `sequence.groupOrder`), stages one after another. Unit, cli and soak share the first: run
 * one after another, each ended with a tail where one worker idled.
 * `run`: scripts/test-lanes.mjs starts one Vitest process per run, all at once; a run's lanes go by stages. The
 * services lane has a run of its own (Vitest gives the projects of one stage one number of workers: it could not
 * run one services file beside two unit files): it mostly waits on PostgreSQL, Redis and nginx, so it runs beside
 * the first stage instead of after it (its files' ports cannot collide with the other run's: ports.mjs).
 */
export const LANES = [
  { name: 'unit', include: TEST_FILES, exclude: [...SOAK, ...CLI, ...SERVICES, ...BROWSER], workers: 2, isolate: false, stage: 0, run: 0, needs: [] },
  { name: 'cli', include: CLI, exclude: [], workers: 2, stage: 0, run: 0, needs: [] },
  { name: 'soak', include: SOAK, exclude: [], workers: 2, stage: 0, run: 0, needs: [] },
  { name: 'services', include: SERVICES, exclude: [], workers: 1, stage: 1, run: 1, needs: ['postgresql', 'redis-server', 'nginx', 'openssl', 'systemd'] },
  { name: 'browser', include: BROWSER, exclude: [], workers: 2, stage: 2, run: 0, needs: ['chromium'] },
];
