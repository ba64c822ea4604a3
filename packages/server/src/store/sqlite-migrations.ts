import type Database from 'better-sqlite3';
import { PROFILE_TABLES_SQLITE } from '../profiles/profile-schema.js';

/**
 * The SQLite schema, one step per version, the version kept in `PRAGMA user_version`. A step is never edited once
 * released: a change is a new step. Step 1 is the game log as it was before versions (`IF NOT EXISTS`: files made
 * then hold it already, at version 0).
 */
export const SQLITE_MIGRATIONS: readonly string[] = [
  // 1: the event log.
  `CREATE TABLE IF NOT EXISTS tables (
     code TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     last_v INTEGER NOT NULL,
     updated_at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS events (
     code TEXT NOT NULL,
     v INTEGER NOT NULL,
     body TEXT NOT NULL,
     PRIMARY KEY (code, v)
   ) WITHOUT ROWID;
   CREATE INDEX IF NOT EXISTS tables_by_status ON tables (status);
   CREATE TABLE IF NOT EXISTS quarantine (
     code TEXT PRIMARY KEY,
     reason TEXT NOT NULL,
     at INTEGER NOT NULL
   ) WITHOUT ROWID;
   CREATE TABLE IF NOT EXISTS meta (
     key TEXT PRIMARY KEY,
     value TEXT NOT NULL
   ) WITHOUT ROWID;`,
  // 2: accounts (issue 22). Each skeleton of a name is unique: two names that look alike cannot both be accounts.
  `CREATE TABLE accounts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     hash TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     banned INTEGER NOT NULL DEFAULT 0,
     bot INTEGER NOT NULL DEFAULT 0
   ) WITHOUT ROWID;
   CREATE TABLE account_skeletons (
     skeleton TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id)
   ) WITHOUT ROWID;
   CREATE INDEX account_skeletons_by_account ON account_skeletons (account_id);
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     created_at INTEGER NOT NULL,
     last_seen INTEGER NOT NULL,
     csrf TEXT NOT NULL
   ) WITHOUT ROWID;
   CREATE INDEX sessions_by_account ON sessions (account_id);
   CREATE TABLE account_seats (
     account_id TEXT NOT NULL REFERENCES accounts (id),
     code TEXT NOT NULL,
     seat INTEGER NOT NULL,
     linked_at INTEGER NOT NULL,
     PRIMARY KEY (account_id, code, seat)
   ) WITHOUT ROWID;
   CREATE TABLE address_bans (
     range TEXT PRIMARY KEY,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // 3: nothing (safety22 keeps the numbers PostgreSQL's: there step 3 is the ratings, which SQLite makes in
  // ratings/sqlite-rating-store.ts).
  `SELECT 1;`,
  // 4 (safety22): blocks between accounts and reports of players (packages/server/src/safety/). A report keeps the
  // names as they were when it was made (accounts can be renamed); its text is plain text, shown quoted.
  `CREATE TABLE blocks (
     blocker TEXT NOT NULL REFERENCES accounts (id),
     blocked TEXT NOT NULL REFERENCES accounts (id),
     created_at INTEGER NOT NULL,
     PRIMARY KEY (blocker, blocked)
   ) WITHOUT ROWID;
   CREATE INDEX blocks_by_blocked ON blocks (blocked);
   CREATE TABLE reports (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     reporter TEXT NOT NULL REFERENCES accounts (id),
     reporter_name TEXT NOT NULL,
     reported TEXT NOT NULL REFERENCES accounts (id),
     reported_name TEXT NOT NULL,
     reason TEXT NOT NULL,
     text TEXT NOT NULL,
     table_code TEXT,
     created_at INTEGER NOT NULL,
     closed_at INTEGER
   );
   CREATE INDEX reports_open ON reports (id) WHERE closed_at IS NULL;`,
  // 5 (botacct22): bot accounts' tokens, one per account, only its hash
  // (packages/server/src/bot-accounts/). A new token replaces the row: the old one stops working.
  `CREATE TABLE bot_tokens (
     account_id TEXT PRIMARY KEY REFERENCES accounts (id),
     token_hash TEXT NOT NULL UNIQUE,
     created_at INTEGER NOT NULL
   ) WITHOUT ROWID;`,
  // 6 (profiles22): profiles and game history (packages/server/src/profiles/). A finished
  // game once per (table_code, game) with its public record; each account's result in it; each account's sums per
  // group (rating format); how far each finished table's log has been read for profiles.
  `${PROFILE_TABLES_SQLITE}`,
  // 7: nothing (tsrv23 keeps the numbers PostgreSQL's: there step 7 is rated_pending).
  `-- no change`,
  // 8 (tsrv23): tournaments hosted on the server (packages/server/src/tournaments/): each tournament's event log,
  // a row per tournament for the lists, each entrant's final standing for the profiles.
  `CREATE TABLE tournament_events (
     tournament TEXT NOT NULL,
     seq INTEGER NOT NULL,
     event TEXT NOT NULL,
     PRIMARY KEY (tournament, seq)
   ) WITHOUT ROWID;
   CREATE TABLE tournaments (
     id TEXT PRIMARY KEY,
     status TEXT NOT NULL,
     starts_at INTEGER NOT NULL,
     finished_at INTEGER
   ) WITHOUT ROWID;
   CREATE TABLE tournament_results (
     tournament TEXT NOT NULL,
     account TEXT NOT NULL,
     finished_at INTEGER NOT NULL,
     info TEXT NOT NULL,
     PRIMARY KEY (tournament, account)
   ) WITHOUT ROWID;
   CREATE INDEX tournament_results_account ON tournament_results (account, finished_at);`,
  // 9 (tour23): each profile game's tournament ({"id", "name"} as JSON; null: a game outside tournaments or from before).
  `ALTER TABLE profile_games ADD COLUMN tournament TEXT;`,
  // 10 (loose23): the key tournaments' seat tokens are derived from (tournaments/seat-tokens.ts).
  `CREATE TABLE tournament_keys (
     name TEXT PRIMARY KEY,
     key TEXT NOT NULL
   ) WITHOUT ROWID;`,
];

/**
 * Brings a SQLite file's schema up to date; returns how many steps were applied. Each step runs in an immediate
 * transaction that reads the version again, so two connections (the server, an operator's command) apply it once.
 */
export function migrateSqlite(db: Database.Database): number {
  let applied = 0;
  for (;;) {
    const step = db.transaction(() => {
      const current = db.pragma('user_version', { simple: true }) as number;
      if (current > SQLITE_MIGRATIONS.length) throw new Error(`the SQLite file's schema is at version ${current}, newer than this server knows (${SQLITE_MIGRATIONS.length}): run a newer server`);
      if (current === SQLITE_MIGRATIONS.length) return false;
      db.exec(SQLITE_MIGRATIONS[current]!);
      db.pragma(`user_version = ${current + 1}`);
      return true;
    });
    if (!step.immediate()) return applied;
    applied++;
  }
}
