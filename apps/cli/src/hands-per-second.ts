/** Hands per second of `playHand`, measured for `seconds` after a warm-up of up to half a second. */
export function handsPerSecond(seconds: number, playHand: () => void): number {
  const warm = performance.now();
  while (performance.now() - warm < Math.min(500, seconds * 250)) playHand();
  let hands = 0;
  const start = performance.now();
  let elapsed: number;
  do {
    for (let i = 0; i < 100; i++) playHand();
    hands += 100;
    elapsed = performance.now() - start;
  } while (elapsed < seconds * 1000);
  return Math.round(hands / (elapsed / 1000));
}
