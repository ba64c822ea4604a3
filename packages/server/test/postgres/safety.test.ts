// The blocks and reports store on PostgreSQL (schema step 4), with the same contract as the memory and SQLite
// stores (test/safety/safety-store.test.ts).
import { afterAll, describe, it } from 'vitest';
import { PostgresAccountStore, PostgresSafetyStore } from '@escoba/server';
import { currentServices, usePostgres } from '../services/backend.js';
import { safetyStoreContract, type SafetyStores } from '../safety/safety-store-contract.js';

if (!usePostgres()) describe.skip('blocks and reports on PostgreSQL: not installed', () => it('skipped', () => undefined));
else {
  describe('PostgresSafetyStore', () => {
    const opened: SafetyStores[] = [];
    let url: Promise<string> | null = null;
    afterAll(async () => {
      for (const s of opened) await Promise.all([s.safety.close(), s.accounts.close()]);
    });
    safetyStoreContract(async () => {
      url ??= currentServices().createDatabase();
      const where = await url;
      const stores = { safety: await PostgresSafetyStore.open(where), accounts: await PostgresAccountStore.open(where) };
      opened.push(stores);
      return stores;
    });
  });
}
