import pg from 'pg';
import { openPostgresPool } from '../store/open-postgres.js';
import type { BotTokenStore } from './bot-token-store.js';

/** Bot tokens in PostgreSQL (table `bot_tokens`, a step of the log's `MIGRATIONS`), on a small pool of their own. */
export class PostgresBotTokenStore implements BotTokenStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string, options: { readonly onError?: (e: Error) => void } = {}): Promise<PostgresBotTokenStore> {
    const pool = await openPostgresPool(url, { ...options, max: 2 });
    return new PostgresBotTokenStore(pool);
  }

  async setToken(accountId: string, tokenHash: string, createdAt: number): Promise<void> {
    await this.pool.query('INSERT INTO bot_tokens (account_id, token_hash, created_at) VALUES ($1, $2, $3) ON CONFLICT (account_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, created_at = EXCLUDED.created_at', [accountId, tokenHash, createdAt]);
  }

  async revoke(accountId: string): Promise<boolean> {
    return ((await this.pool.query('DELETE FROM bot_tokens WHERE account_id = $1', [accountId])).rowCount ?? 0) === 1;
  }

  async accountOf(tokenHash: string): Promise<string | null> {
    const { rows } = await this.pool.query<{ account_id: string }>('SELECT account_id FROM bot_tokens WHERE token_hash = $1', [tokenHash]);
    return rows[0]?.account_id ?? null;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
