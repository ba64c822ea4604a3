import type { BotLevel } from '@escoba/protocol';
import type { Waiting } from './pairing.js';

/** An entry of a quick-play queue as stored: the waiting player, the queue, and where their connection is. */
export interface QueuedEntry extends Waiting {
  /** The queue's key (`queueKey`). */
  readonly queue: string;
  /** The id of the server process holding the player's connection: seatings are delivered there. */
  readonly process: string;
  /** The account the player is logged in to, or null for a guest. */
  readonly account: string | null;
  /** challenge22: the account is a bot account (a program): seated only with people who allow computers. */
  readonly botAccount?: boolean;
  /** challenge22: the player allows computer players (`computers` of the join): bot accounts may be seated with them. */
  readonly computers?: boolean;
}

/** Where a taken player was seated (the seat's token is theirs alone), or why the seating failed. */
export type Seating = { readonly ok: true; readonly code: string; readonly seat: number; readonly token: string } | { readonly ok: false; readonly message: string };

/** A seating on its way to the process that holds the player's connection. */
export interface Delivery {
  readonly entry: string;
  readonly seating: Seating;
}

/**
 * The quick-play queues, in this process (`MemoryQueueStore`) or shared by every process over Redis
 * (`RedisQueueStore`). Exactly-once seating rests on two atomic steps: `take` removes a whole group or nothing, and
 * `remove` (a player leaving) succeeds only while the entry is still there — so an entry is either taken once or
 * left, never both.
 */
export interface QueueStore {
  /** Adds the entry unless its player waits already (in any queue): false then. */
  add(entry: QueuedEntry): Promise<boolean>;
  /** Removes the entry if it is still waiting: true; false when it was taken (its seating is coming) or is unknown. */
  remove(entry: QueuedEntry): Promise<boolean>;
  /** The keys of the queues that may hold entries. */
  queues(): Promise<string[]>;
  /** The entries waiting in one queue. */
  list(queue: string): Promise<QueuedEntry[]>;
  /** Takes every entry of `group` out of its queue at once, or none (false) when any of them is gone. */
  take(group: readonly QueuedEntry[]): Promise<boolean>;
  /**
   * Tries to become the pairer of `queue` for `ms` (several processes would otherwise compute the same groups and
   * race for them: correct, since `take` is atomic, but wasted work). True: this process pairs it now.
   */
  claim(queue: string, ms: number): Promise<boolean>;
  /** Keeps this process's entries alive (with Redis, an entry whose process stopped renewing it is dropped when met). */
  renew(entries: readonly QueuedEntry[]): Promise<void>;
  /** Sends a seating to the process holding the player's connection. */
  deliver(process: string, delivery: Delivery): Promise<void>;
  /** Where this process's deliveries go. */
  onDelivery(receive: (delivery: Delivery) => void): void;
  close(): Promise<void>;
}

/** A queue's key: the table's game name, size, partnerships and rated or casual; the bots' level never enters it. */
export function queueKey(table: { readonly gameId: string; readonly players: number; readonly partnerships: boolean; readonly rated: boolean }): string {
  return `${table.gameId}/${table.players}/${table.partnerships ? 'partners' : 'alone'}/${table.rated ? 'rated' : 'casual'}`;
}

/** The default level of the computer players a player accepts. */
export const DEFAULT_OFFER_LEVEL: BotLevel = 'medium';
