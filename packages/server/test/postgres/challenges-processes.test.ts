// Challenges across server processes: two real server processes on one PostgreSQL database and one Redis. The
// challenger is connected to one, the challenged player to the other: the challenge reaches them live, a decline
// reaches the challenger, and an accepted challenge seats both at one table whose game both follow, each on its own
// process.
import { afterAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/browser.js';
import { challenge, challengeOf, People } from '../challenges/people.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const running: ServerProcess[] = [];
const groups: People[] = [];
afterAll(async () => {
  for (const g of groups) await g.closeAll();
  for (const p of running) p.child.kill('SIGKILL');
});

if (!usePostgres()) describe.skip('challenges across processes: not installed', () => it('skipped', () => undefined));
else {
  describe('challenges across processes (PostgreSQL + Redis)', () => {
    it('takes a challenge from a player on one process to a player on the other, declined and then accepted', async () => {
      const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite', ESCOBA_BOT_DELAY_MS: '0' };
      const [one, two] = await Promise.all([startProcess(env), startProcess(env)]);
      running.push(one, two);
      const [onOne, onTwo] = [new People(one.port, null, 43), new People(two.port, null, 44)];
      groups.push(onOne, onTwo);
      const ana = await onOne.person('Ana');
      const beto = await onTwo.person('Beto');
      // The session made on process one works on process two as well (the same accounts store).
      expect((await new Browser(two.port).send('/api/session', { method: 'GET', origin: null, csrf: null })).status).toBe(200);

      const first = await challenge(ana.ws, beto.ws, beto.name, { gameId: 'brisca', players: 2 });
      expect(first.incoming['challenge']).toMatchObject({ from: { name: ana.name }, to: { name: beto.name }, game: 'brisca' });
      expect(await beto.ws.request({ type: 'challenge', action: 'decline', id: first.id })).toMatchObject({ type: 'ack' });
      expect(await challengeOf(ana.ws, 'ended')).toMatchObject({ id: first.id, reason: 'declined' });

      const second = await challenge(ana.ws, beto.ws, beto.name, { gameId: 'escoba', players: 2, rated: true });
      expect(await beto.ws.request({ type: 'challenge', action: 'accept', id: second.id })).toMatchObject({ type: 'ack' });
      const [toAna, toBeto] = [await challengeOf(ana.ws, 'seated'), await challengeOf(beto.ws, 'seated')];
      expect(toAna['code']).toBe(toBeto['code']);
      expect([toAna['seat'], toBeto['seat']]).toEqual([0, 1]);
      for (const [c, s] of [
        [ana.ws, toAna],
        [beto.ws, toBeto],
      ] as const) {
        expect(await c.request({ type: 'resume', code: s['code'], seat: s['seat'], token: s['token'] })).toMatchObject({ type: 'ack' });
        expect(await c.next((m) => m.type === 'sync', 10_000)).toMatchObject({ table: { code: toAna['code'], status: 'playing', settings: { rated: true } } });
      }
    });
  });
}
