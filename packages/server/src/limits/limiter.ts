import { TokenBucket } from './token-bucket.js';
import { KeyedBuckets } from './keyed-buckets.js';

/** A kind of token bucket: `burst` acts at once, then `perSecond`. Its name keeps its keys apart from other rules'. */
export interface Rule {
  readonly name: string;
  readonly burst: number;
  readonly perSecond: number;
}

/** One bucket: a rule counted for one key (an address's limit key, a table, a seat). */
export interface Bucket {
  readonly rule: Rule;
  readonly key: string;
}

/**
 * The budget of failed lookups (codes that do not exist, wrong invitations, wrong seat tokens): each address's own
 * bucket, and one bucket for every address together. While the common bucket holds at least half its burst anyone
 * within their own limit may look up; below that (the budget under pressure), only an address that has failed no
 * more than its fair share in the current window: the window's budget (`global.perSecond` × `windowMs`) divided by
 * the addresses that failed in it. So an address that guesses a lot is refused first, and one that mistyped a code
 * still gets through while a thousand others guess.
 */
export interface LookupRules {
  readonly perAddress: Rule;
  readonly global: Rule;
  readonly windowMs: number;
}

/** Whether a lookup may go on: within the address's own limit, and within the common budget (its fair share). */
export interface LookupCheck {
  readonly address: boolean;
  readonly global: boolean;
}

/**
 * Where the limits are counted: in this process ({@link LocalLimiter}), or in Redis for every process together
 * (`bus/redis-limiter.ts`).
 */
export interface Limiter {
  /** Takes one token from each bucket, or none when any of them is empty. */
  take(buckets: readonly Bucket[]): Promise<boolean>;
  /** Whether `key` may look a code up now; counts nothing (a failure is counted by {@link failed}). */
  lookup(rules: LookupRules, key: string): Promise<LookupCheck>;
  /** Counts a failed lookup against `key` and the common budget (they may go into debt). */
  failed(rules: LookupRules, key: string): Promise<void>;
}

/**
 * The limits counted in this process's memory (one process on SQLite; and the fallback of the Redis limiter while
 * Redis does not answer). The maps are bounded: the least recently used keys are forgotten first.
 */
export class LocalLimiter implements Limiter {
  private readonly rules = new Map<string, KeyedBuckets>();
  private readonly globals = new Map<string, TokenBucket>();
  /** Failures per key in the current window, and the window they count in. */
  private window = { index: -1, used: new Map<string, number>() };

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  take(buckets: readonly Bucket[]): Promise<boolean> {
    const now = this.now();
    const found = buckets.map((b) => ({ b, keyed: this.keyed(b.rule) }));
    const ok = found.every(({ b, keyed }) => keyed.allows(b.key, now));
    if (ok) for (const { b, keyed } of found) keyed.take(b.key, now);
    return Promise.resolve(ok);
  }

  lookup(rules: LookupRules, key: string): Promise<LookupCheck> {
    const now = this.now();
    const address = this.keyed(rules.perAddress).level(key, now) >= 1;
    const global = this.globalBucket(rules.global, now).level(now);
    const { used, active } = this.share(rules, key, now);
    const fairShare = (rules.global.perSecond * rules.windowMs) / 1000 / Math.max(1, active);
    return Promise.resolve({ address, global: global >= rules.global.burst / 2 || (global >= 1 && used < fairShare) });
  }

  failed(rules: LookupRules, key: string): Promise<void> {
    const now = this.now();
    this.keyed(rules.perAddress).charge(key, now);
    this.globalBucket(rules.global, now).charge(now);
    const used = this.share(rules, key, now).used;
    if (used === 0 && this.window.used.size >= this.maxKeys) this.window.used.delete(this.window.used.keys().next().value!);
    this.window.used.set(key, used + 1);
    return Promise.resolve();
  }

  /** How many lookups `key` failed in the current window, and how many addresses failed any. */
  private share(rules: LookupRules, key: string, now: number): { used: number; active: number } {
    const index = Math.floor(now / rules.windowMs);
    if (index !== this.window.index) this.window = { index, used: new Map() };
    return { used: this.window.used.get(key) ?? 0, active: this.window.used.size };
  }

  private keyed(rule: Rule): KeyedBuckets {
    let keyed = this.rules.get(rule.name);
    if (!keyed) this.rules.set(rule.name, (keyed = new KeyedBuckets(rule.burst, rule.perSecond, this.maxKeys)));
    return keyed;
  }

  private globalBucket(rule: Rule, now: number): TokenBucket {
    let bucket = this.globals.get(rule.name);
    if (!bucket) this.globals.set(rule.name, (bucket = new TokenBucket(rule.burst, rule.perSecond, now)));
    return bucket;
  }
}
