import type { Rng } from '@escoba/engine';

/**
 * sfc32 that can be reseeded in place (no allocation): the search replays the same random stream for
 * every candidate play of one sampled world (common random numbers), which makes comparisons between
 * plays much less noisy than independent streams would.
 */
export class ReseedableRng implements Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 1;

  constructor(seed = 1) {
    this.seed(seed, 0);
  }

  /** Restarts the stream from two 32-bit words. */
  seed(x: number, y: number): void {
    this.a = x | 0;
    this.b = y | 0;
    this.c = (x ^ 0x9e3779b9) | 0;
    this.d = 1;
    for (let i = 0; i < 12; i++) this.nextI32();
  }

  nextI32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t;
  }

  nextU32(): number {
    return this.nextI32() >>> 0;
  }

  int(n: number): number {
    // Multiply-shift: a negligible bias for the tiny n used in rollouts, and no loop.
    return Math.floor((this.nextI32() >>> 0) * n * 2.3283064365386963e-10);
  }

  float(): number {
    return (this.nextI32() >>> 0) * 2.3283064365386963e-10;
  }

  state(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
