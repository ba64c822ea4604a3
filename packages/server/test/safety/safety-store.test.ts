// The blocks and reports stores in memory and on a SQLite file (PostgreSQL: test/postgres/safety.test.ts), and the
// SQLite file's schema steps.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryAccountStore, MemorySafetyStore, SqliteAccountStore, SqliteSafetyStore } from '@escoba/server';
import { SQLITE_MIGRATIONS } from '../../src/store/sqlite-migrations.js';
import { safetyStoreContract } from './safety-store-contract.js';

describe('MemorySafetyStore', () => {
  safetyStoreContract(() => Promise.resolve({ safety: new MemorySafetyStore(), accounts: new MemoryAccountStore() }));
});

describe('SqliteSafetyStore', () => {
  const dir = mkdtempSync(join(tmpdir(), 'escoba-safety-'));
  const file = join(dir, 'escoba.sqlite');
  const opened: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const s of opened) await s.close();
    rmSync(dir, { recursive: true, force: true });
  });
  safetyStoreContract(() => {
    const stores = { safety: new SqliteSafetyStore(file), accounts: new SqliteAccountStore(file) };
    opened.push(stores.safety, stores.accounts);
    return Promise.resolve(stores);
  });

  it('is at the last schema step, which has the blocks and reports tables', () => {
    const db = new Database(file, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length);
    const names = db.prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'").all().map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['blocks', 'reports']));
    db.close();
  });
});
