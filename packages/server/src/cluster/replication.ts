import type { LogEntry } from '../game/log-events.js';
import { evolve, type TableState } from '../game/table-state.js';
import type { GameStore } from '../store/store.js';

/**
 * A table as replication sees it: its state in this process, the highest version another process announced, and how
 * to tell this process's followers of an entry (`relayed`: the process that appended it announced it already).
 */
export interface Replica {
  state: TableState;
  toldV: number;
  publish(entry: LogEntry, state: TableState, relayed: boolean): void;
  /** The state moved on: the table's duties are brought in line with it. */
  changed(): void;
}

/**
 * Applies and publishes the entries other processes appended since this process's state, read from the log; how
 * many there were. Runs in the table's queue.
 */
export async function catchUp(replica: Replica, store: GameStore): Promise<number> {
  const code = replica.state.code;
  const missed = await store.read(code, replica.state.v);
  for (const entry of missed) {
    replica.state = evolve(replica.state, entry, code);
    // Versions nobody announced (their process died before it could) are announced here, so that no process waits for them.
    replica.publish(entry, replica.state, entry.v <= replica.toldV);
  }
  if (missed.length > 0) replica.changed();
  return missed.length;
}

/**
 * The entry another process announced (its notice carried it: it holds no secret): applied and published when it
 * is the next one; otherwise, or if it does not apply, the table catches up from the log. Runs in the table's queue.
 */
export async function applyHeard(replica: Replica, entry: LogEntry, store: GameStore): Promise<number> {
  if (entry.v !== replica.state.v + 1) return entry.v <= replica.state.v ? 0 : catchUp(replica, store);
  let state: TableState;
  try {
    state = evolve(replica.state, entry, replica.state.code);
  } catch {
    return catchUp(replica, store);
  }
  replica.state = state;
  replica.publish(entry, state, true);
  replica.changed();
  return 1;
}
