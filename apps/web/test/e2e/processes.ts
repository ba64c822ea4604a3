// The processes of the browser tests, with no Vitest in them (the browser lane's global setup runs them too):
// the built app, the real server, Chromium.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const WEB_DIST = `${ROOT}apps/web/dist/index.html`;
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

/** Builds the web app if it is not built (`npm ci` builds it through `prepare`). */
export function ensureBuilt(): void {
  if (existsSync(WEB_DIST)) return;
  const r = spawnSync('npm', ['run', 'build', '--workspace', '@escoba/web'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('building apps/web failed');
}

/** Starts the real server (`npm start`'s program), by default on a free port with no database; resolves with its URL. */
export function startServer(env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(process.execPath, [`${ROOT}packages/server/bin/escoba-server.js`], { env: { ...process.env, PORT: '0', ESCOBA_DB: ':memory:', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the server printed no URL: ${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /Escoba: (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ url: m[1]!, process: child });
      }
    });
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
  });
}

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * The settings of the browser lane's shared server (lane-setup.ts): every page of the lane comes from 127.0.0.1, so
 * the limits per address (tables, lookups, reads, connections) are lifted; the limits themselves are tested by the
 * server's own tests. Its bots pause 100 ms before a play instead of 700 (no browser test is about the pause; whole
 * online games with bots spent most of their time in it).
 */
export const SHARED_SERVER_ENV: Readonly<Record<string, string>> = {
  ESCOBA_BOT_DELAY_MS: '100',
  ESCOBA_TABLES_PER_HOUR: '100000',
  ESCOBA_LOOKUPS_PER_MINUTE: '100000',
  ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '100000',
  ESCOBA_READS_PER_MINUTE: '100000',
  ESCOBA_CONNECTIONS_PER_ADDRESS: '100000',
};
