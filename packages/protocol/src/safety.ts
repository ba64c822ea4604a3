// safety22: what the web app and the server share of blocks and reports (`/api/safety/…`, docs/protocol.md).

/** Why a player is reported: a fixed list, so the operator can sort reports; `other` asks for words. */
export const REPORT_REASONS = ['cheating', 'offensive-name', 'chat-abuse', 'leaving-games', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** The longest free text of a report, in UTF-16 units (a few sentences; stored and shown as plain text). */
export const MAX_REPORT_TEXT = 500;

export const isReportReason = (x: unknown): x is ReportReason => typeof x === 'string' && (REPORT_REASONS as readonly string[]).includes(x);

/** A player the account has blocked, as `GET /api/safety/blocks` lists them. */
export interface BlockedPlayer {
  readonly account: string;
  readonly name: string;
  readonly since: number;
}
