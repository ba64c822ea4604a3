import type { GameView, PrivateEvent, PublicEvent, TableInfo } from '@escoba/protocol';
import type { LogEntry } from '../game/log-events.js';

/** One entry of a table's log as published to the connections that follow it. */
export interface TableMessage {
  readonly code: string;
  /** The entry's log version: how processes tell each other how far the log goes. Never sent to clients. */
  readonly v: number;
  /** The table's public version after the entry: the `v` clients see (a private entry does not raise it). */
  readonly publicV: number;
  /** What every follower gets; absent for a private entry. */
  readonly event?: PublicEvent;
  /** A private entry (Brisca's seña): its event, for the connections of `seats` only; nobody else gets anything. */
  readonly private?: { readonly event: PrivateEvent; readonly seats: readonly number[] };
  /** The table's new info, when seats or status changed. */
  readonly table?: TableInfo;
  /**
   * The view of a seat (null: spectators) after the event, for events that change the game. A function so that
   * views are computed only for seats somebody follows (a bus between processes sends none: the other processes compute their own).
   */
  readonly view?: (seat: number | null) => GameView | null;
  /** Exactly `JSON.stringify(view(seat))`, present with `view`: what the fan-out sends (the game may write it without the view, `viewTextOf`). */
  readonly viewText?: (seat: number | null) => string | null;
  /**
   * The log entry as stored, when it holds no secret (see `holdsNoSecret`): a bus between processes sends it along,
   * so that the others apply it without reading it back from the log. Never sent to clients.
   */
  readonly entry?: LogEntry;
  /**
   * Read from the log after another process appended it and told the others: delivered to this process's
   * followers only, not announced again.
   */
  readonly relayed?: boolean;
}

/**
 * Carries table events from the game service to the socket layer. In one process it is `InMemoryBus` (`memory-bus.ts`); with
 * several server processes `RedisBus` carries the same messages to the others.
 */
export interface EventBus {
  /** Delivers to this process's subscribers before it returns; a bus between processes also sends it to the others. */
  publish(message: TableMessage): void;
  /** Calls `handler` for every message of the table until the returned function is called. */
  subscribe(code: string, handler: (message: TableMessage) => void): () => void;
  /** Resolves when the bus's broker answers (for `/readyz`). */
  ping?(): Promise<void>;
  /** Releases connections (a bus between processes). */
  close?(): Promise<void>;
}
