import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';
import { CorruptLogError, VersionConflictError, type GameStore } from './store.js';

type StoredStatus = TableStatus | 'quarantined';

/** Logs kept in memory: for tests and benchmarks, and a model for other stores. Entries are copied as JSON, as a real store would. */
export class MemoryStore implements GameStore {
  private readonly logs = new Map<string, { status: StoredStatus; updatedAt: number; entries: string[] }>();

  append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    const log = this.logs.get(code) ?? { status, updatedAt: Date.now(), entries: [] };
    if (log.status === 'quarantined') return Promise.reject(new CorruptLogError(code, 'the table is quarantined'));
    if (entries.length > 0 && entries[0]!.v !== log.entries.length + 1) return Promise.reject(new VersionConflictError(code, log.entries.length + 1, entries[0]!.v));
    for (const e of entries) log.entries.push(JSON.stringify(e));
    log.status = status;
    log.updatedAt = Date.now();
    this.logs.set(code, log);
    return Promise.resolve();
  }

  read(code: string, after = 0): Promise<LogEntry[]> {
    const log = this.logs.get(code);
    if (log?.status === 'quarantined') return Promise.reject(new CorruptLogError(code, 'the table is quarantined'));
    return Promise.resolve((log?.entries ?? []).slice(after).map((e) => JSON.parse(e) as LogEntry));
  }

  exists(code: string): Promise<boolean> {
    return Promise.resolve(this.logs.has(code));
  }

  unfinished(): Promise<string[]> {
    return Promise.resolve(this.codes((s) => s === 'lobby' || s === 'playing'));
  }

  inPlay(): Promise<string[]> {
    return Promise.resolve(this.codes((s) => s === 'playing'));
  }

  quarantine(code: string): Promise<void> {
    const log = this.logs.get(code);
    if (log) log.status = 'quarantined';
    return Promise.resolve();
  }

  purge(cutoffs: { lobbyBefore: number; finishedBefore: number; playingBefore: number; keep?: readonly string[] }): Promise<string[]> {
    const keep = new Set(cutoffs.keep ?? []);
    const before: Partial<Record<StoredStatus, number>> = { lobby: cutoffs.lobbyBefore, finished: cutoffs.finishedBefore, playing: cutoffs.playingBefore };
    const gone = [...this.logs].filter(([, log]) => log.updatedAt < (before[log.status] ?? -Infinity)).map(([code]) => code).filter((code) => !keep.has(code));
    for (const code of gone) this.logs.delete(code);
    return Promise.resolve(gone);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private codes(keep: (s: StoredStatus) => boolean): string[] {
    return [...this.logs].filter(([, log]) => keep(log.status)).map(([code]) => code);
  }
}
