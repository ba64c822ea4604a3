import type { TournamentEvent } from './tournament-events.js';
import { TournamentRecord } from './tournament-record.js';
import type { FinalResults, TournamentStore } from './tournament-store.js';

/** What a decision writes: its events, and with a `finished` the final standings. `mutated`: the record already holds the effect of all of them (results taken and a pairing made on it). */
export interface Decision {
  readonly events: readonly TournamentEvent[];
  readonly final?: FinalResults;
  readonly mutated?: boolean;
}

export type Update = 'written' | 'nothing' | 'conflict' | 'missing';

/**
 * Each tournament's record kept in memory and brought up to date from the store (only the events after the last one
 * read). Reading and deciding are one at a time per tournament, so nobody sees a record in the middle of a decision
 * and no event is applied twice. A decision is appended at the next number: when another process wrote first
 * (`conflict`) or anything fails, the record is rebuilt from the whole log at the next read, so a state changed by a
 * decision that was not written is never kept.
 */
export class TournamentLog {
  private readonly records = new Map<string, TournamentRecord>();
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly store: TournamentStore) {}

  private exclusive<T>(id: string, task: () => Promise<T>): Promise<T> {
    const before = this.queues.get(id) ?? Promise.resolve();
    const run = before.then(task, task);
    const settled = run.catch(() => undefined);
    this.queues.set(id, settled);
    void settled.then(() => this.queues.get(id) === settled && this.queues.delete(id));
    return run;
  }

  /** The record as the store has it now (null: no such tournament). */
  current(id: string): Promise<TournamentRecord | null> {
    return this.exclusive(id, () => this.refresh(id));
  }

  /** Brings the record up to date, lets `decide` choose the next events on it, and writes them. */
  update(id: string, decide: (record: TournamentRecord) => Promise<Decision | null> | Decision | null): Promise<Update> {
    return this.exclusive(id, async () => {
      const record = await this.refresh(id);
      if (record === null) return 'missing';
      const seq = record.seq + 1;
      try {
        const decision = await decide(record);
        if (decision === null) return 'nothing';
        return await this.append(record, decision, seq);
      } catch (err) {
        this.records.delete(id);
        throw err;
      }
    });
  }

  /** Writes a new tournament's first event. */
  create(id: string, events: readonly TournamentEvent[]): Promise<Update> {
    return this.exclusive(id, () => this.append(new TournamentRecord(id), { events }, 1));
  }

  /** Writes the decision at `seq`, the number after the record's last event before the decision. */
  private async append(record: TournamentRecord, d: Decision, seq: number): Promise<Update> {
    const written = await this.store.append(record.id, seq, d.events, d.final);
    if (written === 'conflict') {
      this.records.delete(record.id);
      return 'conflict';
    }
    if (this.records.get(record.id) !== record) return 'written';
    if (d.mutated) record.seq = seq + d.events.length - 1;
    else for (const [i, event] of d.events.entries()) await record.apply({ seq: seq + i, event });
    return 'written';
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
}
