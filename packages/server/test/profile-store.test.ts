// The profile stores in this process: memory, and SQLite (a file with the game log beside it, and a file reopened).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryProfileStore, SqliteProfileStore, SqliteStore } from '@escoba/server';
import { profileStoreContract, twoPlayerGame } from './profile-store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-profile-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

describe('memory profile store', () => profileStoreContract(() => Promise.resolve({ profiles: new MemoryProfileStore() })));

describe('SQLite profile store', () => {
  profileStoreContract(() => {
    const file = join(dir, `p${files++}.sqlite`);
    return Promise.resolve({ log: new SqliteStore(file), profiles: new SqliteProfileStore(file) });
  });

  it('keeps games and sums in the file: reopened, the same answers, and a game written before is not written again', async () => {
    const file = join(dir, 'reopened.sqlite');
    const first = new SqliteProfileStore(file);
    await first.recordGame(twoPlayerGame('REOPEN', 0, ['acc_a', 'acc_b'], 1, 10));
    const totals = await first.totals('acc_b');
    await first.close();
    const second = new SqliteProfileStore(file);
    expect(await second.recordGame(twoPlayerGame('REOPEN', 0, ['acc_a', 'acc_b'], 1, 10))).toBe(false);
    expect(await second.totals('acc_b')).toEqual(totals);
    expect((await second.history('acc_a', 0, 5)).games.map((g) => g.key)).toEqual([{ table: 'REOPEN', game: 0 }]);
    await second.close();
  });
});
