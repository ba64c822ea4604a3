// Real PostgreSQL, Redis and nginx for the tests and the benchmark, from the Debian packages
// (`apt-get install postgresql redis-server nginx`): started on free loopback ports in temporary directories and
// stopped (the directories removed) by `stop()`. Plain JavaScript so that `bench/bench.mjs` runs it with node;
// its types are in services.d.mts. PostgreSQL refuses to run as root: as root, its commands run as `postgres`.
/* global setTimeout */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './ports.mjs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The nginx site configuration that docs/deploy.md shows: the tests run this very file. */
export const NGINX_TEMPLATE = fileURLToPath(new URL('../../deploy/nginx.conf', import.meta.url));

/** PostgreSQL's newest installed bin directory (Debian: /usr/lib/postgresql/VERSION/bin), or undefined. */
export function findPostgres() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(b) - Number(a)) : [];
  return versions.length === 0 ? undefined : join(root, versions[0], 'bin');
}

export const findRedis = () => ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
export const findNginxBinary = () => ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((p) => existsSync(p));
export const findOpenssl = () => ['/usr/bin/openssl', '/usr/local/bin/openssl'].find((p) => existsSync(p));

export function findBinaries() {
  const pgBin = findPostgres();
  const redis = findRedis();
  if (!pgBin) return { missing: 'PostgreSQL (/usr/lib/postgresql/*/bin/pg_ctl)' };
  if (!redis) return { missing: 'redis-server' };
  return { pgBin, redis };
}

export function findNginx() {
  const nginx = findNginxBinary();
  const openssl = findOpenssl();
  if (!nginx) return { missing: 'nginx' };
  if (!openssl) return { missing: 'openssl' };
  return { nginx, openssl };
}

/** A port for a process to bind later, chosen so that no other process can take it meanwhile (ports.mjs). */
export { freePort };

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL command (as `postgres` when we are root); throws with its output if it fails. */
function pgRun(bin, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', timeout: 60_000 });
  if (r.status !== 0) throw new Error(`${bin} ${args.join(' ')} failed (${r.status}): ${r.stdout}${r.stderr}${r.error?.message ?? ''}`);
}

/**
 * A private PostgreSQL cluster and a redis-server. `durable: true` keeps PostgreSQL's fsync on (the benchmark);
 * the tests turn it off, since they kill servers, never the machine (commits stay synchronous either way).
 * `redis: false` starts PostgreSQL alone (the services lane's shared cluster: each file has a Redis of its own).
 */
