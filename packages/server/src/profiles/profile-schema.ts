/**
 * The profiles' tables, a step of each store's migrations (`store/sqlite-migrations.ts`, `postgres-migrations.ts`):
 * `profile_games` a finished game once per (table_code, game), its seats and public record; `profile_results` each
 * account's seat and result in it (the history, newest first by `at`); `profile_sums` each account's sums per group
 * (games, wins, draws, losses, and the game's counters `stat:<name>`), so a profile is a few rows whatever the number
 * of games; `profile_read` how far each finished table's log has been read for profiles.
 */
export const PROFILE_TABLES_SQLITE = `CREATE TABLE profile_games (
     table_code TEXT NOT NULL,
     game INTEGER NOT NULL,
     game_id TEXT NOT NULL,
     grp TEXT NOT NULL,
     at INTEGER NOT NULL,
     seats TEXT NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (table_code, game)
   );
   CREATE TABLE profile_results (
     account TEXT NOT NULL,
     table_code TEXT NOT NULL,
     game INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     result TEXT NOT NULL,
     at INTEGER NOT NULL,
     PRIMARY KEY (account, table_code, game)
   ) WITHOUT ROWID;
   CREATE INDEX profile_results_recent ON profile_results (account, at DESC, table_code DESC, game DESC);
   CREATE TABLE profile_sums (
     account TEXT NOT NULL,
     grp TEXT NOT NULL,
     name TEXT NOT NULL,
     value REAL NOT NULL,
     PRIMARY KEY (account, grp, name)
   ) WITHOUT ROWID;
   CREATE TABLE profile_read (
     code TEXT PRIMARY KEY,
     v INTEGER NOT NULL
   ) WITHOUT ROWID;`;

export const PROFILE_TABLES_POSTGRES = `CREATE TABLE profile_games (
     table_code text NOT NULL,
     game integer NOT NULL,
     game_id text NOT NULL,
     grp text NOT NULL,
     at bigint NOT NULL,
     seats text NOT NULL,
     record text NOT NULL,
     PRIMARY KEY (table_code, game)
   );
   CREATE TABLE profile_results (
     account text NOT NULL,
     table_code text NOT NULL,
     game integer NOT NULL,
     seat integer NOT NULL,
     result text NOT NULL,
     at bigint NOT NULL,
     PRIMARY KEY (account, table_code, game)
   );
   CREATE INDEX profile_results_recent ON profile_results (account, at DESC, table_code DESC, game DESC);
   CREATE TABLE profile_sums (
     account text NOT NULL,
     grp text NOT NULL,
     name text NOT NULL,
     value double precision NOT NULL,
     PRIMARY KEY (account, grp, name)
   );
   CREATE TABLE profile_read (
     code text PRIMARY KEY,
     v integer NOT NULL
   );`;
