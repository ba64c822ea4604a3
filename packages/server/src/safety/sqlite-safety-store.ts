import type Database from 'better-sqlite3';
import { openSqlite } from '../store/open-sqlite.js';
import { reportOf, type ReportRow } from './report-row.js';
import type { BlockRecord, NewReport, ReportRecord, SafetyStore } from './safety-store.js';

/** Blocks and reports in the game log's SQLite file (its own connection, as the accounts have). */
export class SqliteSafetyStore implements SafetyStore {
  private readonly db: Database.Database;

  constructor(readonly path: string) {
    this.db = openSqlite(path);
  }

  block(b: BlockRecord): Promise<boolean> {
    return this.run(() => this.db.prepare('INSERT OR IGNORE INTO blocks (blocker, blocked, created_at) VALUES (?, ?, ?)').run(b.blocker, b.blocked, b.createdAt).changes === 1);
  }

  unblock(blocker: string, blocked: string): Promise<boolean> {
    return this.run(() => this.db.prepare('DELETE FROM blocks WHERE blocker = ? AND blocked = ?').run(blocker, blocked).changes === 1);
  }

  blocksBy(blocker: string): Promise<BlockRecord[]> {
    return this.run(() =>
      this.db
        .prepare<[string], { blocker: string; blocked: string; created_at: number }>('SELECT blocker, blocked, created_at FROM blocks WHERE blocker = ? ORDER BY created_at, blocked')
        .all(blocker)
        .map((r) => ({ blocker: r.blocker, blocked: r.blocked, createdAt: r.created_at })),
    );
  }

  blocksAmong(accounts: readonly string[]): Promise<{ blocker: string; blocked: string }[]> {
    const list = JSON.stringify(accounts);
    return this.run(() =>
      this.db
        .prepare<[string, string], { blocker: string; blocked: string }>('SELECT blocker, blocked FROM blocks WHERE blocker IN (SELECT value FROM json_each(?)) AND blocked IN (SELECT value FROM json_each(?))')
        .all(list, list),
    );
  }

  blockedEitherWay(a: string, b: string): Promise<boolean> {
    return this.run(() => this.db.prepare<[string, string, string, string], { n: number }>('SELECT count(*) AS n FROM blocks WHERE (blocker = ? AND blocked = ?) OR (blocker = ? AND blocked = ?)').get(a, b, b, a)!.n > 0);
  }

  addReport(r: NewReport): Promise<number> {
    return this.run(() =>
      Number(
        this.db
          .prepare('INSERT INTO reports (reporter, reporter_name, reported, reported_name, reason, text, table_code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
          .run(r.reporter, r.reporterName, r.reported, r.reportedName, r.reason, r.text, r.code, r.createdAt).lastInsertRowid,
      ),
    );
  }

  reports(open: boolean): Promise<ReportRecord[]> {
    return this.run(() => this.db.prepare<[], ReportRow>(`SELECT * FROM reports ${open ? 'WHERE closed_at IS NULL ' : ''}ORDER BY id`).all().map(reportOf));
  }

  closeReport(id: number, at: number): Promise<'closed' | 'already' | 'none'> {
    return this.run(() => {
      if (this.db.prepare('UPDATE reports SET closed_at = ? WHERE id = ? AND closed_at IS NULL').run(at, id).changes === 1) return 'closed';
      return this.db.prepare('SELECT 1 FROM reports WHERE id = ?').get(id) === undefined ? 'none' : 'already';
    });
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
