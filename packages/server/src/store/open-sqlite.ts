import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { explainOpenError } from './open-errors.js';
import { migrateSqlite } from './sqlite-migrations.js';

/**
 * A connection of its own to the game log's SQLite file (better-sqlite3 connections are synchronous, and the log's
 * group commit keeps its own), with the log's settings, brought up to date by `prepare` (default: the schema steps
 * of `sqlite-migrations.ts`). A file that cannot be opened is explained in one sentence (`explainOpenError`).
 */
export function openSqlite(path: string, prepare: (db: Database.Database) => void = migrateSqlite): Database.Database {
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    const db = new Database(path);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    prepare(db);
    return db;
  } catch (e) {
    throw explainOpenError(path, e);
  }
}
