// SIGTERM while PostgreSQL does not answer: the server exits without waiting for the log, and a play whose append
// was under way is acknowledged to nobody. PostgreSQL is frozen (SIGSTOP on its processes, which this file started):
// a query on an open connection then never returns, so a server that waited for it would never exit.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { RawClient, sleep, until } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { backendEnv, currentServices, usePostgres } from '../services/backend.js';

/** The PostgreSQL postmaster and every process under it (its backends and workers). */
function postgresProcesses(): number[] {
  const root = currentServices().pids().postgres;
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, ppid] of parents) if (ppid === tree[i]) tree.push(pid);
  return tree;
}

const frozen: number[] = [];
const servers: ServerProcess[] = [];
afterEach(() => {
  // Thawed before the services stop: pg_ctl's stop would wait forever for a stopped postmaster.
  for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
  for (const s of servers.splice(0)) s.child.kill('SIGKILL');
});

async function appendsInFlight(server: ServerProcess): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${server.opsPort}/metrics`)).text();
  return Number(/^escoba_store_appends_in_flight (\S+)$/m.exec(text)?.[1] ?? NaN);
}

if (!usePostgres()) describe.skip('shutdown with PostgreSQL stopped: not installed', () => it('skipped', () => undefined));
else {
  describe('SIGTERM with PostgreSQL not answering', () => {
    it('exits without the log, acknowledges nothing it could not save, and the table goes on from the log', async () => {
      const env = await backendEnv();
      const server = await startProcess(env);
      servers.push(server);
      const a = await RawClient.open(server);
      const b = await RawClient.open(server);
      a.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await a.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      const tokens = [joined['token'] as string, ''];
      b.send({ type: 'join', code, seat: 1, name: 'Bea' });
      tokens[1] = (await b.next((m) => m.type === 'joined'))['token'] as string;
      expect((await a.request({ type: 'start' })).type).toBe('ack');
      const isDealt = (m: Record<string, unknown>) => m['type'] === 'event' && (m['event'] as { type: string }).type === 'dealt';
      await until(() => a.received.some(isDealt) && b.received.some(isDealt), 10_000, 'the deal');
      // The deal may be followed by more events (an escoba at the deal): the play goes with the latest version and view.
      await sleep(300);
      type View = { turn: number; legal: { card: number; take: number[] }[] };
      const latest = (c: RawClient) => [...c.received].reverse().find((m) => typeof m['v'] === 'number' && m['view'])!;
      const mover = (latest(a)['view'] as View).turn === 0 ? a : b;
      const dealt = latest(mover);
      const play = (dealt['view'] as View).legal[0]!;

      frozen.push(...postgresProcesses());
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
      mover.send({ type: 'play', play: { card: play.card, take: play.take }, v: dealt['v'] as number, ref: 'the-play' });
      // The play has reached the log and waits for it.
      for (let i = 0; (await appendsInFlight(server)) < 1; i++) {
        const refused = mover.received.find((m) => m.type === 'error' && m['ref'] === 'the-play');
        if (refused || i > 2000) throw new Error(`the play never reached the log${refused ? `: ${JSON.stringify(refused)}` : ''}`);
        await new Promise((r) => setTimeout(r, 10));
      }

      // More than a second frozen: the periodic jobs (the tournaments' tick, once a second) have queries in flight too,
      // as when a database goes away in production; the shutdown must not wait for them either (fresh run 21).
      await sleep(1500);
      server.child.kill('SIGTERM');
      // Without a bound on the shutdown's wait, this never resolves while PostgreSQL stays frozen (the test times out).
      expect(await server.exited()).toBe(0);
      await until(() => mover.closeCode !== null, 10_000, 'the connection to close');
      expect(mover.closeCode).toBe(1012);
      // Told nothing about the play: no ack, no event recording it.
      expect(mover.received.filter((m) => m['ref'] === 'the-play' || (m.type === 'event' && (m['event'] as { type: string }).type === 'played'))).toEqual([]);
      expect(server.logs()).toMatch(/still waiting for the log/);

      for (const pid of frozen.splice(0)) process.kill(pid, 'SIGCONT');
      // A new process on the same log serves the table: the play is there or not, and the game goes on either way.
      const next = await startProcess(env);
      servers.push(next);
      const back = await RawClient.open(next);
      const seat = mover === a ? 0 : 1;
      back.send({ type: 'resume', code, seat, token: tokens[seat] });
      const sync = await back.next((m) => m.type === 'sync', 15_000);
      const v = sync['v'] as number;
      expect([dealt['v'], (dealt['v'] as number) + 1]).toContain(v);
      await back.close();
      next.child.kill('SIGTERM');
      expect(await next.exited()).toBe(0);
    }, 120_000);
  });
}
