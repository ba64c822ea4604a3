// Which web pages may open /ws: a browser names the page's origin in `Origin`. Real servers on loopback, real
// WebSocket clients that send the headers a browser would.
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { EscobaServer } from '@escoba/server';
import { testServer } from './helpers.js';

const servers: EscobaServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function server(options: { allowedOrigins?: string[]; trustedProxies?: string[] } = {}): Promise<EscobaServer> {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

type Outcome = { readonly welcomed: true } | { readonly closed: number; readonly reason: string };

/** Opens `/ws` with these headers: welcomed (the server greeted it), or the close code and reason it got instead of a welcome. */
function connect(url: string, headers: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    ws.once('message', (d) => {
      expect(JSON.parse(d.toString())).toMatchObject({ type: 'welcome' });
      ws.terminate();
      resolve({ welcomed: true });
    });
    ws.once('close', (code, reason) => resolve({ closed: code, reason: reason.toString() }));
    ws.once('error', reject);
  });
}

const refusedFor = (origin: string) => ({ closed: 1008, reason: `pages of ${origin} may not connect here (ESCOBA_ALLOWED_ORIGINS)` });

describe('the Origin of a WebSocket handshake', () => {
  it('accepts no Origin (not a browser page) and the server’s own; refuses another site’s with 1008 and a reason', async () => {
    const s = await server();
    const ws = `ws://localhost:${s.port}/ws`;
    expect(await connect(ws, {})).toEqual({ welcomed: true });
    expect(await connect(ws, { origin: `http://localhost:${s.port}` })).toEqual({ welcomed: true });
    // The host is compared without case, with the scheme's default port as absent.
    expect(await connect(ws, { origin: `http://LOCALHOST:${s.port}` })).toEqual({ welcomed: true });
    expect(await connect(`ws://127.0.0.1:${s.port}/ws`, { origin: `http://127.0.0.1:${s.port}` })).toEqual({ welcomed: true });
    for (const origin of ['https://evil.example', `http://localhost:${s.port + 1}`, 'http://localhost', `http://127.0.0.1:${s.port}`, 'null', 'file://', `ftp://localhost:${s.port}`]) {
      expect(await connect(ws, { origin })).toEqual(refusedFor(origin));
    }
  });

  it('accepts the origins of ESCOBA_ALLOWED_ORIGINS (the web app served elsewhere, a dev server) and only them', async () => {
    const s = await server({ allowedOrigins: ['http://localhost:5173', 'https://escoba.example.org'] });
    const ws = `ws://localhost:${s.port}/ws`;
    for (const origin of ['http://localhost:5173', 'https://escoba.example.org', 'https://escoba.example.org:443']) expect(await connect(ws, { origin })).toEqual({ welcomed: true });
    for (const origin of ['http://escoba.example.org', 'https://www.escoba.example.org', 'http://localhost:5174']) expect(await connect(ws, { origin })).toEqual(refusedFor(origin));
  });

  it('behind a trusted proxy: its X-Forwarded-Host and X-Forwarded-Proto name the site; from anyone else they are ignored', async () => {
    const behind = await server({ trustedProxies: ['127.0.0.1', '::1'] });
    const site = { 'x-forwarded-host': 'escoba.example.org', 'x-forwarded-proto': 'https' };
    const ws = `ws://localhost:${behind.port}/ws`;
    expect(await connect(ws, { ...site, origin: 'https://escoba.example.org' })).toEqual({ welcomed: true });
    expect(await connect(ws, { ...site, origin: 'http://escoba.example.org' })).toEqual(refusedFor('http://escoba.example.org'));
    expect(await connect(ws, { ...site, origin: `http://localhost:${behind.port}` })).toEqual(refusedFor(`http://localhost:${behind.port}`));
    // nginx's own configuration passes the Host the browser used (with its port) and the scheme.
    expect(await connect(ws, { host: 'escoba.example.org:8443', 'x-forwarded-proto': 'https', origin: 'https://escoba.example.org:8443' })).toEqual({ welcomed: true });

    const direct = await server();
    const spoofed = `ws://localhost:${direct.port}/ws`;
    expect(await connect(spoofed, { ...site, origin: 'https://escoba.example.org' })).toEqual(refusedFor('https://escoba.example.org'));
  });
});

