// The lobby across server processes: two real server processes on one PostgreSQL database and one Redis. A public
// table created on one appears in the lobby of a client connected to the other, leaves it when it fills, and the
// tables of a process that dies leave it too; so do its people (online22).
import { afterAll, describe, expect, it } from 'vitest';
import { PROTOCOL } from '@escoba/protocol';
import { Browser } from '../accounts/browser.js';
import { RawClient } from '../helpers.js';
import { LobbyWatcher } from '../lobby-watcher.js';
import { kill9, startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';

const running: ServerProcess[] = [];
const closers: (() => unknown)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
  for (const p of running) p.child.kill('SIGKILL');
});

if (!usePostgres()) describe.skip('the lobby across processes: not installed', () => it('skipped', () => undefined));
else {
  async function twoProcesses(): Promise<[ServerProcess, ServerProcess]> {
    const env = { ESCOBA_DATABASE_URL: await currentServices().createDatabase(), ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite' };
    const [a, b] = await Promise.all([startProcess(env), startProcess(env)]);
    running.push(a!, b!);
    return [a!, b!];
  }

  async function client(server: ServerProcess): Promise<RawClient> {
    const c = await RawClient.open(server);
    closers.push(() => c.close());
    expect((await c.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
    return c;
  }

  async function create(server: ServerProcess, name: string): Promise<string> {
    const c = await client(server);
    expect((await c.request({ type: 'create', config: { gameId: 'brisca', players: 2, public: true }, name })).type).toBe('ack');
    return (await c.next((m) => m.type === 'joined'))['code'] as string;
  }

  describe('the lobby across processes (PostgreSQL + Redis)', () => {
    it('a table created on one process is listed to a watcher on the other, and leaves when full or when its process dies', async () => {
      const [one, two] = await twoProcesses();
      const lobby = await LobbyWatcher.open(two);
      closers.push(() => lobby.close());

      const code = await create(one, 'Ana');
      await lobby.waitFor((t) => t.has(code), 'the table made on the other process');
      expect(lobby.tables.get(code)).toMatchObject({ status: 'lobby', seats: [{ name: 'Ana' }, { name: null }] });
      expect(lobby.tables.get(code)!.settings).toMatchObject({ gameId: 'brisca', public: true });

      const guest = await client(two);
      expect(await guest.request({ type: 'join', code, seat: 1, name: 'Bea' })).toMatchObject({ type: 'ack' });
      await lobby.waitFor((t) => !t.has(code), 'the full table to leave the lobby');

      const orphan = await create(one, 'Cris');
      await lobby.waitFor((t) => t.has(orphan), 'the second table');
      await kill9(one);
      await lobby.waitFor((t) => !t.has(orphan), 'the table of the dead process to leave the lobby');
      expect(lobby.everListed.has(code)).toBe(true);
    });

    it('online22: a person connected to one process is listed on the other, and leaves it when that process dies (-9)', async () => {
      const [one, two] = await twoProcesses();
      const lobby = await LobbyWatcher.open(one);
      closers.push(() => lobby.close());
      const web = new Browser(two.port, '127.0.46.10');
      expect((await web.signIn('signup', 'Olga', 'correct horse battery')).status).toBe(201);
      const ws = await web.socket();
      closers.push(() => ws.close());
      expect((await ws.request({ type: 'hello', protocol: PROTOCOL })).type).toBe('ack');
      await lobby.waitForPeople((p) => p.listed.some((x) => x.name === 'Olga' && x.doing === 'idle'), 'Olga, on the other process, listed');
      await kill9(two);
      // The other process's part expires (10 s) without a word from it.
      await lobby.waitForPeople((p) => !p.listed.some((x) => x.name === 'Olga'), 'Olga to leave with her dead process');
    });
  });
}
