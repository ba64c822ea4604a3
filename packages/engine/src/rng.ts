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

export function createRng(seed: number | string, state?: readonly [number, number, number, number]): Rng {
  let a: number, b: number, c: number, d: number;
  if (state) {
    [a, b, c, d] = state.map((x) => x >>> 0) as [number, number, number, number];
  } else {
    const sm = splitmix32(hashSeed(seed));
    a = sm();
    b = sm();
    c = sm();
    d = sm();
    if ((a | b | c | d) === 0) d = 1;
  }
  const nextU32 = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // int(n) splits [0, 2^32) into n buckets of size q and rejects the incomplete tail, so every
  // outcome is equally likely; q is cached because callers draw many numbers with the same n.
  let lastN = 0;
  let bucket = 0;
  let limit = 0;
  return {
    nextU32,
    int(n: number): number {
      if (n !== lastN) {
        if (!(Number.isInteger(n) && n >= 1 && n <= 0x100000000)) throw new RangeError(`rng.int needs a whole n with 1 <= n <= 2^32, got ${n}`);
        lastN = n;
        bucket = Math.floor(0x100000000 / n);
        limit = bucket * n;
      }
      let x = nextU32();
      while (x >= limit) x = nextU32();
      return Math.floor(x / bucket);
    },
    float: () => nextU32() / 0x100000000,
    state: () => [a, b, c, d],
  };
}
