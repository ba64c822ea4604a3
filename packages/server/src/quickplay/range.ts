/**
 * How far apart in rating two waiting players may be, by how long each has waited: `initial` points at once, `step`
 * more every `everyMs`, at most `max`. Two players may meet when their gap is within the narrower of their ranges.
 */
export interface RangeSchedule {
  readonly initial: number;
  readonly step: number;
  readonly everyMs: number;
  readonly max: number;
}

/** ±100 at once, +50 every 2 s, up to ±1000 (reached after 36 s). */
export const DEFAULT_RANGE: RangeSchedule = { initial: 100, step: 50, everyMs: 2000, max: 1000 };

/** The range (± points) of a player who has waited `waitedMs`. */
export function rangeAt(schedule: RangeSchedule, waitedMs: number): number {
  const steps = Math.floor(Math.max(0, waitedMs) / schedule.everyMs);
  return Math.min(schedule.max, schedule.initial + steps * schedule.step);
}

/** Milliseconds until the range of a player who has waited `waitedMs` widens next, or null when it is at its widest. */
export function widensInMs(schedule: RangeSchedule, waitedMs: number): number | null {
  if (rangeAt(schedule, waitedMs) >= schedule.max) return null;
  const waited = Math.max(0, waitedMs);
  return schedule.everyMs - (waited % schedule.everyMs);
}
