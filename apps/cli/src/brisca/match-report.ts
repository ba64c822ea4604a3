import { renderTable, signed, tableLabel } from '../format.js';
import type { MatchReport } from '../match/runner.js';
import type { Interval } from '../match/stats.js';
import { briscaRulesLabel } from './hand-events.js';
import type { BriscaMatchSetup } from './match.js';
import { gameTitle } from './setup.js';

const pct = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : `${(x * 100).toFixed(1)}%`);
const num = (x: number | null, digits = 2) => (x === null || !Number.isFinite(x) ? '-' : x.toFixed(digits));
const ms = (x: number) => (!Number.isFinite(x) ? '-' : x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const range = (ci: Interval, f: (x: number | null) => string) => (ci[0] === null || ci[1] === null ? '- (one deck)' : `${f(ci[0])} to ${f(ci[1])}`);
const wins = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** The plain report of a Brisca / Alcalde match, in the layout of Escoba's (a game is one hand; points are card points). */
export function briscaReportText(setup: BriscaMatchSetup, report: MatchReport, seatings: number): string[] {
  const { start } = setup;
  const alcalde = start.mode !== 'brisca';
  const table = alcalde ? `${start.table.players} players` : tableLabel(start.table.players, start.table.partnerships);
  const how = alcalde ? 'each bot is the Alcalde once, and both partners once' : seatings === 2 ? 'the bots swap sides' : 'A sits in each seat in turn, B in the others';
  const { a, b } = report;
  const rows: string[][] = [
    ['', 'A', 'B'],
    ['hands won', `${wins(a.wins)} (${pct(a.winRate)})`, `${wins(b.wins)} (${pct(b.winRate)})`],
    ['  win rate 95% CI', range(a.winRateCI, pct), range(b.winRateCI, pct)],
    ['card points per hand', num(a.pointsPerHand), num(b.pointsPerHand)],
    ['  95% CI', range(a.pointsPerHandCI, (x) => num(x)), range(b.pointsPerHandCI, (x) => num(x))],
    ['decision ms median', ms(a.decisionMs.median), ms(b.decisionMs.median)],
    ['decision ms p99', ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
  ];
  return [
    `A: ${setup.a}   B: ${setup.b}`,
    `${gameTitle(start)}, ${table}, rules ${briscaRulesLabel(start.rules)}, seed ${setup.seed}`,
    `${report.hands} hands (${report.sets} decks x ${seatings} seatings: ${how})`,
    '',
    ...renderTable(rows, [false, true, true]),
    '',
    `A - B card points per hand: ${signed(report.margin.perHand)}, 95% CI ${range(report.margin.ci, (x) => (x === null ? '-' : signed(x)))}`,
    '',
    'A hand is a game here: drawn hands count half to each; win rate CI: Wilson; card points CI: decks as blocks (ratio estimator, Student t); margin CI: Student t over decks.',
  ];
}
