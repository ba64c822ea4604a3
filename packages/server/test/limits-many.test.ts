// Limits that many addresses cannot multiply (issue 19): clients on many loopback addresses (127.x.y.z, all routed
// to lo on Linux) stand for an attacker's address block.
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer, GameStore } from '@escoba/server';
import { MemoryStore, readConfig } from '@escoba/server';
import { limitKey } from '../src/limits/limit-key.js';
import { RawClient, testServer, until } from './helpers.js';
import { fakeClock } from './fake-clock.js';

const servers: EscobaServer[] = [];
const clients: RawClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  for (const s of servers.splice(0)) await s.close();
});

async function server(options: Parameters<typeof testServer>[0]) {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

async function open(s: EscobaServer, from?: string) {
  const c = await RawClient.open(s, from);
  clients.push(c);
  return c;
}

/** GET on the server from a chosen loopback address; the status. */
function get(s: EscobaServer, path: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: s.port, path, localAddress: from, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.once('error', reject);
    req.end();
  });
}

/** The `i`-th of many loopback addresses, from 127.1.0.1 on. */
const address = (i: number) => `127.1.${Math.floor(i / 250)}.${(i % 250) + 1}`;

describe('the settings', () => {
  it('read the new limits from the environment, and name a bad value', () => {
    const hub = readConfig({ ESCOBA_FAILED_LOOKUPS_PER_MINUTE: '120', ESCOBA_SEAT_CHAT_PER_MINUTE: '12', ESCOBA_TABLE_CHAT_PER_MINUTE: '30', ESCOBA_PLAYS_PER_SECOND: '2', ESCOBA_READS_PER_MINUTE: '60' }).hub;
    expect(hub).toMatchObject({ failedLookupsBurst: 20, failedLookupsPerSecond: 2, seatChatBurst: 10, seatChatEverySeconds: 5, tableChatEverySeconds: 2, playsBurst: 10, playsPerSecond: 2, readsBurst: 20, readsPerSecond: 1 });
    expect(() => readConfig({ ESCOBA_PLAYS_PER_SECOND: '0' })).toThrow('ESCOBA_PLAYS_PER_SECOND must be a whole number from 1 to 1000, got "0"');
    expect(() => readConfig({ ESCOBA_FAILED_LOOKUPS_PER_MINUTE: 'lots' })).toThrow('ESCOBA_FAILED_LOOKUPS_PER_MINUTE must be a whole number');
  });
});

describe('limitKey', () => {
  it('keeps an IPv4 address, reads IPv4-mapped IPv6 as IPv4, and keys IPv6 by its /64', () => {
    expect(limitKey('203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(limitKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8:1:2:3:4:1.2.3.4')).toBe('2001:db8:1:2::/64');
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitKey('?')).toBe('?');
    expect(limitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitKey('2001:db8:1:3::1')).not.toBe(limitKey('2001:db8:1:2::1'));
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('local')).toBe('local');
  });

  it('IPv6 clients of one /64 behind a trusted proxy share one bucket; another /64 has its own', async () => {
    const s = await server({ trustedProxies: ['127.0.0.1'], hub: { lookupsBurst: 3, lookupsPerSecond: 0.001 } });
    const lookup = (client: string, n: number) => get(s, `/api/tables/ZZZZZ${n}`, '127.0.0.1', { 'x-forwarded-for': client });
    expect([await lookup('2001:db8:1:2::1', 2), await lookup('2001:db8:1:2::2', 3), await lookup('2001:db8:1:2:ffff::9', 4), await lookup('2001:db8:1:2::77', 5)]).toEqual([404, 404, 404, 429]);
    expect(await lookup('2001:db8:1:3::1', 6)).toBe(404);
  });
});

describe('the budget of failed lookups, for every address together', () => {
  it('from 300 addresses, codes that do not exist are answered no faster than the budget; an address that has failed its share is refused first, a fresh one is served', async () => {
    // Each address alone could look up 1000 codes: only the common budget (10 at once, then one every 2 s) binds.
    // The limits count on the server's clock: the test starts it at the beginning of a window of the share (20 s)
    // and moves it itself, so the window and the budget's refill are exact whatever the machine's load.
    const window = 20;
    const clock = fakeClock(Math.ceil(Date.now() / (window * 1000)) * window * 1000);
    const s = await server({ clock: clock.clock, hub: { lookupsBurst: 1000, lookupsPerSecond: 1000, failedLookupsBurst: 10, failedLookupsPerSecond: 0.5, lookupShareWindowSeconds: window } });
    const found: string[] = [];
    let refused = 0;
    for (let i = 0; i < 300; i++) {
      const status = await get(s, '/api/tables/ZZZZZZ', address(i));
      if (status === 404) found.push(address(i));
      else if (status === 429) refused++;
      else throw new Error(`unexpected ${status}`);
    }
    // With no time gone by, the burst and nothing more: never the 300 a per-address limit alone would let through.
    expect(found).toEqual(Array.from({ length: 10 }, (_, i) => address(i)));
    expect(refused).toBe(290);
    // Nothing left until the budget refills: the guessers and a fresh address alike are refused.
    expect(await get(s, '/api/tables/ZZZZZZ', '127.2.0.1')).toBe(429);
    // One lookup's worth later (2 s, the same window): the addresses that guessed already used their share (10
    // lookups a window among 10 addresses) and are refused, while a fresh address, a person who mistyped a code, is
    // answered.
    await clock.advance(2_000);
    const again = await Promise.all(found.map((from) => get(s, '/api/tables/ZZZZZZ', from)));
    expect(again.every((status) => status === 429)).toBe(true);
    expect(await get(s, '/api/tables/ZZZZZZ', '127.2.0.2')).toBe(404);
    // And that took the token: the next fresh address waits for the next one.
    expect(await get(s, '/api/tables/ZZZZZZ', '127.2.0.3')).toBe(429);
  });

  it('a lookup with a valid invitation or seat token goes through over the budget; a wrong one gets the same refusal as an unknown code', async () => {
    const s = await server({ hub: { lookupsBurst: 1000, lookupsPerSecond: 1000, failedLookupsBurst: 2, failedLookupsPerSecond: 0.001, lookupShareWindowSeconds: 3600 } });
    const host = await open(s);
    const joined = await host.request({ type: 'create', config: { players: 3 }, name: 'Ana' });
    expect(joined.type).toBe('ack');
    const { code, invite, token } = host.received.find((m) => m.type === 'joined') as unknown as { code: string; invite: string; token: string };
    // The budget spent by a guesser on another address.
    for (let i = 0; i < 3; i++) await get(s, `/api/tables/ZZZZZ${i + 2}`, '127.3.0.1');
    const guest = await open(s, '127.3.0.2');
    expect(await guest.request({ type: 'spectate', code })).toMatchObject({ type: 'error', code: 'RateLimited' });
    expect(await guest.request({ type: 'join', code, seat: 1, name: 'Bea', invite: 'not-the-invitation' })).toMatchObject({ type: 'error', code: 'RateLimited' });
    expect(await guest.request({ type: 'join', code: 'ZZZZZZ', seat: 1, name: 'Bea', invite: 'not-the-invitation' })).toMatchObject({ type: 'error', code: 'RateLimited' });
    expect(await guest.request({ type: 'resume', code, seat: 0, token: 'x'.repeat(43) })).toMatchObject({ type: 'error', code: 'RateLimited' });
    expect(await guest.request({ type: 'join', code, seat: 1, name: 'Bea', invite })).toMatchObject({ type: 'ack' });
    const back = await open(s, '127.3.0.3');
    expect(await back.request({ type: 'resume', code, seat: 0, token })).toMatchObject({ type: 'ack' });
  });
});

