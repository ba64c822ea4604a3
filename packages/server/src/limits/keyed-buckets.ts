import { TokenBucket } from './token-bucket.js';

/**
 * Token buckets per key (a client address), for limits that must hold across connections: table creation, chat,
 * table lookups. The map is bounded: when it is full the least recently used key is forgotten, which at worst gives
 * that key a fresh bucket; an attacker with more addresses than `maxKeys` gains nothing it would not gain anyway.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Takes one token from `key`'s bucket; false when the key is over its limit. */
  take(key: string, now = Date.now()): boolean {
    return this.bucket(key, now).take(now);
  }

  /** Whether `key` is within its limit, without counting anything (a cost is charged later with {@link take}). */
  allows(key: string, now = Date.now()): boolean {
    return this.bucket(key, now).available(now);
  }

  /** Takes one token from `key`'s bucket even when it is empty (it goes into debt). */
  charge(key: string, now = Date.now()): void {
    this.bucket(key, now).charge(now);
  }

  /** The tokens in `key`'s bucket now (below zero: a debt). */
  level(key: string, now = Date.now()): number {
    return this.bucket(key, now).level(now);
  }

  private bucket(key: string, now: number): TokenBucket {
    let bucket = this.buckets.get(key);
    if (bucket) this.buckets.delete(key);
    else {
      bucket = new TokenBucket(this.capacity, this.perSecond, now);
      if (this.buckets.size >= this.maxKeys) this.buckets.delete(this.buckets.keys().next().value!);
    }
    this.buckets.set(key, bucket);
    return bucket;
  }
}

/** Counts per key (open connections per address), with a ceiling. */
export class KeyedCounter {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts one more for `key` unless it is at the ceiling. */
  acquire(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.max) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  release(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
  }

  get size(): number {
    return this.counts.size;
  }
}