export async function startServices(options = {}) {
  const found = findBinaries();
  if ('missing' in found) throw new Error(`cannot start test services: ${found.missing} is not installed (apt-get install -y postgresql redis-server)`);
  const dir = mkdtempSync(join(tmpdir(), 'escoba-services-'));
  const data = join(dir, 'pg');
  if (asRoot) {
    const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
    chownSync(dir, id('-u'), id('-g'));
  }
  const pgPort = await freePort();
  let redis = null;
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
    if (redis && redis.child.exitCode === null) await killAndWait(redis.child);
    redis = null;
    process.off('exit', stopSync);
    rmSync(dir, { recursive: true, force: true });
  };
  // A test process that dies without its afterAll still stops its PostgreSQL.
  const stopSync = () => {
    if (pgStarted) spawnSync(asRoot ? 'runuser' : join(found.pgBin, 'pg_ctl'), asRoot ? ['-u', 'postgres', '--', join(found.pgBin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
    redis?.child.kill('SIGKILL');
  };
  process.on('exit', stopSync);
  try {
    pgRun(join(found.pgBin, 'initdb'), ['-D', data, '-U', 'escoba', '--auth=trust', '-E', 'UTF8', '--locale=C', ...(options.durable ? [] : ['--no-sync'])]);
    const durability = options.durable ? '' : ' -c fsync=off -c full_page_writes=off';
    // 400: two services files at once on the lane's cluster, each with up to three server processes of some 35
    // connections each (their pools), and the tests' own clients.
    const opts = `-p ${pgPort} -k ${dir} -c listen_addresses=127.0.0.1${durability} -c max_connections=400`;
    pgRun(join(found.pgBin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'pg.log'), '-w', '-t', '60', '-o', opts, 'start']);
    pgStarted = true;
    if (options.redis !== false) redis = await startRedis(found.redis, dir);
    const services = {
      pgPort,
      /** The PostgreSQL postmaster's and redis-server's process ids (for the benchmark's CPU accounting). */
      pids: () => ({ postgres: Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]), redis: redis?.child.pid ?? 0 }),
      get redisUrl() {
        if (!redis) throw new Error('these services were started without Redis (redis: false)');
        return redis.url;
      },
      createDatabase: databaseMaker(pgPort),
      async restartRedis(downMs = 0) {
        const port = redis.port;
        await killAndWait(redis.child);
        if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
        redis = await startRedis(found.redis, dir, port);
      },
      stop,
    };
    return services;
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Makes new, empty databases on the cluster at `pgPort`: each call creates one under a name no other process uses, and resolves with its URL. */
function databaseMaker(pgPort) {
  const base = `postgres://escoba@127.0.0.1:${pgPort}`;
  // The process id and a random tag: files of a lane share one cluster (test/services/lane-setup.ts), and a process id can come back.
  const prefix = `escoba_${process.pid}_${randomBytes(3).toString('hex')}`;
  let n = 0;
  return async () => {
    const name = `${prefix}_${++n}`;
    const client = new pg.Client({ connectionString: `${base}/postgres` });
    await client.connect();
    try {
      await client.query(`CREATE DATABASE ${name}`);
    } finally {
      await client.end();
    }
    return `${base}/${name}`;
  };
}

/**
 * For one test file, the PostgreSQL cluster another process started (the services lane's global setup): new
 * databases on it, and a redis-server of the file's own (started in milliseconds), so that files running at the same
 * time never share keys or pub/sub channels and each can restart its Redis. Stopping the cluster is its starter's job.
 */
export async function attachServices({ pgPort, pids }) {
  const found = findBinaries();
  if ('missing' in found) throw new Error(`cannot start test services: ${found.missing} is not installed (apt-get install -y postgresql redis-server)`);
  const dir = mkdtempSync(join(tmpdir(), 'escoba-redis-'));
  let redis = await startRedis(found.redis, dir);
  const stopSync = () => redis.child.kill('SIGKILL');
  process.on('exit', stopSync);
  return {
    pgPort,
    get redisUrl() {
      return redis.url;
    },
    pids: () => ({ postgres: pids.postgres, redis: redis.child.pid }),
    createDatabase: databaseMaker(pgPort),
    async restartRedis(downMs = 0) {
      const port = redis.port;
      await killAndWait(redis.child);
      if (downMs > 0) await new Promise((r) => setTimeout(r, downMs));
      redis = await startRedis(found.redis, dir, port);
    },
    async stop() {
      process.off('exit', stopSync);
      await killAndWait(redis.child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function killAndWait(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}

/** A `redis-server` without persistence on a loopback port (a free one unless given), its files in `dir`; resolves once it accepts connections. */
export async function startRedis(binary, dir, port) {
  port ??= await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d.toString();
      if (out.includes('Ready to accept connections')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code}: ${out}`)));
  });
  return { child, url: `redis://127.0.0.1:${port}`, port };
}

/**
 * The site configuration of `NGINX_TEMPLATE` made to run here: its ports, upstreams and certificate replaced, the
 * IPv6 listens dropped. Every replacement must match, so a template the harness no longer understands fails loudly.
 */
export function renderNginxSite(template, { httpPort, httpsPort, upstreams, certificate, key, limits = true }) {
  let site = template;
  const replace = (pattern, value, what) => {
    if (!pattern.test(site)) throw new Error(`${NGINX_TEMPLATE}: no ${what} to replace (${pattern})`);
    site = site.replace(pattern, value);
  };
  replace(/^( *)listen 80;$/m, `$1listen 127.0.0.1:${httpPort};`, 'plain listen');
  replace(/^( *)listen 443 ssl;$/m, `$1listen 127.0.0.1:${httpsPort} ssl;`, 'TLS listen');
  replace(/^ *listen \[::\]:80;\n/m, '', 'IPv6 listen');
  replace(/^ *listen \[::\]:443 ssl;\n/m, '', 'IPv6 TLS listen');
  replace(/^( *)ssl_certificate +\S+;$/m, `$1ssl_certificate ${certificate};`, 'certificate');
  replace(/^( *)ssl_certificate_key +\S+;$/m, `$1ssl_certificate_key ${key};`, 'certificate key');
  replace(/^( *)server 127\.0\.0\.1:\d+ (.*);\n(?: *server 127\.0\.0\.1:\d+ .*;\n)*/m, (_m, indent, params) => upstreams.map((p) => `${indent}server 127.0.0.1:${p} ${params};\n`).join(''), 'upstream servers');
  // Load tests connect thousands of clients from 127.0.0.1: nginx's limits per address are lifted, as the servers' are.
  if (!limits) replace(/^ *limit_(?:conn|req)(?:_status)? .*;\n(?: *limit_(?:conn|req)(?:_status)? .*;\n)*/m, '', 'limits per address');
  return site;
}

/** A self-signed certificate for `localhost` and 127.0.0.1, made by openssl in `dir`. */
export function selfSignedCertificate(openssl, dir) {
  const certificate = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  const r = spawnSync(openssl, ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', certificate, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`openssl failed: ${r.stderr}`);
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

/**
 * nginx in front of `upstreams` (ports on 127.0.0.1), with the site configuration of `NGINX_TEMPLATE`, on free
 * loopback ports for HTTP (which redirects) and HTTPS (a self-signed certificate), its files in a temporary
 * directory. `limits: false` drops its limits per client address (for load tests, whose clients share 127.0.0.1).
 */
export async function startNginx(upstreams, { limits = true } = {}) {
  const found = findNginx();
  if ('missing' in found) throw new Error(`cannot start nginx: ${found.missing} is not installed (apt-get install -y nginx openssl)`);
  const dir = mkdtempSync(join(tmpdir(), 'escoba-nginx-'));
  // As root, nginx's workers run as nobody: they must reach the temporary files.
  chmodSync(dir, 0o755);
  for (const sub of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub));
    chmodSync(join(dir, sub), 0o777);
  }
  const tls = selfSignedCertificate(found.openssl, dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');
  const sitePath = join(dir, 'escoba.conf');
  writeFileSync(sitePath, renderNginxSite(template, { httpPort, httpsPort, upstreams, certificate: tls.certificate, key: tls.key, limits }));
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'worker_processes 1;',
      'worker_rlimit_nofile 20000;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 10000; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `    ${t}_temp_path ${join(dir, t)};`),
      `    include ${sitePath};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', main, '-e', join(dir, 'error.log')];
  const check = spawnSync(found.nginx, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration: ${check.stderr}`);
  const child = spawn(found.nginx, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopSync = () => child.kill('SIGKILL');
  process.on('exit', stopSync);
  await waitForPort(httpsPort, child, () => stderr);
  return {
    httpPort,
    httpsPort,
    /** The nginx master's process id. */
    pid: child.pid,
    /** The certificate clients must trust (PEM). */
    ca: tls.pem,
    dir,
    async stop() {
      process.off('exit', stopSync);
      // SIGQUIT would wait for every WebSocket to close; the test is done with them.
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitForPort(port, child, output) {
  const end = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${output()}`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > end) throw new Error(`nginx does not listen on ${port}: ${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
