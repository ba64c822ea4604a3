import { mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';
import { checkVersions, CorruptLogError, VersionConflictError, type GameStore } from './store.js';
import { explainOpenError, StoreOpenError } from './open-errors.js';
import { parseEvent } from './parse-event.js';
import { migrateSqlite } from './sqlite-migrations.js';

interface PendingAppend {
  readonly code: string;
  readonly entries: readonly LogEntry[];
  readonly status: TableStatus;
  readonly resolve: () => void;
  readonly reject: (e: Error) => void;
}


/** How the SQLite log groups appends into commits. */
export interface SqliteStoreOptions {
  /**
   * How long the first append of a group waits for others before their one commit (ms; 0: the appends of one turn
   * of the event loop). Fewer commits mean fewer fsyncs and WAL pages per move; each append waits up to this long more.
   */
  readonly commitHoldMs?: number;
  /**
   * The least time between two commits (ms; 0: none). An append that finds the log idle longer than this commits at
   * the next turn of the loop, as with no setting; one that comes sooner after a commit waits for the rest of the
   * interval, and the appends of that wait share its commit: at most one fsync per interval under load, no wait when
   * quiet. Ignored when `commitHoldMs` is set.
   */
  readonly commitIntervalMs?: number;
}

/**
 * Event logs in one SQLite file (better-sqlite3). WAL with synchronous=FULL: a committed transaction survives a
 * crash of the process and of the machine. Appends are written together in one transaction (group commit: those of
 * one turn of the event loop, or of `commitHoldMs`), so one fsync serves many tables; each append still resolves
 * only after that commit.
 */
export class SqliteStore implements GameStore {
  private readonly db: Database.Database;
  private readonly lastVersion: Database.Statement<[string], { last_v: number }>;
  private readonly insertTable: Database.Statement<[string, string, number, number]>;
  private readonly updateTable: Database.Statement<[string, number, number, string]>;
  private readonly advanceTable: Database.Statement<[string, number, number, string, number]>;
  private readonly insertEvent: Database.Statement<[string, number, string]>;
  private readonly selectEvents: Database.Statement<[string, number], { v: number; body: string }>;
  private readonly status: Database.Statement<[string], { status: string }>;
  private readonly writeOne: (p: PendingAppend) => void;
  /** The group commit and the commit of one append alone, made once (better-sqlite3 builds a transaction's wrapper at each `transaction` call). */
  private readonly writeBatch: (batch: readonly PendingAppend[]) => void;
  private readonly writeAlone: (p: PendingAppend) => void;
  private pending: PendingAppend[] = [];
  private flushScheduled = false;
  private holdTimer: NodeJS.Timeout | null = null;
  private readonly commitHoldMs: number;
  private readonly commitIntervalMs: number;
  /** When the last group commit ended (`performance.now()`). */
  private lastCommitAt = -Infinity;

  /** Opens (or creates) the log; a file it cannot use throws a {@link StoreOpenError} that says what to do. */
  constructor(path: string, options: SqliteStoreOptions = {}) {
    this.commitHoldMs = options.commitHoldMs ?? 0;
    this.commitIntervalMs = options.commitIntervalMs ?? 0;
    try {
      if (path !== ':memory:') {
        mkdirSync(dirname(path), { recursive: true });
        // SQLite would take an empty file for a new database: a log truncated to nothing would start empty, silently.
        if (statSync(path, { throwIfNoEntry: false })?.size === 0) throw new StoreOpenError(path, 'is empty (0 bytes): if it held games it was truncated; restore it from a backup, or delete it to start a new log');
      }
      this.db = new Database(path);
      this.db.pragma('journal_mode = WAL');
      this.db.pragma('synchronous = FULL');
      this.db.pragma('busy_timeout = 5000');
      migrateSqlite(this.db);
      // A write at every start: a read-only file or directory fails here, not at the first move of a game.
      this.db.prepare("INSERT OR REPLACE INTO meta (key, value) VALUES ('opened_at', ?)").run(String(Date.now()));
    } catch (e) {
      throw e instanceof StoreOpenError ? e : explainOpenError(path, e);
    }
    this.lastVersion = this.db.prepare('SELECT last_v FROM tables WHERE code = ?');
    this.insertTable = this.db.prepare('INSERT INTO tables (code, status, last_v, updated_at) VALUES (?, ?, ?, ?)');
    this.updateTable = this.db.prepare('UPDATE tables SET status = ?, last_v = ?, updated_at = ? WHERE code = ?');
    this.advanceTable = this.db.prepare('UPDATE tables SET status = ?, last_v = ?, updated_at = ? WHERE code = ? AND last_v = ?');
    this.insertEvent = this.db.prepare('INSERT INTO events (code, v, body) VALUES (?, ?, ?)');
    this.selectEvents = this.db.prepare('SELECT v, body FROM events WHERE code = ? AND v > ? ORDER BY v');
    this.status = this.db.prepare('SELECT status FROM tables WHERE code = ?');
    this.writeOne = (p) => {
      const first = p.entries[0]?.v;
      // Versions 2..: the table's row moves from the version before the first entry (a compare-and-set, one
      // statement where a read and an update were two), and only then are the entries inserted.
      if (first !== undefined && first > 1) {
        const end = first + p.entries.length - 1;
        if (this.advanceTable.run(p.status, end, Date.now(), p.code, first - 1).changes !== 1) throw new VersionConflictError(p.code, (this.lastVersion.get(p.code)?.last_v ?? 0) + 1, first);
        for (const e of p.entries) this.insertEvent.run(p.code, e.v, JSON.stringify(e.event));
        return;
      }
      const last = this.lastVersion.get(p.code)?.last_v ?? 0;
      if ((first ?? last + 1) !== last + 1) throw new VersionConflictError(p.code, last + 1, first!);
      for (const e of p.entries) this.insertEvent.run(p.code, e.v, JSON.stringify(e.event));
      const end = last + p.entries.length;
      if (last === 0) this.insertTable.run(p.code, p.status, end, Date.now());
      else this.updateTable.run(p.status, end, Date.now(), p.code);
    };
    this.writeBatch = this.db.transaction((batch: readonly PendingAppend[]) => {
      for (const p of batch) this.writeOne(p);
    });
    this.writeAlone = this.db.transaction(this.writeOne);
  }

  append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ code, entries, status, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        const wait = this.commitHoldMs > 0 ? this.commitHoldMs : this.lastCommitAt + this.commitIntervalMs - performance.now();
        if (wait > 0) this.holdTimer = setTimeout(() => this.flush(), wait);
        else setImmediate(() => this.flush());
      }
    });
  }

  /** Writes every pending append in one transaction; if that fails, each in its own, so one bad append fails alone. */
  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    this.flushScheduled = false;
    if (this.holdTimer !== null) clearTimeout(this.holdTimer);
    this.holdTimer = null;
    if (batch.length === 0) return;
    try {
      this.writeBatch(batch);
      this.lastCommitAt = performance.now();
      for (const p of batch) p.resolve();
    } catch {
      for (const p of batch) {
        try {
          this.writeAlone(p);
          p.resolve();
        } catch (e) {
          p.reject(e as Error);
        }
      }
    }
  }

  read(code: string, after = 0): Promise<LogEntry[]> {
    try {
      if (this.status.get(code)?.status === 'quarantined') throw new CorruptLogError(code, 'the table is quarantined');
      const rows = this.selectEvents.all(code, after);
      checkVersions(code, after, rows.map((r) => r.v));
      return Promise.resolve(rows.map((row) => ({ v: row.v, event: parseEvent(code, row.v, row.body) })));
    } catch (e) {
      return Promise.reject(e instanceof Error ? e : new Error(String(e)));
    }
  }

  inPlay(): Promise<string[]> {
    return Promise.resolve(this.db.prepare<[], { code: string }>("SELECT code FROM tables WHERE status = 'playing'").all().map((r) => r.code));
  }

  quarantine(code: string, reason: string): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare("UPDATE tables SET status = 'quarantined' WHERE code = ?").run(code);
      this.db.prepare('INSERT OR REPLACE INTO quarantine (code, reason, at) VALUES (?, ?, ?)').run(code, reason, Date.now());
    })();
    return Promise.resolve();
  }

  purge(cutoffs: { lobbyBefore: number; finishedBefore: number; playingBefore: number; keep?: readonly string[] }): Promise<string[]> {
    const keep = new Set(cutoffs.keep ?? []);
    const codes = this.db
      .prepare<[number, number, number], { code: string }>(
        "SELECT code FROM tables WHERE (status = 'lobby' AND updated_at < ?) OR (status = 'finished' AND updated_at < ?) OR (status = 'playing' AND updated_at < ?)",
      )
      .all(cutoffs.lobbyBefore, cutoffs.finishedBefore, cutoffs.playingBefore)
      .map((r) => r.code)
      .filter((code) => !keep.has(code));
    const deleteEvents = this.db.prepare('DELETE FROM events WHERE code = ?');
    const deleteTable = this.db.prepare('DELETE FROM tables WHERE code = ?');
    this.db.transaction(() => {
      for (const code of codes) {
        deleteEvents.run(code);
        deleteTable.run(code);
      }
    })();
    return Promise.resolve(codes);
  }

  exists(code: string): Promise<boolean> {
    return Promise.resolve(this.lastVersion.get(code) !== undefined);
  }

  unfinished(): Promise<string[]> {
    return Promise.resolve(this.db.prepare<[], { code: string }>("SELECT code FROM tables WHERE status IN ('lobby', 'playing')").all().map((r) => r.code));
  }

  close(): Promise<void> {
    this.flush();
    this.db.close();
    return Promise.resolve();
  }
}
