import { expect, it } from 'vitest';
import type { GameStore, LogEntry } from '@escoba/server';

export const chat = (v: number): LogEntry => ({ v, event: { type: 'chat', seat: 0, name: 'Ana', text: `line ${v}`, at: v } });

/** What every `GameStore` must do; `make` gives a new, empty store. */
export function storeContract(make: () => Promise<GameStore>): void {
  it('appends in version order, reads after a version, refuses gaps and repeats, lists unfinished tables', async () => {
    const store = await make();
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
    const store = await make();
    const results = await Promise.allSettled([store.append('A00000', [chat(1)], 'lobby'), store.append('B00000', [chat(2)], 'lobby'), store.append('C00000', [chat(1)], 'lobby')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(await store.exists('B00000')).toBe(false);
    await store.close();
  });

  it('quarantines a table: no longer listed, reads refused; purges old tables but keeps followed ones', async () => {
    const store = await make();
    await store.append('QQQQQQ', [chat(1)], 'playing');
    await store.append('PPPPPP', [chat(1)], 'playing');
    await store.append('LLLLLL', [chat(1)], 'lobby');
    await store.append('KKKKKK', [chat(1)], 'lobby');
    await store.quarantine('QQQQQQ', 'test');
    expect(await store.inPlay()).toEqual(['PPPPPP']);
    await expect(store.read('QQQQQQ')).rejects.toThrow(/quarantined/);
    const future = Date.now() + 1000;
    const gone = await store.purge({ lobbyBefore: future, finishedBefore: 0, playingBefore: 0, keep: ['KKKKKK'] });
    expect(gone).toEqual(['LLLLLL']);
    expect(await store.read('LLLLLL')).toEqual([]);
    expect((await store.unfinished()).sort()).toEqual(['KKKKKK', 'PPPPPP']);
    await store.close();
  });
}
