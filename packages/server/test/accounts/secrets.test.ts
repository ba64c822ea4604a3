// What a server process on SQLite keeps and says about accounts: the log of a table names a logged-in seat's
// account, and no password, password hash, session token or CSRF token reaches its logs (at debug) or /metrics.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser.js';
import { sqliteProcess, type Backend } from './backends.js';

describe('accounts and secrets on a server process', () => {
  let b: Backend;
  beforeAll(async () => {
    // The production hash cost (the lanes' lower test cost unset), which the stored hash below is checked for.
    b = await sqliteProcess({ ESCOBA_TEST_SCRYPT_N: '' });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
  });

  it('records the account id of a logged-in seat in the table’s log, and no secret in the logs or /metrics', async () => {
    const secrets: string[] = [];
    const web = new Browser(b.port, '127.0.2.1');
    const passwords = ['first secret password', 'second secret password', 'a wrong secret password'] as const;
    secrets.push(...passwords);
    const keep = () => {
      for (const v of web.cookies.values()) secrets.push(v);
      if (web.csrf) secrets.push(web.csrf);
    };
    await web.session();
    keep();
    const signup = await web.post('/api/account/signup', { body: { name: 'Tomasa', password: passwords[0] } });
    const id = (signup.body!['account'] as { id: string }).id;
    keep();
    await web.session();
    keep();
    const socket = await web.socket();
    socket.send({ type: 'create', config: { players: 2 }, name: 'Tomasa' });
    const code = (await socket.next((m) => m.type === 'joined'))['code'] as string;
    await socket.close();
    expect((await web.post('/api/account/password', { body: { current: passwords[2], next: passwords[1] } })).status).toBe(401);
    expect((await web.post('/api/account/password', { body: { current: passwords[0], next: passwords[1] } })).status).toBe(204);
    keep();
    await web.session();
    keep();
    expect((await new Browser(b.port, '127.0.2.2').signIn('login', 'Tomasa', passwords[2])).status).toBe(401);
    expect((await web.post('/api/account/logout')).status).toBe(204);

    const db = new Database(b.file!, { readonly: true });
    try {
      const seated = db.prepare<[string], { body: string }>('SELECT body FROM events WHERE code = ? AND v = 2').get(code)!;
      expect(JSON.parse(seated.body)).toMatchObject({ type: 'seated', seat: 0, name: 'Tomasa', account: id });
      const { hash } = db.prepare<[string], { hash: string }>('SELECT hash FROM accounts WHERE id = ?').get(id)!;
      expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
      secrets.push(hash, hash.split('$')[4]!, hash.split('$')[5]!);
      // The store holds hashes of session tokens, never a token.
      const sessions = db.prepare<[], { token_hash: string }>('SELECT token_hash FROM sessions').all();
      for (const s of sessions) expect(secrets).not.toContain(s.token_hash);
    } finally {
      db.close();
    }
    const metrics = await (await fetch(`http://127.0.0.1:${b.opsPort}/metrics`)).text();
    expect(metrics).toContain('# HELP');
    const logs = b.logs()!;
    // The process logs at debug (ESCOBA_LOG_LEVEL=debug): what it said is here.
    expect(logs).toContain('"level":30');
    for (const secret of new Set(secrets)) {
      expect(secret.length).toBeGreaterThan(10);
      expect(logs.includes(secret), `the logs hold ${secret}`).toBe(false);
      expect(metrics.includes(secret), `/metrics holds ${secret}`).toBe(false);
    }
  });
});
