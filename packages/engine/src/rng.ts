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

/** sfc32: four 32-bit words of state; passes PractRand and TestU01's BigCrush. */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;
  // int(n) splits [0, 2^32) into n buckets of size `bucket` and rejects the incomplete tail, so every
  // outcome is equally likely; the bucket is cached because callers draw many numbers with the same n.
  private lastN = 0;
  private bucket = 0;
  private limit = 0;

  constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  nextU32(): number {
    const { a, b, c, d } = this;
    const t = (((a + b) >>> 0) + d) >>> 0;
    this.d = (d + 1) >>> 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) >>> 0;
    this.c = ((((c << 21) | (c >>> 11)) >>> 0) + t) >>> 0;
    return t;
  }

  int(n: number): number {
    if (n !== this.lastN) {
      if (!(Number.isInteger(n) && n >= 1 && n <= 0x100000000)) throw new RangeError(`rng.int needs a whole n with 1 <= n <= 2^32, got ${n}`);
      this.lastN = n;
      this.bucket = Math.floor(0x100000000 / n);
      this.limit = this.bucket * n;
    }
    let x = this.nextU32();
    while (x >= this.limit) x = this.nextU32();
    return Math.floor(x / this.bucket);
  }

  float(): number {
    return this.nextU32() / 0x100000000;
  }

  state(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }
}

/** A generator seeded from a number or string, or restored from a saved {@link Rng.state}. */
export function createRng(seed: number | string, state?: readonly [number, number, number, number]): Rng {
  if (state) return new Sfc32(state[0], state[1], state[2], state[3]);
  const sm = splitmix32(hashSeed(seed));
  const a = sm();
  const b = sm();
  const c = sm();
  let d = sm();
  if ((a | b | c | d) === 0) d = 1;
  return new Sfc32(a, b, c, d);
}
