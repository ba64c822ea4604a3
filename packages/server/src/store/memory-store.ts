import type { TableStatus } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';
import { VersionConflictError, type GameStore } from './store.js';

/** Logs kept in memory: for tests and benchmarks, and a model for other stores. Entries are copied as JSON, as a real store would. */
export class MemoryStore implements GameStore {
  private readonly logs = new Map<string, { status: TableStatus; entries: string[] }>();

  append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    const log = this.logs.get(code) ?? { status, entries: [] };
    if (entries.length > 0 && entries[0]!.v !== log.entries.length + 1) return Promise.reject(new VersionConflictError(code, log.entries.length + 1, entries[0]!.v));
    for (const e of entries) log.entries.push(JSON.stringify(e));
    log.status = status;
    this.logs.set(code, log);
    return Promise.resolve();
  }

  read(code: string, after = 0): Promise<LogEntry[]> {
    const entries = this.logs.get(code)?.entries ?? [];
    return Promise.resolve(entries.slice(after).map((e) => JSON.parse(e) as LogEntry));
  }

  exists(code: string): Promise<boolean> {
    return Promise.resolve(this.logs.has(code));
  }

  unfinished(): Promise<string[]> {
    return Promise.resolve([...this.logs].filter(([, log]) => log.status !== 'finished').map(([code]) => code));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
