// The rating stores in the process (memory, SQLite in a temporary file): the rating-store contract, and a SQLite
// file opened again keeps what was applied (a restarted process replaying the end of a game changes nothing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryRatingStore, SqliteRatingStore } from '@escoba/server';
import { ratingStoreContract, soloGame } from './rating-store-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-ratings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;

describe('memory rating store', () => ratingStoreContract(() => Promise.resolve(new MemoryRatingStore())));

describe('SQLite rating store', () => {
  ratingStoreContract(() => Promise.resolve(new SqliteRatingStore(join(dir, `r${files++}.sqlite`))));

  it('keeps an applied game applied across a restart', async () => {
    const path = join(dir, 'restart.sqlite');
    const first = new SqliteRatingStore(path);
    const applied = await first.applyResult({ table: 'RESTAR', game: 0 }, soloGame(['ana', 'bea']));
    await first.close();
    const second = new SqliteRatingStore(path);
    expect(await second.applyResult({ table: 'RESTAR', game: 0 }, soloGame(['ana', 'bea']))).toEqual({ applied: false, changes: applied.changes });
    expect((await second.ratingsOf('ana')).get('solo')?.games).toBe(1);
    await second.close();
  });
});
