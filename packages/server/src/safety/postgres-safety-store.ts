import pg from 'pg';
import { openPostgresPool } from '../store/open-postgres.js';
import type { BlockRecord, NewReport, ReportRecord, SafetyStore } from './safety-store.js';
import { reportOf, type ReportRow } from './report-row.js';

/** Blocks and reports in PostgreSQL (a small pool of its own on the game log's database; the schema is the log's step 4). */
export class PostgresSafetyStore implements SafetyStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string, options: { readonly onError?: (e: Error) => void } = {}): Promise<PostgresSafetyStore> {
    const pool = await openPostgresPool(url, { ...options, max: 2 });
    return new PostgresSafetyStore(pool);
  }

  async block(b: BlockRecord): Promise<boolean> {
    const r = await this.pool.query('INSERT INTO blocks (blocker, blocked, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [b.blocker, b.blocked, b.createdAt]);
    return r.rowCount === 1;
  }

  async unblock(blocker: string, blocked: string): Promise<boolean> {
    return (await this.pool.query('DELETE FROM blocks WHERE blocker = $1 AND blocked = $2', [blocker, blocked])).rowCount === 1;
  }

  async blocksBy(blocker: string): Promise<BlockRecord[]> {
    const { rows } = await this.pool.query<{ blocker: string; blocked: string; created_at: string }>('SELECT blocker, blocked, created_at FROM blocks WHERE blocker = $1 ORDER BY created_at, blocked', [blocker]);
    return rows.map((r) => ({ blocker: r.blocker, blocked: r.blocked, createdAt: Number(r.created_at) }));
  }

  async blocksAmong(accounts: readonly string[]): Promise<{ blocker: string; blocked: string }[]> {
    const { rows } = await this.pool.query<{ blocker: string; blocked: string }>('SELECT blocker, blocked FROM blocks WHERE blocker = ANY($1) AND blocked = ANY($1)', [accounts]);
    return rows;
  }

  async blockedEitherWay(a: string, b: string): Promise<boolean> {
    const { rows } = await this.pool.query('SELECT 1 FROM blocks WHERE (blocker = $1 AND blocked = $2) OR (blocker = $2 AND blocked = $1) LIMIT 1', [a, b]);
    return rows.length > 0;
  }

  async addReport(r: NewReport): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(
      'INSERT INTO reports (reporter, reporter_name, reported, reported_name, reason, text, table_code, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
      [r.reporter, r.reporterName, r.reported, r.reportedName, r.reason, r.text, r.code, r.createdAt],
    );
    return Number(rows[0]!.id);
  }

  async reports(open: boolean): Promise<ReportRecord[]> {
    const { rows } = await this.pool.query<ReportRow>(`SELECT * FROM reports ${open ? 'WHERE closed_at IS NULL ' : ''}ORDER BY id`);
    return rows.map(reportOf);
  }

  async closeReport(id: number, at: number): Promise<'closed' | 'already' | 'none'> {
    if ((await this.pool.query('UPDATE reports SET closed_at = $1 WHERE id = $2 AND closed_at IS NULL', [at, id])).rowCount === 1) return 'closed';
    return (await this.pool.query('SELECT 1 FROM reports WHERE id = $1', [id])).rows.length === 0 ? 'none' : 'already';
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}
