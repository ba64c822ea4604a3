// nginx in front of real server processes, with the configuration docs/deploy.md shows (deploy/nginx.conf, run
// as it is but for ports, upstreams and a self-signed certificate): TLS, the WebSocket upgrade, several upstreams,
// the client's address forwarded for the limits per address, /metrics and /readyz refused, a browser page of the
// site admitted to /ws and another site's refused; and the systemd unit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { findNginx, NGINX_TEMPLATE, startNginx, type Nginx } from '../services/services.mjs';
import { kill9, startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const DEPLOY_DOC = fileURLToPath(new URL('../../../../docs/deploy.md', import.meta.url));
const UNIT = fileURLToPath(new URL('../../deploy/escoba@.service', import.meta.url));

/** The fenced block of docs/deploy.md that follows the line naming `file` (one source of truth: the file itself). */
function documented(file: string): string {
  const doc = readFileSync(DEPLOY_DOC, 'utf8');
  const at = doc.indexOf(`<!-- ${file} -->`);
  if (at < 0) throw new Error(`docs/deploy.md does not show ${file} (a line "<!-- ${file} -->" before its block)`);
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(doc.slice(at));
  return block?.[1] ?? '';
}

describe('the deployment files in docs/deploy.md', () => {
  it('shows deploy/nginx.conf and deploy/escoba@.service exactly as they are', () => {
    expect(documented('packages/server/deploy/nginx.conf')).toBe(readFileSync(NGINX_TEMPLATE, 'utf8'));
    expect(documented('packages/server/deploy/escoba@.service')).toBe(readFileSync(UNIT, 'utf8'));
  });

  it('the systemd unit passes systemd-analyze verify', () => {
    if (!existsSync('/usr/bin/systemd-analyze')) {
      if (process.env['CI'] === 'true') throw new Error('CI=true but systemd-analyze is not installed');
      console.warn('\n*** SKIPPING the systemd unit check: systemd-analyze is not installed ***\n');
      return;
    }
    const dir = mkdtempSync(join(tmpdir(), 'escoba-unit-'));
    try {
      // An instance (the port) of the template unit.
      writeFileSync(join(dir, 'escoba@8081.service'), readFileSync(UNIT, 'utf8'));
      const r = spawnSync('/usr/bin/systemd-analyze', ['verify', '--man=no', join(dir, 'escoba@8081.service')], { encoding: 'utf8' });
      expect(r.stderr.split('\n').filter((line) => line.includes('escoba@'))).toEqual([]);
      expect(r.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const nginxFound = findNginx();
if (!usePostgres() || 'missing' in nginxFound) {
  if ('missing' in nginxFound && process.env['CI'] === 'true') throw new Error(`CI=true but ${nginxFound.missing} is not installed: .ci/run installs nginx`);
  if ('missing' in nginxFound) console.warn(`\n*** SKIPPING the nginx tests: ${nginxFound.missing} is not installed (apt-get install -y nginx openssl) ***\n`);
  describe.skip('nginx in front: not installed', () => it('skipped', () => undefined));
} else {
  const processes: ServerProcess[] = [];
  let nginx: Nginx | null = null;
  afterAll(async () => {
    for (const p of processes) p.child.kill('SIGKILL');
    await nginx?.stop();
    nginx = null;
  });

  /** An HTTPS request through nginx, from a chosen loopback address (127.0.0.0/8 is all loopback on Linux). */
  function get(path: string, options: { from?: string; headers?: Record<string, string>; port?: number } = {}): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: options.port ?? nginx!.httpsPort, path, ca: nginx!.ca, localAddress: options.from ?? '127.0.0.1', headers: options.headers ?? {}, agent: false }, (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.once('error', reject);
      req.end();
    });
  }

  const open = (from = '127.0.0.1') =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`wss://127.0.0.1:${nginx!.httpsPort}/ws`, { ca: nginx!.ca, localAddress: from });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    });

  const messages = (ws: WebSocket) => {
    const got: Record<string, unknown>[] = [];
    ws.on('message', (d) => got.push(JSON.parse(d.toString()) as Record<string, unknown>));
    return got;
  };

  const sockets = async (p: ServerProcess) => Number(/^escoba_sockets (\d+)$/m.exec(await (await fetch(`http://127.0.0.1:${p.opsPort}/metrics`)).text())?.[1]);

  /** A WebSocket handshake through nginx with these headers: the first message the server sent, or how it closed instead. */
  const handshake = (headers: Record<string, string>) =>
    new Promise<{ type: unknown } | { code: number; reason: string }>((resolve, reject) => {
      const ws = new WebSocket(`wss://127.0.0.1:${nginx!.httpsPort}/ws`, { ca: nginx!.ca, headers });
      ws.once('message', (d) => {
        resolve({ type: (JSON.parse(d.toString()) as { type: unknown }).type });
        ws.terminate();
      });
      ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
      ws.once('error', reject);
    });

  describe('nginx in front of the server processes', () => {
    it('serves over TLS, redirects plain HTTP, refuses /metrics and /readyz, and forwards the client’s address (a spoofed one is dropped)', async () => {
      const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_TRUSTED_PROXIES: '127.0.0.1' };
      // One lookup a minute after the burst of 20: none comes back during the test.
      const p1 = await startProcess({ ...env, ESCOBA_LOOKUPS_PER_MINUTE: '1', ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '100000' });
      processes.push(p1);
      // One upstream first (with Redis, the limits per address are counted once for every process: test/postgres/limits.test.ts).
      nginx = await startNginx([p1.port]);

      expect(await get('/healthz')).toMatchObject({ status: 200, body: '{"ok":true}' });
      const plain = await fetch(`http://127.0.0.1:${nginx.httpPort}/t/ABCDEF`, { redirect: 'manual' });
      expect(plain.status).toBe(301);
      expect(plain.headers.get('location')).toMatch(/^https:\/\/127\.0\.0\.1\/t\/ABCDEF$/);
      for (const path of ['/metrics', '/readyz']) {
        expect((await get(path)).status).toBe(403);
        expect((await fetch(`http://127.0.0.1:${p1.opsPort}${path}`)).status).toBe(200);
      }
      expect((await get('/healthz')).headers['strict-transport-security']).toBe('max-age=31536000');
      // nginx is trusted: its forwarding headers raise no warning.
      expect(await (await fetch(`http://127.0.0.1:${p1.opsPort}/readyz`)).json()).toEqual({ ready: true });

      // A browser on the site's page (its origin: https, the host and port it was loaded from) gets its WebSocket;
      // a page of another site does not, and learns why from the close reason.
      expect(await handshake({ origin: `https://127.0.0.1:${nginx.httpsPort}`, 'user-agent': 'Mozilla/5.0' })).toEqual({ type: 'welcome' });
      expect(await handshake({ origin: 'https://evil.example' })).toEqual({ code: 1008, reason: 'pages of https://evil.example may not connect here (ESCOBA_ALLOWED_ORIGINS)' });
      // The site's host over plain http is another origin (nginx says the scheme in X-Forwarded-Proto).
      expect(await handshake({ origin: `http://127.0.0.1:${nginx.httpsPort}` })).toMatchObject({ code: 1008 });

      // The server counts lookups of unknown codes per client address: 127.0.0.2 runs out (burst 20), 127.0.0.3 does not.
      const lookup = (from: string, headers: Record<string, string> = {}) => get('/api/tables/ZZZZZZ', { from, headers }).then((r) => r.status);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push(await lookup('127.0.0.2'));
      expect(statuses.slice(0, 20).every((s) => s === 404)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect(await lookup('127.0.0.3')).toBe(404);
      // A client claiming another's address in X-Forwarded-For or X-Real-IP: nginx replaces both with the real one.
      expect(await lookup('127.0.0.3', { 'x-forwarded-for': '127.0.0.2', 'x-real-ip': '127.0.0.2' })).toBe(404);
      expect(await lookup('127.0.0.2', { 'x-forwarded-for': '127.0.0.4', 'x-real-ip': '127.0.0.4' })).toBe(429);
    });

    it('carries WebSockets to several processes, and past one that was killed', async () => {
      const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_TRUSTED_PROXIES: '127.0.0.1' };
      const [p1, p2] = await Promise.all([startProcess(env), startProcess(env)]);
      processes.push(p1!, p2!);
      await nginx?.stop();
      nginx = await startNginx([p1!.port, p2!.port]);
      // A table made through nginx, joined through nginx: the two connections land on the two processes (fewest connections first).
      const host = await open();
      const hostGot = messages(host);
      host.send(JSON.stringify({ type: 'create', config: { players: 2 }, name: 'Ana' }));
      await until(() => hostGot.some((m) => m['type'] === 'sync'));
      const code = hostGot.find((m) => m['type'] === 'joined')!['code'] as string;
      const guest = await open();
      const guestGot = messages(guest);
      guest.send(JSON.stringify({ type: 'join', code, seat: 1, name: 'Bea' }));
      await until(() => guestGot.some((m) => m['type'] === 'sync'));
      expect([await sockets(p1!), await sockets(p2!)]).toEqual([1, 1]);
      // The host hears of the guest through the other process (the table's event and the shared presence).
      await until(() => hostGot.some((m) => m['type'] === 'event' && (m['event'] as { type: string }).type === 'seated'));
      await until(() => hostGot.some((m) => m['type'] === 'presence' && JSON.stringify(m['connected']) === '[true,true]'));

      // One process dies: new connections through nginx reach the other.
      await kill9(p1!);
      const later = await Promise.all([open(), open(), open()]);
      // The host or the guest was on p2 already.
      expect(await sockets(p2!)).toBe(1 + later.length);
      for (const ws of [host, guest, ...later]) ws.terminate();
    });
  });
}

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
