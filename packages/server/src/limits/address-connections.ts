import type { Logger } from 'pino';
import { KeyedCounter } from './keyed-buckets.js';
import { limitKey } from './limit-key.js';

/** Open WebSocket connections per client address (IPv6 by /64), with a ceiling: in this process, or across processes. */
export interface AddressConnections {
  /** Counts one more connection for the address, unless it holds its limit already (false). Never rejects. */
  acquire(address: string): Promise<boolean>;
  release(address: string): void;
  close(): Promise<void>;
}

/** The counts of one process. */
export class LocalAddressConnections implements AddressConnections {
  private readonly counts: KeyedCounter;

  constructor(limit: number) {
    this.counts = new KeyedCounter(limit);
  }

  acquire(address: string): Promise<boolean> {
    return Promise.resolve(this.counts.acquire(limitKey(address)));
  }

  release(address: string): void {
    this.counts.release(limitKey(address));
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Where every process keeps its counts for the others (Redis, `bus/redis-connections.ts`). */
export interface ConnectionCountStore {
  /** Counts one more for `key` in this process's entry if the sum over the live processes is below `limit`. */
  acquire(key: string, limit: number, ttlMs: number): Promise<boolean>;
  release(key: string, ttlMs: number): Promise<void>;
  /** Writes this process's entry whole (it expires after `ttlMs` unless written again). */
  sync(counts: ReadonlyMap<string, number>, ttlMs: number): Promise<void>;
  /** Removes this process's entry. */
  clear(): Promise<void>;
}

/**
 * The counts of every process together (with Redis): an address gets its limit once, whichever processes nginx
 * sends its connections to. Each process keeps its own counts (the truth for its sockets) and writes them whole
 * every third of `ttlMs`, in an entry that expires after `ttlMs`: the counts of a process that died (`kill -9`)
 * stop counting by then, and anything a lost message put wrong is put right. While Redis cannot be reached, the
 * limit holds per process, as without Redis.
 */
export class SharedAddressConnections implements AddressConnections {
  private readonly counts = new Map<string, number>();
  /** Acquisitions sent to Redis and not yet answered: written with the counts, since Redis may have made them. */
  private readonly pending = new Map<string, number>();
  private readonly timer: NodeJS.Timeout;
  private failing = false;
  private closed = false;

  constructor(
    private readonly store: ConnectionCountStore,
    private readonly limit: number,
    private readonly ttlMs: number,
    private readonly logger?: Logger,
  ) {
    this.timer = setInterval(() => void this.sync(), ttlMs / 3);
    this.timer.unref();
  }

  async acquire(address: string): Promise<boolean> {
    const key = limitKey(address);
    if ((this.counts.get(key) ?? 0) + (this.pending.get(key) ?? 0) >= this.limit) return false;
    bump(this.pending, key, 1);
    let ok: boolean;
    try {
      ok = await this.store.acquire(key, this.limit, this.ttlMs);
      this.recovered();
    } catch (err) {
      this.problem(err);
      ok = true;
    } finally {
      bump(this.pending, key, -1);
    }
    if (ok && !this.closed) bump(this.counts, key, 1);
    return ok;
  }

  release(address: string): void {
    const key = limitKey(address);
    if (!this.counts.has(key)) return;
    bump(this.counts, key, -1);
    if (this.closed) return;
    this.store.release(key, this.ttlMs).then(
      () => this.recovered(),
      (err: unknown) => this.problem(err),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    try {
      await this.store.clear();
    } catch (err) {
      this.logger?.warn({ err }, 'the connection counts could not be removed from Redis; they expire by themselves');
    }
  }

  private async sync(): Promise<void> {
    if (this.closed) return;
    const all = new Map(this.counts);
    for (const [key, n] of this.pending) bump(all, key, n);
    try {
      await this.store.sync(all, this.ttlMs);
      this.recovered();
    } catch (err) {
      this.problem(err);
    }
  }

  private problem(err: unknown): void {
    if (!this.failing) this.logger?.error({ err }, 'connection counts cannot be shared with the other processes: the limit per address holds per process until Redis is back');
    this.failing = true;
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger?.warn('connection counts are shared again');
    void this.sync();
  }
}

function bump(counts: Map<string, number>, key: string, by: number): void {
  const n = (counts.get(key) ?? 0) + by;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
