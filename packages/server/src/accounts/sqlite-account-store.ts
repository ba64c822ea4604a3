import type Database from 'better-sqlite3';
import { openSqlite } from '../store/open-sqlite.js';
import { sessionThenAccount, type AccountRecord, type AccountStore, type AddressBan, type LinkedSeat, type SessionRecord } from './account-store.js';

interface AccountRow {
  id: string;
  name: string;
  hash: string;
  created_at: number;
  banned: number;
  bot: number;
  skeletons: string;
}

const SELECT_ACCOUNT = `SELECT a.id, a.name, a.hash, a.created_at, a.banned, a.bot,
  (SELECT json_group_array(skeleton) FROM account_skeletons k WHERE k.account_id = a.id) AS skeletons FROM accounts a`;

const toAccount = (r: AccountRow): AccountRecord => ({ id: r.id, name: r.name, skeletons: JSON.parse(r.skeletons) as string[], hash: r.hash, createdAt: r.created_at, banned: r.banned === 1, bot: r.bot === 1 });

/** Whether a write failed because a skeleton is another account's. */
const isTaken = (e: unknown): boolean => (e as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY';

/**
 * Accounts in the game log's SQLite file (its own connection: better-sqlite3 connections are synchronous, and the
 * log's group commit keeps its own). The schema steps are the log's (`sqlite-migrations.ts`).
 */
export class SqliteAccountStore implements AccountStore {
  private readonly db: Database.Database;

  constructor(readonly path: string) {
    this.db = openSqlite(path);
  }

  createAccount(a: AccountRecord): Promise<'ok' | 'taken'> {
    return this.run(() => {
      try {
        this.db.transaction(() => {
          this.db.prepare('INSERT INTO accounts (id, name, hash, created_at, banned, bot) VALUES (?, ?, ?, ?, ?, ?)').run(a.id, a.name, a.hash, a.createdAt, Number(a.banned), Number(a.bot));
          this.insertSkeletons(a.id, a.skeletons);
        })();
        return 'ok';
      } catch (e) {
        if (isTaken(e)) return 'taken';
        throw e;
      }
    });
  }

  accountById(id: string): Promise<AccountRecord | null> {
    return this.run(() => {
      const row = this.db.prepare<[string], AccountRow>(`${SELECT_ACCOUNT} WHERE a.id = ?`).get(id);
      return row ? toAccount(row) : null;
    });
  }

  accountBySkeletons(skeletons: readonly string[]): Promise<AccountRecord | null> {
    return this.run(() => {
      const row = this.db.prepare<[string], AccountRow>(`${SELECT_ACCOUNT} WHERE a.id IN (SELECT account_id FROM account_skeletons WHERE skeleton IN (SELECT value FROM json_each(?)))`).get(JSON.stringify(skeletons));
      return row ? toAccount(row) : null;
    });
  }

  listAccounts(): Promise<AccountRecord[]> {
    return this.run(() => this.db.prepare<[], AccountRow>(`${SELECT_ACCOUNT} ORDER BY a.created_at, a.id`).all().map(toAccount));
  }

  setHash(id: string, hash: string): Promise<void> {
    return this.run(() => void this.db.prepare('UPDATE accounts SET hash = ? WHERE id = ?').run(hash, id));
  }

  rename(id: string, name: string, skeletons: readonly string[]): Promise<'ok' | 'taken'> {
    return this.run(() => {
      try {
        this.db.transaction(() => {
          this.db.prepare('DELETE FROM account_skeletons WHERE account_id = ?').run(id);
          this.insertSkeletons(id, skeletons);
          this.db.prepare('UPDATE accounts SET name = ? WHERE id = ?').run(name, id);
        })();
        return 'ok';
      } catch (e) {
        if (isTaken(e)) return 'taken';
        throw e;
      }
    });
  }

  setBanned(id: string, banned: boolean): Promise<void> {
    return this.run(() => void this.db.prepare('UPDATE accounts SET banned = ? WHERE id = ?').run(Number(banned), id));
  }

  createSession(s: SessionRecord): Promise<void> {
    return this.run(() => void this.db.prepare('INSERT INTO sessions (token_hash, account_id, created_at, last_seen, csrf) VALUES (?, ?, ?, ?, ?)').run(s.tokenHash, s.accountId, s.createdAt, s.lastSeen, s.csrf));
  }

  session(tokenHash: string): Promise<SessionRecord | null> {
    return this.run(() => {
      const r = this.db.prepare<[string], { token_hash: string; account_id: string; created_at: number; last_seen: number; csrf: string }>('SELECT * FROM sessions WHERE token_hash = ?').get(tokenHash);
      return r ? { tokenHash: r.token_hash, accountId: r.account_id, createdAt: r.created_at, lastSeen: r.last_seen, csrf: r.csrf } : null;
    });
  }

  sessionWithAccount(tokenHash: string): Promise<{ session: SessionRecord; account: AccountRecord | null } | null> {
    return sessionThenAccount(this, tokenHash);
  }

  touchSession(tokenHash: string, lastSeen: number): Promise<void> {
    return this.run(() => void this.db.prepare('UPDATE sessions SET last_seen = ? WHERE token_hash = ?').run(lastSeen, tokenHash));
  }

  deleteSession(tokenHash: string): Promise<void> {
    return this.run(() => void this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash));
  }

  deleteSessions(accountId: string, keep?: string): Promise<number> {
    return this.run(() => this.db.prepare('DELETE FROM sessions WHERE account_id = ? AND token_hash IS NOT ?').run(accountId, keep ?? null).changes);
  }

  deleteIdleSessions(before: number): Promise<number> {
    return this.run(() => this.db.prepare('DELETE FROM sessions WHERE last_seen < ?').run(before).changes);
  }

  linkSeat(accountId: string, s: LinkedSeat): Promise<void> {
    return this.run(() => void this.db.prepare('INSERT OR IGNORE INTO account_seats (account_id, code, seat, linked_at) VALUES (?, ?, ?, ?)').run(accountId, s.code, s.seat, s.linkedAt));
  }

  linkedSeats(accountId: string): Promise<LinkedSeat[]> {
    return this.run(() =>
      this.db
        .prepare<[string], { code: string; seat: number; linked_at: number }>('SELECT code, seat, linked_at FROM account_seats WHERE account_id = ? ORDER BY linked_at, code, seat')
        .all(accountId)
        .map((r) => ({ code: r.code, seat: r.seat, linkedAt: r.linked_at })),
    );
  }

  banAddress(ban: AddressBan): Promise<boolean> {
    return this.run(() => this.db.prepare('INSERT OR IGNORE INTO address_bans (range, created_at) VALUES (?, ?)').run(ban.range, ban.createdAt).changes === 1);
  }

  unbanAddress(range: string): Promise<boolean> {
    return this.run(() => this.db.prepare('DELETE FROM address_bans WHERE range = ?').run(range).changes === 1);
  }

  addressBans(): Promise<AddressBan[]> {
    return this.run(() => this.db.prepare<[], { range: string; created_at: number }>('SELECT range, created_at FROM address_bans ORDER BY created_at, range').all().map((r) => ({ range: r.range, createdAt: r.created_at })));
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }

  private insertSkeletons(id: string, skeletons: readonly string[]): void {
    const insert = this.db.prepare('INSERT INTO account_skeletons (skeleton, account_id) VALUES (?, ?)');
    for (const k of new Set(skeletons)) insert.run(k, id);
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
