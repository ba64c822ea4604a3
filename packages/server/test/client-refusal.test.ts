// The protocol client against a real server that refuses it (close code 1008): it reports the server's reason as a
// `Refused` error and does not reconnect by itself, while a lost connection (1006) or a restart (1012) still
// reconnects. Handshakes are counted on the server's HTTP listener.
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createClient, FLOODING_REASON, originRefusalReason, ProtocolError, refusalKind, type EscobaClient, type SocketConstructor } from '@escoba/protocol';
import type { EscobaServer } from '@escoba/server';
import { testServer, until } from './helpers.js';
import { definitionOf } from './client-games.js';

const clients: EscobaClient[] = [];
const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.close();
});

async function server(options: Parameters<typeof testServer>[0] = {}): Promise<EscobaServer> {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

/** The WebSocket handshakes a server received, by the page origin they named ('' for none), with their TCP sockets. */
function countHandshakes(s: EscobaServer): { count: (origin?: string) => number; sockets: Duplex[] } {
  const origins: string[] = [];
  const sockets: Duplex[] = [];
  s.http.on('upgrade', (req: { headers: { origin?: string } }, socket: Duplex) => {
    origins.push(req.headers.origin ?? '');
    sockets.push(socket);
  });
  return { count: (origin = '') => origins.filter((o) => o === origin).length, sockets };
}

/** `ws`'s WebSocket sending `Origin` as a browser on a page of `origin` does. */
function fromPage(origin: string): SocketConstructor {
  class PageSocket extends WebSocket {
    constructor(url: string, protocols?: string | string[]) {
      super(url, protocols, { headers: { origin } });
    }
  }
  return PageSocket as unknown as SocketConstructor;
}

/** A client that would retry after 10 ms, doubling: quick enough that a retry would be seen. */
function client(url: string, WebSocketClass: SocketConstructor = WebSocket as unknown as SocketConstructor): { client: EscobaClient; errors: ProtocolError[]; statuses: string[] } {
  const c = createClient(url, { WebSocket: WebSocketClass, reconnectDelayMs: 10, definitionOf });
  clients.push(c);
  const errors: ProtocolError[] = [];
  const statuses: string[] = [];
  c.on('error', (e) => errors.push(e));
  c.on('status', (s) => statuses.push(s));
  return { client: c, errors, statuses };
}

/** Cuts a connection's TCP socket as a network loss would (the client sees 1006), and waits until the client is back. */
async function dropAndWaitForReconnect(handshakes: ReturnType<typeof countHandshakes>, c: EscobaClient, statuses: string[]): Promise<void> {
  const before = handshakes.count();
  const opens = statuses.filter((s) => s === 'open').length;
  handshakes.sockets.at(-1)!.destroy();
  await until(() => handshakes.count() > before && statuses.filter((s) => s === 'open').length > opens, 10_000, 'the client to reconnect');
}

describe('a client the server refuses (1008)', () => {
  it('a page of another site: a Refused error with the server’s reason, requests refused with it, no reconnect until asked', async () => {
    const s = await server();
    const handshakes = countHandshakes(s);
    const evil = 'https://evil.example';
    const refused = client(`ws://localhost:${s.port}/ws`, fromPage(evil));
    const created = refused.client.create({ players: 2 }, 'Ana').then(
      () => null,
      (e: unknown) => e,
    );
    await until(() => refused.errors.length > 0, 10_000, 'the refusal');
    const [error] = refused.errors;
    expect(error).toBeInstanceOf(ProtocolError);
    expect(error).toMatchObject({ code: 'Refused', detail: originRefusalReason(evil) });
    expect(error!.message).toBe(`the server refused the connection: pages of ${evil} may not connect here (ESCOBA_ALLOWED_ORIGINS)`);
    expect(refusalKind(error!.detail!)).toBe('origin');
    expect(refused.client.refused).toBe(error);
    expect(refused.statuses.at(-1)).toBe('closed');
    // The request made meanwhile fails with the refusal, not as a lost connection; so does one made afterwards.
    expect(await created).toBe(error);
    await expect(refused.client.start()).rejects.toBe(error);

    // A client of the same server whose connection is lost twice reconnects twice (after 10 and 20 ms, at least):
    // the refused one, with the same back-off, would have tried again meanwhile.
    const plain = client(`ws://localhost:${s.port}/ws`);
    await plain.client.ready();
    for (let i = 0; i < 3; i++) await dropAndWaitForReconnect(handshakes, plain.client, plain.statuses);
    expect(plain.errors).toEqual([]);
    expect(handshakes.count(evil)).toBe(1);
    expect(refused.errors).toHaveLength(1);
    // (The first 'connecting' came before the listener.)
    expect(refused.statuses).toEqual(['open', 'closed']);

    // The person asks again (the app's "try again"): one more handshake, refused again.
    refused.client.reconnect();
    await until(() => refused.errors.length === 2, 10_000, 'the second refusal');
    expect(handshakes.count(evil)).toBe(2);
    expect(refused.errors[1]).toMatchObject({ code: 'Refused', detail: originRefusalReason(evil) });
    expect(refused.client.refused).toBe(refused.errors[1]);
  });

  it('a connection that floods: Refused with the rate-limit reason, and no reconnect', async () => {
    const s = await server({ hub: { rateCapacity: 10, ratePerSecond: 5, floodLimit: 20 } });
    const handshakes = countHandshakes(s);
    const flooding = client(`ws://localhost:${s.port}/ws`);
    await flooding.client.ready();
    const answers = await Promise.all(Array.from({ length: 60 }, () => flooding.client.start().then(() => 'ack', (e: ProtocolError) => e.code)));
    // Within the burst: no table to start (unless the connection was refused before the answer); then refused by the
    // rate limit; then the connection was refused.
    expect(answers.filter((code) => !['NotAtTable', 'RateLimited', 'Refused'].includes(code))).toEqual([]);
    expect(answers).toContain('RateLimited');
    expect(answers.at(-1)).toBe('Refused');
    expect(flooding.errors.map((e) => [e.code, e.detail])).toEqual([['Refused', FLOODING_REASON]]);
    expect(refusalKind(flooding.errors[0]!.detail!)).toBe('flooding');

    const plain = client(`ws://localhost:${s.port}/ws`);
    await plain.client.ready();
    for (let i = 0; i < 3; i++) await dropAndWaitForReconnect(handshakes, plain.client, plain.statuses);
    // One handshake for the flooding client, four for the other.
    expect(handshakes.count()).toBe(5);
    expect(flooding.statuses.at(-1)).toBe('closed');
  });

  it('a server restart (1012) is no refusal: the client reconnects and no error is emitted', async () => {
    const first = await testServer();
    const port = first.port;
    const c = client(`ws://localhost:${port}/ws`);
    await c.client.ready();
    await first.close();
    await until(() => c.statuses.includes('closed'), 10_000, 'the restart’s close');
    const second = await server({ port });
    await until(() => c.statuses.at(-1) === 'open', 10_000, 'the client to reconnect to the restarted server');
    expect(second.hub.connectionCount).toBe(1);
    expect(c.errors).toEqual([]);
    expect(c.client.refused).toBeNull();
  });
});
