import type { Logger } from 'pino';

/**
 * Which process drives a table. With one process it is always that process; with several on one log (PostgreSQL
 * and Redis) it is the holder of the table's lease. The game service asks before it runs a table's timers, bots,
 * substitutes and turn timers; every process still accepts its own sockets' commands for any table.
 */
export interface TableOwner {
  /** Whether this process drives the table now. */
  owns(code: string): boolean;
  /** This process has the table loaded and in play: it takes the lease when the lease is free. Cheap to repeat. */
  want(code: string): void;
  /** The table needs no driver here any more (not in play, or gone from memory): the lease is given up. */
  drop(code: string): void;
  /** Gives every lease up, for another process to take at once. */
  close(): Promise<void>;
}

/** Where leases are kept: a key per table with the owner's id and an expiry (Redis, `bus/redis-leases.ts`). */
export interface LeaseStore {
  /** Takes the free leases and renews this process's own among `codes`, for `ttlMs`: whether each is this process's now. */
  claim(codes: readonly string[], ttlMs: number): Promise<boolean[]>;
  /** Gives up this process's leases among `codes`. */
  release(codes: readonly string[]): Promise<void>;
}

export interface LeaseOptions {
  /** How long a lease lasts unless renewed: the longest a table waits for a new owner after its owner dies. */
  readonly ttlMs: number;
  /** This process took or lost a table's lease (it takes effect at once: `owns` already answers the new way). */
  readonly changed: (code: string, owned: boolean) => void;
  /** Tells the other processes that these leases are free, so they take them at once. */
  readonly announceRelease?: (codes: readonly string[]) => void;
  readonly logger?: Logger;
}

/**
 * This process's table leases. A lease is used only while it is surely still held: until a fixed share of its
 * time after the claim that took or renewed it was sent, so a process that cannot reach the store (or stalls)
 * stops driving a table before the lease can pass to another. Leases are renewed, and free leases of wanted tables
 * claimed, every third of the lease's time, in one batch; a newly wanted table is claimed at once.
 */
export class TableLeases implements TableOwner {
  private readonly wanted = new Set<string>();
  /** Held leases and until when (this process's clock) each may be used. */
  private readonly held = new Map<string, number>();
  /** Wanted tables to claim at once rather than at the next renewal. */
  private readonly soon = new Set<string>();
  private claimScheduled = false;
  private claiming: Promise<void> = Promise.resolve();
  /** Releases under way: closing waits for them, so they reach Redis before its connection closes. */
  private readonly releasing = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private started = false;
  private closed = false;
  private failing = false;

  constructor(
    private readonly store: LeaseStore,
    private readonly o: LeaseOptions,
  ) {}

  /** Starts claiming (wanted tables are recorded before, and claimed now). */
  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    this.timer = setInterval(() => this.claimNow(), this.o.ttlMs / 3);
    this.timer.unref();
    for (const code of this.wanted) this.soon.add(code);
    this.schedule();
  }

  owns(code: string): boolean {
    const until = this.held.get(code);
    return until !== undefined && until > Date.now();
  }

  want(code: string): void {
    if (this.closed || this.wanted.has(code)) return;
    this.wanted.add(code);
    this.soon.add(code);
    this.schedule();
  }

  drop(code: string): void {
    this.wanted.delete(code);
    this.soon.delete(code);
    if (!this.held.delete(code)) return;
    this.o.changed(code, false);
    this.track(this.release([code]));
  }

  /** Renews and claims every lease now rather than at the next renewal (Redis is back after an outage). */
  claimNow(): void {
    if (!this.started || this.closed) return;
    void this.claim([...new Set([...this.wanted, ...this.held.keys()])]);
  }

  /** Another process gave a table's lease up: if this process wants the table, it claims it now. */
  released(code: string): void {
    if (!this.wanted.has(code) || this.owns(code)) return;
    this.soon.add(code);
    this.schedule();
  }

  /** The tables whose leases this process holds (used or not). */
  heldCodes(): string[] {
    return [...this.held.keys()];
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.claiming;
    const codes = [...this.held.keys()];
    this.held.clear();
    this.wanted.clear();
    await Promise.all([this.release(codes), ...this.releasing]);
  }

  private track(release: Promise<void>): void {
    this.releasing.add(release);
    void release.finally(() => this.releasing.delete(release));
  }

  private schedule(): void {
    if (!this.started || this.claimScheduled || this.soon.size === 0) return;
    this.claimScheduled = true;
    setImmediate(() => {
      this.claimScheduled = false;
      const codes = [...this.soon];
      this.soon.clear();
      void this.claim(codes);
    });
  }

  /** One claim at a time, in order: a later answer never overrides an earlier one's effect out of turn. */
  private claim(codes: readonly string[]): Promise<void> {
    const run = this.claiming.then(() => this.claimOnce(codes));
    this.claiming = run;
    return run;
  }

  private async claimOnce(codes: readonly string[]): Promise<void> {
    if (this.closed || codes.length === 0) return;
    const sentAt = Date.now();
    let owned: boolean[];
    try {
      owned = await this.store.claim(codes, this.o.ttlMs);
    } catch (err) {
      // Held leases lapse on their own (`owns` turns false): their tables wait until the store answers again.
      if (!this.failing) this.o.logger?.error({ err }, 'table leases cannot be claimed or renewed; the tables this process drives pause when their leases lapse');
      this.failing = true;
      return;
    }
    if (this.failing) this.o.logger?.warn('table leases can be claimed again');
    this.failing = false;
    const unwanted: string[] = [];
    codes.forEach((code, i) => {
      const had = this.owns(code);
      if (!this.wanted.has(code)) {
        // Dropped while the claim was under way.
        if (owned[i]) unwanted.push(code);
        return;
      }
      if (owned[i]) {
        this.held.set(code, sentAt + this.o.ttlMs * 0.8);
        if (!had) this.o.changed(code, true);
      } else if (this.held.delete(code)) this.o.changed(code, false);
    });
    if (unwanted.length > 0) await this.release(unwanted);
  }

  private async release(codes: readonly string[]): Promise<void> {
    if (codes.length === 0) return;
    try {
      await this.store.release(codes);
      this.o.announceRelease?.(codes);
    } catch (err) {
      // They expire by themselves within the lease's time.
      this.o.logger?.warn({ err, tables: codes.length }, 'table leases could not be given up; they expire by themselves');
    }
  }
}
