import { createRng, type Rng } from '../rng.js';

// int(n) as createRng draws it: [0, 2^32) split into n buckets of `floor(2^32 / n)` values, the
// incomplete tail rejected, the bucket index returned. Bucket sizes and limits for small n are tabled.
const SMALL = 256;
const BUCKET = new Float64Array(SMALL);
const LIMIT = new Float64Array(SMALL);
for (let n = 1; n < SMALL; n++) {
  BUCKET[n] = Math.floor(0x100000000 / n);
  LIMIT[n] = BUCKET[n]! * n;
}

/**
 * The generator of `createRng` (sfc32 seeded through splitmix32) as a class with int32 fields:
 * the same numbers for the same seed or state — `nextU32`, `int` and `float` draw exactly what
 * `createRng(seed, state)` draws — but several times faster, since V8 keeps the state in
 * registers and `int(n)` needs no floating-point modulo for small `n`. Never allocates after
 * construction.
 */
export class KernelRng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string, state?: readonly [number, number, number, number]) {
    const s = state ?? createRng(seed).state();
    this.a = s[0] | 0;
    this.b = s[1] | 0;
    this.c = s[2] | 0;
    this.d = s[3] | 0;
  }

  /** A generator continuing where `rng` stands (any {@link Rng}, e.g. one from `createRng`). */
  static from(rng: Rng): KernelRng {
    return new KernelRng(0, rng.state());
  }

  /** The next value as a signed 32-bit integer (the bits of {@link nextU32}). */
  nextI32(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    const r = (c << 21) | (c >>> 11);
    this.c = (r + t) | 0;
    return t;
  }

  nextU32(): number {
    return this.nextI32() >>> 0;
  }

  int(n: number): number {
    if (n < SMALL && n >= 1 && (n | 0) === n) {
      const limit = LIMIT[n]!;
      let x = this.nextI32() >>> 0;
      while (x >= limit) x = this.nextI32() >>> 0;
      return (x / BUCKET[n]!) >>> 0;
    }
    if (!(Number.isInteger(n) && n >= 1 && n <= 0x100000000)) throw new RangeError(`rng.int needs a whole n with 1 <= n <= 2^32, got ${n}`);
    const bucket = Math.floor(0x100000000 / n);
    const limit = bucket * n;
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return Math.floor(x / bucket);
  }

  float(): number {
    return this.nextU32() / 0x100000000;
  }

  state(): [number, number, number, number] {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }
}
