// The rated sweep's query on a real PostgreSQL (started for this file): the game log and the ratings in one database.
import { describe, it } from 'vitest';
import { PostgresRatingStore, PostgresStore } from '@escoba/server';
import { ratedSweepContract } from '../rated-sweep-contract.js';
import { currentServices, usePostgres } from '../services/backend.js';

if (!usePostgres()) describe.skip('PostgreSQL rated sweep: not installed', () => it('skipped', () => undefined));
else {
  describe('PostgreSQL: the rated sweep reads only games that may have ended', () => {
    ratedSweepContract(async () => {
      const url = await currentServices().createDatabase();
      return { log: await PostgresStore.open(url), ratings: await PostgresRatingStore.open(url) };
    });
  });
}
