// Two servers on one PostgreSQL database and one Redis (each with its own connection pool and bus, as two
// processes would have) racing to append the same version of a table: exactly one append wins; the other
// server reloads the table from the log and decides the command again (it goes through, or is refused as Stale).
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { legalPlays } from '@escoba/engine';
import { PostgresStore, type EscobaServer } from '@escoba/server';
import { RawClient, testServer, until } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { escobaOf } from '../games.js';

if (!usePostgres()) describe.skip('append race: not installed', () => it('skipped', () => undefined));
else {
  const servers: EscobaServer[] = [];
  const clients: RawClient[] = [];
  const processes: ServerProcess[] = [];
  afterEach(async () => {
    for (const c of clients.splice(0)) await c.close();
    for (const s of servers.splice(0)) await s.close();
    for (const p of processes.splice(0)) p.child.kill('SIGKILL');
  });

  /** Two servers on a fresh database; `reloads` counts the appends each lost and retried. */
  async function twoServers() {
    const url = await currentServices().createDatabase();
    const reloads = [0, 0];
    const make = async (i: number) => {
      const logger = pino({ level: 'debug' }, { write: (line: string) => void (line.includes('another process appended first') && reloads[i]!++) });
      const s = await testServer({ store: await PostgresStore.open(url), logger, graceMs: 600_000 });
      servers.push(s);
      return s;
    };
    return { a: await make(0), b: await make(1), reloads };
  }

  async function open(server: EscobaServer) {
    const c = await RawClient.open(server);
    clients.push(c);
    return c;
  }

  describe('two servers appending to one table', () => {
    it('chat from both at once: every line is saved once, versions stay contiguous, the loser reloads and retries', async () => {
      const { a, b, reloads } = await twoServers();
      const host = await open(a);
      host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      // The same seat, followed through B as well (B loads the table from the log).
      const other = await open(b);
      expect((await other.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
      for (let round = 0; round < 30; round++) {
        const [ra, rb] = await Promise.all([host.request({ type: 'chat', text: `a${round}` }), other.request({ type: 'chat', text: `b${round}` })]);
        expect([ra.type, rb.type]).toEqual(['ack', 'ack']);
      }
      const log = await a.store.read(code);
      expect(log.map((e) => e.v)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
      const lines = log.flatMap((e) => (e.event.type === 'chat' ? [e.event.text] : [])).sort();
      expect(lines).toEqual(Array.from({ length: 30 }, (_, i) => [`a${i}`, `b${i}`]).flat().sort());
      // The appends really raced: some were lost and retried (30 rounds sent at the same instant).
      expect(reloads[0]! + reloads[1]!).toBeGreaterThan(0);
      // Each connection saw every version once, in order (its own server's and, through Redis, the other's).
      for (const c of [host, other]) {
        const vs = c.received.filter((m) => m.type === 'event').map((m) => m['v'] as number);
        expect(vs).toEqual([...new Set(vs)].sort((x, y) => x - y));
      }
    });

    it('the same play sent through both servers at once: exactly one is accepted, the other is refused after the reload', async () => {
      const { a, b } = await twoServers();
      const host = await open(a);
      const guest = await open(a);
      host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      guest.send({ type: 'join', code, seat: 1, name: 'Bea' });
      const guestJoined = await guest.next((m) => m.type === 'joined');
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      await until(() => escobaOf(a.service.peek(code)!)?.phase === 'play');
      const state = a.service.peek(code)!;
      const seat = escobaOf(state)!.hand!.turn;
      const tokens = [joined['token'], guestJoined['token']];
      const onA = seat === 0 ? host : guest;
      const onB = await open(b);
      expect((await onB.request({ type: 'resume', code, seat, token: tokens[seat] })).type).toBe('ack');
      const play = legalPlays(escobaOf(state)!)[0]!;
      const message = { type: 'play', play: { card: play.card, take: play.take }, v: state.v };
      const answers = await Promise.all([onA.request(message), onB.request(message)]);
      expect(answers.map((m) => m.type).sort()).toEqual(['ack', 'error']);
      // Decided again on the reloaded state, the second copy is refused just as one server refuses it: the turn moved on.
      expect(answers.find((m) => m.type === 'error')!['code']).toBe('NotYourTurn');
      const log = await b.store.read(code);
      expect(log.filter((e) => e.event.type === 'played')).toHaveLength(1);
      expect(log.map((e) => e.v)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    });

    it('two real server processes on one database: chat sent to both at once is saved once each, in one unbroken log', async () => {
      const url = await currentServices().createDatabase();
      const env = { ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_CHAT_PER_MINUTE: '100000', ESCOBA_SEAT_CHAT_PER_MINUTE: '100000', ESCOBA_TABLE_CHAT_PER_MINUTE: '100000' };
      const [p1, p2] = await Promise.all([startProcess(env), startProcess(env)]);
      processes.push(p1, p2);
      const one = await RawClient.open({ port: p1.port } as EscobaServer);
      clients.push(one);
      one.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await one.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      const two = await RawClient.open({ port: p2.port } as EscobaServer);
      clients.push(two);
      expect((await two.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
      for (let round = 0; round < 20; round++) {
        const answers = await Promise.all([one.request({ type: 'chat', text: `one${round}` }), two.request({ type: 'chat', text: `two${round}` })]);
        expect(answers.map((m) => m.type)).toEqual(['ack', 'ack']);
      }
      const store = await PostgresStore.open(url);
      const log = await store.read(code);
      await store.close();
      expect(log.map((e) => e.v)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
      const lines = log.flatMap((e) => (e.event.type === 'chat' ? [e.event.text] : [])).sort();
      expect(lines).toEqual(Array.from({ length: 20 }, (_, i) => [`one${i}`, `two${i}`]).flat().sort());
      // Through Redis, each client saw the other process's lines too: every version once, in order.
      for (const c of [one, two]) {
        const vs = c.received.filter((m) => m.type === 'event').map((m) => m['v'] as number);
        expect(vs).toEqual([...new Set(vs)].sort((x, y) => x - y));
        expect(vs.at(-1)).toBe(log.length);
      }
      // Each process measured the lag of the other's messages.
      for (const p of [p1, p2]) expect(await (await fetch(`http://127.0.0.1:${p.opsPort}/metrics`)).text()).toMatch(/^escoba_bus_lag_seconds_count [1-9]\d*$/m);
    });
  });
}
