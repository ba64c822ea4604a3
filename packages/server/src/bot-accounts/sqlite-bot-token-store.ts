import type Database from 'better-sqlite3';
import { openSqlite } from '../store/open-sqlite.js';
import type { BotTokenStore } from './bot-token-store.js';

/** Bot tokens in the game log's SQLite file (table `bot_tokens`, a step of `sqlite-migrations.ts`), on a connection of their own. */
export class SqliteBotTokenStore implements BotTokenStore {
  private readonly db: Database.Database;

  constructor(readonly path: string) {
    this.db = openSqlite(path);
  }

  setToken(accountId: string, tokenHash: string, createdAt: number): Promise<void> {
    return this.run(() => void this.db.prepare('INSERT INTO bot_tokens (account_id, token_hash, created_at) VALUES (?, ?, ?) ON CONFLICT (account_id) DO UPDATE SET token_hash = excluded.token_hash, created_at = excluded.created_at').run(accountId, tokenHash, createdAt));
  }

  revoke(accountId: string): Promise<boolean> {
    return this.run(() => this.db.prepare('DELETE FROM bot_tokens WHERE account_id = ?').run(accountId).changes === 1);
  }

  accountOf(tokenHash: string): Promise<string | null> {
    return this.run(() => this.db.prepare<[string], { account_id: string }>('SELECT account_id FROM bot_tokens WHERE token_hash = ?').get(tokenHash)?.account_id ?? null);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  /** better-sqlite3 answers at once: its result (or error) as a promise, like the other stores'. */
  private run<T>(read: () => T): Promise<T> {
    try {
      return Promise.resolve(read());
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }
}
