// Two servers on one PostgreSQL database and one Redis (each with its own pool and bus, as two processes would
// have): one owner per table drives its bots, and the presence every process shows, and the owner's grace periods
// use, counts the connections of both.
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { SeatView } from '@escoba/engine';
import { PostgresStore, RedisBus, rebuild, seatOnTurn, VersionConflictError, viewOf, type EscobaServer, type GameStore, type LogEntry } from '@escoba/server';
import { AutoPlayer, seeded } from '../autoplayer.js';
import { RawClient, testServer, until } from '../helpers.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { RedisLeases } from '../../src/cluster/redis-leases.js';
import { hashToken } from '../../src/game/crypto.js';
import { Redis } from 'ioredis';

/** The appends one server made: the bot plays it saved, and the appends it lost to the other server; its reads of the log. */
interface Appends {
  botPlays: number;
  conflicts: number;
  reads: number;
}

/** The server's PostgreSQL store, counting what it appends (everything else goes straight through). */
function counting(store: GameStore, appends: Appends): GameStore {
  return {
    async append(code: string, entries: readonly LogEntry[], status) {
      try {
        await store.append(code, entries, status);
      } catch (e) {
        if (e instanceof VersionConflictError) appends.conflicts++;
        throw e;
      }
      appends.botPlays += entries.filter((e) => e.event.type === 'played' && e.event.by === 'bot').length;
    },
    read: (code, after) => {
      appends.reads++;
      return store.read(code, after);
    },
    exists: (code) => store.exists(code),
    unfinished: () => store.unfinished(),
    inPlay: () => store.inPlay(),
    quarantine: (code, reason) => store.quarantine(code, reason),
    purge: (cutoffs) => store.purge(cutoffs),
    close: () => store.close(),
  };
}

