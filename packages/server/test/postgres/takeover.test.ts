// Real server processes on one PostgreSQL database and one Redis: when the process that drives a table is killed
// (kill -9: nothing is handed over), another process that has the table takes its lease once it expires and the
// game goes on; a player connected only to the killed process stops counting as present once its presence entry
// expires, and the owner's grace period and substitute take over.
import { afterAll, describe, expect, it } from 'vitest';
import { actionText, tableGameById } from '@escoba/games';
import { PROTOCOL } from '@escoba/protocol';
import { PostgresStore, rebuild, viewOf } from '@escoba/server';
import { seeded } from '../autoplayer.js';
import { ChaosPlayer } from '../chaos/player.js';
import { kill9, startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { until } from '../helpers.js';

const running: ServerProcess[] = [];
afterAll(() => {
  for (const p of running) p.child.kill('SIGKILL');
});

/** A server process's metric, read from /metrics. */
async function metric(p: ServerProcess, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${p.opsPort}/metrics`)).text();
  const m = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return m ? Number(m[1]) : NaN;
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const escoba = (action: unknown) => actionText(tableGameById('escoba'), action);
const brisca = (action: unknown) => actionText(tableGameById('brisca'), action);

if (!usePostgres()) describe.skip('lease takeover: not installed', () => it('skipped', () => undefined));
else {
  async function cluster(n: number, extra: Record<string, string> = {}) {
    const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_BOT_DELAY_MS: '100', ...extra };
    const processes = await Promise.all(Array.from({ length: n }, () => startProcess(env)));
    running.push(...processes);
    return { env, processes };
  }

  const player = (p: () => ServerProcess, seat: number | null, seed: number, text = escoba) =>
    new ChaosPlayer({ url: () => `ws://127.0.0.1:${p().port}/ws`, seat, random: seeded(seed), thinkMs: 50, actionText: text, greeting: { type: 'hello', protocol: PROTOCOL } });

  describe('lease takeover', () => {
    /**
     * A table with a person at seat 0 and bots, created and started through P1 alone (P1 drives it); the person moves
     * to P2 (P1 keeps the lease: it still drives the bots, for a player it reaches through Redis); P1 is killed; P2
     * takes the lease and its bots play to the end. The log of the finished game, and the person's client.
     */
    async function killTheOwner(config: Record<string, unknown>, text: typeof escoba, seeds: [number, number]) {
      const { env, processes } = await cluster(2, { ESCOBA_GRACE_SECONDS: '600' });
      const [p1, p2] = processes as [ServerProcess, ServerProcess];
      const creator = player(() => p1, 0, seeds[0], text);
      await creator.connect();
      await creator.request({ type: 'create', config, name: 'Ana' }, (m) => m.type === 'sync');
      await creator.request({ type: 'start', ref: 's' }, (m) => m.type === 'ack');
      await eventually(async () => (await metric(p1, 'escoba_table_leases')) === 1, 'P1 to drive the table');
      const host = player(() => p2, 0, seeds[1], text);
      [host.code, host.token] = [creator.code, creator.token];
      await host.connect();
      await host.request({ type: 'resume', code: creator.code, seat: 0, token: creator.token }, (m) => m.type === 'sync');
      creator.stop();
      await until(() => host.v >= 12, 30_000, 'a few plays');
      expect(await metric(p2, 'escoba_table_leases')).toBe(0);

      await kill9(p1);
      await eventually(async () => (await metric(p2, 'escoba_table_leases')) === 1 || host.finished, 'P2 to take the lease');
      await until(() => host.finished, 120_000, 'the game to finish');
      const store = await PostgresStore.open(env.ESCOBA_DATABASE_URL);
      const log = await store.read(host.code);
      await store.close();
      expect(log.map((e) => e.v)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
      expect(host.view).toEqual(viewOf(rebuild(host.code, log), 0));
      expect(host.problems).toEqual([]);
      host.stop();
      return log;
    }

    it('kill -9 of the owner: the other process takes the table’s lease when it expires and moves its bots to the end', async () => {
      const log = await killTheOwner({ players: 4, partnerships: true, target: 1, bots: [1, 2, 3].map((seat) => ({ seat, level: 'random' })) }, escoba, [1, 2]);
      expect(log.filter((e) => e.event.type === 'played' && e.event.by === 'bot').length).toBeGreaterThan(10);
    });

    it('kill -9 of the owner of a 2 v 2 Brisca table with señas: the other process takes it over and its bots (señas and all) play to the end', async () => {
      const config = { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', senas: true, wins: 2 }, bots: [1, 2, 3].map((seat) => ({ seat, level: 'medium' })) };
      const log = await killTheOwner(config, brisca, [3, 4]);
      expect(log.filter((e) => e.event.type === 'played' && e.event.hidden === true).length).toBeGreaterThan(0);
    });

    it('kill -9 of the process a player is connected to: their presence expires, and the owner substitutes them', async () => {
      const { env, processes } = await cluster(2, { ESCOBA_GRACE_SECONDS: '0' });
      const [p1, p2] = processes as [ServerProcess, ServerProcess];
      // Created and started through P2 (the owner); then the player follows only through P1.
      const creator = player(() => p2, 0, 3);
      await creator.connect();
      await creator.request({ type: 'create', config: { players: 2, target: 1, bots: [{ seat: 1, level: 'random' }] }, name: 'Ana' }, (m) => m.type === 'sync');
      await creator.request({ type: 'start', ref: 's' }, (m) => m.type === 'ack');
      await eventually(async () => (await metric(p2, 'escoba_table_leases')) === 1, 'P2 to drive the table');
      const onP1 = player(() => p1, 0, 4);
      [onP1.code, onP1.token] = [creator.code, creator.token];
      await onP1.connect();
      const seen = creator.texts.length;
      await onP1.request({ type: 'resume', code: creator.code, seat: 0, token: creator.token }, (m) => m.type === 'sync');
      // P2 has heard of the connection on P1 when it tells its own followers the presence again.
      await until(() => creator.texts.slice(seen).some((t) => t.startsWith('{"type":"presence"')), 10_000, 'P2 to hear of P1’s connection');
      creator.stop();
      // Seen through P1 alone, the player is present: no grace at all, so the owner would substitute them at once otherwise.
      await until(() => onP1.v >= 12, 30_000, 'a few plays more');
      const store = await PostgresStore.open(env.ESCOBA_DATABASE_URL);
      expect((await store.read(creator.code)).filter((e) => e.event.type === 'substitute')).toEqual([]);
      await kill9(p1);
      onP1.stop();
      // Nobody closed P1's connection: the owner learns the player is gone only when P1's presence entry expires.
      const watcher = player(() => p2, null, 5);
      [watcher.code] = [creator.code];
      await watcher.connect();
      await watcher.request({ type: 'spectate', code: creator.code }, (m) => m.type === 'sync');
      await until(() => watcher.finished, 60_000, 'the game to finish with a substitute');
      const log = await store.read(creator.code);
      await store.close();
      expect(log.filter((e) => e.event.type === 'substitute').map((e) => e.event)).toContainEqual({ type: 'substitute', seat: 0, active: true });
      expect(log.filter((e) => e.event.type === 'played' && e.event.by === 'substitute').length).toBeGreaterThan(0);
      watcher.stop();
    });
  });
}
