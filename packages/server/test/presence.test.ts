import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { advanceUntil, fakeClock } from './fake-clock.js';
import { RawClient, testServer } from './helpers.js';

const servers: EscobaServer[] = [];
const clients: RawClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) await c.close();
  for (const s of servers.splice(0)) await s.close();
});

async function server(options: Parameters<typeof testServer>[0] = {}) {
  const s = await testServer(options);
  servers.push(s);
  return s;
}

async function open(s: EscobaServer) {
  const c = await RawClient.open(s);
  clients.push(c);
  return c;
}

const presence = (connected: boolean[], spectators: number) => (m: Record<string, unknown>) =>
  m.type === 'presence' && JSON.stringify(m['connected']) === JSON.stringify(connected) && m['spectators'] === spectators;

describe('presence', () => {
  it('tells the others when a seat connects and when it disconnects, and counts spectators', async () => {
    const s = await server();
    const host = await open(s);
    host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    await host.next(presence([true, false], 0));

    const guest = await open(s);
    expect((await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    await host.next(presence([true, true], 0));

    const watcher = await open(s);
    expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
    await host.next(presence([true, true], 1));
    await guest.next(presence([true, true], 1));

    await guest.close();
    await host.next(presence([true, false], 1));
    await watcher.next(presence([true, false], 1));

    await host.close();
    await watcher.next(presence([false, false], 1));
  });
});

describe('finished tables in memory', () => {
  it('leave memory once nobody follows them, stay while someone does, and load again from the store on demand', async () => {
    // No grace: the host's seat is played by a bot as soon as they leave, so the game finishes with nobody there.
    const clock = fakeClock();
    const s = await server({ graceMs: 0, idleEvictMs: 100, substituteLevel: 'random', clock: clock.clock });
    const host = await open(s);
    host.send({ type: 'create', config: { players: 2, target: 1, bots: [{ seat: 1, level: 'random' }] }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const watcher = await open(s);
    expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    await host.close();
    await advanceUntil(clock, () => s.service.peek(code)?.status === 'finished', 'the game to finish', 10);

    // Someone still watches: the table stays, well past the idle time.
    await clock.advance(300);
    expect(s.service.peek(code)?.status).toBe('finished');
    expect(s.service.tableCount).toBe(1);

    await watcher.close();
    await advanceUntil(clock, () => s.service.tableCount === 0, 'the finished table to leave memory', 10);
    expect(s.service.peek(code)).toBeUndefined();

    // Still in the store: the lobby API loads it again (and it leaves again, since nobody follows it).
    expect(await fetch(`${s.url}/api/tables/${code}`).then((r) => r.json())).toMatchObject({ code, status: 'finished' });
    expect(s.service.tableCount).toBe(1);
    await advanceUntil(clock, () => s.service.tableCount === 0, 'the reloaded table to leave memory again', 10);
  });
});
