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

  /** Whether a token is there, without taking it. */
  available(now: number): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.last) / 1000) * this.perSecond);
    this.last = now;
    return this.tokens >= 1;
  }
}
