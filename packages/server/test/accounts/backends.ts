import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { EscobaServer } from '@escoba/server';
import { testServer } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';

/** A server the accounts tests talk to: a real process on a SQLite file, or one in this process on the memory stores. */
export interface Backend {
  readonly name: string;
  readonly port: number;
  /** The process's stderr (its logs at debug), or null in process (logs silent). */
  readonly logs: () => string | null;
  /** The operations port (`/metrics`), or null. */
  readonly opsPort: number | null;
  /** The SQLite file, or null. */
  readonly file: string | null;
  readonly process: ServerProcess | null;
  readonly server: EscobaServer | null;
  close(): Promise<void>;
}

/** A server process on a fresh SQLite file, logging at debug; `env` adds settings. */
export async function sqliteProcess(env: Record<string, string> = {}, children: ChildProcess[] = []): Promise<Backend> {
  const dir = mkdtempSync(join(tmpdir(), 'escoba-accounts-'));
  const file = join(dir, 'escoba.sqlite');
  const p = await startProcess({ ESCOBA_DB: file, ESCOBA_LOG_LEVEL: 'debug', ESCOBA_BOT_DELAY_MS: '0', ...env }, children);
  return {
    name: 'a server process on SQLite',
    port: p.port,
    logs: p.logs,
    opsPort: p.opsPort,
    file,
    process: p,
    server: null,
    async close() {
      p.child.kill('SIGTERM');
      await p.exited();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A server in this process on the memory stores. */
export async function memoryServer(): Promise<Backend> {
  const s = await testServer();
  return { name: 'a server on the memory stores', port: s.port, logs: () => null, opsPort: null, file: null, process: null, server: s, close: () => s.close() };
}
