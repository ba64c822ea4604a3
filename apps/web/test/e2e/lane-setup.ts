// Global setup of the browser lane (after the web app's build): one Chromium and one server for all its files,
// instead of one each (each costs seconds to start on a loaded machine). Files connect to the Chromium over its
// DevTools protocol (their own Playwright driver each, as with a browser of their own) and open their own
// contexts; a file that needs other server settings starts its own server (harness.ts useBuiltApp).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { CHROMIUM, CHROMIUM_ARGS, SHARED_SERVER_ENV, startServer } from './processes.js';

/** What the lane's files learn of the shared Chromium and server (vitest `inject('escobaBrowser')`). */
export interface SharedBrowser {
  /** Chromium's DevTools endpoint, for chromium.connectOverCDP. */
  readonly cdpEndpoint: string;
  /** The shared server's URL. */
  readonly url: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    escobaBrowser: SharedBrowser | null;
  }
}

/** Starts Chromium with its DevTools protocol on a free loopback port; resolves with the process and its endpoint. */
function startChromium(profile: string): Promise<{ child: ChildProcess; endpoint: string }> {
  const child = spawn(CHROMIUM, [...CHROMIUM_ARGS, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`Chromium (${CHROMIUM}) printed no DevTools endpoint within 60 s: ${err}`)), 60_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(err);
      if (m) {
        clearTimeout(timer);
        resolve({ child, endpoint: m[1]! });
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium (${CHROMIUM}) exited with ${code}: ${err}`)));
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Without Chromium each file fails with what to install (harness.ts launchBrowser).
  if (!existsSync(CHROMIUM)) {
    project.provide('escobaBrowser', null);
    return async () => undefined;
  }
  const profile = mkdtempSync(join(tmpdir(), 'escoba-chromium-'));
  const [server, chromium] = await Promise.all([startServer(SHARED_SERVER_ENV), startChromium(profile)]);
  project.provide('escobaBrowser', { cdpEndpoint: chromium.endpoint, url: server.url });
  return async () => {
    server.process.kill();
    if (chromium.child.exitCode === null) await new Promise((resolve) => (chromium.child.once('exit', resolve), chromium.child.kill()));
    // Chromium's helper processes may still be writing to the profile for a moment after it exits.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
}
