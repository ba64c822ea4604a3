import pg from 'pg';
import type { TournamentResultInfo } from '@escoba/protocol';
import { openPostgresPool } from '../store/open-postgres.js';
import { finalRows } from './memory-tournament-store.js';
import type { StoredTournamentEvent, TournamentEvent } from './tournament-events.js';
import { newSeatKey, SEAT_KEY_NAME } from './seat-tokens.js';
import { changesRow, nextRow, type FinalResults, type TournamentRow, type TournamentStore } from './tournament-store.js';

interface Row {
  id: string;
  status: TournamentRow['status'];
  starts_at: string;
  finished_at: string | null;
}

/** `$3`'s events at `$2`, `$2 + 1`… of tournament `$1`, if its log's last event is `$2 - 1` (none if it is not). */
const APPEND_EVENTS = `INSERT INTO tournament_events (tournament, seq, event)
  SELECT $1, $2::integer + n::integer - 1, e FROM unnest($3::text[]) WITH ORDINALITY AS u(e, n)
  WHERE (SELECT coalesce(max(seq), 0) FROM tournament_events WHERE tournament = $1) = $2::integer - 1`;

const rowOf = (r: Row): TournamentRow => ({ id: r.id, status: r.status, startsAt: Number(r.starts_at), finishedAt: r.finished_at === null ? null : Number(r.finished_at) });

/**
 * Tournaments in PostgreSQL (step 8 of `MIGRATIONS`), shared by every server process. (tournament, seq) is the
 * key of an event: of two processes appending event n, the second's insert fails on the key and it is told
 * `conflict`, so it reads the log again.
 */
export class PostgresTournamentStore implements TournamentStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string, options: { readonly onError?: (e: Error) => void } = {}): Promise<PostgresTournamentStore> {
    return new PostgresTournamentStore(await openPostgresPool(url, { ...options, max: 4 }));
  }

  async append(id: string, seq: number, events: readonly TournamentEvent[], final?: FinalResults): Promise<'ok' | 'conflict'> {
    if (final === undefined && !events.some(changesRow)) return this.appendEvents(id, seq, events);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const { rows: last } = await client.query<{ seq: number | null }>('SELECT max(seq) AS seq FROM tournament_events WHERE tournament = $1', [id]);
        if (seq !== (last[0]?.seq ?? 0) + 1) {
          await client.query('ROLLBACK');
          return 'conflict';
        }
        for (const [i, e] of events.entries()) await client.query('INSERT INTO tournament_events (tournament, seq, event) VALUES ($1, $2, $3)', [id, seq + i, JSON.stringify(e)]);
        const { rows: before } = await client.query<Row>('SELECT id, status, starts_at, finished_at FROM tournaments WHERE id = $1', [id]);
        const row = nextRow(id, before[0] ? rowOf(before[0]) : null, events);
        await client.query(
          'INSERT INTO tournaments (id, status, starts_at, finished_at) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO UPDATE SET status = excluded.status, starts_at = excluded.starts_at, finished_at = excluded.finished_at',
          [id, row.status, row.startsAt, row.finishedAt],
        );
        if (final) {
          for (const { account, ...info } of finalRows(id, row.finishedAt ?? 0, final)) {
            await client.query('INSERT INTO tournament_results (tournament, account, finished_at, info) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [id, account, info.finishedAt, JSON.stringify(info)]);
          }
        }
        await client.query('COMMIT');
        return 'ok';
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        // Another process inserted the same (tournament, seq) between our read and our insert.
        if ((e as { code?: string }).code === '23505') return 'conflict';
        throw e;
      }
    } finally {
      client.release();
    }
  }

  /**
   * Events that leave the tournament's row as it is (results, pairings, joins: nearly every decision of a running
   * arena) in one statement, so one round trip where the transaction took five or more: inserted only if the log ends
   * at `seq - 1`; a writer that got there between our look and our insert fails on the key.
   */
  private async appendEvents(id: string, seq: number, events: readonly TournamentEvent[]): Promise<'ok' | 'conflict'> {
    try {
      const { rowCount } = await this.pool.query({ name: 'escoba-tournament-append', text: APPEND_EVENTS, values: [id, seq, events.map((e) => JSON.stringify(e))] });
      return rowCount === events.length ? 'ok' : 'conflict';
    } catch (e) {
      if ((e as { code?: string }).code === '23505') return 'conflict';
      throw e;
    }
  }

  async read(id: string, after = 0): Promise<StoredTournamentEvent[]> {
    const { rows } = await this.pool.query<{ seq: number; event: string }>('SELECT seq, event FROM tournament_events WHERE tournament = $1 AND seq > $2 ORDER BY seq', [id, after]);
    return rows.map((r) => ({ seq: r.seq, event: JSON.parse(r.event) as TournamentEvent }));
  }

  async list(finishedSince: number): Promise<TournamentRow[]> {
    const { rows } = await this.pool.query<Row>("SELECT id, status, starts_at, finished_at FROM tournaments WHERE status <> 'finished' OR finished_at >= $1", [finishedSince]);
    return rows.map(rowOf);
  }

  async results(account: string, limit: number): Promise<TournamentResultInfo[]> {
    const { rows } = await this.pool.query<{ info: string }>('SELECT info FROM tournament_results WHERE account = $1 ORDER BY finished_at DESC LIMIT $2', [account, limit]);
    return rows.map((r) => JSON.parse(r.info) as TournamentResultInfo);
  }

  /** The seat key, read once (it never changes once made): every pairing asks for it. */
  private key: Promise<string> | null = null;

  seatKey(): Promise<string> {
    this.key ??= this.readSeatKey().catch((err: unknown) => {
      this.key = null;
      throw err;
    });
    return this.key;
  }

  private async readSeatKey(): Promise<string> {
    await this.pool.query('INSERT INTO tournament_keys (name, key) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SEAT_KEY_NAME, newSeatKey()]);
    const { rows } = await this.pool.query<{ key: string }>('SELECT key FROM tournament_keys WHERE name = $1', [SEAT_KEY_NAME]);
    return rows[0]!.key;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
