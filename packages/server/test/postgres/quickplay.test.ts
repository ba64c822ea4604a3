// Quick play across server processes: two real server processes on one PostgreSQL database and one Redis. Players
// connected to different processes are paired together; with many players joining on both and some leaving, nobody
// is seated twice, nobody who left is seated, and every table is seated exactly full.
import { afterAll, describe, expect, it } from 'vitest';
import { PROTOCOL } from '@escoba/protocol';
import { RawClient, sleep } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const running: ServerProcess[] = [];
const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const p of running) p.child.kill('SIGKILL');
});

const isSeated = (m: { type: string } & Record<string, unknown>) => m.type === 'quickplay' && m['state'] === 'seated';

if (!usePostgres()) describe.skip('quick play across processes: not installed', () => it('skipped', () => undefined));
else {
  let one: ServerProcess;
  let two: ServerProcess;

  async function client(server: ServerProcess): Promise<RawClient> {
    const c = await RawClient.open(server);
    closers.push(() => c.close());
    expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    return c;
  }

  async function queue(server: ServerProcess, name: string, table: Record<string, unknown>): Promise<RawClient> {
    const c = await client(server);
    const answer = await c.request({ type: 'quickplay', action: 'join', table, name, computers: false });
    expect(answer, JSON.stringify(answer)).toMatchObject({ type: 'ack' });
    return c;
  }

  describe('quick play across processes (PostgreSQL + Redis)', () => {
    it('pairs two players connected to different processes at one table', async () => {
      const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_READS_PER_MINUTE: '100000' };
      [one, two] = await Promise.all([startProcess(env), startProcess(env)]);
      running.push(one, two);
      const table = { gameId: 'escoba', players: 2, rated: false };
      const ana = await queue(one, 'Ana', table);
      const bea = await queue(two, 'Bea', table);
      const [a, b] = [await ana.next(isSeated, 10_000), await bea.next(isSeated, 10_000)];
      expect(a['code']).toBe(b['code']);
      expect(new Set([a['seat'], b['seat']])).toEqual(new Set([0, 1]));
      // Each follows the table on its own process, with the game started.
      for (const c of [ana, bea]) expect(await c.next((m) => m.type === 'sync', 10_000)).toMatchObject({ table: { code: a['code'], status: 'playing' } });
    });

    it('with many players on both processes, some leaving: nobody twice, no leaver, every table full', async () => {
      const table = { gameId: 'brisca', players: 4, partnerships: true, rated: false };
      const players: { c: RawClient; name: string; left: boolean }[] = [];
      for (let i = 0; i < 26; i++) {
        const name = `Rival ${i}`;
        players.push({ c: await queue(i % 2 === 0 ? one : two, name, table), name, left: false });
        // Every fifth leaves at once, racing the pairing: a leave either succeeds (never seated) or comes too late (seated).
        if (i % 5 === 4) {
          const p = players[i]!;
          const answer = await p.c.request({ type: 'quickplay', action: 'leave' });
          if (answer.type === 'ack') p.left = true;
          else expect(answer).toMatchObject({ code: 'WrongPhase' });
        }
      }
      const stayed = players.filter((p) => !p.left);
      // Whole tables of four: the players who stayed, less the remainder, are seated.
      const expected = stayed.length - (stayed.length % 4);
      const seated = () => stayed.filter((p) => p.c.received.some(isSeated)).length;
      for (let waited = 0; seated() < expected && waited < 30_000; waited += 100) await sleep(100);
      await sleep(1000);
      expect(seated()).toBe(expected);
      const tables = new Map<string, Set<number>>();
      for (const p of players) {
        const seats = p.c.received.filter(isSeated);
        expect(seats.length).toBeLessThanOrEqual(1);
        if (p.left) expect(seats).toEqual([]);
        for (const s of seats) {
          const at = tables.get(s['code'] as string) ?? new Set<number>();
          expect(at.has(s['seat'] as number)).toBe(false);
          at.add(s['seat'] as number);
          tables.set(s['code'] as string, at);
        }
      }
      for (const seats of tables.values()) expect(seats).toEqual(new Set([0, 1, 2, 3]));
    });
  });
}
