// Bot accounts on a real PostgreSQL (the lane's): the contract every store keeps, on the schema step of MIGRATIONS.
import { describe, it } from 'vitest';
import { PostgresAccountStore, PostgresBotTokenStore } from '@escoba/server';
import { botAccountsContract } from '../bot-accounts/bot-accounts-contract.js';
import { currentServices, usePostgres } from '../services/backend.js';

if (!usePostgres()) describe.skip('bot accounts on PostgreSQL: not installed', () => it('skipped', () => undefined));
else {
  describe('bot accounts on PostgreSQL', () => {
    botAccountsContract(async () => {
      const url = await currentServices().createDatabase();
      const accounts = await PostgresAccountStore.open(url);
      const tokens = await PostgresBotTokenStore.open(url);
      return {
        accounts,
        tokens,
        async close() {
          await tokens.close();
          await accounts.close();
        },
      };
    });
  });
}
