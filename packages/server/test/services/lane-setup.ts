// Global setup of the services lane: one PostgreSQL cluster and one redis-server for all its files, instead of one
// each (initdb and two process starts cost seconds per file on a loaded machine). Each file still gets fresh
// databases (createDatabase) and an emptied Redis (backend.ts), and the lane runs one file at a time, so no file sees
// another's data. A file that restarts Redis (the chaos test) starts its own: usePostgres({ own: true }).
import type { TestProject } from 'vitest/node';
import { findBinaries, startServices } from './services.mjs';

/** What the lane's files learn of the shared services (vitest `inject('escobaServices')`). */
export interface SharedServices {
  readonly pgPort: number;
  readonly redisUrl: string;
  readonly pids: { readonly postgres: number; readonly redis: number };
}

declare module 'vitest' {
  export interface ProvidedContext {
    escobaServices: SharedServices | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without the Debian packages each file says what it skips (backend.ts); nothing to share.
  if ('missing' in findBinaries()) {
    project.provide('escobaServices', null);
    return async () => undefined;
  }
  const services = await startServices();
  project.provide('escobaServices', { pgPort: services.pgPort, redisUrl: services.redisUrl, pids: services.pids() });
  return () => services.stop();
}
