// Accounts on several server processes sharing one PostgreSQL database and one Redis: a session made on one
// process works on the other, a logout on one ends it on both, the login limits count both processes' attempts,
// and the operator's commands work on ESCOBA_DATABASE_URL.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { Browser } from '../accounts/browser.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
const PASSWORD = 'correct horse battery';
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** The same browser (its cookies) on another process's port. */
function on(port: number, web: Browser): Browser {
  const other = new Browser(port, web.from);
  for (const [k, v] of web.cookies) other.cookies.set(k, v);
  return other;
}

if (!usePostgres()) describe.skip('accounts on PostgreSQL: not installed', () => it('skipped', () => undefined));
else {
  describe('accounts on two processes, one PostgreSQL and one Redis', () => {
    let a: ServerProcess;
    let b: ServerProcess;
    let url: string;

    it('starts two processes on one database', async () => {
      url = await currentServices().createDatabase();
      const env = { ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite' };
      [a, b] = await Promise.all([startProcess(env, children), startProcess(env, children)]);
    }, 60_000);

    it('a session made on one process works on the other; a logout on the other ends it on both', async () => {
      const onA = new Browser(a.port, '127.0.3.1');
      expect((await onA.signIn('signup', 'Ursula', PASSWORD)).status).toBe(201);
      const onB = on(b.port, onA);
      const seen = await onB.session();
      expect(seen.body!['account']).toMatchObject({ name: 'Ursula' });
      // A seat taken through process B is the account's.
      const socket = await onB.socket();
      socket.send({ type: 'create', config: { players: 2 }, name: 'Other' });
      const code = (await socket.next((m) => m.type === 'joined'))['code'] as string;
      await socket.close();
      const info = (await onA.send(`/api/tables/${code}`, { method: 'GET' })).body as { seats: unknown[] };
      expect(info.seats[0]).toMatchObject({ name: 'Ursula', account: true });
      expect((await onB.post('/api/account/logout')).status).toBe(204);
      expect((await onA.session()).body!['account']).toBeNull();
    });

    it('counts the login attempts for one name on both processes together', async () => {
      await new Browser(a.port, '127.0.3.2').signIn('signup', 'Valeria', PASSWORD);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await new Browser(i % 2 === 0 ? a.port : b.port, `127.0.4.${i + 1}`).signIn('login', 'Valeria', `guess number ${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('runs the operator’s commands on the database: a ban ends the sessions on every process', async () => {
      const web = new Browser(b.port, '127.0.3.3');
      await web.signIn('signup', 'Ximena', PASSWORD);
      const run = (...args: string[]) =>
        new Promise<{ code: number; out: string }>((resolve) => {
          execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ESCOBA_DATABASE_URL: url } }, (error, out) => resolve({ code: error ? Number(error.code) : 0, out }));
        });
      const list = await run('accounts', 'list');
      expect(list.code).toBe(0);
      expect(list.out).toMatch(/"Ursula".*\n.*"Valeria".*\n.*"Ximena"\t.*\tactive\n$/);
      expect(await run('accounts', 'ban', 'Ximena')).toEqual({ code: 0, out: 'banned "Ximena": it cannot log in; 1 session(s) ended\n' });
      for (const port of [a.port, b.port]) expect((await on(port, web).session()).body!['account']).toBeNull();
      expect((await new Browser(a.port, '127.0.3.4').signIn('login', 'Ximena', PASSWORD)).status).toBe(403);
    }, 300_000);

    it('stops both processes', async () => {
      for (const p of [a, b]) {
        p.child.kill('SIGTERM');
        expect(await p.exited()).toBe(0);
      }
    });
  });
}
