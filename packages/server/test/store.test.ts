import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryStore, SqliteStore, type GameStore, type LogEntry } from '@escoba/server';

const dir = mkdtempSync(join(tmpdir(), 'escoba-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const chat = (v: number): LogEntry => ({ v, event: { type: 'chat', seat: 0, name: 'Ana', text: `line ${v}`, at: v } });

describe.each([
  ['memory', () => new MemoryStore()],
  ['sqlite', () => new SqliteStore(join(dir, `t${Math.random()}.sqlite`))],
] as [string, () => GameStore][])('%s store', (_, make) => {
  it('appends in version order, reads after a version, refuses gaps and repeats, lists unfinished tables', async () => {
    const store = make();
    await store.append('AAAAAA', [chat(1), chat(2)], 'lobby');
    await store.append('BBBBBB', [chat(1)], 'finished');
    await store.append('AAAAAA', [chat(3)], 'playing');
    expect((await store.read('AAAAAA')).map((e) => e.v)).toEqual([1, 2, 3]);
    expect(await store.read('AAAAAA', 2)).toEqual([chat(3)]);
    expect(await store.read('ZZZZZZ')).toEqual([]);
    await expect(store.append('AAAAAA', [chat(3)], 'playing')).rejects.toThrow(/version/);
    await expect(store.append('AAAAAA', [chat(5)], 'playing')).rejects.toThrow(/version/);
    await expect(store.append('CCCCCC', [chat(2)], 'playing')).rejects.toThrow(/version/);
    expect(await store.exists('BBBBBB')).toBe(true);
    expect(await store.exists('CCCCCC')).toBe(false);
    expect(await store.unfinished()).toEqual(['AAAAAA']);
    await store.close();
  });

  it('appends made together commit together, and a bad one fails alone', async () => {
    const store = make();
    const results = await Promise.allSettled([store.append('A00000', [chat(1)], 'lobby'), store.append('B00000', [chat(2)], 'lobby'), store.append('C00000', [chat(1)], 'lobby')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.exists('B00000')).toBe(false);
    await store.close();
  });
});

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
