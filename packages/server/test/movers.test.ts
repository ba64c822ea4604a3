import { legalPlays } from '@escoba/engine';
import { afterEach, describe, expect, it } from 'vitest';
import type { EscobaServer } from '@escoba/server';
import { advanceUntil, fakeClock } from './fake-clock.js';
import { FlakyStore } from './flaky-store.js';
import { RawClient, testServer, until } from './helpers.js';
import { escobaOf } from './games.js';

const servers: EscobaServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});

type Msg = Record<string, unknown>;
const played = (m: Msg) => m.type === 'event' && (m['event'] as Msg)['type'] === 'played';

async function twoPlayers(server: EscobaServer, config: Record<string, unknown>) {
  const host = await RawClient.open(server);
  const guest = await RawClient.open(server);
  host.send({ type: 'create', config, name: 'Ana' });
  const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
  guest.send({ type: 'join', code, seat: 1, name: 'Bea' });
  const token = (await guest.next((m) => m.type === 'joined'))['token'] as string;
  expect((await host.request({ type: 'start' })).type).toBe('ack');
  const state = () => server.service.peek(code)!;
  await until(() => escobaOf(state())?.phase === 'play');
  return { host, guest, code, token, state };
}

async function playFor(server: EscobaServer, code: string, client: RawClient) {
  const s = server.service.peek(code)!;
  const play = legalPlays(escobaOf(s)!)[0]!;
  expect((await client.request({ type: 'play', play: { card: play.card, take: play.take }, v: s.v })).type).toBe('ack');
}

describe('every position where someone must move has a mover', () => {
  it('with a turn timer: away, back within the bot’s pause, away again — the substitute still plays', async () => {
    const clock = fakeClock();
    const server = await testServer({ graceMs: 0, botDelayMs: 300, clock: clock.clock });
    servers.push(server);
    const { host, guest, code, token, state } = await twoPlayers(server, { players: 2, turnSeconds: 600 });
    if (escobaOf(state())!.hand!.turn === 1) await playFor(server, code, guest);
    await until(() => escobaOf(state())!.hand!.turn === 0);
    await playFor(server, code, host);
    // Bea is on turn. She goes; the substitute is due in 300 ms; she is back at once; the bot's turn passes.
    await guest.close();
    await advanceUntil(clock, () => state().seats[1]!.substitute, 'substitute on', 10);
    const back = await RawClient.open(server);
    expect((await back.request({ type: 'resume', code, seat: 1, token })).type).toBe('ack');
    await until(() => !state().seats[1]!.substitute, 3000, 'substitute off');
    await clock.advance(500);
    expect(escobaOf(state())!.hand!.turn).toBe(1);
    await back.close();
    await advanceUntil(clock, () => escobaOf(state())!.hand!.turn !== 1 || state().status !== 'playing', 'the substitute’s play');
    const last = (await server.store.read(code)).filter((e) => e.event.type === 'played').at(-1)!;
    expect(last.event).toMatchObject({ seat: 1, by: 'substitute' });
    await host.close();
  });

  it('a bot move the store refuses is retried until it is saved; players get a clear error meanwhile', async () => {
    const store = new FlakyStore();
    const clock = fakeClock();
    const server = await testServer({ store, botDelayMs: 100, clock: clock.clock });
    servers.push(server);
    const host = await RawClient.open(server);
    host.send({ type: 'create', config: { players: 2, bots: [{ seat: 1, level: 'easy' }] }, name: 'Ana' });
    const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
    const state = () => server.service.peek(code)!;
    expect((await host.request({ type: 'start' })).type).toBe('ack');
    await advanceUntil(clock, () => escobaOf(state())?.phase === 'play' && escobaOf(state())!.hand!.turn === 0, 'Ana on turn');
    await playFor(server, code, host);
    store.failing = true;
    const v = state().v;
    await advanceUntil(clock, () => store.refused >= 2, 'two refused bot moves');
    expect(state().v).toBe(v);
    const refused = await host.request({ type: 'chat', text: 'hola' });
    expect(refused).toMatchObject({ type: 'error', code: 'Internal' });
    expect(refused['message']).toMatch(/could not be saved/);
    store.failing = false;
    const next = host.next((m) => played(m) && (m['v'] as number) > v, 10_000);
    // The retries come 1 s, 2 s, 4 s, … apart.
    await advanceUntil(clock, () => state().v > v, 'the retried bot move');
    await next;
    expect(state().v).toBeGreaterThan(v);
    expect((await server.store.read(code)).at(-1)!.event).toMatchObject({ type: 'played', seat: 1, by: 'bot' });
    await host.close();
  });

  it('caps the tables that play with no person at them: the others rest until one ends or a person comes back', async () => {
    const server = await testServer({ botDelayMs: 0, graceMs: 0, maxBotOnlyTables: 1 });
    servers.push(server);
    const tables: { code: string; token: string; watcher: RawClient }[] = [];
    for (let i = 0; i < 2; i++) {
      const host = await RawClient.open(server);
      host.send({ type: 'create', config: { players: 2, target: 1, bots: [{ seat: 1, level: 'random' }] }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      const watcher = await RawClient.open(server);
      expect((await watcher.request({ type: 'spectate', code: joined['code'] })).type).toBe('ack');
      await host.close();
      tables.push({ code: joined['code'] as string, token: joined['token'] as string, watcher });
    }
    const state = (i: number) => server.service.peek(tables[i]!.code)!;
    // Both were dealt (and may have played a little before the first one's host left).
    const dealtAt = [0, 1].map((i) => state(i).gameV);
    // One of the two bot-only tables plays to its end; the other rests meanwhile.
    await until(() => state(0).status === 'finished' || state(1).status === 'finished', 20_000, 'one game to end');
    const first = state(0).status === 'finished' ? 0 : 1;
    const other = 1 - first;
    expect(state(other).status).toBe('playing');
    expect(state(other).gameV).toBeLessThanOrEqual(dealtAt[other]! + 2);
    // With the slot free, the other plays to its end too.
    await until(() => state(other).status === 'finished', 20_000, 'the other game to end');
    await Promise.all(tables.map((t) => t.watcher.close()));
  });

  it('a table nobody follows stops its bots, and goes on when someone watches it again', async () => {
    const clock = fakeClock();
    const server = await testServer({ botDelayMs: 0, abandonMs: 50, graceMs: 50, clock: clock.clock });
    servers.push(server);
    const created = await server.service.create({ players: 2, target: 30, bots: [{ seat: 1, level: 'random' }] }, 'Ana');
    if (!created.ok) throw new Error(created.error.message);
    const { code } = created;
    expect((await server.service.command(code, { type: 'start', seat: 0 })).ok).toBe(true);
    // Ana never connected: a substitute takes her seat, but with nobody following the table nothing moves.
    const state = () => server.service.peek(code)!;
    await clock.advance(300);
    const v = state().v;
    await clock.advance(300);
    expect(state().v).toBe(v);
    const watcher = await RawClient.open(server);
    expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
    await advanceUntil(clock, () => state().status === 'finished' || state().v > v + 2, 'the game to go on');
    await watcher.close();
  });
});
