import { isReportReason } from '@escoba/protocol';
import type { ReportRecord } from './safety-store.js';

/** A report as SQLite and PostgreSQL return it (PostgreSQL's bigints as strings). */
export interface ReportRow {
  id: number | string;
  reporter: string;
  reporter_name: string;
  reported: string;
  reported_name: string;
  reason: string;
  text: string;
  table_code: string | null;
  created_at: number | string;
  closed_at: number | string | null;
}

export const reportOf = (r: ReportRow): ReportRecord => ({
  id: Number(r.id),
  reporter: r.reporter,
  reporterName: r.reporter_name,
  reported: r.reported,
  reportedName: r.reported_name,
  // Only the API's reasons are ever written; anything else reads as `other`.
  reason: isReportReason(r.reason) ? r.reason : 'other',
  text: r.text,
  code: r.table_code,
  createdAt: Number(r.created_at),
  closedAt: r.closed_at === null ? null : Number(r.closed_at),
});

