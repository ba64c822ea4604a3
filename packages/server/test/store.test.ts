import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore, SqliteStore, type GameStore } from '@escoba/server';
import { chat, storeContract } from './store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ['memory', () => Promise.resolve(new MemoryStore())],
  ['sqlite', () => Promise.resolve(new SqliteStore(join(dir, `t${Math.random()}.sqlite`)))],
] as [string, () => Promise<GameStore>][])('%s store', (_, make) => storeContract(make));

describe('sqlite settings', () => {
  it('uses WAL with synchronous=FULL and creates the directory of the file', async () => {
    const path = join(dir, 'nested', 'deeper', 'escoba.sqlite');
    const store = new SqliteStore(path);
    await store.append('AAAAAA', [chat(1)], 'lobby');
    await store.close();
    const db = new Database(path, { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
    const again = new SqliteStore(path);
    expect(await again.read('AAAAAA')).toEqual([chat(1)]);
    await again.close();
  });
});
