import type { TournamentEvent } from './tournament-events.js';
import { TournamentRecord } from './tournament-record.js';
import type { FinalResults, TournamentStore } from './tournament-store.js';

/**
 * Each tournament's record kept in memory and brought up to date from the store (only the events after the last
 * one read). A write is an append at the next number: when another process wrote first (`conflict`) or applying
 * fails, the record is rebuilt from the whole log, so a state changed by a decision that was not written is never kept.
 */
export class TournamentLog {
  private readonly records = new Map<string, TournamentRecord>();
  private readonly reading = new Map<string, Promise<TournamentRecord | null>>();

  constructor(private readonly store: TournamentStore) {}

  /** The record as the store has it now (null: no such tournament). */
  current(id: string): Promise<TournamentRecord | null> {
    const under = this.reading.get(id);
    if (under) return under;
    const read = this.refresh(id).finally(() => this.reading.delete(id));
    this.reading.set(id, read);
    return read;
  }

  private async refresh(id: string): Promise<TournamentRecord | null> {
    const cached = this.records.get(id);
    try {
      if (cached) {
        for (const e of await this.store.read(id, cached.seq)) await cached.apply(e);
        return cached;
      }
      const events = await this.store.read(id);
      if (events.length === 0) return null;
      const record = await TournamentRecord.replay(id, events);
      this.records.set(id, record);
      return record;
    } catch (err) {
      this.records.delete(id);
      throw err;
    }
  }

  /** The record as last read, without asking the store. */
  cachedRecord(id: string): TournamentRecord | undefined {
    return this.records.get(id);
  }

  /** Forgets a record whose in-memory state went ahead of the log (a decision not written). */
  forget(id: string): void {
    this.records.delete(id);
  }

  /**
   * Writes `events` after `record.seq` and applies them to the record. `mutated`: the record already holds the
   * events' effect (a pairing was made on it), so they are not applied again; on a conflict it is forgotten.
   */
  async write(record: TournamentRecord, events: readonly TournamentEvent[], o: { readonly mutated?: boolean; readonly final?: FinalResults } = {}): Promise<boolean> {
    const seq = record.seq + 1;
    const written = await this.store.append(record.id, seq, events, o.final).catch((err: unknown) => {
      this.forget(record.id);
      throw err;
    });
    if (written === 'conflict') {
      this.forget(record.id);
      return false;
    }
    if (this.records.get(record.id) !== record) return true;
    if (o.mutated) record.seq += events.length;
    else for (const [i, event] of events.entries()) await record.apply({ seq: seq + i, event });
    return true;
  }
}
