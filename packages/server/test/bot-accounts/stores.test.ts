// Bot accounts on the memory stores and on a SQLite file (the schema step of the game log's file).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { MemoryAccountStore, MemoryBotTokenStore, SqliteAccountStore, SqliteBotTokenStore } from '@escoba/server';
import { botAccountsContract } from './bot-accounts-contract.js';

describe('bot accounts on the memory stores', () => {
  botAccountsContract(() => Promise.resolve({ accounts: new MemoryAccountStore(), tokens: new MemoryBotTokenStore(), close: () => Promise.resolve() }));
});

describe('bot accounts on a SQLite file', () => {
  botAccountsContract(() => {
    const dir = mkdtempSync(join(tmpdir(), 'escoba-bots-'));
    const file = join(dir, 'escoba.sqlite');
    const accounts = new SqliteAccountStore(file);
    const tokens = new SqliteBotTokenStore(file);
    return Promise.resolve({
      accounts,
      tokens,
      async close() {
        await tokens.close();
        await accounts.close();
        rmSync(dir, { recursive: true, force: true });
      },
    });
  });
});
