import pg from 'pg';
import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';
import { checkVersions, CorruptLogError, VersionConflictError, type GameStore } from './store.js';
import { migrate } from './postgres-migrations.js';
import { explainPostgresError, redactUrl } from './postgres-errors.js';
import { parseEvent } from './parse-event.js';

/** A table's log as another store kept it, for {@link PostgresStore.importTable}. */
export interface ImportedTable {
  readonly code: string;
  readonly status: string;
  readonly updatedAt: number;
  readonly events: readonly { readonly v: number; readonly body: string }[];
  readonly quarantine?: { readonly reason: string; readonly at: number };
}

/** PostgreSQL's code for a unique key violated: another writer stored that version first. */
const UNIQUE_VIOLATION = '23505';

/** Appends versions 2.. of a table: its row moves from version $5 to $3 (not when quarantined), and only then are the events inserted. */
const APPEND = `WITH moved AS (
  UPDATE tables SET status = $2, last_v = $3, updated_at = $4 WHERE code = $1 AND last_v = $5 AND status <> 'quarantined' RETURNING code
)
INSERT INTO events (code, v, body) SELECT $1, v, body FROM unnest($6::integer[], $7::text[]) AS t(v, body) WHERE EXISTS (SELECT 1 FROM moved)`;

/** Appends a new table's first versions: its row is created (unless another writer created it), and only then are the events inserted. */
const APPEND_FIRST = `WITH created AS (
  INSERT INTO tables (code, status, last_v, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING RETURNING code
)
INSERT INTO events (code, v, body) SELECT $1, v, body FROM unnest($5::integer[], $6::text[]) AS t(v, body) WHERE EXISTS (SELECT 1 FROM created)`;

/**
 * Event logs in PostgreSQL (`pg`, pure JavaScript). Every append is one statement (one transaction) that moves
 * the table's `last_v` from the version before the first entry (a compare-and-set) and inserts the entries under
 * the key (code, v): of two processes appending version N of a table, exactly one commits; the other gets a
 * {@link VersionConflictError}. A resolved append is committed (PostgreSQL's default `synchronous_commit`). The
 * append and the read are prepared statements.
 */
export class PostgresStore implements GameStore {
  private constructor(
    private readonly pool: pg.Pool,
    /** The URL without its password, for messages. */
    readonly where: string,
  ) {}

