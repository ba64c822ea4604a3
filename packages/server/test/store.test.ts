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
  ['sqlite, commits held 2 ms', () => Promise.resolve(new SqliteStore(join(dir, `t${Math.random()}.sqlite`), { commitHoldMs: 2 }))],
  ['sqlite, commits 2 ms apart', () => Promise.resolve(new SqliteStore(join(dir, `t${Math.random()}.sqlite`), { commitIntervalMs: 2 }))],
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

describe('sqlite group commit held open', () => {
  /** The versions of `code` committed in the file, as another connection sees them. */
  const committed = (path: string, code: string) => {
    const db = new Database(path, { readonly: true });
    try {
      return db.prepare<[string], { v: number }>('SELECT v FROM events WHERE code = ? ORDER BY v').all(code).map((r) => r.v);
    } finally {
      db.close();
    }
  };

  it('gathers the appends of later turns into one commit, resolving each only once it is committed', async () => {
    const path = join(dir, 'held.sqlite');
    const store = new SqliteStore(path, { commitHoldMs: 1000 });
    await store.append('AAAAAA', [chat(1)], 'lobby');
    const first = store.append('AAAAAA', [chat(2)], 'lobby');
    let firstDone = false;
    void first.then(() => (firstDone = true));
    // A later turn of the event loop, inside the hold: this append joins the first one's commit.
    await new Promise((r) => setImmediate(r));
    const second = store.append('BBBBBB', [chat(1)], 'lobby');
    expect(firstDone).toBe(false);
    expect(committed(path, 'AAAAAA')).toEqual([1]);
    expect(committed(path, 'BBBBBB')).toEqual([]);
    await first;
    // Resolved together: the second append's commit is the first one's.
    expect(committed(path, 'AAAAAA')).toEqual([1, 2]);
    expect(committed(path, 'BBBBBB')).toEqual([1]);
    await second;
    await store.close();
  });

  it('with commits spaced, commits at once when idle, and gathers the appends that come sooner after a commit', async () => {
    const path = join(dir, 'spaced.sqlite');
    const store = new SqliteStore(path, { commitIntervalMs: 1000 });
    const turn = () => new Promise((r) => setImmediate(r));
    const idle = store.append('AAAAAA', [chat(1)], 'lobby');
    // The log was idle: the first append is committed at the next turn of the loop, without waiting.
    await turn();
    expect(committed(path, 'AAAAAA')).toEqual([1]);
    await idle;
    const soon = store.append('AAAAAA', [chat(2)], 'lobby');
    let soonDone = false;
    void soon.then(() => (soonDone = true));
    await turn();
    const later = store.append('BBBBBB', [chat(1)], 'lobby');
    await turn();
    // Within the interval of the last commit: both wait, uncommitted.
    expect(soonDone).toBe(false);
    expect(committed(path, 'AAAAAA')).toEqual([1]);
    expect(committed(path, 'BBBBBB')).toEqual([]);
    await soon;
    // One commit for both, at the end of the interval.
    expect(committed(path, 'AAAAAA')).toEqual([1, 2]);
    expect(committed(path, 'BBBBBB')).toEqual([1]);
    await later;
    await store.close();
  });

  it('commits what it holds when closed, and refuses a version out of turn alone', async () => {
    const path = join(dir, 'held-close.sqlite');
    const setup = new SqliteStore(path);
    await setup.append('AAAAAA', [chat(1)], 'lobby');
    await setup.close();
    const store = new SqliteStore(path, { commitHoldMs: 60_000 });
    const good = store.append('AAAAAA', [chat(2)], 'lobby');
    const bad = store.append('BBBBBB', [chat(3)], 'lobby');
    await store.close();
    await good;
    await expect(bad).rejects.toThrow(/appending version 3, but the log ends at 0/);
    expect(committed(path, 'AAAAAA')).toEqual([1, 2]);
    expect(committed(path, 'BBBBBB')).toEqual([]);
  });
});
