import type Database from 'better-sqlite3';
import type { TournamentResultInfo } from '@escoba/protocol';
import { openSqlite } from '../store/open-sqlite.js';
import { finalRows } from './memory-tournament-store.js';
import type { StoredTournamentEvent, TournamentEvent } from './tournament-events.js';
import { newSeatKey, SEAT_KEY_NAME } from './seat-tokens.js';
import { nextRow, type FinalResults, type TournamentRow, type TournamentStore } from './tournament-store.js';

interface Row {
  id: string;
  status: TournamentRow['status'];
  starts_at: number;
  finished_at: number | null;
}

const rowOf = (r: Row): TournamentRow => ({ id: r.id, status: r.status, startsAt: r.starts_at, finishedAt: r.finished_at });

/** Tournaments in the game log's SQLite file (its own connection; the schema is step 8 of the log's migrations). */
export class SqliteTournamentStore implements TournamentStore {
  private readonly db: Database.Database;

  constructor(path: string) {
    this.db = openSqlite(path);
  }

  append(id: string, seq: number, events: readonly TournamentEvent[], final?: FinalResults): Promise<'ok' | 'conflict'> {
    try {
      const write = this.db.transaction((): 'ok' | 'conflict' => {
        const last = this.db.prepare<[string], { seq: number | null }>('SELECT max(seq) AS seq FROM tournament_events WHERE tournament = ?').get(id)?.seq ?? 0;
        if (seq !== last + 1) return 'conflict';
        const insert = this.db.prepare('INSERT INTO tournament_events (tournament, seq, event) VALUES (?, ?, ?)');
        events.forEach((e, i) => insert.run(id, seq + i, JSON.stringify(e)));
        const before = this.db.prepare<[string], Row>('SELECT id, status, starts_at, finished_at FROM tournaments WHERE id = ?').get(id);
        const row = nextRow(id, before ? rowOf(before) : null, events);
        this.db
          .prepare('INSERT INTO tournaments (id, status, starts_at, finished_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET status = excluded.status, starts_at = excluded.starts_at, finished_at = excluded.finished_at')
          .run(id, row.status, row.startsAt, row.finishedAt);
        if (final) {
          const add = this.db.prepare('INSERT INTO tournament_results (tournament, account, finished_at, info) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING');
          for (const { account, ...info } of finalRows(id, row.finishedAt ?? 0, final)) add.run(id, account, info.finishedAt, JSON.stringify(info));
        }
        return 'ok';
      });
      return Promise.resolve(write.immediate());
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  read(id: string, after = 0): Promise<StoredTournamentEvent[]> {
    const rows = this.db.prepare<[string, number], { seq: number; event: string }>('SELECT seq, event FROM tournament_events WHERE tournament = ? AND seq > ? ORDER BY seq').all(id, after);
    return Promise.resolve(rows.map((r) => ({ seq: r.seq, event: JSON.parse(r.event) as TournamentEvent })));
  }

  list(finishedSince: number): Promise<TournamentRow[]> {
    const rows = this.db.prepare<[number], Row>("SELECT id, status, starts_at, finished_at FROM tournaments WHERE status <> 'finished' OR finished_at >= ?").all(finishedSince);
    return Promise.resolve(rows.map(rowOf));
  }

  results(account: string, limit: number): Promise<TournamentResultInfo[]> {
    const rows = this.db.prepare<[string, number], { info: string }>('SELECT info FROM tournament_results WHERE account = ? ORDER BY finished_at DESC LIMIT ?').all(account, limit);
    return Promise.resolve(rows.map((r) => JSON.parse(r.info) as TournamentResultInfo));
  }

  /** The seat key, read once (it never changes once made): every pairing asks for it. */
  private key: string | null = null;

  seatKey(): Promise<string> {
    if (this.key === null) {
      this.db.prepare('INSERT INTO tournament_keys (name, key) VALUES (?, ?) ON CONFLICT (name) DO NOTHING').run(SEAT_KEY_NAME, newSeatKey());
      this.key = this.db.prepare<[string], { key: string }>('SELECT key FROM tournament_keys WHERE name = ?').get(SEAT_KEY_NAME)!.key;
    }
    return Promise.resolve(this.key);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
