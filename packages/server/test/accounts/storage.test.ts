// The account stores (memory, a SQLite file) against one contract, the SQLite schema steps on a file made before
// them, and the password hashes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { nameSkeletons } from '@escoba/protocol';
import type { AccountRecord, AccountStore } from '../../src/accounts/account-store.js';
import { MemoryAccountStore } from '../../src/accounts/memory-account-store.js';
import { SqliteAccountStore } from '../../src/accounts/sqlite-account-store.js';
import { DEFAULT_SCRYPT, hashPassword, needsRehash, scryptParams, verifyPassword } from '../../src/accounts/password-hash.js';
import { ConfigError, readConfig } from '../../src/config.js';
import { migrateSqlite, SQLITE_MIGRATIONS } from '../../src/store/sqlite-migrations.js';
import { SqliteStore } from '../../src/store/sqlite-store.js';
import { ProcessExit, startProcess } from '../server-process.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-account-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

const account = (id: string, name: string, createdAt = 1000): AccountRecord => ({ id, name, skeletons: nameSkeletons(name), hash: 'scrypt$1$1$1$a$b', createdAt, banned: false, bot: false });

describe.each([
  { kind: 'memory', open: (): AccountStore => new MemoryAccountStore() },
  { kind: 'SQLite', open: (): AccountStore => new SqliteAccountStore(join(dir, `accounts-${files++}.sqlite`)) },
])('the $kind account store', ({ open }) => {
  it('keeps names unique by skeleton, at creation and at renaming', async () => {
    const s = open();
    expect(await s.createAccount(account('acc_1', 'Ana'))).toBe('ok');
    expect(await s.createAccount(account('acc_2', '\u0410NA'))).toBe('taken');
    expect(await s.createAccount(account('acc_3', 'Bea', 2000))).toBe('ok');
    expect(await s.rename('acc_3', 'A n a', nameSkeletons('A n a'))).toBe('taken');
    expect((await s.accountById('acc_3'))!.name).toBe('Bea');
    expect(await s.rename('acc_3', 'Beatriz', nameSkeletons('Beatriz'))).toBe('ok');
    expect((await s.accountBySkeletons(nameSkeletons('BEATRIZ')))!.id).toBe('acc_3');
    expect(await s.accountBySkeletons(nameSkeletons('Bea'))).toBeNull();
    expect((await s.listAccounts()).map((a) => a.name)).toEqual(['Ana', 'Beatriz']);
    await s.setBanned('acc_1', true);
    expect((await s.accountById('acc_1'))!.banned).toBe(true);
    await s.close();
  });

  it('keeps sessions by token hash: ends one, all but one, the idle ones', async () => {
    const s = open();
    await s.createAccount(account('acc_1', 'Ana'));
    for (const [hash, lastSeen] of [['h1', 10], ['h2', 20], ['h3', 30]] as const) await s.createSession({ tokenHash: hash, accountId: 'acc_1', createdAt: 0, lastSeen, csrf: `c-${hash}` });
    expect(await s.session('h1')).toEqual({ tokenHash: 'h1', accountId: 'acc_1', createdAt: 0, lastSeen: 10, csrf: 'c-h1' });
    expect(await s.sessionWithAccount('h1')).toEqual({ session: await s.session('h1'), account: await s.accountById('acc_1') });
    expect(await s.sessionWithAccount('nope')).toBeNull();
    await s.touchSession('h1', 40);
    expect((await s.session('h1'))!.lastSeen).toBe(40);
    expect(await s.deleteIdleSessions(25)).toBe(1);
    expect(await s.session('h2')).toBeNull();
    expect(await s.deleteSessions('acc_1', 'h3')).toBe(1);
    expect(await s.session('h3')).not.toBeNull();
    await s.deleteSession('h3');
    expect(await s.session('h3')).toBeNull();
    await s.close();
  });

  it('links seats once each, and keeps address bans', async () => {
    const s = open();
    await s.createAccount(account('acc_1', 'Ana'));
    await s.linkSeat('acc_1', { code: 'ABC234', seat: 1, linkedAt: 5 });
    await s.linkSeat('acc_1', { code: 'ABC234', seat: 1, linkedAt: 6 });
    expect(await s.linkedSeats('acc_1')).toEqual([{ code: 'ABC234', seat: 1, linkedAt: 5 }]);
    expect(await s.banAddress({ range: '10.0.0.0/8', createdAt: 1 })).toBe(true);
    expect(await s.banAddress({ range: '10.0.0.0/8', createdAt: 2 })).toBe(false);
    expect(await s.addressBans()).toEqual([{ range: '10.0.0.0/8', createdAt: 1 }]);
    expect(await s.unbanAddress('10.0.0.0/8')).toBe(true);
    expect(await s.unbanAddress('10.0.0.0/8')).toBe(false);
    await s.close();
  });
});