if (!usePostgres()) describe.skip('one owner per table: not installed', () => it('skipped', () => undefined));
else {
  const servers: EscobaServer[] = [];
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
    for (const s of servers.splice(0)) await s.close();
  });

  /** Two servers on one fresh database, each with its own bus (its id is the owner of its leases). */
  async function twoServers(options: Parameters<typeof testServer>[0] = {}) {
    const url = await currentServices().createDatabase();
    const make = async () => {
      const appends: Appends = { botPlays: 0, conflicts: 0, reads: 0 };
      const bus = await RedisBus.open(currentServices().redisUrl);
      const server = await testServer({ store: counting(await PostgresStore.open(url), appends), bus, logger: pino({ level: 'silent' }), ...options });
      servers.push(server);
      return { server, bus, appends };
    };
    return [await make(), await make()] as const;
  }

  async function open(server: EscobaServer) {
    const c = await RawClient.open(server);
    closers.push(() => c.close());
    return c;
  }

  describe('one owner per table', () => {
    it('of two servers following a table, only the holder of its lease moves the bots, and the two never race', async () => {
      const [a, b] = await twoServers({ graceMs: 600_000, botDelayMs: 5 });
      const host = new AutoPlayer(a.server, 0, seeded(1));
      closers.push(() => host.close());
      await host.send({ type: 'create', config: { players: 4, partnerships: true, target: 1, bots: [1, 2, 3].map((seat) => ({ seat, level: 'random' })) }, name: 'Ana' });
      await until(() => host.code !== '', 5000, 'the table');
      // B follows the table too (a spectator), so it has it loaded and wants its lease as much as A.
      const watcher = await open(b.server);
      expect((await watcher.request({ type: 'spectate', code: host.code })).type).toBe('ack');
      await host.send({ type: 'start' });
      await until(() => host.finished, 60_000, 'the game to finish');
      const total = a.appends.botPlays + b.appends.botPlays;
      expect(total).toBeGreaterThan(20);
      // Every bot play was saved by one server, and no server ever lost an append to the other.
      expect([a.appends.botPlays, b.appends.botPlays].sort((x, y) => x - y)).toEqual([0, total]);
      expect(a.appends.conflicts + b.appends.conflicts).toBe(0);
      const log = await a.server.store.read(host.code);
      expect(log.map((e) => e.v)).toEqual(Array.from({ length: log.length }, (_, i) => i + 1));
    });

    it('a play travels to the other process as its log entry, which it applies without reading the log; a deck, salt, token hash, invitation or seña never goes through Redis', async () => {
      const [a, b] = await twoServers({ graceMs: 600_000, botDelayMs: 5 });
      const spy = new Redis(currentServices().redisUrl);
      closers.push(() => spy.quit());
      const notices: string[] = [];
      spy.on('pmessage', (_pattern: string, _channel: string, raw: string) => notices.push(raw));
      await spy.psubscribe('escoba:table:*');
      // 2 against 2 Brisca with señas: partners on different servers, the bots on the others' seats.
      const host = new AutoPlayer(a.server, 0, seeded(7));
      const partner = new AutoPlayer(b.server, 2, seeded(8));
      closers.push(() => host.close(), () => partner.close());
      await host.send({ type: 'create', config: { gameId: 'brisca', players: 4, partnerships: true, rules: { preset: 'brisca', senas: true, wins: 1 }, bots: [1, 3].map((seat) => ({ seat, level: 'random' })) }, name: 'Ana' });
      await until(() => host.code !== '', 5000, 'the table');
      await partner.send({ type: 'join', code: host.code, seat: 2, name: 'Bea' });
      await until(() => partner.code !== '', 5000, 'the partner seated');
      const spectator = new AutoPlayer(b.server, null, seeded(9));
      closers.push(() => spectator.close());
      await spectator.send({ type: 'spectate', code: host.code });
      await spectator.waitFor('sync');
      await until(() => b.server.service.peek(host.code)?.v === a.server.service.peek(host.code)?.v, 5000, 'both servers at one version');
      const readsBefore = a.appends.reads + b.appends.reads;
      await host.send({ type: 'start' });
      await until(() => host.finished && partner.finished && spectator.finished, 60_000, 'the game to finish');
      const log = await a.server.store.read(host.code);
      const plays = log.filter((e) => e.event.type === 'played');
      expect(plays.some((e) => e.event.type === 'played' && e.event.hidden)).toBe(true);

      // What went through Redis: entries of plays and the like, never a secret.
      const carried = notices.map((raw) => JSON.parse(raw) as { e?: LogEntry }).flatMap((n) => (n.e ? [n.e] : []));
      expect(carried.filter((e) => e.event.type === 'played').length).toBeGreaterThan(plays.length / 2);
      for (const e of carried) expect(e).toEqual(log[e.v - 1]);
      expect(carried.some((e) => e.event.type === 'played' && e.event.hidden)).toBe(false);
      // The other process read the señas from the log and told the partner (on it) of the host's, in order, and
      // the spectator (on it too) nothing: no message, no version (its events run 1, 2, 3, … over the public entries).
      const privates = (p: AutoPlayer) => p.texts.map((t) => JSON.parse(t) as { type: string; v?: number; event?: { seat: number; play: string } });
      const sideSenas = log.flatMap((e) => (e.event.type === 'played' && e.event.hidden ? [{ seat: e.event.seat, play: e.event.play }] : []));
      expect(sideSenas.length).toBeGreaterThan(0);
      expect(privates(partner).filter((m) => m.type === 'private').map((m) => ({ seat: m.event!.seat, play: m.event!.play }))).toEqual(sideSenas.filter((x) => x.seat % 2 === 0));
      expect(spectator.texts.some((t) => /"private"|"sena"/.test(t))).toBe(false);
      const seen = privates(spectator).filter((m) => m.type === 'event').map((m) => m.v!);
      expect(seen).toEqual(Array.from({ length: seen.length }, (_, k) => seen[0]! + k));
      expect(seen.at(-1)).toBe(log.filter((e) => !(e.event.type === 'played' && e.event.hidden)).length);
      for (const raw of notices) expect(raw).not.toMatch(/"(deck|salt|tokenHash|invite)"/);
      // Each server read the log only for what could not travel (the deal), not once per play of the other.
      expect(a.appends.reads + b.appends.reads - readsBefore).toBeLessThan(plays.length / 4);
      // Both servers end where the log's replay ends, and each player's last view is the replay's view of their seat.
      const replayed = rebuild(host.code, log);
      for (const server of [a.server, b.server]) expect(server.service.peek(host.code)).toEqual(replayed);
      expect(host.lastView).toEqual(viewOf(replayed, 0));
      expect(partner.lastView).toEqual(viewOf(replayed, 2));
    });

    it('the lease is a key in Redis with the owner’s id: a closing server gives it up at once, a finished table too', async () => {
      const [a, b] = await twoServers({ graceMs: 600_000, botDelayMs: 50 });
      const redis = new Redis(currentServices().redisUrl);
      closers.push(() => redis.quit());
      const leases = new RedisLeases(redis, 'the test');
      const holder = async () => (await leases.holders([code]))[0];
      const host = await open(a.server);
      host.send({ type: 'create', config: { players: 2, target: 1, bots: [{ seat: 1, level: 'random' }] }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      // A lobby has no timers: no lease.
      expect(await holder()).toBe(null);
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      // Only A has the table loaded: A drives it.
      await eventually(async () => (await holder()) === a.bus.id, 'A to take the lease');
      const watcher = await open(b.server);
      expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
      expect(await holder()).toBe(a.bus.id);
      // A shuts down: the lease is given up as it closes (not left to expire), and B, which follows the table, takes it.
      servers.splice(servers.indexOf(a.server), 1);
      await a.server.close();
      expect(await holder()).not.toBe(a.bus.id);
      await eventually(async () => (await holder()) === b.bus.id, 'B to take the lease');
      // The host comes back through B and plays to the end; B moves the bot. A finished table needs no owner.
      const back = await open(b.server);
      expect((await back.request({ type: 'resume', code, seat: 0, token: joined['token'] })).type).toBe('ack');
      await playOut(back, b.server, code, 0);
      await eventually(async () => (await holder()) === null, 'the lease of the finished table to go');
    });
  });

  describe('commands on a table another process changed', () => {
    it('a command refused on a state behind the log is decided again once caught up (the seat taken elsewhere)', async () => {
      const [a, b] = await twoServers();
      const host = await open(a.server);
      host.send({ type: 'create', config: { players: 2 }, name: 'Ana' });
      const joined = await host.next((m) => m.type === 'joined');
      const code = joined['code'] as string;
      // A keeps the table loaded but no longer follows it (no connection there): it hears nothing of what B does.
      await host.close();
      const guest = await open(b.server);
      expect((await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).type).toBe('ack');
      expect(a.server.service.peek(code)!.seats[1]!.name).toBe(null);
      // On A's old state the host could not start (seat 1 free); decided again on the log, it starts.
      const r = await a.server.service.command(code, { type: 'start', seat: 0, holder: hashToken(joined['token'] as string) });
      expect(r).toMatchObject({ ok: true });
      expect(a.server.service.peek(code)!.status).toBe('playing');
    });
  });

  describe('presence across processes', () => {
    const presence = (connected: boolean[], spectators: number) => (m: Record<string, unknown>) =>
      m.type === 'presence' && JSON.stringify(m['connected']) === JSON.stringify(connected) && m['spectators'] === spectators;

    it('clients on either server see the same presence; the owner counts players connected to the other for its grace period', async () => {
      // No grace at all: the owner puts a substitute in at once for any seat it believes empty.
      const [a, b] = await twoServers({ graceMs: 0, botDelayMs: 0, substituteLevel: 'random' });
      const host = await open(a.server);
      host.send({ type: 'create', config: { players: 2, target: 1 }, name: 'Ana' });
      const code = (await host.next((m) => m.type === 'joined'))['code'] as string;
      const guest = await open(b.server);
      guest.send({ type: 'join', code, seat: 1, name: 'Bea' });
      const guestToken = (await guest.next((m) => m.type === 'joined'))['token'] as string;
      await host.next(presence([true, true], 0));
      await guest.next(presence([true, true], 0));
      const watcher = await open(b.server);
      expect((await watcher.request({ type: 'spectate', code })).type).toBe('ack');
      await host.next(presence([true, true], 1));
      await guest.next(presence([true, true], 1));

      // Both play their own turns, each through their own server: nobody is substituted.
      expect((await host.request({ type: 'start' })).type).toBe('ack');
      const players = [host, guest];
      for (let i = 0; i < 8; i++) {
        await until(() => a.server.service.peek(code)?.v === b.server.service.peek(code)?.v, 5000, 'both servers at one version');
        const state = a.server.service.peek(code)!;
        const seat = seatOnTurn(state);
        if (seat === null) break;
        const play = (viewOf(state, seat) as SeatView).legal[0]!;
        expect((await players[seat]!.request({ type: 'play', play: { card: play.card, take: play.take }, v: state.v })).type).toBe('ack');
      }
      const substitutes = async () => (await a.server.store.read(code)).flatMap((e) => (e.event.type === 'substitute' ? [`${e.event.seat}:${e.event.active}`] : []));
      expect(await substitutes()).toEqual([]);

      // The guest goes: the owner (whichever server it is) learns it and substitutes them at once, and both servers
      // show it. The guest comes back through the other server: the substitute stops.
      await guest.close();
      await host.next(presence([true, false], 1));
      await watcher.next(presence([true, false], 1));
      await eventually(async () => (await substitutes()).length > 0 || a.server.service.peek(code)?.status === 'finished', 'the substitute');
      const back = await open(a.server);
      expect((await back.request({ type: 'resume', code, seat: 1, token: guestToken })).type).toBe('ack');
      await watcher.next(presence([true, true], 1));
      if (a.server.service.peek(code)?.status === 'playing') await eventually(async () => (await substitutes()).length >= 2, 'the substitute to stop');
      expect((await substitutes()).slice(0, 2)).toEqual(['1:true', '1:false']);
    });
  });
}

/** Polls an asynchronous check until it holds (at most 10 s). */
async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Plays the seat's turns (the first legal play) through `client` until the game is over, reading the table from `server`. */
async function playOut(client: RawClient, server: EscobaServer, code: string, seat: number): Promise<void> {
  for (;;) {
    await until(() => server.service.peek(code)?.status === 'finished' || seatOnTurn(server.service.peek(code)!) === seat, 30_000, `seat ${seat}'s turn`);
    const state = server.service.peek(code)!;
    if (state.status === 'finished') return;
    const play = (viewOf(state, seat) as SeatView).legal[0]!;
    const r = await client.request({ type: 'play', play: { card: play.card, take: play.take }, v: state.v });
    if (r.type !== 'ack') expect(r['code']).toBe('Stale');
  }
}
