import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChildProcess } from 'node:child_process';
import { kill9, startProcess } from './server-process.js';

const BIN = fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url));
const children: ChildProcess[] = [];
const dir = mkdtempSync(join(tmpdir(), 'escoba-port-'));

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

/** Runs `npm start`'s launcher to its exit: code, stdout and stderr. */
function runToExit(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [BIN], { env: { ...process.env, ESCOBA_LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm start on a port in use', () => {
  it('says so in one line and exits with 1, before opening the store, with no stack trace', async () => {
    const first = await startProcess({ ESCOBA_DB: ':memory:' }, children);
    // A store path that cannot be opened (a directory): had the second server loaded tables first, it would fail
    // there with another message and exit code 2.
    const second = await runToExit({ PORT: String(first.port), ESCOBA_DB: dir });
    expect(second.code).toBe(1);
    expect(second.stderr).toBe(`port ${first.port} is in use: set PORT\n`);
    expect(second.stdout).toBe('');
    await kill9(first);
  });

  it('says so for the operations address too (ESCOBA_OPS_ADDRESS), before opening the store', async () => {
    const first = await startProcess({ ESCOBA_DB: ':memory:' }, children);
    const second = await runToExit({ PORT: '0', ESCOBA_OPS_ADDRESS: `127.0.0.1:${first.opsPort}`, ESCOBA_DB: dir });
    expect(second.code).toBe(1);
    expect(second.stderr).toBe(`operations: port ${first.opsPort} is in use: set ESCOBA_OPS_ADDRESS\n`);
    await kill9(first);
  });

  it('reports a bad PORT, ESCOBA_HOST or ESCOBA_OPS_ADDRESS in one line too', async () => {
    for (const [env, line] of [
      [{ ESCOBA_HOST: 'every' }, 'ESCOBA_HOST must be an IP address of this machine (like 127.0.0.1, 192.168.1.20 or ::) or localhost, got "every"'],
      [{ ESCOBA_OPS_ADDRESS: '127.0.0.1:99999' }, 'ESCOBA_OPS_ADDRESS must be HOST:PORT (like 127.0.0.1:9081, [::1]:9081, 10.0.0.7:9081), a port alone (on 127.0.0.1), or off, got "127.0.0.1:99999"'],
      [{ ESCOBA_OPS_TOKEN: 'short' }, 'ESCOBA_OPS_TOKEN must be at least 16 characters without spaces (for instance from `openssl rand -hex 32`)'],
      [{ ESCOBA_ALLOWED_ORIGINS: 'https://ok.example, https://x.example/path' }, 'ESCOBA_ALLOWED_ORIGINS must list origins like https://escoba.example.org or http://localhost:5173 (scheme, host and port only), got "https://x.example/path"'],
    ] as const) {
      const r = await runToExit({ PORT: '0', ESCOBA_DB: ':memory:', ...env });
      expect(r.code).toBe(2);
      expect(r.stderr.trim().split('\n')).toEqual([line]);
    }
    const unbound = await runToExit({ PORT: '0', ESCOBA_HOST: '192.0.2.1', ESCOBA_DB: dir });
    expect(unbound.code).toBe(1);
    expect(unbound.stderr).toBe('192.0.2.1 is not an address of this machine: set ESCOBA_HOST\n');
  });

  it('reports a bad PORT in one line too', async () => {
    const bad = await runToExit({ PORT: 'eighty', ESCOBA_DB: ':memory:' });
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toEqual(['PORT must be a whole number from 0 to 65535, got "eighty"']);
  });
});
