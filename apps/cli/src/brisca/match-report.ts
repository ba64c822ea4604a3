import { renderTable, signed, tableLabel } from '../format.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import type { MatchReport } from '../match/runner.js';
import type { Interval } from '../match/stats.js';
import { briscaRulesLabel } from './hand-events.js';
import type { BriscaMatchSetup } from './match.js';

const pct = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : `${(x * 100).toFixed(1)}%`);
const num = (x: number | null, digits = 2) => (x === null || !Number.isFinite(x) ? '-' : x.toFixed(digits));
const ms = (x: number) => (!Number.isFinite(x) ? '-' : x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const range = (ci: Interval, f: (x: number | null) => string, m: Messages) => (ci[0] === null || ci[1] === null ? m.match.oneDeck : `${f(ci[0])} ${m.match.to} ${f(ci[1])}`);
const wins = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** The plain report of a Brisca / Alcalde match, in the layout of Escoba's (a game is one hand; points are card points). */
export function briscaReportText(setup: BriscaMatchSetup, report: MatchReport, seatings: number, lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const t = m.match;
  const { start } = setup;
  const alcalde = start.mode !== 'brisca';
  const table = alcalde ? m.brisca.players(start.table.players) : tableLabel(start.table.players, start.table.partnerships, lang);
  const how = alcalde ? t.alcaldeRotation : seatings === 2 ? t.swap : t.rotate;
  const { a, b } = report;
  const rows: string[][] = [
    ['', 'A', 'B'],
    [t.rows.handsWon, `${wins(a.wins)} (${pct(a.winRate)})`, `${wins(b.wins)} (${pct(b.winRate)})`],
    [t.rows.winRateCI, range(a.winRateCI, pct, m), range(b.winRateCI, pct, m)],
    [t.rows.cardPointsPerHand, num(a.pointsPerHand), num(b.pointsPerHand)],
    [t.rows.ci, range(a.pointsPerHandCI, (x) => num(x), m), range(b.pointsPerHandCI, (x) => num(x), m)],
    [t.rows.msMedian, ms(a.decisionMs.median), ms(b.decisionMs.median)],
    [t.rows.msP99, ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
  ];
  return [
    `A: ${setup.a}   B: ${setup.b}`,
    t.briscaSetupLine(m.brisca.title(start.mode), table, briscaRulesLabel(start.rules, lang), setup.seed),
    t.briscaHands(report.hands, report.sets, seatings, how),
    '',
    ...renderTable(rows, [false, true, true]),
    '',
    t.briscaMargin(signed(report.margin.perHand), range(report.margin.ci, (x) => (x === null ? '-' : signed(x)), m)),
    '',
    t.briscaNotes,
  ];
}
