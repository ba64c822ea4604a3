// Global setup of the services lane: one PostgreSQL cluster for all its files, instead of one each (initdb and the
// start cost seconds per file on a loaded machine). Each file gets fresh databases (createDatabase) and a
// redis-server of its own (backend.ts; Redis starts in milliseconds), so that two files running at once never see
// each other's data, keys or pub/sub channels.
import type { TestProject } from 'vitest/node';
import { findBinaries, startServices } from './services.mjs';

/** What the lane's files learn of the shared services (vitest `inject('escobaServices')`). */
export interface SharedServices {
  readonly pgPort: number;
  readonly pids: { readonly postgres: number };
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
  const services = await startServices({ redis: false });
  project.provide('escobaServices', { pgPort: services.pgPort, pids: { postgres: services.pids().postgres } });
  return () => services.stop();
}
