import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { RawClient, testServer, until } from './helpers.js';
import { escobaOf } from './games.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

/** A 2-player table in play: the host (seat 0) and a guest (seat 1). */
async function tableInPlay(options: Parameters<typeof testServer>[0] = {}) {
  const server = await testServer(options);
  servers.push(server);
  const host = await RawClient.open(server);
  const guest = await RawClient.open(server);
  host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
  const joined = await host.next((m) => m.type === 'joined');
  const code = joined['code'] as string;
  expect((await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
  expect((await host.request({ type: 'start' })).type).toBe('ack');
  const state = () => server.service.peek(code)!;
  await until(() => escobaOf(state())?.phase === 'play');
  const onTurn = escobaOf(state())!.hand!.turn === 0 ? host : guest;
  const waiting = onTurn === host ? guest : host;
  return { server, host, guest, code, state, onTurn, waiting, token: joined['token'] as string };
}

async function expectError(client: RawClient, message: unknown, code: string) {
  const ref = `e${Math.random()}`.slice(0, 20);
  client.send(typeof message === 'string' ? message : { ...(message as object), ref });
  const answer = await client.next((m) => m.type === 'error' && (typeof message === 'string' || m.ref === ref));
  expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'error', code });
  expect(typeof answer['message']).toBe('string');
  return answer;
}

