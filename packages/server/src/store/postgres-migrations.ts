import type pg from 'pg';
import { PROFILE_TABLES_POSTGRES } from '../profiles/profile-schema.js';

/**
 * The PostgreSQL schema, one step per version. A step is never edited once released: a change is a new step.
 * `migrate` applies the steps a database lacks, in order, each in its own transaction, under an advisory lock so
 * that several processes starting at once apply each step exactly once.
 */
export const MIGRATIONS: readonly string[] = [
  // 1: the event log. (code, v) is the key: two writers can never both store version v of a table.
  `CREATE TABLE tables (
     code text PRIMARY KEY,
     status text NOT NULL,
     last_v integer NOT NULL,
     updated_at bigint NOT NULL
   );
   CREATE INDEX tables_by_status ON tables (status);
   CREATE TABLE events (
     code text NOT NULL,
     v integer NOT NULL CHECK (v > 0),
     body text NOT NULL,
     PRIMARY KEY (code, v)
   );
   CREATE TABLE quarantine (
     code text PRIMARY KEY,
     reason text NOT NULL,
     at bigint NOT NULL
   );`,
  // 2: accounts (issue 22). Each skeleton of a name is unique: two names that look alike cannot both be accounts.
  `CREATE TABLE accounts (
     id text PRIMARY KEY,
     name text NOT NULL,
     hash text NOT NULL,
     created_at bigint NOT NULL,
     banned boolean NOT NULL DEFAULT false,
     bot boolean NOT NULL DEFAULT false
   );
   CREATE TABLE account_skeletons (
     skeleton text PRIMARY KEY,
     account_id text NOT NULL REFERENCES accounts (id)
   );
   CREATE INDEX account_skeletons_by_account ON account_skeletons (account_id);
   CREATE TABLE sessions (
     token_hash text PRIMARY KEY,
     account_id text NOT NULL REFERENCES accounts (id),
     created_at bigint NOT NULL,
     last_seen bigint NOT NULL,
     csrf text NOT NULL
   );
   CREATE INDEX sessions_by_account ON sessions (account_id);
   CREATE TABLE account_seats (
     account_id text NOT NULL REFERENCES accounts (id),
     code text NOT NULL,
     seat integer NOT NULL,
     linked_at bigint NOT NULL,
     PRIMARY KEY (account_id, code, seat)
   );
   CREATE TABLE address_bans (
     range text PRIMARY KEY,
     created_at bigint NOT NULL
   );`,
  // 3: the ratings (issue 22) (packages/server/src/ratings/postgres-rating-store.ts). rated_games' key (table_code, game)
  // is the exactly-once guard of a rated result; rating_history keeps every change (position: its order in the game).
  `CREATE TABLE ratings (
     account text NOT NULL,
     format text NOT NULL,
     mu double precision NOT NULL,
     sigma double precision NOT NULL,
     games integer NOT NULL,
     PRIMARY KEY (account, format)
   );
   CREATE INDEX ratings_board ON ratings (format, mu DESC, account);
   CREATE TABLE rated_games (
     table_code text NOT NULL,
     game integer NOT NULL,
     format text NOT NULL,
     at bigint NOT NULL,
     PRIMARY KEY (table_code, game)
   );
   CREATE TABLE rating_history (
     seq bigserial NOT NULL,
     account text NOT NULL,
     format text NOT NULL,
     table_code text NOT NULL,
     game integer NOT NULL,
     position integer NOT NULL,
     before_mu double precision NOT NULL,
     before_sigma double precision NOT NULL,
     after_mu double precision NOT NULL,
     after_sigma double precision NOT NULL,
     games integer NOT NULL,
     at bigint NOT NULL,
     PRIMARY KEY (table_code, game, account)
   );
   CREATE INDEX rating_history_by_account ON rating_history (account, format, at);
   CREATE INDEX rating_history_by_month ON rating_history (format, at);`,
  // 4 (safety22): blocks between accounts and reports of players (packages/server/src/safety/). A report keeps the
  // names as they were when it was made (accounts can be renamed); its text is plain text, shown quoted.
  `CREATE TABLE blocks (
     blocker text NOT NULL REFERENCES accounts (id),
     blocked text NOT NULL REFERENCES accounts (id),
     created_at bigint NOT NULL,
     PRIMARY KEY (blocker, blocked)
   );
   CREATE INDEX blocks_by_blocked ON blocks (blocked);
   CREATE TABLE reports (
     id bigserial PRIMARY KEY,
     reporter text NOT NULL REFERENCES accounts (id),
     reporter_name text NOT NULL,
     reported text NOT NULL REFERENCES accounts (id),
     reported_name text NOT NULL,
     reason text NOT NULL,
     text text NOT NULL,
     table_code text,
     created_at bigint NOT NULL,
     closed_at bigint
   );
   CREATE INDEX reports_open ON reports (id) WHERE closed_at IS NULL;`,
  // 5 (botacct22): bot accounts' tokens, one per account, only its hash
  // (packages/server/src/bot-accounts/). A new token replaces the row: the old one stops working.
  `CREATE TABLE bot_tokens (
     account_id text PRIMARY KEY REFERENCES accounts (id),
     token_hash text NOT NULL UNIQUE,
     created_at bigint NOT NULL
   );`,
  // 6 (profiles22): profiles and game history (packages/server/src/profiles/).
  PROFILE_TABLES_POSTGRES,
  // 7 (rated22): rated games begun, so that a result a dying process did not apply is applied
  // by the next process to look (packages/server/src/ratings/rated-tables.ts).
  `CREATE TABLE rated_pending (
     table_code text NOT NULL,
     game integer NOT NULL,
     at bigint NOT NULL,
     PRIMARY KEY (table_code, game)
   );`,
  // 8 (tsrv23): tournaments hosted on the server (packages/server/src/tournaments/): each tournament's event log,
  // (tournament, seq) the key so two processes never both write event n; a row per tournament for the lists; each
  // entrant's final standing for the profiles.
  `CREATE TABLE tournament_events (
     tournament text NOT NULL,
     seq integer NOT NULL,
     event text NOT NULL,
     PRIMARY KEY (tournament, seq)
   );
   CREATE TABLE tournaments (
     id text PRIMARY KEY,
     status text NOT NULL,
     starts_at bigint NOT NULL,
     finished_at bigint
   );
   CREATE TABLE tournament_results (
     tournament text NOT NULL,
     account text NOT NULL,
     finished_at bigint NOT NULL,
     info text NOT NULL,
     PRIMARY KEY (tournament, account)
   );
   CREATE INDEX tournament_results_account ON tournament_results (account, finished_at);`,
  // 9 (tour23): each profile game's tournament ({"id", "name"} as JSON; null: a game outside tournaments or from before).
  `ALTER TABLE profile_games ADD COLUMN tournament text;`,
  // 10 (loose23): the key each tournament's seat tokens are derived from (tournaments/seat-tokens.ts), made once by
  // whichever process first needs it, so that every process gives an entrant the token of their seat.
  `CREATE TABLE tournament_keys (
     name text PRIMARY KEY,
     key text NOT NULL
   );`,
];

/** Any fixed number: the key of the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK = 7_320_150_001;

/** Brings the schema up to date; returns how many steps were applied. Idempotent. */
export async function migrate(pool: pg.Pool): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const { rows } = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
      const current = rows[0]?.v ?? 0;
      if (current > MIGRATIONS.length) throw new Error(`the database schema is at version ${current}, newer than this server knows (${MIGRATIONS.length}): run a newer server`);
      for (let version = current + 1; version <= MIGRATIONS.length; version++) {
        await client.query('BEGIN');
        try {
          await client.query(MIGRATIONS[version - 1]!);
          await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
          await client.query('COMMIT');
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        }
      }
      return MIGRATIONS.length - current;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
