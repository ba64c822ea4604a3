/**
 * The time until a moment of the server's, as the page counts it down. The server sends its own time with each
 * state (`serverNow`), so the page counts from the offset between its clock and the server's, not from its clock
 * alone (a phone's clock may be minutes off).
 */

/** How far the page's clock is ahead of the server's, from a state the server sent at `serverNow`, read at `localNow`. */
export const clockOffset = (serverNow: number, localNow: number): number => localNow - serverNow;

/** Milliseconds left until the server's moment `at`, on the page's clock at `localNow`; never below 0. */
export const msUntil = (at: number, localNow: number, offset: number): number => Math.max(0, at - (localNow - offset));

/**
 * Milliseconds as a countdown reads: "m:ss" under an hour, "h:mm:ss" from an hour, whole seconds rounded up (so
 * "0:00" is shown only once the moment has come).
 */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
