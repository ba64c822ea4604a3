/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32) for tests, self-play and bots.
 * The engine itself never draws random numbers: shuffles come from here or from `crypto` (server).
 */
export interface Rng {
  /** A uniform 32-bit unsigned integer. */
  nextU32(): number;
  /** A uniform integer in `[0, n)`, without modulo bias. */
  int(n: number): number;
  /** A uniform float in `[0, 1)`. */
  float(): number;
  /** The generator's internal state, to save and restore. */
  state(): [number, number, number, number];
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** FNV-1a of a string, for string seeds such as `"7:42"`. */
export function hashSeed(seed: number | string): number {
  if (typeof seed === 'number') {
    // Fold the high bits in so that seeds above 2^32 still differ.
    return (Math.trunc(seed) ^ Math.trunc(seed / 0x100000000)) >>> 0;
  }
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// int(n) splits [0, 2^32) into n buckets of floor(2^32 / n) values and rejects the incomplete tail, so every
// outcome is equally likely. Bucket sizes and limits for small n, the common case, are tabled.
const SMALL_N = 256;
const BUCKET = new Float64Array(SMALL_N);
const LIMIT = new Float64Array(SMALL_N);
for (let n = 1; n < SMALL_N; n++) {
  BUCKET[n] = Math.floor(0x100000000 / n);
  LIMIT[n] = BUCKET[n]! * n;
}

/**
 * sfc32 (passes PractRand and TestU01's BigCrush) with its state in int32 fields, which V8 keeps unboxed:
 * a draw allocates nothing and costs a few nanoseconds, so the playout kernel and bots use it directly.
 */
export class SeededRng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
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
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t;
  }

  nextU32(): number {
    return this.nextI32() >>> 0;
  }

  int(n: number): number {
    if (n < SMALL_N && n >= 1 && (n | 0) === n) {
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

  /** Continues from a saved {@link state}, in place: searches replay one stream for several candidates. */
  setState(state: readonly [number, number, number, number]): void {
    this.a = state[0] | 0;
    this.b = state[1] | 0;
    this.c = state[2] | 0;
    this.d = state[3] | 0;
  }
}

/** A generator seeded from a number or string, or restored from a saved {@link Rng.state}. */
export function createRng(seed: number | string, state?: readonly [number, number, number, number]): SeededRng {
  if (state) return new SeededRng(state[0], state[1], state[2], state[3]);
  const sm = splitmix32(hashSeed(seed));
  const a = sm();
  const b = sm();
  const c = sm();
  let d = sm();
  if ((a | b | c | d) === 0) d = 1;
  return new SeededRng(a, b, c, d);
}