describe('the SQLite schema steps', () => {
  it('bring a file made before them (version 0, games in it) up to date, keeping its games', async () => {
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(SQLITE_MIGRATIONS[0]!);
    old.prepare("INSERT INTO tables (code, status, last_v, updated_at) VALUES ('OLD234', 'lobby', 0, 1)").run();
    expect(old.pragma('user_version', { simple: true })).toBe(0);
    old.close();
    const store = new SqliteStore(file);
    expect(await store.exists('OLD234')).toBe(true);
    await store.close();
    const db = new Database(file);
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    expect(migrateSqlite(db)).toBe(0);
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`);
    expect(() => migrateSqlite(db)).toThrow(/newer than this server knows/);
    db.close();
  });
});

describe('password hashes', () => {
  it('are scrypt with their parameters and a random salt; verify only the password; weaker ones need a new hash', async () => {
    const a = await hashPassword('a password here', DEFAULT_SCRYPT);
    const b = await hashPassword('a password here', DEFAULT_SCRYPT);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('a password here', a)).toBe(true);
    expect(await verifyPassword('a password her', a)).toBe(false);
    expect(await verifyPassword('a password here', 'garbage')).toBe(false);
    expect(needsRehash(a, DEFAULT_SCRYPT)).toBe(false);
    const weak = await hashPassword('a password here', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('a password here', weak)).toBe(true);
    expect(needsRehash(weak, DEFAULT_SCRYPT)).toBe(true);
  });

  it('cost N = 2^15 unless the tests lower it (ESCOBA_TEST_SCRYPT_N, a power of 2 from 2^10), which is refused outside NODE_ENV=test', async () => {
    expect(scryptParams({})).toEqual(DEFAULT_SCRYPT);
    expect(scryptParams({ NODE_ENV: 'production' })).toEqual({ N: 32768, r: 8, p: 1 });
    expect(scryptParams({ NODE_ENV: 'test', ESCOBA_TEST_SCRYPT_N: '4096' })).toEqual({ N: 4096, r: 8, p: 1 });
    // A hash at the tests' cost says so, verifies, and would be made again at the production cost at the account's
    // next login on a production server.
    const test = await hashPassword('a password here', scryptParams({ NODE_ENV: 'test', ESCOBA_TEST_SCRYPT_N: '4096' }));
    expect(test).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('a password here', test)).toBe(true);
    expect(needsRehash(test, DEFAULT_SCRYPT)).toBe(true);
    for (const env of [{ ESCOBA_TEST_SCRYPT_N: '4096' }, { NODE_ENV: 'production', ESCOBA_TEST_SCRYPT_N: '4096' }]) {
      expect(() => scryptParams(env)).toThrow('ESCOBA_TEST_SCRYPT_N lowers the password hash\'s cost for the tests only: it is refused unless NODE_ENV=test (unset it)');
      expect(() => readConfig(env)).toThrow(ConfigError);
    }
    for (const raw of ['512', '3000', '65536', 'cheap']) {
      expect(() => scryptParams({ NODE_ENV: 'test', ESCOBA_TEST_SCRYPT_N: raw })).toThrow(`ESCOBA_TEST_SCRYPT_N must be a power of 2 from 1024 to 32768, got "${raw}"`);
    }
    // A server process told it outside the tests does not start, and says why.
    const started = startProcess({ NODE_ENV: 'production', ESCOBA_TEST_SCRYPT_N: '4096', ESCOBA_DB: ':memory:' });
    const refusal = await started.then(
      (p) => (p.child.kill('SIGKILL'), null),
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(ProcessExit);
    expect((refusal as ProcessExit).stderr).toContain('ESCOBA_TEST_SCRYPT_N lowers the password hash\'s cost for the tests only');
  });
});
