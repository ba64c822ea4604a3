// Global setup of the browser lane (after the web app's build): one server for all its files, instead of one each
// (seconds to start on a loaded machine). A file that needs other server settings starts its own (harness.ts
// useBuiltApp). Chromium stays one per file, launched by Playwright with its own switches (see docs/decisions.md).
import type { TestProject } from 'vitest/node';
import { SHARED_SERVER_ENV, startServer } from './processes.js';

/** What the lane's files learn of the shared server (vitest `inject('escobaServer')`). */
export interface SharedServer {
  readonly url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    escobaServer: SharedServer;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startServer(SHARED_SERVER_ENV);
  project.provide('escobaServer', { url: server.url });
  return async () => {
    server.process.kill();
  };
}
