import { afterAll, beforeAll, inject } from 'vitest';
import { attachServices, findBinaries, startServices, type Services } from './services.mjs';
// The type of inject('escobaServices').
import type {} from './lane-setup.js';

/**
 * Which store and bus the test servers use. The suites under test/postgres/ import `usePostgres()` and then an
 * existing suite: every server it starts (in process through `testServer`, or as a process through
 * `backendEnv`) then runs on PostgreSQL (a fresh database each) and Redis.
 */
let services: Services | null = null;
let active = false;

export function postgresActive(): boolean {
  return active;
}

export function currentServices(): Services {
  if (!services) throw new Error('the PostgreSQL and Redis services are not started');
  return services;
}

/**
 * PostgreSQL and Redis for this test file: the services lane's shared PostgreSQL (lane-setup.ts) and a Redis of the
 * file's own (which it may restart), or, outside that lane, both its own. Returns false (after a loud warning) when they are not
 * installed and this is not CI; in CI (CI=true) they must be there.
 */
export function usePostgres(): boolean {
  const found = findBinaries();
  if ('missing' in found) {
    if (process.env['CI'] === 'true') throw new Error(`CI=true but ${found.missing} is not installed: .ci/run installs postgresql and redis-server`);
    console.warn(`\n*** SKIPPING the PostgreSQL + Redis run of this suite: ${found.missing} is not installed (apt-get install -y postgresql redis-server) ***\n`);
    return false;
  }
  active = true;
  beforeAll(async () => {
    const shared = inject('escobaServices');
    services = shared ? await attachServices(shared) : await startServices();
  });
  afterAll(async () => {
    await services?.stop();
    services = null;
  });
  return true;
}

/** Environment for a server process: PostgreSQL (a fresh database) and Redis when active, nothing otherwise. */
export async function backendEnv(): Promise<Record<string, string>> {
  if (!active) return {};
  const s = currentServices();
  return { ESCOBA_DATABASE_URL: await s.createDatabase(), ESCOBA_REDIS_URL: s.redisUrl };
}
