// The operator's commands (`escoba-server accounts …`, `addresses …`) on a real SQLite file, while a server process
// serves it: each command's effect seen through the HTTP API as a browser sees it.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from './browser.js';
import { sqliteProcess, type Backend } from './backends.js';

const BIN = fileURLToPath(new URL('../../bin/escoba-server.js', import.meta.url));
const PASSWORD = 'correct horse battery';
/** Each command is a Node process started afresh: on a loaded machine, several seconds each. */
const COMMANDS_TIMEOUT = 400_000;

describe('operator commands on a SQLite file', () => {
  let b: Backend;
  beforeAll(async () => {
    b = await sqliteProcess();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
  });

  /** Runs `escoba-server ARGS` on the server's file: its exit code and what it printed. */
  const run = (...args: string[]) =>
    new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ESCOBA_DB: b.file! } }, (error, out, err) => resolve({ code: error ? Number(error.code) : 0, out, err }));
    });
  let host = 20;
  const browser = () => new Browser(b.port, `127.0.1.${host++}`);

  it('lists accounts; resets a password (printed once, the sessions ended); renames; refuses a bad or look-alike name', async () => {
    const web = browser();
    await web.signIn('signup', 'Olivia', PASSWORD);
    await browser().signIn('signup', 'Pablo', PASSWORD);
    const list = await run('accounts', 'list');
    expect(list.code).toBe(0);
    expect(list.out).toMatch(/^id\tname\tcreated\tstate\nacc_[\w-]{22}\t"Olivia"\t\d{4}-.*Z\tactive\nacc_[\w-]{22}\t"Pablo"\t.*\tactive\n$/);

    const reset = await run('accounts', 'reset-password', 'olivia');
    expect(reset.code).toBe(0);
    const password = /: ([\w-]{16})\n1 session\(s\) ended/.exec(reset.out)?.[1];
    expect(password, reset.out).toBeDefined();
    expect((await web.session()).body!['account']).toBeNull();
    expect((await browser().signIn('login', 'Olivia', PASSWORD)).status).toBe(401);
    expect((await browser().signIn('login', 'Olivia', password!)).status).toBe(200);

    expect(await run('accounts', 'rename', 'Olivia', 'Oliva')).toMatchObject({ code: 0, out: 'renamed "Olivia" to "Oliva" (seats already taken keep the old name)\n' });
    expect((await browser().signIn('login', 'Oliva', password!)).body).toMatchObject({ account: { name: 'Oliva' } });
    expect(await run('accounts', 'rename', 'Oliva', 'Admin')).toMatchObject({ code: 1, err: expect.stringMatching(/word the table uses for itself/) });
    expect(await run('accounts', 'rename', 'Oliva', 'PABL0')).toMatchObject({ code: 1, err: expect.stringMatching(/another account's name is that name or looks like it/) });
    expect(await run('accounts', 'reset-password', 'Nobody')).toMatchObject({ code: 1, err: 'no account is named "Nobody"\n' });
    expect((await run('accounts', 'rename', 'Oliva')).code).toBe(2);
    expect((await run('accounts', 'frobnicate')).code).toBe(2);
  }, COMMANDS_TIMEOUT);

  it('bans an account (it cannot log in, its sessions end) and unbans it', async () => {
    const web = browser();
    await web.signIn('signup', 'Quique', PASSWORD);
    expect(await run('accounts', 'ban', 'Quique')).toMatchObject({ code: 0, out: 'banned "Quique": it cannot log in; 1 session(s) ended\n' });
    expect((await web.session()).body!['account']).toBeNull();
    expect((await run('accounts', 'list')).out).toMatch(/"Quique"\t.*\tbanned\n/);
    expect(await browser().signIn('login', 'Quique', PASSWORD)).toMatchObject({ status: 403, body: { error: 'this account is banned' } });
    // Only the password's owner learns of the ban: a wrong password is the usual answer.
    expect(await browser().signIn('login', 'Quique', 'not the password')).toMatchObject({ status: 401, body: { error: 'wrong name or password' } });
    expect((await run('accounts', 'unban', 'Quique')).code).toBe(0);
    expect((await browser().signIn('login', 'Quique', PASSWORD)).status).toBe(200);
  }, COMMANDS_TIMEOUT);

  it('bans an address or range from signup and login, lists and lifts the bans', async () => {
    await browser().signIn('signup', 'Rocio', PASSWORD);
    expect(await run('addresses', 'ban', '127.0.9.0/24')).toMatchObject({ code: 0, out: 'banned 127.0.9.0/24: it cannot sign up or log in\n' });
    expect(await run('addresses', 'ban', '127.0.9.0/24')).toMatchObject({ code: 0, out: '127.0.9.0/24 was banned already\n' });
    expect((await run('addresses', 'list')).out).toMatch(/^127\.0\.9\.0\/24\tbanned \d{4}-.*Z\n$/);
    const banned = new Browser(b.port, '127.0.9.5');
    expect(await banned.signIn('login', 'Rocio', PASSWORD)).toMatchObject({ status: 403, body: { error: 'signing up and logging in are closed to your address' } });
    expect((await banned.signIn('signup', 'Sara', PASSWORD)).status).toBe(403);
    expect((await new Browser(b.port, '127.0.10.5').signIn('login', 'Rocio', PASSWORD)).status).toBe(200);
    expect(await run('addresses', 'ban', 'not-an-address')).toMatchObject({ code: 2 });
    expect(await run('addresses', 'unban', '127.0.9.0/24')).toMatchObject({ code: 0, out: 'unbanned 127.0.9.0/24\n' });
    expect(await run('addresses', 'unban', '127.0.9.0/24')).toMatchObject({ code: 1 });
    expect((await run('addresses', 'list')).out).toBe('no banned addresses\n');
    expect((await new Browser(b.port, '127.0.9.6').signIn('login', 'Rocio', PASSWORD)).status).toBe(200);
  }, COMMANDS_TIMEOUT);
});