  /** Connects, checks the connection and brings the schema up to date; a database it cannot use throws a `StoreOpenError` that says what to do. */
  static async open(url: string, options: { readonly onError?: (e: Error) => void; readonly max?: number } = {}): Promise<PostgresStore> {
    const where = redactUrl(url);
    const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10, connectionTimeoutMillis: 10_000, idleTimeoutMillis: 30_000 });
    // An idle connection that breaks (PostgreSQL restarted) must not take the process down: the next query reconnects.
    pool.on('error', (e) => options.onError?.(e));
    try {
      await migrate(pool);
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw explainPostgresError(where, e);
    }
    return new PostgresStore(pool, where);
  }

  async append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    if (entries.length === 0) return;
    const first = entries[0]!.v;
    const last = entries[entries.length - 1]!.v;
    entries.forEach((e, i) => {
      if (e.v !== first + i) throw new VersionConflictError(code, first + i, e.v);
    });
    const versions = entries.map((e) => e.v);
    const bodies = entries.map((e) => JSON.stringify(e.event));
    let inserted: number;
    try {
      // One statement, so one round trip and one implicit transaction: the table row moves from first-1 to last (or
      // is created, for version 1) and the events are inserted only if it did: the compare-and-set.
      const { rowCount } =
        first === 1
          ? await this.pool.query({ name: 'escoba-append-first', text: APPEND_FIRST, values: [code, status, last, Date.now(), versions, bodies] })
          : await this.pool.query({ name: 'escoba-append', text: APPEND, values: [code, status, last, Date.now(), first - 1, versions, bodies] });
      inserted = rowCount ?? 0;
    } catch (e) {
      if ((e as { code?: string }).code === UNIQUE_VIOLATION) throw new VersionConflictError(code, await this.nextVersion(code), first);
      throw e;
    }
    if (inserted !== entries.length) throw await this.refusal(code, first);
  }

  /** Why the compare-and-set moved nothing: a quarantined table, or another version than expected. */
  private async refusal(code: string, first: number): Promise<Error> {
    const { rows } = await this.pool.query<{ status: string; last_v: number }>('SELECT status, last_v FROM tables WHERE code = $1', [code]);
    if (rows[0]?.status === 'quarantined') return new CorruptLogError(code, 'the table is quarantined');
    return new VersionConflictError(code, (rows[0]?.last_v ?? 0) + 1, first);
  }

  private async nextVersion(code: string): Promise<number> {
    const { rows } = await this.pool.query<{ last_v: number }>('SELECT last_v FROM tables WHERE code = $1', [code]);
    return (rows[0]?.last_v ?? 0) + 1;
  }

  async read(code: string, after = 0): Promise<LogEntry[]> {
    const { rows } = await this.pool.query<{ status: string | null; v: number | null; body: string | null }>({
      name: 'escoba-read',
      text: 'SELECT t.status, e.v, e.body FROM tables t LEFT JOIN events e ON e.code = t.code AND e.v > $2 WHERE t.code = $1 ORDER BY e.v',
      values: [code, after],
    });
    if (rows[0]?.status === 'quarantined') throw new CorruptLogError(code, 'the table is quarantined');
    const events = rows.filter((r): r is { status: string; v: number; body: string } => r.v !== null && r.body !== null);
    checkVersions(code, after, events.map((r) => r.v));
    return events.map((r) => ({ v: r.v, event: parseEvent(code, r.v, r.body) }));
  }

  async exists(code: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM tables WHERE code = $1', [code]);
    return rowCount === 1;
  }

  async unfinished(): Promise<string[]> {
    return this.codes("SELECT code FROM tables WHERE status IN ('lobby', 'playing') ORDER BY code");
  }

  async inPlay(): Promise<string[]> {
    return this.codes("SELECT code FROM tables WHERE status = 'playing' ORDER BY code");
  }

  async quarantine(code: string, reason: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query("UPDATE tables SET status = 'quarantined' WHERE code = $1", [code]);
      await client.query('INSERT INTO quarantine (code, reason, at) VALUES ($1, $2, $3) ON CONFLICT (code) DO UPDATE SET reason = EXCLUDED.reason, at = EXCLUDED.at', [code, reason, Date.now()]);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async purge(cutoffs: { lobbyBefore: number; finishedBefore: number; playingBefore: number; keep?: readonly string[] }): Promise<string[]> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query<{ code: string }>(
        `DELETE FROM tables
          WHERE ((status = 'lobby' AND updated_at < $1) OR (status = 'finished' AND updated_at < $2) OR (status = 'playing' AND updated_at < $3))
            AND NOT (code = ANY($4::text[]))
          RETURNING code`,
        [cutoffs.lobbyBefore, cutoffs.finishedBefore, cutoffs.playingBefore, [...(cutoffs.keep ?? [])]],
      );
      const codes = rows.map((r) => r.code);
      if (codes.length > 0) await client.query('DELETE FROM events WHERE code = ANY($1::text[])', [codes]);
      await client.query('COMMIT');
      return codes;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  /**
   * Copies one table's whole log in, as another store kept it (bodies byte for byte, status and time kept), in one
   * transaction: `imported`; `present` if the same log is here already (a second run); `conflict` if another is.
   */
  async importTable(table: ImportedTable): Promise<'imported' | 'present' | 'conflict'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const inserted = await client.query('INSERT INTO tables (code, status, last_v, updated_at) VALUES ($1, $2, $3, $4) ON CONFLICT (code) DO NOTHING', [table.code, table.status, table.events.length, table.updatedAt]);
      if (inserted.rowCount !== 1) {
        await client.query('ROLLBACK');
        const { rows } = await this.pool.query<{ v: number; body: string }>('SELECT v, body FROM events WHERE code = $1 ORDER BY v', [table.code]);
        const same = rows.length === table.events.length && rows.every((r, i) => r.v === table.events[i]!.v && r.body === table.events[i]!.body);
        return same ? 'present' : 'conflict';
      }
      await client.query('INSERT INTO events (code, v, body) SELECT $1, v, body FROM unnest($2::integer[], $3::text[]) AS t(v, body)', [table.code, table.events.map((e) => e.v), table.events.map((e) => e.body)]);
      if (table.quarantine) await client.query('INSERT INTO quarantine (code, reason, at) VALUES ($1, $2, $3) ON CONFLICT (code) DO NOTHING', [table.code, table.quarantine.reason, table.quarantine.at]);
      await client.query('COMMIT');
      return 'imported';
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async codes(sql: string): Promise<string[]> {
    const { rows } = await this.pool.query<{ code: string }>(sql);
    return rows.map((r) => r.code);
  }
}
