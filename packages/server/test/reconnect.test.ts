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
const legalOf = (m: Msg) => (m['view'] as { legal: { card: number; take: number[] }[] }).legal;

async function twoPlayerGame(options: Parameters<typeof testServer>[0] = {}, config: Record<string, unknown> = { players: 2 }) {
  const server = await testServer(options);
  servers.push(server);
  const host = await RawClient.open(server);
  const guest = await RawClient.open(server);
  host.send({ type: 'create', config, name: 'Ana' });
  const joined = await host.next((m) => m.type === 'joined');
  const code = joined['code'] as string;
  guest.send({ type: 'join', code, seat: 1, name: 'Bea' });
  const guestJoined = await guest.next((m) => m.type === 'joined');
  expect((await host.request({ type: 'start' })).type).toBe('ack');
  const state = () => server.service.peek(code)!;
  await until(() => escobaOf(state())?.phase === 'play');
  return { server, host, guest, code, state, tokens: [joined['token'] as string, guestJoined['token'] as string] };
}

/** Plays the seat on turn's first legal play through the client holding it. */
async function playOne(server: EscobaServer, code: string, clients: RawClient[]) {
  const s = server.service.peek(code)!;
  const seat = escobaOf(s)!.hand!.turn;
  const { legalPlays } = await import('@escoba/engine');
  const play = legalPlays(escobaOf(s)!)[0]!;
  const answer = await clients[seat]!.request({ type: 'play', play: { card: play.card, take: play.take }, v: s.v });
  expect(answer.type).toBe('ack');
}

describe('reconnects', () => {
  it('a player who drops mid-hand resumes with token and last version and receives exactly what was missed', async () => {
    const { server, host, guest, code, state, tokens } = await twoPlayerGame();
    await playOne(server, code, [host, guest]);
    await until(() => guest.received.some((m) => m.type === 'event' && m['v'] === state().v));
    const lastSeen = state().v;
    await guest.close();
    // Meanwhile: the host chats, and the guest's seat... is on turn or not; play until the guest is on turn twice.
    expect((await host.request({ type: 'chat', text: 'where did you go?' })).type).toBe('ack');
    if (escobaOf(state())!.hand!.turn === 0) await playOne(server, code, [host, guest]);
    const back = await RawClient.open(server);
    expect((await back.request({ type: 'resume', code, seat: 1, token: tokens[1], since: lastSeen })).type).toBe('ack');
    const sync = await back.next((m) => m.type === 'sync');
    expect(sync['full']).toBe(false);
    const events = sync['events'] as { v: number; event: { type: string } }[];
    expect(events.map((e) => e.v)).toEqual(Array.from({ length: state().v - lastSeen }, (_, i) => lastSeen + 1 + i));
    expect(events.some((e) => e.event.type === 'chat')).toBe(true);
    expect(sync['v']).toBe(state().v);
    expect((sync['view'] as { hand: number[] }).hand).toEqual(escobaOf(state())!.hand!.hands[1]);
    // Back in the game: it can play.
    await playOne(server, code, [host, back]);
  });

  it('a resume from far behind (or without a version) gets a full view', async () => {
    const { server, host, guest, code, tokens } = await twoPlayerGame();
    const other = await RawClient.open(server);
    expect((await other.request({ type: 'resume', code, seat: 0, token: tokens[0] })).type).toBe('ack');
    const sync = await other.next((m) => m.type === 'sync');
    expect(sync).toMatchObject({ full: true, events: [], seat: 0 });
    expect(legalOf(sync)).toEqual(escobaOf(server.service.peek(code)!)!.hand!.turn === 0 ? expect.any(Array) : []);
    await Promise.all([host.close(), guest.close()]);
  });

  it('after the grace period a bot plays for the absent player, who takes the seat back on return', async () => {
    const clock = fakeClock();
    const { server, host, guest, code, state, tokens } = await twoPlayerGame({ graceMs: 100, clock: clock.clock });
    await guest.close();
    await advanceUntil(clock, () => state().seats[1]!.substitute, 'the substitute', 20);
    const substituted = host.next((m) => m.type === 'event' && (m['event'] as Msg)['type'] === 'substitute');
    expect(((await substituted)['table'] as { seats: { substitute: boolean }[] }).seats[1]!.substitute).toBe(true);
    // The host plays; the substitute answers.
    for (let i = 0; i < 3; i++) {
      await advanceUntil(clock, () => escobaOf(state())!.hand!.turn === 0 || state().status !== 'playing', 'Ana on turn');
      await playOne(server, code, [host, guest]);
    }
    await advanceUntil(clock, () => escobaOf(state())!.hand!.turn === 0, 'Ana on turn');
    const byBot = host.received.filter((m) => m.type === 'event' && (m['event'] as Msg)['by'] === 'substitute');
    expect(byBot.length).toBeGreaterThanOrEqual(2);
    const back = await RawClient.open(server);
    expect((await back.request({ type: 'resume', code, seat: 1, token: tokens[1], since: 0 })).type).toBe('ack');
    await until(() => !state().seats[1]!.substitute, 5000, 'the seat back');
    await playOne(server, code, [host, back]);
    await until(() => escobaOf(state())!.hand!.turn === 1);
    await playOne(server, code, [host, back]);
  });

  it('turn timers: a seat that lets its deadline pass gets a play made for it; deadlines are in the log', async () => {
    const clock = fakeClock();
    const server = await testServer({ clock: clock.clock });
    servers.push(server);
    // Through the service, which (unlike the schema, 5 s minimum) accepts a 1-second timer.
    const created = await server.service.create({ players: 2, turnSeconds: 1, bots: [{ seat: 1, level: 'easy' }] }, 'Ana');
    if (!created.ok) throw new Error(created.error.message);
    const { code } = created;
    expect((await server.service.command(code, { type: 'start', seat: 0 })).ok).toBe(true);
    const state = () => server.service.peek(code)!;
    await advanceUntil(clock, () => escobaOf(state())!.hand!.turn === 0, 'seat 0 on turn', 10);
    const deadline = state().deadline!;
    expect(deadline).toBeGreaterThan(clock.now());
    const entries = await server.store.read(code);
    expect(entries.at(-1)!.event).toMatchObject({ deadline });
    await clock.advance(deadline - clock.now() - 1);
    expect(state().v).toBe(entries.at(-1)!.v);
    await advanceUntil(clock, () => state().v > entries.at(-1)!.v, 'the timeout play', 1);
    const log = await server.store.read(code);
    expect(log[entries.length]!.event).toMatchObject({ type: 'played', seat: 0, by: 'timeout' });
    expect(clock.now()).toBeGreaterThanOrEqual(deadline);
  });
});
