import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { explainOpenError, StoreOpenError } from './open-errors.js';
import type { PostgresStore } from './postgres-store.js';

export interface ImportReport {
  readonly imported: number;
  readonly events: number;
  /** Tables whose identical log was in PostgreSQL already (a second run). */
  readonly present: number;
  /** Tables PostgreSQL holds a different log for: left as they are there. */
  readonly conflicts: readonly string[];
}

/**
 * Copies every table of a SQLite game log (the server's `ESCOBA_DB`, read-only) into PostgreSQL: each table's
 * events byte for byte, its status (quarantined included) and time, one transaction per table. Running it again
 * copies only what is missing. Stop the server that uses the SQLite file first.
 */
export async function importSqlite(path: string, target: PostgresStore): Promise<ImportReport> {
  let db: Database.Database;
  try {
    if (!statSync(path, { throwIfNoEntry: false })?.isFile()) throw new StoreOpenError(path, 'does not exist', 'Give the path of the SQLite file the server used (ESCOBA_DB).');
    db = new Database(path, { readonly: true, fileMustExist: true });
    db.prepare('SELECT count(*) FROM tables').get();
  } catch (e) {
    throw e instanceof StoreOpenError ? e : explainOpenError(path, e);
  }
  try {
    const tables = db.prepare<[], { code: string; status: string; updated_at: number }>('SELECT code, status, updated_at FROM tables ORDER BY code').all();
    const events = db.prepare<[string], { v: number; body: string }>('SELECT v, body FROM events WHERE code = ? ORDER BY v');
    const quarantine = db.prepare<[string], { reason: string; at: number }>('SELECT reason, at FROM quarantine WHERE code = ?');
    let imported = 0;
    let copied = 0;
    let present = 0;
    const conflicts: string[] = [];
    for (const t of tables) {
      const log = events.all(t.code);
      const q = quarantine.get(t.code);
      const result = await target.importTable({ code: t.code, status: t.status, updatedAt: t.updated_at, events: log, ...(q ? { quarantine: q } : {}) });
      if (result === 'imported') {
        imported++;
        copied += log.length;
      } else if (result === 'present') present++;
      else conflicts.push(t.code);
    }
    return { imported, events: copied, present, conflicts };
  } finally {
    db.close();
  }
}
