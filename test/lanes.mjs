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
 * The longest test files, longest first (seconds on a quiet machine in fresh run 10, docs/performance.md; the files
 * unit20 cut are placed by their expected new times). Each stage starts them before its other files
 * (test/sequencer.ts): a long file started last keeps one worker busy while the other idles. The services lane, one
 * file at a time, starts its CPU-heavy files first, so that what overlaps the browser lane are the ones that mostly
 * wait (lease expiries). Without Vitest's own record of the last run's times (node_modules/.vite, none in a fresh
 * clone) the other files go larger first. A file missing here costs only that tail.
 */
export const LONGEST_FIRST = [
  'apps/web/test/web.e2e.test.ts', // ~180 in run 10
  'apps/web/test/table-fit.e2e.test.ts', // ~101 in the last quiet run; its three blocks at once since web21b
  // ~149 in the last quiet run; since web21b a 20 s arena started 15 s ahead (59 s at load 23), but under heavy load
  // its games played by clicking grow most of any file (178 s at load 40): started early, never the lane's tail.
  'apps/web/test/tournament.e2e.test.ts',
  'apps/web/test/guide-fit.e2e.test.ts', // ~90 in the last quiet run; its three lessons at once since web21b
  'apps/web/test/lobby.e2e.test.ts', // ~68
  'apps/web/test/brisca-online.e2e.test.ts', // ~64
  'apps/web/test/review-and-alcalde.e2e.test.ts', // ~59
  'apps/web/test/seats-layout.e2e.test.ts', // ~74 in run 10; half the games and one load since web20
  'apps/web/test/shell.e2e.test.ts', // ~68 in run 10; 3 loads instead of 12 since web20
  'apps/web/test/rules.e2e.test.ts', // ~52 in run 10; 4 loads instead of 10 since web20
  // The services lane (a run of its own).
  'packages/server/test/chaos/chaos.test.ts', // 86-114
  'packages/server/test/postgres/tournament-takeover.test.ts', // ~69
  'packages/server/test/postgres/takeover.test.ts', // ~44
  'packages/server/test/postgres/lobby.test.ts', // ~35
  'packages/server/test/postgres/leak.test.ts', // 58-92 with 58 games, now every table once
  // The unit stage (unit, cli and soak lanes).
  'apps/cli/test/bot-connect.test.ts', // 79, less the ~20 s its Escoba game waited on the plays limit
  'packages/server/test/endings.test.ts', // 30-60
  'apps/cli/test/lang.test.ts', // 38
  'apps/cli/test/e2e.test.ts', // 35
  'packages/engine/test/kernel.test.ts', // 30
  'apps/cli/test/match.test.ts', // 29
  'packages/server/test/challenges-bots.test.ts', // 25
  'packages/engine/test/simulation.test.ts', // 25
  'packages/server/test/rated.test.ts', // 23
  'packages/bots/test/endgame.test.ts', // 21
  'apps/cli/test/issue12.test.ts', // 21
  'packages/server/test/online.test.ts', // 21
  'packages/server/test/accounts/operator.test.ts', // 34, less its hashes and two thirds of each command's start
  'packages/server/test/bot-accounts/bot-accounts.test.ts', // 35, less its hashes
  'packages/server/test/accounts/accounts.test.ts', // 51, of it some 40 hashing passwords
];

/**
 * The lanes, in the order `npm test` runs them. `workers` is how many test files run at once: two, one per core
 * (three Chromium files at once loaded the machine to 18 and a 2 v 2 online game missed its wait: docs/performance.md).
 * Two services files at once cannot collide: each takes its ports from its worker's block (ports.mjs) and has a
 * Redis of its own (services/backend.ts). `isolate: false` lets a lane's files share their worker's loaded modules
 * (see vitest.config.ts).
 * `needs` names what the machine must have, as Debian packages (scripts/test-deps.mjs finds them; the services
 * lane checks the systemd unit with systemd-analyze). `stage`: the order in which a run's files start, stage by
 * stage (test/sequencer.ts). Unit, cli and soak share the first: run one after another, each ended with a tail
 * where one worker idled. The lanes of one run are one queue on its two workers (Vitest's `sequence.groupOrder`
 * is the run), so the browser lane's first file starts as soon as a worker is done with the unit stage's last
 * files, not once both are: a stage's tail is the next stage's start.
 * `run`: scripts/test-lanes.mjs starts one Vitest process per run, all at once; a run's lanes go by stages. The
 * services lane, one file at a time in a run of its own beside the unit stage, saved about 115 s against one file
 * at a time after it (fresh run 8: the unit stage 478 s beside it, against 308 s alone; the services lane 641 s,
 * against 285 s alone, ending 163 s into the browser lane). Two services files at once as a stage of their own
 * (suite25) should cost about the same but was only run on a loaded machine, where the chaos test left one table
 * unfinished (docs/performance.md): until a quiet run shows it, the lane keeps run 8's arrangement.
 */
export const LANES = [
  { name: 'unit', include: TEST_FILES, exclude: [...SOAK, ...CLI, ...SERVICES, ...BROWSER], workers: 2, isolate: false, stage: 0, run: 0, needs: [] },
  { name: 'cli', include: CLI, exclude: [], workers: 2, stage: 0, run: 0, needs: [] },
  { name: 'soak', include: SOAK, exclude: [], workers: 2, stage: 0, run: 0, needs: [] },
  { name: 'services', include: SERVICES, exclude: [], workers: 1, stage: 1, run: 1, needs: ['postgresql', 'redis-server', 'nginx', 'openssl', 'systemd'] },
  { name: 'browser', include: BROWSER, exclude: [], workers: 2, stage: 2, run: 0, needs: ['chromium'] },
];
