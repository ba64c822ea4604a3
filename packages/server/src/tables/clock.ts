/** A timer of a {@link Clock}: only its own clock can clear it. */
export type ClockTimer = unknown;

/**
 * The time and the timers of the table service (as colyseus's `Room.clock`): every timer of a table (its server
 * move, grace periods, eviction) and of the service (the watchdog, the sweeper) runs on it, and every "now" it
 * decides with comes from it. The server runs on {@link systemClock}; tests pass a clock they move forward
 * themselves, so that a bot's pause, a turn timer or a grace period takes no real time.
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): ClockTimer;
  clearTimeout(timer: ClockTimer): void;
  setInterval(callback: () => void, ms: number): ClockTimer;
  clearInterval(timer: ClockTimer): void;
}

/** Node's clock and timers; the timers never keep the process alive. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
  setInterval: (callback, ms) => setInterval(callback, ms).unref(),
  clearInterval: (timer) => clearInterval(timer as NodeJS.Timeout),
};
