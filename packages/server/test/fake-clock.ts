import FakeTimers from '@sinonjs/fake-timers';
import type { Clock } from '@escoba/server';

/**
 * A clock for the table service that only moves when the test says (`@sinonjs/fake-timers`, without touching the
 * globals: sockets, the store and the test's own waits stay on real time). `advance` fires every timer due on the
 * way, in order, letting the promises each one starts settle before the next.
 */
export function fakeClock(start = Date.now()): { readonly clock: Clock; now(): number; advance(ms: number): Promise<void> } {
  const fake = FakeTimers.createClock(start);
  return {
    clock: {
      now: () => fake.now,
      setTimeout: (callback, ms) => fake.setTimeout(callback, ms),
      clearTimeout: (timer) => fake.clearTimeout(timer as FakeTimers.TimerId),
      setInterval: (callback, ms) => fake.setInterval(callback, ms),
      clearInterval: (timer) => fake.clearInterval(timer as FakeTimers.TimerId),
    },
    now: () => fake.now,
    advance: async (ms) => {
      await fake.tickAsync(ms);
    },
  };
}

export type FakeClock = ReturnType<typeof fakeClock>;

/**
 * Moves `clock` forward `stepMs` at a time until `check` holds, giving the sockets and the store a moment of real
 * time after each step (what the test waits for goes through them). Fails after `maxMs` of the clock's time.
 */
export async function advanceUntil(clock: FakeClock, check: () => boolean, what: string, stepMs = 50, maxMs = 600_000): Promise<void> {
  for (let elapsed = 0; !check(); elapsed += stepMs) {
    if (elapsed > maxMs) throw new Error(`${what}: not within ${maxMs} ms of the fake clock`);
    await clock.advance(stepMs);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}
