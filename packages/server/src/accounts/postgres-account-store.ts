import pg from 'pg';
import { migrate } from '../store/postgres-migrations.js';
import { explainPostgresError, redactUrl } from '../store/postgres-errors.js';
import type { AccountRecord, AccountStore, AddressBan, LinkedSeat, SessionRecord } from './account-store.js';

interface AccountRow {
  id: string;
  name: string;
  hash: string;
  created_at: string;
  banned: boolean;
  bot: boolean;
  skeletons: string[];
}

const SELECT_ACCOUNT = `SELECT a.id, a.name, a.hash, a.created_at, a.banned, a.bot,
  ARRAY(SELECT skeleton FROM account_skeletons k WHERE k.account_id = a.id) AS skeletons FROM accounts a`;

const toAccount = (r: AccountRow): AccountRecord => ({ id: r.id, name: r.name, skeletons: r.skeletons, hash: r.hash, createdAt: Number(r.created_at), banned: r.banned, bot: r.bot });

/** PostgreSQL's code for a unique key violated: a skeleton is another account's. */
const UNIQUE_VIOLATION = '23505';
const isTaken = (e: unknown): boolean => (e as { code?: string }).code === UNIQUE_VIOLATION;

/** Accounts in PostgreSQL (its own small pool on the game log's database; the schema steps are the log's `MIGRATIONS`). */
export class PostgresAccountStore implements AccountStore {
  private constructor(
    private readonly pool: pg.Pool,
    readonly where: string,
  ) {}

