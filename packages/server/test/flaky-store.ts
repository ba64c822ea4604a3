import { MemoryStore } from '@escoba/server';
import type { LogEntry } from '@escoba/server';
import type { TableStatus } from '@escoba/protocol';

/** A real in-memory store whose appends fail while `failing` is set, as a full disk would make them fail. */
export class FlakyStore extends MemoryStore {
  failing = false;
  refused = 0;

  override append(code: string, entries: readonly LogEntry[], status: TableStatus): Promise<void> {
    if (this.failing) {
      this.refused++;
      return Promise.reject(Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' }));
    }
    return super.append(code, entries, status);
  }
}