describe('limits per seat and per table, whatever the addresses', () => {
  it('one seat resumed from 40 addresses cannot post more than the seat’s chat limit, nor the table more than its own', async () => {
    const s = await server({ hub: { seatChatBurst: 5, seatChatEverySeconds: 3600, tableChatBurst: 8, tableChatEverySeconds: 3600 } });
    const host = await open(s);
    await host.request({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const { code, token } = host.received.find((m) => m.type === 'joined') as unknown as { code: string; token: string };
    const answers: string[] = [];
    for (let i = 0; i < 40; i++) {
      const c = await open(s, address(i));
      expect((await c.request({ type: 'resume', code, seat: 0, token })).type).toBe('ack');
      answers.push((await c.request({ type: 'chat', text: `line ${i}` })).type as string);
    }
    expect(answers.filter((a) => a === 'ack')).toHaveLength(5);
    const guest = await open(s, '127.4.0.1');
    await guest.request({ type: 'join', code, seat: 1, name: 'Bea' });
    const lines = [];
    for (let i = 0; i < 5; i++) lines.push((await guest.request({ type: 'chat', text: `hola ${i}` })).type);
    expect(lines).toEqual(['ack', 'ack', 'ack', 'error', 'error']);
    expect((await s.store.read(code)).filter((e) => e.event.type === 'chat')).toHaveLength(8);
  });

  it('a seat’s commands are limited; the bots and the substitute that play for the seat are never refused', async () => {
    const s = await server({ graceMs: 0, hub: { playsBurst: 3, playsPerSecond: 0.001 } });
    const host = await open(s);
    await host.request({ type: 'create', config: { players: 4, partnerships: true, target: 1, bots: [1, 2, 3].map((seat) => ({ seat, level: 'random' })) }, name: 'Ana' });
    const code = (host.received.find((m) => m.type === 'joined') as unknown as { code: string }).code;
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push((await host.request({ type: 'play', play: 'zz', v: 0 }))['code']);
    // The start took one of the three: two plays reach the game (and are refused by it), the others are not even tried.
    expect(answers.slice(0, 2).every((c) => c !== 'RateLimited')).toBe(true);
    expect(answers.slice(2).every((c) => c === 'RateLimited')).toBe(true);
    // Gone: a substitute plays the seat, with the bots, to the end of the game: far more than three plays a seat.
    await host.close();
    await until(() => s.service.peek(code)?.status === 'finished', 60_000, 'the end of the game');
    const plays = (await s.store.read(code)).filter((e) => e.event.type === 'played' && (e.event as { seat: number }).seat === 0);
    expect(plays.length).toBeGreaterThan(3);
  });
});

describe('public reads', () => {
  /** A real store that counts its reads. */
  function counting(store: GameStore, count: { reads: number }): GameStore {
    return new Proxy(store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (name === 'read') return (...args: Parameters<GameStore['read']>) => (count.reads++, target.read(...args));
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  it('GET /api/tables/CODE of a known table is limited per address, and answered from memory', async () => {
    const count = { reads: 0 };
    const token = 'operations-token-0123456789';
    const s = await server({ store: counting(new MemoryStore(), count), hub: { readsBurst: 5, readsPerSecond: 0.001 }, opsToken: token });
    const created = await s.service.create({ players: 2 }, 'Ana');
    if (!created.ok) throw new Error('create');
    const before = count.reads;
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push(await get(s, `/api/tables/${created.code}`, '127.5.0.1'));
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await get(s, `/api/tables/${created.code}`, '127.5.0.2')).toBe(200);
    expect(count.reads).toBe(before);
    // /readyz on the public port too (served there to the operations token).
    const ready = [];
    for (let i = 0; i < 6; i++) ready.push(await get(s, '/readyz', '127.5.0.3', { authorization: `Bearer ${token}` }));
    expect(ready).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
