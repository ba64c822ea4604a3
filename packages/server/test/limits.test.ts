import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { EscobaServer } from '@escoba/server';
import { RawClient, sleep, testServer, until } from './helpers.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

async function server(hub: Record<string, number>, options: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer({ ...options, hub });
  servers.push(s);
  return s;
}

/** Opens a socket; resolves with 'open' or the HTTP status that refused the upgrade. */
function attempt(port: number): Promise<{ ws: WebSocket; result: 'open' | number }> {
  const ws = new WebSocket(`ws://localhost:${port}/ws`);
  return new Promise((resolve) => {
    ws.once('open', () => resolve({ ws, result: 'open' }));
    ws.once('unexpected-response', (_req, res) => resolve({ ws, result: res.statusCode ?? 0 }));
    ws.on('error', () => undefined);
  });
}

describe('limits per address', () => {
  it('refuses connections over the per-address cap at the handshake (429), and takes new ones when some close', async () => {
    const s = await server({ maxConnectionsPerAddress: 5 });
    const opened = await Promise.all(Array.from({ length: 5 }, () => attempt(s.port)));
    expect(opened.map((o) => o.result)).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect((await attempt(s.port)).result).toBe(429);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
    opened[0]!.ws.close();
    await until(() => s.hub.connectionCount === 4);
    const again = await attempt(s.port);
    expect(again.result).toBe('open');
    for (const o of [...opened, again]) o.ws.terminate();
  });

  it('counts binary frames against the rate limit and closes a connection that floods with them (1008)', async () => {
    // A slow refill: on a loaded machine the flood may take a while, and refilled tokens would let more frames through.
    const s = await server({ rateCapacity: 30, ratePerSecond: 0.5, floodLimit: 20 });
    const c = await RawClient.open(s);
    for (let i = 0; i < 200; i++) c.ws.send(Buffer.from([1, 2, 3]));
    await until(() => c.closeCode !== null, 5000, 'the close');
    expect(c.closeCode).toBe(1008);
    const errors = c.received.filter((m) => m.type === 'error');
    expect(errors.filter((m) => m['code'] === 'Malformed').length).toBeLessThanOrEqual(30);
    expect(errors.some((m) => m['code'] === 'RateLimited')).toBe(true);
  });

  it('limits tables created and chat lines per address, across connections', async () => {
    const s = await server({ tablesBurst: 3, tablesEverySeconds: 3600, chatBurst: 3, chatEverySeconds: 3600 });
    const clients = await Promise.all(Array.from({ length: 4 }, () => RawClient.open(s)));
    const answers = [];
    for (const c of clients) answers.push(await c.request({ type: 'create', config: { players: 2 }, name: 'Ana' }));
    expect(answers.map((a) => a.type)).toEqual(['ack', 'ack', 'ack', 'error']);
    expect(answers[3]).toMatchObject({ code: 'RateLimited' });
    expect(s.service.tableCount).toBe(3);
    const lines = [];
    for (let i = 0; i < 4; i++) lines.push(await clients[i % 3]!.request({ type: 'chat', text: `line ${i}` }));
    expect(lines.map((a) => a.type)).toEqual(['ack', 'ack', 'ack', 'error']);
    await Promise.all(clients.map((c) => c.close()));
  });

  it('throttles lookups of unknown codes (WebSocket and HTTP), so codes cannot be enumerated', async () => {
    const s = await server({ lookupsBurst: 5, lookupsPerSecond: 0.001 });
    const host = await RawClient.open(s);
    host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    // Known codes do not count.
    for (let i = 0; i < 8; i++) expect((await fetch(`${s.url}/api/tables/${code}`)).status).toBe(200);
    const guesser = await RawClient.open(s);
    const guesses = [];
    for (const guess of ['AAAAAA', 'BBBBBB', 'CCCCCC']) guesses.push((await guesser.request({ type: 'spectate', code: guess }))['code']);
    for (const guess of ['DDDDDD', 'EEEEEE']) guesses.push((await fetch(`${s.url}/api/tables/${guess}`)).status);
    expect(guesses).toEqual(['NoTable', 'NoTable', 'NoTable', 404, 404]);
    expect(await guesser.request({ type: 'spectate', code })).toMatchObject({ type: 'error', code: 'RateLimited' });
    const r = await fetch(`${s.url}/api/tables/${code}`);
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).not.toBeNull();
    await Promise.all([host.close(), guesser.close()]);
  });
});

describe('expiry', () => {
  it('deletes idle lobbies nobody follows and old finished tables, from memory and the store; followed lobbies stay', async () => {
    const s = await testServer();
    servers.push(s);
    const idle = await s.service.create({ players: 2 }, 'Ana');
    const followed = await s.service.create({ players: 2 }, 'Bea');
    if (!idle.ok || !followed.ok) throw new Error('create');
    const bea = await RawClient.open(s);
    expect((await bea.request({ type: 'spectate', code: followed.code })).type).toBe('ack');
    expect(await s.service.expire(Date.now() + 23 * 3_600_000)).toEqual([]);
    expect(await s.service.expire(Date.now() + 25 * 3_600_000)).toEqual([idle.code]);
    expect(await s.store.exists(idle.code)).toBe(false);
    expect(await s.service.tableInfo(idle.code)).toBeNull();
    expect(await s.service.tableInfo(followed.code)).not.toBeNull();
    await bea.close();
    await sleep(10);
    expect(await s.service.expire(Date.now() + 25 * 3_600_000)).toEqual([followed.code]);
  });
});

describe('TCP connections per address', () => {
  it('closes raw sockets over the per-address cap (WebSocket cap + 16), so idle sockets cannot take every descriptor', async () => {
    const { connect } = await import('node:net');
    const s = await server({ maxConnectionsPerAddress: 4 });
    const sockets = Array.from({ length: 30 }, () => connect(s.port, '127.0.0.1'));
    const closed = sockets.map((sock) => new Promise<boolean>((resolve) => (sock.on('close', () => resolve(true)), sock.on('error', () => undefined), setTimeout(() => resolve(false), 1500))));
    const results = await Promise.all(closed);
    expect(results.filter((c) => !c)).toHaveLength(20);
    for (const sock of sockets) sock.destroy();
    await sleep(100);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });
});
