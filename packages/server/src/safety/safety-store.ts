import type { ReportReason } from '@escoba/protocol';

/** An account's block of another: the blocked player's chat is withheld from the blocker, and quick play never seats them together. */
export interface BlockRecord {
  readonly blocker: string;
  readonly blocked: string;
  readonly createdAt: number;
}

/** A report of a player, as its reporter made it (names as they were then: accounts can be renamed). */
export interface NewReport {
  readonly reporter: string;
  readonly reporterName: string;
  readonly reported: string;
  readonly reportedName: string;
  readonly reason: ReportReason;
  /** Plain text, at most `MAX_REPORT_TEXT` long; empty when the reason says it all. */
  readonly text: string;
  /** The table the reporter was at, if any. */
  readonly code: string | null;
  readonly createdAt: number;
}

export interface ReportRecord extends NewReport {
  readonly id: number;
  /** When the operator closed it (`escoba-server reports close ID`); null while open. */
  readonly closedAt: number | null;
}

/**
 * Where blocks and reports live: {@link MemorySafetyStore} (tests, a log in memory), `SqliteSafetyStore` (the game
 * log's file), `PostgresSafetyStore`; the schema is step 4 of the log's migrations.
 */
export interface SafetyStore {
  /** Adds a block; false when it was there already. */
  block(block: BlockRecord): Promise<boolean>;
  /** Lifts a block; false when there was none. */
  unblock(blocker: string, blocked: string): Promise<boolean>;
  /** The blocks an account made, oldest first. */
  blocksBy(blocker: string): Promise<BlockRecord[]>;
  /** Whether either account blocked the other. */
  blockedEitherWay(a: string, b: string): Promise<boolean>;
  /** story22: the blocks whose blocker and blocked are both among `accounts` (quick play reads a queue's in one query). */
  blocksAmong(accounts: readonly string[]): Promise<{ readonly blocker: string; readonly blocked: string }[]>;

  /** Keeps a report; returns its id. */
  addReport(report: NewReport): Promise<number>;
  /** The reports, oldest first; only those not closed with `open`. */
  reports(open: boolean): Promise<ReportRecord[]>;
  /** Closes a report: `none` when no report has that id, `already` when it was closed. */
  closeReport(id: number, at: number): Promise<'closed' | 'already' | 'none'>;

  close(): Promise<void>;
}
