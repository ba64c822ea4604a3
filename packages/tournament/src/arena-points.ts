import type { GameResult } from './entrant.js';

/** Arena points of a result outside a streak: a win 2, a draw 1, a loss 0 (lichess's arena). */
export const ARENA_POINTS: Readonly<Record<GameResult, number>> = { win: 2, draw: 1, loss: 0 };

/** Wins in a row that start a streak: the games after them count double until one is not won (lichess's arena). */
export const STREAK_AFTER_WINS = 2;

/** A player's arena score so far: points, and whether the next game counts double. */
export interface ArenaScore {
  readonly points: number;
  /** Wins in a row up to now (0 after a draw or a loss). */
  readonly winsInARow: number;
  /** On a streak: the next game counts double. */
  readonly onFire: boolean;
}

export const NO_ARENA_SCORE: ArenaScore = { points: 0, winsInARow: 0, onFire: false };

/**
 * The score after one more game. After {@link STREAK_AFTER_WINS} wins in a row every game counts double (a win 4, a
 * draw 2) until a game is not won: two wins then a draw make 2 + 2 + 2; the draw ends the streak.
 */
export function addArenaResult(score: ArenaScore, result: GameResult): ArenaScore {
  const points = score.points + ARENA_POINTS[result] * (score.onFire ? 2 : 1);
  const winsInARow = result === 'win' ? score.winsInARow + 1 : 0;
  return { points, winsInARow, onFire: winsInARow >= STREAK_AFTER_WINS };
}

/** The arena score of a sequence of results, in the order they were played. */
export const arenaScore = (results: readonly GameResult[]): ArenaScore => results.reduce(addArenaResult, NO_ARENA_SCORE);
