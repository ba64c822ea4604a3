// ESCOBA_TRUSTED_PROXIES: the limits per address count the address a trusted reverse proxy forwards, and ignore
// the same headers from anyone else (a client cannot pick the address it is counted under).
import type { IncomingMessage } from 'node:http';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MemoryStore, readConfig, startServer, type EscobaServer } from '../index.js';
import { TrustedProxies } from './client-address.js';

const request = (peer: string, headers: Record<string, string> = {}) => ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

function proxies(raw: string): TrustedProxies {
  const parsed = TrustedProxies.parse(raw);
  if (!parsed.ok) throw new Error(parsed.entry);
  return parsed.proxies;
}

describe('the client address', () => {
  it('is the peer, whatever the headers say, when the peer is not a trusted proxy (none are by default)', () => {
    const spoofed = { 'x-forwarded-for': '203.0.113.9', 'x-real-ip': '203.0.113.8' };
    expect(TrustedProxies.none.clientAddress(request('198.51.100.7', spoofed))).toBe('198.51.100.7');
    expect(proxies('10.0.0.0/8').clientAddress(request('198.51.100.7', spoofed))).toBe('198.51.100.7');
    expect(proxies('10.0.0.0/8').clientAddress(request('::ffff:198.51.100.7', spoofed))).toBe('198.51.100.7');
  });

  it('from a trusted proxy: the nearest forwarded address that is not a trusted proxy, else X-Real-IP', () => {
    const p = proxies('10.0.0.0/8, 127.0.0.1 ::1');
    expect(p.clientAddress(request('10.1.2.3', { 'x-forwarded-for': '203.0.113.9' }))).toBe('203.0.113.9');
    // A chain: the client's own claim on the left is not believed past the first untrusted hop.
    expect(p.clientAddress(request('10.1.2.3', { 'x-forwarded-for': '192.0.2.1, 203.0.113.9, 10.4.4.4' }))).toBe('203.0.113.9');
    expect(p.clientAddress(request('::ffff:127.0.0.1', { 'x-forwarded-for': '::ffff:203.0.113.9' }))).toBe('203.0.113.9');
    expect(p.clientAddress(request('::1', { 'x-real-ip': '2001:db8::5' }))).toBe('2001:db8::5');
    // Every hop a trusted proxy: the farthest.
    expect(p.clientAddress(request('127.0.0.1', { 'x-forwarded-for': '10.9.9.9, 127.0.0.1' }))).toBe('10.9.9.9');
    // Garbage in the chain: as far as the addresses go.
    expect(p.clientAddress(request('10.1.2.3', { 'x-forwarded-for': 'unknown, 10.4.4.4' }))).toBe('10.4.4.4');
    expect(p.clientAddress(request('10.1.2.3', { 'x-real-ip': 'not an address' }))).toBe('10.1.2.3');
    expect(p.clientAddress(request('10.1.2.3'))).toBe('10.1.2.3');
  });

  it('ESCOBA_TRUSTED_PROXIES takes addresses and CIDR ranges, and names a bad entry', () => {
    expect(readConfig({}).trustedProxies).toEqual([]);
    expect(readConfig({ ESCOBA_TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8 fd00::/8' }).trustedProxies).toEqual(['127.0.0.1', '10.0.0.0/8', 'fd00::/8']);
    for (const bad of ['nginx', '10.0.0.0/33', '10.0.0.1/8/2', '::1/129', '300.1.1.1'])
      expect(() => readConfig({ ESCOBA_TRUSTED_PROXIES: `127.0.0.1,${bad}` })).toThrow(`ESCOBA_TRUSTED_PROXIES must list IP addresses or CIDR ranges (like 127.0.0.1, 10.0.0.0/8), got "${bad}"`);
  });
});

describe('limits per address behind a proxy (a real server on loopback)', () => {
  const servers: EscobaServer[] = [];
  afterEach(async () => {
    for (const s of servers.splice(0)) await s.close();
  });

  async function server(trustedProxies: string[]) {
    const s = await startServer({
      webDir: '/nonexistent',
      port: 0,
      store: new MemoryStore(),
      logger: pino({ level: 'silent' }),
      botWorker: false,
      trustedProxies,
      hub: { lookupsBurst: 3, lookupsPerSecond: 0.001, maxConnectionsPerAddress: 2 },
    });
    servers.push(s);
    return s;
  }

  /** Looks up unknown codes until refused; how many were answered 404. */
  async function lookupsAllowed(s: EscobaServer, headers: Record<string, string>): Promise<number> {
    for (let n = 0; n < 10; n++) {
      const r = await fetch(`${s.url}/api/tables/ZZZZZ${n + 2}`, { headers });
      if (r.status === 429) return n;
      expect(r.status).toBe(404);
    }
    return 10;
  }

  it('a spoofed X-Forwarded-For from an untrusted peer is ignored: every lookup counts against the peer', async () => {
    const s = await server(['10.0.0.0/8']);
    expect(await lookupsAllowed(s, { 'x-forwarded-for': '203.0.113.1' })).toBe(3);
    expect(await lookupsAllowed(s, { 'x-forwarded-for': '203.0.113.2' })).toBe(0);
    expect(await lookupsAllowed(s, { 'x-real-ip': '203.0.113.3' })).toBe(0);
  });

  it('from a trusted proxy, each forwarded client has its own limits, WebSocket connections included', async () => {
    const s = await server(['127.0.0.1', '::1']);
    expect(await lookupsAllowed(s, { 'x-forwarded-for': '203.0.113.1' })).toBe(3);
    expect(await lookupsAllowed(s, { 'x-forwarded-for': '203.0.113.2' })).toBe(3);
    expect(await lookupsAllowed(s, { 'x-real-ip': '203.0.113.3' })).toBe(3);
    const open = (client: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(`ws://localhost:${s.port}/ws`, { headers: { 'x-forwarded-for': client } });
        ws.once('open', () => resolve(101));
        ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      });
    // Two per address: the third from one client is refused at the handshake, another client's is not.
    expect([await open('198.51.100.1'), await open('198.51.100.1'), await open('198.51.100.1'), await open('198.51.100.2')]).toEqual([101, 101, 429, 101]);
    // The proxy's own TCP connections are not capped at the per-address limit (2 + 16 here).
    const many = await Promise.all(Array.from({ length: 30 }, (_, i) => open(`198.51.100.${10 + i}`)));
    expect(many.every((status) => status === 101)).toBe(true);
  });
});
