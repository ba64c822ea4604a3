import type { Logger } from 'pino';
import type { TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';
import { RatedTables } from './rated-tables.js';
import type { RatingStore } from './rating-store.js';

/** How often every process looks for rated games finished and not applied (a process died at a game's end). */
const SWEEP_MS = 60_000;

/**
 * Rated tables for a server process: `RatedTables` (watching the tables, `observe`), and its sweep for results a dead
 * process left, run once now that the tables in play are recovered (`start`) and every minute. The environment
 * variable `ESCOBA_TEST_DIE_BEFORE_RATING=1` is a test seam only (`test/rated.test.ts`): the process kills itself
 * after a rated game's end is saved and before its result is applied.
 */
export function ratedTables(options: { readonly ratings: RatingStore; readonly log: GameStore; readonly logger: Logger }): {
  readonly rated: RatedTables;
  start(peek: (code: string) => TableState | undefined): void;
  close(): void;
} {
  const rated = new RatedTables({ ...options, now: Date.now, dieBeforeApplying: process.env['ESCOBA_TEST_DIE_BEFORE_RATING'] === '1' });
  let timer: ReturnType<typeof setInterval> | null = null;
  let closed = false;
  const sweep = (peek: (code: string) => TableState | undefined) => {
    if (closed) return;
    void rated
      .sweep((key) => {
        const s = peek(key.table);
        return s !== undefined && s.status === 'playing' && s.games - 1 === key.game;
      })
      .then(
        (n) => n > 0 && options.logger.info({ games: n }, 'rated games finished by a process that stopped were settled'),
        (err: unknown) => options.logger.error({ err }, 'could not look for rated games left unapplied; the next sweep tries again'),
      );
  };
  return {
    rated,
    start(peek) {
      sweep(peek);
      timer = setInterval(() => sweep(peek), SWEEP_MS);
      timer.unref();
    },
    close() {
      closed = true;
      if (timer !== null) clearInterval(timer);
    },
  };
}
