// The server's edge, on the real process: where it listens (ESCOBA_HOST), where the operations endpoints are served
// (ESCOBA_OPS_ADDRESS, ESCOBA_OPS_TOKEN), and the warning about forwarding headers from a peer that is not a
// trusted proxy. (127.0.0.0/8 is all loopback on Linux: 127.0.0.2 is another address of this machine.)
import { request } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { startProcess, type ServerProcess } from './server-process.js';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
});

async function server(env: Record<string, string> = {}): Promise<ServerProcess> {
  const p = await startProcess({ ESCOBA_DB: ':memory:', ...env });
  running.push(p);
  return p;
}

interface Answer {
  readonly status: number;
  readonly body: string;
}

/** An HTTP GET to `host:port`, from the loopback address `from`, with `headers`. */
function get(host: string, port: number, path: string, options: { from?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host, port, path, localAddress: options.from ?? '127.0.0.1', headers: options.headers ?? {}, agent: false }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** The error code of a connection that could not be made (`ECONNREFUSED`), or `connected`. */
const connectOutcome = (host: string, port: number) => get(host, port, '/healthz').then(
  () => 'connected',
  (e: NodeJS.ErrnoException) => e.code,
);

const warningsIn = (logs: string) =>
  logs
    .split('\n')
    .filter((line) => line.includes('ESCOBA_TRUSTED_PROXIES'))
    .map((line) => JSON.parse(line) as { level: number; peer: string; header: string });

describe('where the server listens', () => {
  it('by default: the game on every interface, the operations endpoints on loopback only and not on the game’s port', async () => {
    const p = await server();
    expect(p.opsPort).toBeGreaterThan(0);
    expect(p.opsPort).not.toBe(p.port);
    // The game's port: /healthz (for load balancers and nginx) and the app, on any address of the machine.
    for (const host of ['127.0.0.1', '127.0.0.2']) expect(await get(host, p.port, '/healthz')).toEqual({ status: 200, body: '{"ok":true}' });
    for (const path of ['/metrics', '/readyz']) {
      const r = await get('127.0.0.1', p.port, path);
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body)).toEqual({ error: 'the operations endpoints are served on the operations address (ESCOBA_OPS_ADDRESS), not on this port' });
    }
    // The operations address: 127.0.0.1 only.
    expect(await get('127.0.0.1', p.opsPort, '/readyz')).toEqual({ status: 200, body: '{"ready":true}' });
    expect((await get('127.0.0.1', p.opsPort, '/metrics')).body).toMatch(/^escoba_sockets 0$/m);
    expect(await get('127.0.0.1', p.opsPort, '/healthz')).toEqual({ status: 200, body: '{"ok":true}' });
    expect((await get('127.0.0.1', p.opsPort, '/')).status).toBe(404);
    expect(await connectOutcome('127.0.0.2', p.opsPort)).toBe('ECONNREFUSED');
  });

  it('ESCOBA_HOST: only on that address; ESCOBA_OPS_ADDRESS: the operations endpoints where it says; the startup lines say both', async () => {
    const p = await server({ ESCOBA_HOST: '127.0.0.2', ESCOBA_OPS_ADDRESS: '127.0.0.3:0' });
    expect(await connectOutcome('127.0.0.2', p.port)).toBe('connected');
    expect(await connectOutcome('127.0.0.1', p.port)).toBe('ECONNREFUSED');
    expect((await get('127.0.0.3', p.opsPort, '/readyz')).status).toBe(200);
    expect(await connectOutcome('127.0.0.1', p.opsPort)).toBe('ECONNREFUSED');
    // A WebSocket on the address it listens on.
    const ws = new WebSocket(`ws://127.0.0.2:${p.port}/ws`);
    const first = await new Promise<string>((resolve, reject) => {
      ws.once('message', (d) => resolve(JSON.parse(d.toString()).type as string));
      ws.once('error', reject);
    });
    expect(first).toBe('welcome');
    ws.terminate();
  });

  it('ESCOBA_OPS_TOKEN: the operations endpoints on the game’s port too, to a bearer of the token only', async () => {
    const token = 'a-token-of-32-characters-or-more!';
    const p = await server({ ESCOBA_OPS_TOKEN: token, ESCOBA_STATS: '1' });
    const withToken = { headers: { authorization: `Bearer ${token}` } };
    expect(await get('127.0.0.1', p.port, '/readyz', withToken)).toEqual({ status: 200, body: '{"ready":true}' });
    expect((await get('127.0.0.1', p.port, '/metrics', withToken)).body).toMatch(/^escoba_tables_loaded 0$/m);
    expect(JSON.parse((await get('127.0.0.1', p.port, '/api/stats', withToken)).body)).toMatchObject({ tables: 0, connections: 0 });
    for (const headers of [{} as Record<string, string>, { authorization: `Bearer ${token}x` }, { authorization: token }, { authorization: 'Bearer ' }]) {
      for (const path of ['/readyz', '/metrics', '/api/stats']) {
        const r = await get('127.0.0.1', p.port, path, { headers });
        expect(r.status).toBe(401);
        expect(r.body).not.toMatch(/escoba_|ready|memory/);
      }
    }
    // The operations address needs no token: it is reachable only from this machine.
    expect((await get('127.0.0.1', p.opsPort, '/readyz')).status).toBe(200);
  });
});

