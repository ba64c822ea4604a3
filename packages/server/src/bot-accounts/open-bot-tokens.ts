import type { Logger } from 'pino';
import { MemoryBotTokenStore, type BotTokenStore } from './bot-token-store.js';
import { PostgresBotTokenStore } from './postgres-bot-token-store.js';
import { SqliteBotTokenStore } from './sqlite-bot-token-store.js';

/** Where bot tokens are kept: with the accounts (PostgreSQL, or the SQLite file; in memory for a log in memory). */
export async function openBotTokenStore(where: { readonly databaseUrl?: string | undefined; readonly dbPath?: string | undefined }, logger?: Logger): Promise<BotTokenStore> {
  if (where.databaseUrl) return PostgresBotTokenStore.open(where.databaseUrl, { onError: (err) => logger?.error({ err }, 'a PostgreSQL connection of the bot tokens failed; the next query reconnects') });
  const path = where.dbPath ?? './data/escoba.sqlite';
  return path === ':memory:' ? new MemoryBotTokenStore() : new SqliteBotTokenStore(path);
}
