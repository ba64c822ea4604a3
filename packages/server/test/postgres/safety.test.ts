// The blocks and reports store on PostgreSQL (schema step 4), with the same contract as the memory and SQLite
// stores (test/safety/safety-store.test.ts); and a block made through one server process reaching the chat of a
// connection on another (two processes, one PostgreSQL, one Redis: the notice on `escoba:blocks`).
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresAccountStore, PostgresSafetyStore } from '@escoba/server';
import { Browser } from '../accounts/browser.js';
import { startProcess, type ServerProcess } from '../server-process.js';
import { currentServices, usePostgres } from '../services/backend.js';
import { safetyStoreContract, type SafetyStores } from '../safety/safety-store-contract.js';

const PASSWORD = 'correct horse battery';
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});
const isChat = (m: Record<string, unknown>): boolean => m['type'] === 'event' && (m['event'] as { type: string }).type === 'chat';

/** The same browser (its cookies and CSRF token) on another process's port. */
function on(port: number, web: Browser): Browser {
  const other = new Browser(port, web.from);
  for (const [k, v] of web.cookies) other.cookies.set(k, v);
  other.csrf = web.csrf;
  return other;
}

if (!usePostgres()) describe.skip('blocks and reports on PostgreSQL: not installed', () => it('skipped', () => undefined));
else {
  describe('PostgresSafetyStore', () => {
    const opened: SafetyStores[] = [];
    let url: Promise<string> | null = null;
    afterAll(async () => {
      for (const s of opened) await Promise.all([s.safety.close(), s.accounts.close()]);
    });
    safetyStoreContract(async () => {
      url ??= currentServices().createDatabase();
      const where = await url;
      const stores = { safety: await PostgresSafetyStore.open(where), accounts: await PostgresAccountStore.open(where) };
      opened.push(stores);
      return stores;
    });
  });

  describe('a block across two processes', () => {
    let a: ServerProcess;
    let b: ServerProcess;

    it('withholds the blocked player’s chat from the blocker’s connection on the other process, and restores it after unblock', async () => {
      const url = await currentServices().createDatabase();
      const env = { ESCOBA_DATABASE_URL: url, ESCOBA_REDIS_URL: currentServices().redisUrl, ESCOBA_DB: '/nonexistent/unused.sqlite' };
      [a, b] = await Promise.all([startProcess(env, children), startProcess(env, children)]);
      const ana = new Browser(a.port, '127.0.4.1');
      const beto = new Browser(a.port, '127.0.4.2');
      expect((await ana.signIn('signup', 'AnaCross', PASSWORD)).status).toBe(201);
      expect((await beto.signIn('signup', 'BetoCross', PASSWORD)).status).toBe(201);
      await ana.session();
      // Ana's table and socket on process A, Beto's on A too; Ana blocks him through process B.
      const as = await ana.socket();
      as.send({ type: 'hello', protocol: 'escoba/2' });
      as.send({ type: 'create', config: { players: 2 }, name: 'x' });
      const code = (await as.next((m) => m.type === 'joined', 20_000))['code'] as string;
      await as.next((m) => m.type === 'sync', 20_000);
      const bs = await beto.socket();
      bs.send({ type: 'hello', protocol: 'escoba/2' });
      expect(await bs.request({ type: 'join', code, seat: 1, name: 'x' })).toMatchObject({ type: 'ack' });

      const anaOnB = on(b.port, ana);
      const blocked = await anaOnB.post('/api/safety/block', { body: { name: 'BetoCross' } });
      expect(blocked.status).toBe(200);
      // The notice travels through Redis: Beto writes until a line reaches Ana withheld (each line waits for its event).
      let withheld = false;
      for (let i = 0; i < 50 && !withheld; i++) {
        expect(await bs.request({ type: 'chat', text: `line ${i}` })).toMatchObject({ type: 'ack' });
        const e = (await as.next(isChat, 20_000))['event'] as { text: string; blocked?: true };
        withheld = e.blocked === true;
        if (withheld) expect(e.text).toBe('');
      }
      expect(withheld).toBe(true);

      const account = (blocked.body!['blocked'] as { account: string }).account;
      expect((await anaOnB.post('/api/safety/unblock', { body: { account } })).body).toEqual({ unblocked: true });
      let heard = false;
      for (let i = 0; i < 50 && !heard; i++) {
        expect(await bs.request({ type: 'chat', text: `again ${i}` })).toMatchObject({ type: 'ack' });
        const e = (await as.next(isChat, 20_000))['event'] as { text: string; blocked?: true };
        heard = e.blocked === undefined && e.text === `again ${i}`;
      }
      expect(heard).toBe(true);
      for (const s of [as, bs]) await s.close();
      for (const p of [a, b]) p.child.kill('SIGTERM');
    }, 300_000);
  });
}