describe('forwarding headers from a peer that is not a trusted proxy', () => {
  it('are logged once per peer, with the fix, and listed by /readyz, which stays 200', async () => {
    const p = await server();
    // Like nginx without ESCOBA_TRUSTED_PROXIES: every request from 127.0.0.1 carries X-Forwarded-For.
    for (let i = 0; i < 5; i++) expect((await get('127.0.0.1', p.port, '/healthz', { headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status).toBe(200);
    const ws = new WebSocket(`ws://127.0.0.1:${p.port}/ws`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await new Promise((resolve, reject) => {
      ws.once('message', resolve);
      ws.once('error', reject);
    });
    ws.terminate();
    // Another peer that sends X-Real-IP: a warning of its own.
    await get('127.0.0.1', p.port, '/healthz', { from: '127.0.0.2', headers: { 'x-real-ip': '203.0.113.7' } });
    await get('127.0.0.1', p.port, '/', { from: '127.0.0.2', headers: { forwarded: 'for=203.0.113.7' } });
    // Without forwarding headers: nothing.
    await get('127.0.0.1', p.port, '/healthz', { from: '127.0.0.3' });

    const ready = await get('127.0.0.1', p.opsPort, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      ready: true,
      warnings: [
        'requests from 127.0.0.1, 127.0.0.2 carry X-Forwarded-For, X-Real-IP or Forwarded, but ESCOBA_TRUSTED_PROXIES does not name them: the headers are ignored; if one is your reverse proxy, every client behind it shares its limits per address',
      ],
    });
    const warnings = warningsIn(p.logs());
    expect(warnings.map((w) => [w.level, w.peer, w.header])).toEqual([
      [40, '127.0.0.1', 'x-forwarded-for'],
      [40, '127.0.0.2', 'x-real-ip'],
    ]);
    expect(p.logs()).toContain('set ESCOBA_TRUSTED_PROXIES=127.0.0.1');
  });

  it('from a trusted proxy: no warning', async () => {
    const p = await server({ ESCOBA_TRUSTED_PROXIES: '127.0.0.1' });
    for (let i = 0; i < 3; i++) await get('127.0.0.1', p.port, '/healthz', { headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `203.0.113.${i}` } });
    expect(await get('127.0.0.1', p.opsPort, '/readyz')).toEqual({ status: 200, body: '{"ready":true}' });
    expect(warningsIn(p.logs())).toEqual([]);
  });
});
