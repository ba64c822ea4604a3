// loose23: a paired entrant's own seat across two real server processes on one PostgreSQL and one Redis: whichever
// process pairs the tournament, the other gives each entrant their own seat and token (derived from the key both read
// from the database) on the tournament page and the seats watch, the token opens the seat there, and nobody gets
// another's.
import { afterAll, describe, expect, it } from 'vitest';
import type { TournamentSeat, TournamentState } from '@escoba/protocol';
import { until } from '../helpers.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { TournamentPlayer } from '../tournament-players.js';

const running: ServerProcess[] = [];
const people: TournamentPlayer[] = [];
afterAll(() => {
  for (const p of people) p.close();
  for (const p of running) p.child.kill('SIGKILL');
});

if (!usePostgres()) describe.skip('tournament seats across processes: not installed', () => it('skipped', () => undefined));
else {
  describe('a paired entrant’s seat on another process (PostgreSQL + Redis)', () => {
    it('is given by either process, to that entrant only, and opens the seat there', { timeout: 300_000 }, async () => {
      const url = await currentServices().createDatabase();
      // A long grace: nobody's seat passes to a stand-in while the test looks.
      const env = { ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_READS_PER_MINUTE: '100000', ESCOBA_CONNECTIONS_PER_ADDRESS: '1000', ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS: '1', ESCOBA_GRACE_SECONDS: '600', ESCOBA_LOG_LEVEL: 'info' };
      const p1 = await startProcess(env, []);
      running.push(p1);
      const p2 = await startProcess(env, []);
      running.push(p2);
      const [ana, bea] = [await TournamentPlayer.signUp(p1, 'Ana', '127.0.7.10'), await TournamentPlayer.signUp(p1, 'Bea', '127.0.7.11')];
      people.push(ana, bea);
      const created = await ana.browser.post('/api/tournaments', { body: { name: 'Two processes', table: { gameId: 'escoba', players: 2, target: 1 }, startsAt: Date.now() + 3000, format: 'arena', minutes: 10, rated: false, computers: false } });
      expect(created.status, created.text).toBe(201);
      const id = (created.body!['tournament'] as TournamentState).id;
      for (const p of [ana, bea]) expect((await p.browser.post(`/api/tournaments/${id}/join`)).status).toBe(200);
      const owner = () => [p1, p2].find((p) => p.logs().includes('this process now pairs the tournament'));
      await until(() => owner() !== undefined, 30_000, 'a process to own the tournament');
      const other = owner() === p1 ? p2 : p1;

      // Nobody watched when they were paired. Each reads the page on both processes: the same own seat.
      const seatOn = async (p: TournamentPlayer, server: ServerProcess): Promise<TournamentSeat | undefined> => {
        const r = await p.on(server).browser.send(`/api/tournaments/${id}`, { method: 'GET' });
        expect(r.status).toBe(200);
        return r.body!['seat'] as TournamentSeat | undefined;
      };
      let anaSeat: TournamentSeat | undefined;
      for (let i = 0; i < 600 && anaSeat === undefined; i++) {
        anaSeat = await seatOn(ana, other);
        if (anaSeat === undefined) await new Promise((r) => setTimeout(r, 100));
      }
      expect(anaSeat).toMatchObject({ tournament: id, pairing: 1 });
      expect(await seatOn(ana, owner()!)).toEqual(anaSeat);

      // Bea, elsewhere in the app on the other process: the seats watch gives hers, not Ana's.
      const beaThere = bea.on(other);
      people.push(beaThere);
      const socket = await beaThere.browser.socket();
      expect((await socket.request({ type: 'tournamentSeats', watch: true })).type).toBe('ack');
      const [beaSeat] = (await socket.next((m) => m.type === 'tournamentSeats', 20_000))['seats'] as TournamentSeat[];
      expect(beaSeat).toMatchObject({ tournament: id, code: anaSeat!.code, seat: 1 - anaSeat!.seat });
      expect(beaSeat!.token).not.toBe(anaSeat!.token);
      // Each token opens its own seat on the other process, and only its own.
      const anaThere = await ana.on(other).browser.socket();
      const resumed = await anaThere.request({ type: 'resume', code: anaSeat!.code, seat: anaSeat!.seat, token: anaSeat!.token });
      expect(resumed.type).toBe('ack');
      const wrong = await socket.request({ type: 'resume', code: anaSeat!.code, seat: beaSeat!.seat, token: anaSeat!.token });
      expect(wrong).toMatchObject({ type: 'error', code: 'Unauthorized' });
      expect(JSON.stringify(socket.received)).not.toContain(anaSeat!.token);
      socket.ws.close();
      anaThere.ws.close();
    });
  });
}
