// The server benches' seeded generator (mulberry32): the same population and choices for the same --seed.

/** A generator of floats in [0, 1) from the 32-bit seed `s`. */
export function seededRandom(s) {
  let a = s >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
