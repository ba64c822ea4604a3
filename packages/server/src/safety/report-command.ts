import { runStoreCommand, type Outcome } from '../store-command.js';
import { openSafetyStore } from './open-safety-store.js';
import type { ReportRecord, SafetyStore } from './safety-store.js';

export const REPORTS_USAGE = `usage: escoba-server reports list [--open]
       escoba-server reports close ID
(on the store the server is configured with: ESCOBA_DATABASE_URL, else the SQLite file ESCOBA_DB)`;

const usage: Outcome = { code: 2, err: REPORTS_USAGE };

/** One report on one line; the names and the reporter's words quoted as JSON, so no text can fake a line or a column. */
const line = (r: ReportRecord): string =>
  [
    r.id,
    new Date(r.createdAt).toISOString(),
    r.closedAt === null ? 'open' : `closed ${new Date(r.closedAt).toISOString()}`,
    `${JSON.stringify(r.reporterName)} (${r.reporter})`,
    `${JSON.stringify(r.reportedName)} (${r.reported})`,
    r.code ?? '-',
    r.reason,
    JSON.stringify(r.text),
  ].join('\t');

/** `reports list [--open]` and `reports close ID` on an open store (the arguments after `reports`). */
export async function runReportCommand(store: SafetyStore, args: readonly string[], now = Date.now()): Promise<Outcome> {
  const [verb, a, ...rest] = args;
  if (rest.length > 0) return usage;
  if (verb === 'list' && (a === undefined || a === '--open')) {
    const reports = await store.reports(a === '--open');
    if (reports.length === 0) return { code: 0, out: a === '--open' ? 'no open reports' : 'no reports' };
    return { code: 0, out: ['id\tmade\tstate\treporter\treported\ttable\treason\ttext', ...reports.map(line)].join('\n') };
  }
  if (verb === 'close' && a !== undefined) {
    if (!/^[1-9]\d{0,15}$/.test(a)) return { code: 2, err: `${JSON.stringify(a)} is not a report's id (the first column of reports list)` };
    const r = await store.closeReport(Number(a), now);
    if (r === 'none') return { code: 1, err: `no report has the id ${a}` };
    return { code: 0, out: r === 'closed' ? `closed report ${a}` : `report ${a} was closed already` };
  }
  return usage;
}

/** `escoba-server reports …`: prints the outcome, returns the exit code. */
export function reportCommand(args: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  return runStoreCommand(env, openSafetyStore, (store) => runReportCommand(store, args));
}
