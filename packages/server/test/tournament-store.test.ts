// The tournament stores in memory and in SQLite against their contract (PostgreSQL's: test/postgres/tournament-store.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe } from 'vitest';
import { MemoryTournamentStore } from '../src/tournaments/memory-tournament-store.js';
import { SqliteTournamentStore } from '../src/tournaments/sqlite-tournament-store.js';
import { tournamentStoreContract } from './tournament-store-contract.js';

describe('memory tournament store', () => tournamentStoreContract(() => Promise.resolve(new MemoryTournamentStore())));

describe('SQLite tournament store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'escoba-tournament-store-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  tournamentStoreContract(() => Promise.resolve(new SqliteTournamentStore(join(dir, `t${n++}.sqlite`))));
});
