import pg from 'pg';
import { migrate } from './postgres-migrations.js';
import { explainPostgresError, redactUrl } from './postgres-errors.js';

/**
 * A small pool of its own on the game log's PostgreSQL database (accounts' neighbours: ratings, profiles, blocks
 * and reports, bot tokens), its schema brought up to date (`migrate` is idempotent and serialised between
 * processes). A database that cannot be reached or migrated is explained in one sentence, its URL without password.
 */
export async function openPostgresPool(url: string, options: { readonly onError?: (e: Error) => void; readonly max: number }): Promise<pg.Pool> {
  const pool = new pg.Pool({ connectionString: url, max: options.max, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
  pool.on('error', (e) => options.onError?.(e));
  try {
    await migrate(pool);
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw explainPostgresError(redactUrl(url), e);
  }
  return pool;
}
