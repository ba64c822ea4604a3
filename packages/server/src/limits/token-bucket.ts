/** A token bucket: `capacity` messages at once, refilled at `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    now: number,
  ) {
    this.tokens = capacity;
    this.last = now;
  }

  /** Takes one token if there is one. */
  take(now: number): boolean {
    if (!this.available(now)) return false;
    this.tokens -= 1;
    return true;
  }

  /**
   * Takes one token whether or not there is one: the bucket may go into debt, and then refuses until it has paid
   * it back. For costs known only after the act (a lookup that failed), so concurrent acts cannot slip past the limit.
   */
  charge(now: number): void {
    this.available(now);
    this.tokens -= 1;
  }

  /** The tokens there now (below zero: a debt). */
  level(now: number): number {
    this.available(now);
    return this.tokens;
  }

  /** Whether a token is there, without taking it. */
  available(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }
}