describe('bad input gets a typed error and changes nothing', () => {
  it('malformed, oversized, unknown, out of turn, stale, illegal and unauthorized messages', async () => {
    const { host, onTurn, waiting, state, code, server } = await tableInPlay();
    const before = state();
    const view = () => server.service.peek(code)!;
    await expectError(host, 'not json', 'Malformed');
    await expectError(host, '[1,2]', 'Malformed');
    await expectError(host, { type: 'play', play: '7o', v: 'x' }, 'Malformed');
    await expectError(host, { type: 'play', play: '7o', v: 1, extra: true }, 'Malformed');
    await expectError(host, { type: 'chat', text: 'a'.repeat(201) }, 'Malformed');
    await expectError(host, { type: 'chat', text: 'line\nfake' }, 'Malformed');
    // Text that shows other than it holds: direction overrides and isolates, invisible characters.
    for (const text of ['Bea\u202Eylno', 'a\u2066b', 'zero\u200Bwidth', 'word\u2060joiner', 'b\uFEFFom', 'soft\u00ADhyphen', 'mark\u200F'])
      expect((await expectError(host, { type: 'chat', text }, 'Malformed'))['message']).toMatch(/invisible or text-direction/);
    await expectError(host, JSON.stringify({ type: 'chat', text: 'x'.repeat(5000) }), 'TooLarge');
    await expectError(host, { type: 'shuffle' }, 'UnknownType');
    await expectError(waiting, { type: 'play', play: escobaOf(view())!.hand!.hands[waiting === host ? 0 : 1]![0]!, v: before.v }, 'Malformed');
    const waitingCard = escobaOf(view())!.hand!.hands[waiting === host ? 0 : 1]![0]!;
    const e = await expectError(waiting, { type: 'play', play: { card: waitingCard }, v: before.v }, 'NotYourTurn');
    expect(e['message']).toMatch(/is on turn/);
    const turnSeat = onTurn === host ? 0 : 1;
    const other = escobaOf(view())!.hand!.hands[1 - turnSeat]![0]!;
    const illegal = await expectError(onTurn, { type: 'play', play: { card: other }, v: before.v }, 'IllegalPlay');
    expect(illegal['detail']).toBe('NotInHand');
    await expectError(onTurn, { type: 'play', play: { card: escobaOf(view())!.hand!.hands[turnSeat]![0]!, take: [other] }, v: before.v }, 'IllegalPlay');
    await expectError(onTurn, { type: 'play', play: 'zz', v: before.v }, 'IllegalPlay');
    await expectError(onTurn, { type: 'play', play: { card: escobaOf(view())!.hand!.hands[turnSeat]![0]! }, v: before.gameV - 1 }, 'Stale');
    // A version from the future is as stale as one from the past.
    await expectError(onTurn, { type: 'play', play: { card: escobaOf(view())!.hand!.hands[turnSeat]![0]! }, v: 1e15 }, 'Stale');
    await expectError(onTurn, { type: 'play', play: { card: escobaOf(view())!.hand!.hands[turnSeat]![0]! }, v: before.v + 1 }, 'Stale');
    await expectError(host, { type: 'rematch' }, 'WrongPhase');
    await expectError(waiting === host ? onTurn : waiting, { type: 'start' }, (waiting === host ? onTurn : waiting) === host ? 'WrongPhase' : 'Unauthorized');
    expect(state()).toBe(before);

    // Nobody acts for a seat without its token.
    const intruder = await RawClient.open(server);
    await expectError(intruder, { type: 'play', play: '1o', v: before.v }, 'NotAtTable');
    await expectError(intruder, { type: 'resume', code, seat: 0, token: 'A'.repeat(43) }, 'Unauthorized');
    await expectError(intruder, { type: 'resume', code: 'ZZZZZZ', seat: 0, token: 'A'.repeat(43) }, 'NoTable');
    await expectError(intruder, { type: 'join', code, seat: 1, name: 'Eve' }, 'WrongPhase');
    expect((await intruder.request({ type: 'spectate', code })).type).toBe('ack');
    await expectError(intruder, { type: 'play', play: '1o', v: before.v }, 'Unauthorized');
    await expectError(intruder, { type: 'chat', text: 'hi' }, 'Unauthorized');
    await expectError(intruder, { type: 'create', config: { players: 2 }, name: 'Eve' }, 'AlreadyAtTable');
    expect(state()).toBe(before);
  });

  it('lobby rules: bad settings, seats taken or missing, only the host starts', async () => {
    const server = await testServer();
    servers.push(server);
    const a = await RawClient.open(server);
    await expectError(a, { type: 'create', config: { players: 5 }, name: 'Ana' }, 'Malformed');
    // Names that would pass for the app's own words, or hide characters.
    for (const name of ['You', ' you ', 'YOU', 'Tú', 'tu', 'Ｙｏｕ', 'Y.o.u', 'Server', 'expert', 'Seat 2', 'Asiento 3', 'Ana\u200D', 'Ana\u202E', 'A\u200Bna'])
      await expectError(a, { type: 'create', config: { players: 2 }, name }, 'BadName');
    expect((await a.request({ type: 'chat', text: 'emoji 👩\u200D👩\u200D👧 ok' }))['code']).toBe('NotAtTable');
    await expectError(a, { type: 'create', config: { players: 2, partnerships: true }, name: 'Ana' }, 'BadConfig');
    await expectError(a, { type: 'create', config: { players: 2, rules: 'nope' }, name: 'Ana' }, 'BadConfig');
    await expectError(a, { type: 'create', config: { players: 2, target: 1000 }, name: 'Ana' }, 'Malformed');
    expect((await expectError(a, { type: 'create', config: { players: 2, rules: { preset: 'classic', target: 1000 } }, name: 'Ana' }, 'BadConfig'))['message']).toMatch(/above 100/);
    await expectError(a, { type: 'create', config: { players: 2, bots: [{ seat: 0, level: 'easy' }, { seat: 1, level: 'easy' }] }, name: 'Ana' }, 'BadConfig');
    await expectError(a, { type: 'create', config: { players: 2, bots: [{ seat: 0, level: 'easy' }] }, name: 'Ana' }, 'BadSeat');
    a.send({ type: 'create', config: { players: 4, partnerships: true, bots: [{ seat: 3, level: 'medium' }] }, name: 'Ana' });
    const code = (await a.next((m) => m.type === 'joined'))['code'] as string;
    const b = await RawClient.open(server);
    await expectError(b, { type: 'join', code, seat: 0, name: 'Bea' }, 'SeatTaken');
    await expectError(b, { type: 'join', code, seat: 3, name: 'Bea' }, 'BadSeat');
    await expectError(b, { type: 'join', code, seat: 4, name: 'Bea' }, 'BadSeat');
    expect((await b.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
    await expectError(a, { type: 'start' }, 'WrongPhase');
    await expectError(b, { type: 'start' }, 'Unauthorized');
    expect((await b.request({ type: 'leave' })).type).toBe('ack');
    expect(server.service.peek(code)!.seats[1]!.name).toBeNull();
  });

  it('a flooding connection is rate limited, then closed with 1008', async () => {
    const server = await testServer({ hub: { rateCapacity: 10, ratePerSecond: 5, floodLimit: 20 } });
    servers.push(server);
    const c = await RawClient.open(server);
    for (let i = 0; i < 60; i++) c.send({ type: 'ping', ref: i });
    await until(() => c.closeCode !== null, 5000, 'the connection to close');
    expect(c.closeCode).toBe(1008);
    const pongs = c.received.filter((m) => m.type === 'pong').length;
    const limited = c.received.filter((m) => m.type === 'error' && m.code === 'RateLimited');
    expect(pongs).toBe(10);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]!['ref']).toBe(10);
  });
});
