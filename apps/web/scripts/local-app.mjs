// What the web scripts (bench, screenshots) share: the real server on a free port and Debian's Chromium.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Starts `npm start`'s server on a free port with an in-memory log; resolves with the process and its URL. */
export async function startServer(env = {}) {
  const server = spawn(process.execPath, [`${root}packages/server/bin/escoba-server.js`], {
    env: { ...process.env, PORT: '0', ESCOBA_DB: ':memory:', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (c) => {
      out += c;
      const m = /Escoba: (http:\/\/\S+)/.exec(out);
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return { server, url };
}

/** Headless Debian Chromium (`CHROMIUM_PATH` to use another). */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}
