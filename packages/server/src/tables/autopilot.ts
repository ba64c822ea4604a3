import { seatOnTurn, serverPlays, type TableState } from '../game/table-state.js';

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

/** Who is at a table, as the socket layer counts it: what the server's duties there depend on besides the state. */
export interface Attendance {
  /** Per seat: whether any connection holds it now. */
  readonly connected: readonly boolean[];
  /** Nobody has followed the table for the abandonment time: its bots and timers rest. */
  readonly abandoned: boolean;
}

/** What the server owes a table now (its table object runs the timers; `reconcile` applies this after every change). */
export interface DueActions {
  /** The server's next move (a bot, a substitute, a turn timer), or null: none, or the table rests. */
  readonly move: MoveDue | null;
  /** Human seats away during a game with no substitute yet: each has a grace period running, then a substitute. */
  readonly absent: readonly number[];
  /** Human seats back while their substitute plays: the substitute stops. */
  readonly returned: readonly number[];
  /** Outside a game nobody waits for a substitute: every grace period stops. */
  readonly clearGrace: boolean;
}

/**
 * What is due at a table now, from its state and who is at it: pure, so the rules of bots, substitutes and turn
 * timers are read here and tested without timers.
 */
export function dueActions(state: TableState, attendance: Attendance, now: number, botDelayMs: number): DueActions {
  const absent: number[] = [];
  const returned: number[] = [];
  const playing = state.status === 'playing';
  if (playing) {
    state.seats.forEach((seat, i) => {
      if (state.settings.bots[i] !== null) return;
      if (attendance.connected[i] && seat.substitute) returned.push(i);
      else if (!attendance.connected[i] && !seat.substitute) absent.push(i);
    });
  }
  return { move: attendance.abandoned ? null : moveDue(state, now, botDelayMs), absent, returned, clearGrace: !playing };
}
