import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';
import { VersionConflictError, type GameStore } from './store.js';

interface PendingAppend {
  readonly code: string;
  readonly entries: readonly LogEntry[];
  readonly status: TableStatus;
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS tables (
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
`;

/**
 * Event logs in one SQLite file (better-sqlite3). WAL with synchronous=FULL: a committed transaction survives a
 * crash of the process and of the machine. Appends made in the same turn of the event loop are written in one
 * transaction (group commit), so one fsync serves many tables; each append still resolves only after that commit.
 */
export class SqliteStore implements GameStore {
  private readonly db: Database.Database;
  private readonly lastVersion: Database.Statement<[string], { last_v: number }>;
  private readonly insertTable: Database.Statement<[string, string, number, number]>;
  private readonly updateTable: Database.Statement<[string, number, number, string]>;
  private readonly insertEvent: Database.Statement<[string, number, string]>;
  private readonly selectEvents: Database.Statement<[string, number], { body: string }>;
  private readonly writeOne: (p: PendingAppend) => void;
  private pending: PendingAppend[] = [];
  private flushScheduled = false;

  constructor(path: string) {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    this.lastVersion = this.db.prepare('SELECT last_v FROM tables WHERE code = ?');
    this.insertTable = this.db.prepare('INSERT INTO tables (code, status, last_v, updated_at) VALUES (?, ?, ?, ?)');
    this.updateTable = this.db.prepare('UPDATE tables SET status = ?, last_v = ?, updated_at = ? WHERE code = ?');
    this.insertEvent = this.db.prepare('INSERT INTO events (code, v, body) VALUES (?, ?, ?)');
    this.selectEvents = this.db.prepare('SELECT body FROM events WHERE code = ? AND v > ? ORDER BY v');
    this.writeOne = (p) => {
      const last = this.lastVersion.get(p.code)?.last_v ?? 0;
      const first = p.entries[0]?.v ?? last + 1;
      if (first !== last + 1) throw new VersionConflictError(p.code, last + 1, first);
      for (const e of p.entries) this.insertEvent.run(p.code, e.v, JSON.stringify(e.event));
      const end = last + p.entries.length;
      if (last === 0) this.insertTable.run(p.code, p.status, end, Date.now());
      else this.updateTable.run(p.status, end, Date.now(), p.code);
    };
  }

  append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ code, entries, status, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  /** Writes every pending append in one transaction; if that fails, each in its own, so one bad append fails alone. */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.flushScheduled = false;
    if (batch.length === 0) return;
    try {
      this.db.transaction(() => batch.forEach(this.writeOne))();
      for (const p of batch) p.resolve();
    } catch {
      for (const p of batch) {
        try {
          this.db.transaction(() => this.writeOne(p))();
          p.resolve();
        } catch (e) {
          p.reject(e as Error);
        }
      }
    }
  }

  read(code: string, after = 0): Promise<LogEntry[]> {
    return Promise.resolve(this.selectEvents.all(code, after).map((row, i) => ({ v: after + i + 1, event: JSON.parse(row.body) as LogEntry['event'] })));
  }

  exists(code: string): Promise<boolean> {
    return Promise.resolve(this.lastVersion.get(code) !== undefined);
  }

  unfinished(): Promise<string[]> {
    return Promise.resolve(this.db.prepare<[], { code: string }>("SELECT code FROM tables WHERE status != 'finished'").all().map((r) => r.code));
  }

  close(): Promise<void> {
    this.flush();
    this.db.close();
    return Promise.resolve();
  }
}