  static async open(url: string, options: { readonly onError?: (e: Error) => void } = {}): Promise<PostgresAccountStore> {
    const where = redactUrl(url);
    const pool = new pg.Pool({ connectionString: url, max: 6, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
    pool.on('error', (e) => options.onError?.(e));
    try {
      await migrate(pool);
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw explainPostgresError(where, e);
    }
    return new PostgresAccountStore(pool, where);
  }

  async createAccount(a: AccountRecord): Promise<'ok' | 'taken'> {
    return this.writeNames(async (c) => {
      await c.query('INSERT INTO accounts (id, name, hash, created_at, banned, bot) VALUES ($1, $2, $3, $4, $5, $6)', [a.id, a.name, a.hash, a.createdAt, a.banned, a.bot]);
      await c.query('INSERT INTO account_skeletons (skeleton, account_id) SELECT DISTINCT unnest($1::text[]), $2', [a.skeletons, a.id]);
    });
  }

  async accountById(id: string): Promise<AccountRecord | null> {
    const { rows } = await this.pool.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = $1`, [id]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async accountBySkeletons(skeletons: readonly string[]): Promise<AccountRecord | null> {
    const { rows } = await this.pool.query<AccountRow>(`${SELECT_ACCOUNT} WHERE a.id IN (SELECT account_id FROM account_skeletons WHERE skeleton = ANY($1::text[])) LIMIT 1`, [skeletons]);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async listAccounts(): Promise<AccountRecord[]> {
    const { rows } = await this.pool.query<AccountRow>(`${SELECT_ACCOUNT} ORDER BY a.created_at, a.id`);
    return rows.map(toAccount);
  }

  async setHash(id: string, hash: string): Promise<void> {
    await this.pool.query('UPDATE accounts SET hash = $1 WHERE id = $2', [hash, id]);
  }

  async rename(id: string, name: string, skeletons: readonly string[]): Promise<'ok' | 'taken'> {
    return this.writeNames(async (c) => {
      await c.query('DELETE FROM account_skeletons WHERE account_id = $1', [id]);
      await c.query('INSERT INTO account_skeletons (skeleton, account_id) SELECT DISTINCT unnest($1::text[]), $2', [skeletons, id]);
      await c.query('UPDATE accounts SET name = $1 WHERE id = $2', [name, id]);
    });
  }

  async setBanned(id: string, banned: boolean): Promise<void> {
    await this.pool.query('UPDATE accounts SET banned = $1 WHERE id = $2', [banned, id]);
  }

  async createSession(s: SessionRecord): Promise<void> {
    await this.pool.query('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES ($1, $2, $3, $4, $5)', [s.tokenHash, s.accountId, s.createdAt, s.lastSeen, s.csrf]);
  }

  async session(tokenHash: string): Promise<SessionRecord | null> {
    const { rows } = await this.pool.query<{ token_hash: string; account_id: string; created_at: string; last_seen: string; csrf: string }>('SELECT * FROM sessions WHERE token_hash = $1', [tokenHash]);
    const r = rows[0];
    return r ? { tokenHash: r.token_hash, accountId: r.account_id, createdAt: Number(r.created_at), lastSeen: Number(r.last_seen), csrf: r.csrf } : null;
  }

  async sessionWithAccount(tokenHash: string): Promise<{ session: SessionRecord; account: AccountRecord | null } | null> {
    type Row = { token_hash: string; account_id: string; s_created_at: string; last_seen: string; csrf: string } & ({ [K in keyof AccountRow]: AccountRow[K] } | { [K in keyof AccountRow]: null });
    const { rows } = await this.pool.query<Row>(
      `SELECT s.token_hash, s.account_id, s.created_at AS s_created_at, s.last_seen, s.csrf, a.id, a.name, a.hash, a.created_at, a.banned, a.bot,
        ARRAY(SELECT skeleton FROM account_skeletons k WHERE k.account_id = a.id) AS skeletons
       FROM sessions s LEFT JOIN accounts a ON a.id = s.account_id WHERE s.token_hash = $1`,
      [tokenHash],
    );
    const r = rows[0];
    if (!r) return null;
    const session = { tokenHash: r.token_hash, accountId: r.account_id, createdAt: Number(r.s_created_at), lastSeen: Number(r.last_seen), csrf: r.csrf };
    return { session, account: r.id === null ? null : toAccount(r as AccountRow) };
  }

  async touchSession(tokenHash: string, lastSeen: number): Promise<void> {
    await this.pool.query('UPDATE sessions SET last_seen = $1 WHERE token_hash = $2', [lastSeen, tokenHash]);
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.pool.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async deleteSessions(accountId: string, keep?: string): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM sessions WHERE account_id = $1 AND token_hash IS DISTINCT FROM $2', [accountId, keep ?? null]);
    return rowCount ?? 0;
  }

  async deleteIdleSessions(before: number): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM sessions WHERE last_seen < $1', [before]);
    return rowCount ?? 0;
  }

  async linkSeat(accountId: string, s: LinkedSeat): Promise<void> {
    await this.pool.query('INSERT INTO account_seats (account_id, code, seat, linked_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [accountId, s.code, s.seat, s.linkedAt]);
  }

  async linkedSeats(accountId: string): Promise<LinkedSeat[]> {
    const { rows } = await this.pool.query<{ code: string; seat: number; linked_at: string }>('SELECT code, seat, linked_at FROM account_seats WHERE account_id = $1 ORDER BY linked_at, code, seat', [accountId]);
    return rows.map((r) => ({ code: r.code, seat: r.seat, linkedAt: Number(r.linked_at) }));
  }

  async banAddress(ban: AddressBan): Promise<boolean> {
    const { rowCount } = await this.pool.query('INSERT INTO address_bans (range, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [ban.range, ban.createdAt]);
    return rowCount === 1;
  }

  async unbanAddress(range: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM address_bans WHERE range = $1', [range]);
    return rowCount === 1;
  }

  async addressBans(): Promise<AddressBan[]> {
    const { rows } = await this.pool.query<{ range: string; created_at: string }>('SELECT range, created_at FROM address_bans ORDER BY created_at, range');
    return rows.map((r) => ({ range: r.range, createdAt: Number(r.created_at) }));
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  /** A write of names in one transaction: `taken` when a skeleton is another account's. */
  private async writeNames(write: (c: pg.PoolClient) => Promise<void>): Promise<'ok' | 'taken'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        await write(client);
        await client.query('COMMIT');
        return 'ok';
      } catch (e) {
        await client.query('ROLLBACK');
        if (isTaken(e)) return 'taken';
        throw e;
      }
    } finally {
      client.release();
    }
  }
}
