// The rated sweep's query on SQLite: the game log and the ratings in one file, as the server keeps them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { SqliteRatingStore, SqliteStore } from '@escoba/server';
import { ratedSweepContract } from './rated-sweep-contract.js';

const dir = mkdtempSync(join(tmpdir(), 'escoba-sweep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('SQLite: the rated sweep reads only games that may have ended', () => {
  ratedSweepContract(() => {
    const path = join(dir, 'sweep.sqlite');
    return Promise.resolve({ log: new SqliteStore(path), ratings: new SqliteRatingStore(path) });
  });
});
