// The server benches' processes (bench.mjs, quickplay.mjs, tournament.mjs): the real server process on SQLite, or K
// processes behind nginx (TLS, the configuration of deploy/nginx.conf) on PostgreSQL and Redis from the Debian
// packages (`test/services/services.mjs`), and their stop, also when the bench is interrupted.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startNginx, startServices } from '../test/services/services.mjs';
import { textOption } from './args.mjs';

/** `--server PATH`: another build's launcher (a copy of `bin/` and `dist/`), to compare two builds in the same period. */
export const SERVER_BIN = textOption('server', fileURLToPath(new URL('../bin/escoba-server.js', import.meta.url)));

/** Every bench client comes from loopback: the limits per address are lifted. */
export const LIFTED = {
  ESCOBA_LOG_LEVEL: 'warn',
  ESCOBA_CONNECTIONS_PER_ADDRESS: '100000',
  ESCOBA_TABLES_PER_HOUR: '1000000',
  ESCOBA_LOOKUPS_PER_MINUTE: '1000000',
  ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '1000000',
  ESCOBA_READS_PER_MINUTE: '1000000',
};

/** What to stop if the bench is interrupted or fails: the processes and services it started. */
export const cleanups = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await runCleanups();
    process.exit(130);
  });
}

export async function runCleanups() {
  for (const cleanup of cleanups) await cleanup();
}

/**
 * Starts the real server process with `env` over the defaults (any port, no operations port, the limits lifted);
 * resolves once it listens with it and its port. `ops`: it also serves its operations port (`opsPort`).
 * `nodeArgs`: Node's own flags. `onStderr`: each line the server writes to stderr (its logs), else they are the bench's.
 */
export async function startNode(env, { ops = false, nodeArgs = [], onStderr } = {}) {
  const server = spawn(process.execPath, [...nodeArgs, SERVER_BIN], {
    env: { ...process.env, PORT: '0', ESCOBA_OPS_ADDRESS: ops ? '127.0.0.1:0' : 'off', ...LIFTED, ...env },
    stdio: ['ignore', 'pipe', onStderr ? 'pipe' : 'inherit'],
  });
  if (onStderr) {
    let rest = '';
    server.stderr.on('data', (d) => {
      const lines = (rest + d).split('\n');
      rest = lines.pop();
      for (const line of lines) onStderr(line);
    });
  }
  const [port, opsPort] = await new Promise((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      const m = /^Escoba: http:\/\/\S+:(\d+)$/m.exec(out);
      const o = /^Escoba operations: http:\/\/\S+:(\d+) /m.exec(out);
      if (m && (!ops || o)) resolve([Number(m[1]), o ? Number(o[1]) : null]);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  cleanups.add(() => server.kill('SIGKILL'));
  return { server, port, opsPort };
}

export async function stopNode(node) {
  node.server.kill('SIGTERM');
  await new Promise((r) => node.server.once('exit', r));
}

/** One node on SQLite in a temporary directory (`path`: its database file); `stop()` stops it and removes the directory. */
export async function startSqliteNode(prefix, env = {}, options = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = join(dir, 'bench.sqlite');
  const node = await startNode({ ESCOBA_DB: path, ...env }, options);
  return {
    ...node,
    path,
    async stop() {
      await stopNode(node);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * K nodes on one PostgreSQL database (fsync on) and Redis behind nginx (TLS, the bench's clients unlimited), each
 * trusting loopback as its proxy, with `env` added to their settings and `startNode`'s other options. `url` and `ca` are nginx's WebSocket address and certificate; `stopNodes()` stops
 * the server processes alone (once), `stop()` everything.
 */
export async function startCluster(k, { env: extra = {}, ...options } = {}) {
  const services = await startServices({ durable: true });
  cleanups.add(() => services.stop());
  const env = { ESCOBA_DATABASE_URL: await services.createDatabase(), ESCOBA_REDIS_URL: services.redisUrl, ESCOBA_TRUSTED_PROXIES: '127.0.0.1', ESCOBA_DB: '/nonexistent/unused.sqlite' };
  const ports = [];
  for (let i = 0; i < k; i++) ports.push(await freePort());
  const nodes = await Promise.all(ports.map((port) => startNode({ ...env, ...extra, PORT: String(port) }, options)));
  const nginx = await startNginx(ports, { limits: false });
  cleanups.add(() => nginx.stop());
  let stopping = null;
  const stopNodes = () => (stopping ??= Promise.all(nodes.map(stopNode)));
  return {
    services,
    env,
    nodes,
    nginx,
    url: `wss://127.0.0.1:${nginx.httpsPort}/ws`,
    ca: nginx.ca,
    stopNodes,
    async stop() {
      await stopNodes();
      await nginx.stop();
      await services.stop();
    },
  };
}
