import type { TableState } from '../game/table-state.js';
import { seatOnTurn, serverPlays } from '../game/table-state.js';

/** Who must move now at a table, and when: the server's bot (for a bot seat or a substitute), or the turn timer. */
export interface MoveDue {
  /** Identifies the position and the mover: a new key means the scheduled move (if any) is obsolete. */
  readonly key: string;
  readonly seat: number;
  readonly by: 'bot' | 'substitute' | 'timeout';
  /** Game version the move is based on. */
  readonly v: number;
  /** When to move (ms since the epoch). */
  readonly at: number;
}

/**
 * The server's move due at a table, or null when none is (nobody on turn, or a person on turn without a timer:
 * then that person is the mover). Chat and presence do not change the key, so they never delay a bot.
 */
export function moveDue(state: TableState, now: number, botDelayMs: number): MoveDue | null {
  const seat = seatOnTurn(state);
  if (seat === null) return null;
  if (serverPlays(state, seat)) {
    const by = state.settings.bots[seat] !== null ? 'bot' : 'substitute';
    return { key: `${state.gameV}:${seat}:${by}`, seat, by, v: state.gameV, at: now + botDelayMs };
  }
  if (state.deadline === null) return null;
  return { key: `${state.gameV}:${seat}:timeout:${state.deadline}`, seat, by: 'timeout', v: state.gameV, at: state.deadline };
}

/** Pause before retrying a failed server move: 1 s, 2 s, 4 s, … up to 30 s. */
export const retryDelayMs = (failures: number): number => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));
