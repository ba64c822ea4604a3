import type { LogEntry } from '../game/log-events.js';

/**
 * The seats that left game `game` of a table for good: a bot took over their seat (a `substitute` event turning it
 * on) between the game's `started` and its `finished`. That happens only after the reconnect grace, so a dropped
 * connection that came back within it is not one. Read from the log alone, so every process, and a process that
 * resumes the table after a restart, finds the same seats.
 */
export function forfeitsOf(entries: readonly LogEntry[], game: number): number[] {
  const seats = new Set<number>();
  let inGame = false;
  for (const { event } of entries) {
    if (event.type === 'started') inGame = event.game === game;
    else if (event.type === 'finished' && event.game === game) break;
    else if (inGame && event.type === 'substitute' && event.active) seats.add(event.seat);
  }
  return [...seats].sort((a, b) => a - b);
}

/**
 * The ranks per side (1 first, equal ranks a draw) once the sides holding a seat that left are moved behind every
 * side that did not: leaving counts as losing. The others keep their order among themselves, and so do the sides
 * that left; the result is dense (1, 2, 3, …).
 */
export function ranksWithForfeits(ranks: readonly number[], sides: readonly (readonly number[])[], forfeits: readonly number[]): number[] {
  const left = sides.map((seats) => seats.some((seat) => forfeits.includes(seat)));
  const keyOf = (s: number) => (left[s] ? ranks.length + 1 : 0) + ranks[s]!;
  const keys = [...new Set(ranks.map((_, s) => keyOf(s)))].sort((a, b) => a - b);
  return ranks.map((_, s) => keys.indexOf(keyOf(s)) + 1);
}
