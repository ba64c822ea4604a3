import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Real PostgreSQL and Redis for the tests, from the Debian packages (`apt-get install postgresql redis-server`):
 * started on free loopback ports in a temporary directory, stopped (and the directory removed) by `stop()`.
 * PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
 */
export interface Services {
  /** A new, empty database; its URL. */
  createDatabase(): Promise<string>;
  readonly redisUrl: string;
  readonly pgPort: number;
  stop(): Promise<void>;
}

/** The Debian binaries, or null with what is missing. */
export function findBinaries(): { pgBin: string; redis: string } | { missing: string } {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a)) : [];
  const redis = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
  if (versions.length === 0) return { missing: 'PostgreSQL (/usr/lib/postgresql/*/bin/pg_ctl)' };
  if (!redis) return { missing: 'redis-server' };
  return { pgBin: join(root, versions[0]!, 'bin'), redis };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL command (as `postgres` when we are root); throws with its output if it fails. */
function pgRun(bin: string, args: string[]): void {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${r.status}): ${r.stdout}${r.stderr}${r.error?.message ?? ''}`);
}

export async function startServices(): Promise<Services> {
  const found = findBinaries();
  if ('missing' in found) throw new Error(`cannot start test services: ${found.missing} is not installed (apt-get install -y postgresql redis-server)`);
  const dir = mkdtempSync(join(tmpdir(), 'escoba-services-'));
  const data = join(dir, 'pg');
  if (asRoot) {
    const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const pgPort = await freePort();
  let redis: ChildProcess | null = null;
  let pgStarted = false;
  const stop = async () => {
    if (pgStarted) {
      pgStarted = false;
      try {
        pgRun(join(found.pgBin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already gone
      }
    }
    if (redis && redis.exitCode === null) {
      const r = redis;
      await new Promise((resolve) => {
        r.once('exit', resolve);
        r.kill('SIGKILL');
      });
    }
    redis = null;
    process.off('exit', stopSync);
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without its afterAll still stops its PostgreSQL.
  const stopSync = () => {
    if (pgStarted) spawnSync(asRoot ? 'runuser' : join(found.pgBin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(found.pgBin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
    redis?.kill('SIGKILL');
  };
  process.on('exit', stopSync);
  try {
    pgRun(join(found.pgBin, 'initdb'), ['-D', data, '-U', 'escoba', '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    // fsync off: the tests kill servers, never the machine; commits stay synchronous.
    const opts = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c max_connections=200`;
    pgRun(join(found.pgBin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'pg.log'), '-w', '-t', '60', '-o', opts, 'start']);
    pgStarted = true;
    const started = await startRedis(found.redis, dir);
    redis = started.child;
    let n = 0;
    const base = `postgres://escoba@127.0.0.1:${pgPort}`;
    return {
      pgPort,
      redisUrl: started.url,
      async createDatabase() {
        const name = `escoba_${process.pid}_${++n}`;
        const client = new pg.Client({ connectionString: `${base}/postgres` });
        await client.connect();
        try {
          await client.query(`CREATE DATABASE ${name}`);
        } finally {
          await client.end();
        }
        return `${base}/${name}`;
      },
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** A `redis-server` without persistence on a loopback port (a free one unless given), its files in `dir`; resolves once it accepts connections. */
export async function startRedis(binary: string, dir: string, port?: number): Promise<{ child: ChildProcess; url: string; port: number }> {
  port ??= await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return { child, url: `redis://127.0.0.1:${port}`, port };
}
