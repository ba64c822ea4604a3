import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { advanceUntil, fakeClock } from './fake-clock.js';
import { RawClient, testServer, until } from './helpers.js';
import { escobaOf } from './games.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

type Msg = Record<string, unknown>;
const hands = (c: RawClient) => c.received.filter((m) => m['view']).map((m) => (m['view'] as { seat: number | null; hand: number[] }));

describe('giving up a seat ends every connection’s rights to it', () => {
  it('a second connection that resumed the seat loses it when the seat is left: no hand, no plays, no chat, no leave, no presence', async () => {
    const clock = fakeClock();
    const server = await testServer({ graceMs: 50, clock: clock.clock });
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const x = await RawClient.open(server);
    x.send({ type: 'join', code, seat: 1, name: 'Bea' });
    const token = (await x.next((m) => m.type === 'joined'))['token'] as string;
    const y = await RawClient.open(server);
    expect((await y.request({ type: 'resume', code, seat: 1, token })).type).toBe('ack');
    expect((await x.request({ type: 'leave' })).type).toBe('ack');
    // Y is told, and now watches.
    expect((await y.next((m) => m.type === 'error' && m['ref'] === undefined))['code']).toBe('Unauthorized');
    await until(() => server.service.peek(code)!.seats[1]!.name === null);

    const z = await RawClient.open(server);
    expect((await z.request({ type: 'join', code, seat: 1, name: 'Carla' })).type).toBe('ack');
    // The old token is dead.
    const again = await RawClient.open(server);
    expect(await again.request({ type: 'resume', code, seat: 1, token })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    // Y's chat and leave are refused as a spectator's; Carla keeps the seat.
    expect(await y.request({ type: 'chat', text: 'hola' })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    await until(() => escobaOf(server.service.peek(code)!)?.phase === 'play');
    await until(() => hands(y).length > 0 && hands(z).length > 0);
    expect(hands(y).every((v) => v.seat === null && v.hand.length === 0)).toBe(true);
    expect(hands(z).at(-1)!.hand).toEqual(escobaOf(server.service.peek(code)!)!.hand!.hands[1]);
    const s = server.service.peek(code)!;
    expect(await y.request({ type: 'play', play: { card: escobaOf(s)!.hand!.hands[1]![0]! }, v: s.v })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect((await y.request({ type: 'leave' })).type).toBe('ack');
    expect(server.service.peek(code)!.seats[1]!.name).toBe('Carla');

    // Y does not keep the seat "connected": when Carla goes, the substitute takes over.
    await z.close();
    await advanceUntil(clock, () => server.service.peek(code)!.seats[1]!.substitute, 'the substitute for Carla', 10);
    const chats = (await server.store.read(code)).filter((e) => e.event.type === 'chat');
    expect(chats).toEqual([]);
    await Promise.all([host.close(), x.close(), y.close(), again.close()]);
  });

  it('a connection that still holds a seat cannot act for it after the seat changes hands, even if the hub missed the change', async () => {
    const server = await testServer();
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 3 }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const bea = await RawClient.open(server);
    expect((await bea.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    // The seat changes hands without the socket layer: Bea leaves and Carla joins through the service directly.
    expect((await server.service.command(code, { type: 'leave', seat: 1 })).ok).toBe(true);
    expect((await server.service.join(code, 1, 'Carla')).ok).toBe(true);
    const r = await server.service.command(code, { type: 'chat', seat: 1, text: 'soy Bea', holder: 'not-carlas-token-hash' });
    expect(r).toMatchObject({ ok: false, error: { code: 'Unauthorized' } });
    await Promise.all([host.close(), bea.close()]);
  });

  it('the host removes a player in the lobby; that player watches, and their token is dead; the host’s own leave is not an error', async () => {
    const server = await testServer();
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const joined = await host.next((m) => m.type === 'joined');
    const code = joined['code'] as string;
    const bea = await RawClient.open(server);
    bea.send({ type: 'join', code, seat: 1, name: 'Bea' });
    const token = (await bea.next((m) => m.type === 'joined'))['token'] as string;
    expect(await bea.request({ type: 'kick', seat: 0 })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect(await host.request({ type: 'kick', seat: 0 })).toMatchObject({ type: 'error', code: 'BadSeat' });
    expect((await host.request({ type: 'kick', seat: 1 })).type).toBe('ack');
    const left = await bea.next((m) => m.type === 'event' && (m['event'] as Msg)['type'] === 'left');
    expect(left['event']).toEqual({ type: 'left', seat: 1, kicked: true });
    expect((await bea.next((m) => m.type === 'error' && m['ref'] === undefined))['message']).toMatch(/host removed you/);
    expect(await bea.request({ type: 'chat', text: 'hey' })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    const back = await RawClient.open(server);
    expect(await back.request({ type: 'resume', code, seat: 1, token })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect(await host.request({ type: 'kick', seat: 1 })).toMatchObject({ type: 'error', code: 'BadSeat' });
    // The host's leave in the lobby stops following; the seat stays the host's, to resume.
    expect((await host.request({ type: 'leave' })).type).toBe('ack');
    expect(server.service.peek(code)!.seats[0]!.name).toBe('Ana');
    const hostBack = await RawClient.open(server);
    expect((await hostBack.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
    await Promise.all([host.close(), bea.close(), back.close(), hostBack.close()]);
  });
});

describe('invitations', () => {
  it('after the code-alone time, only the link’s invitation lets people join; the host gets it again when resuming', async () => {
    const server = await testServer({ codeAloneMs: 0 });
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 3 }, name: 'Ana' });
    const joined = await host.next((m) => m.type === 'joined');
    const code = joined['code'] as string;
    const invite = joined['invite'] as string;
    expect(invite).toMatch(/^[\w-]{22}$/);
    // The table's public info and the events never hold it.
    expect(JSON.stringify(await (await fetch(`${server.url}/api/tables/${code}`)).json())).not.toContain(invite);
    const bea = await RawClient.open(server);
    expect(await bea.request({ type: 'join', code, seat: 1, name: 'Bea' })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    expect(await bea.request({ type: 'join', code, seat: 1, name: 'Bea', invite: 'x'.repeat(22) })).toMatchObject({ type: 'error', code: 'Unauthorized' });
    bea.send({ type: 'join', code, seat: 1, name: 'Bea', invite });
    const beaJoined = await bea.next((m) => m.type === 'joined');
    expect(beaJoined['invite']).toBeUndefined();
    const beaSync = await bea.next((m) => m.type === 'sync');
    expect(beaSync['invite']).toBeUndefined();
    expect(JSON.stringify(bea.received)).not.toContain(invite);
    const hostBack = await RawClient.open(server);
    expect((await hostBack.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
    expect((await hostBack.next((m) => m.type === 'sync'))['invite']).toBe(invite);
    await Promise.all([host.close(), bea.close(), hostBack.close()]);
  });

  it('a new table can be joined with its code alone', async () => {
    const server = await testServer();
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const bea = await RawClient.open(server);
    expect((await bea.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    await Promise.all([host.close(), bea.close()]);
  });
});
