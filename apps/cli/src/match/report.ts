import { renderTable, rulesLabel, signed, tableLabel } from '../format.js';
import { messages, type Lang, type Messages } from '../messages/index.js';
import { botLabel, type MatchSetup } from './game.js';
import type { BotStats, MatchReport } from './runner.js';
import type { Interval } from './stats.js';

const round = (x: number, digits: number): number | null => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const roundInterval = (ci: Interval, digits: number): [number | null, number | null] => [
  ci[0] === null ? null : round(ci[0], digits),
  ci[1] === null ? null : round(ci[1], digits),
];

/** The `--json` object: exactly `{games, hands, a: {...}, b: {...}}`, plus `sprt` when the test was asked for. */
export function reportJson(report: MatchReport): Record<string, unknown> {
  const side = (s: BotStats) => ({
    wins: s.wins,
    winRate: round(s.winRate, 4),
    winRateCI: roundInterval(s.winRateCI, 4),
    pointsPerHand: round(s.pointsPerHand, 4),
    pointsPerHandCI: roundInterval(s.pointsPerHandCI, 4),
    decisionMs: { median: round(s.decisionMs.median, 3), p99: round(s.decisionMs.p99, 3) },
  });
  const out: Record<string, unknown> = { games: report.games, hands: report.hands, a: side(report.a), b: side(report.b) };
  if (report.sprt) {
    const t = report.sprt;
    out.sprt = { decision: t.decision, llr: round(t.llr, 4), lower: round(t.lower, 4), upper: round(t.upper, 4), p0: round(t.p0, 4), p1: round(t.p1, 4), alpha: t.alpha, beta: t.beta, games: t.games };
  }
  return out;
}

const pct = (x: number | null) => (x === null || !Number.isFinite(x) ? '-' : `${(x * 100).toFixed(1)}%`);
const num = (x: number | null, digits = 2) => (x === null || !Number.isFinite(x) ? '-' : x.toFixed(digits));
const ms = (x: number) => (!Number.isFinite(x) ? '-' : x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
const range = (ci: Interval, f: (x: number | null) => string, m: Messages) => (ci[0] === null || ci[1] === null ? m.match.oneSet : `${f(ci[0])} ${m.match.to} ${f(ci[1])}`);

/** The plain report for people. */
export function reportText(setup: MatchSetup, report: MatchReport, requestedGames: number, lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const t = m.match;
  const sides = setup.sides.length;
  const bSeats = sides === 2 ? '' : t.bSeats(sides - 1);
  const seatings = sides === 2 ? 2 : setup.players;
  const how = sides === 2 ? t.swap : t.rotate;
  const out: string[] = [
    `A: ${botLabel(setup.a)}   B: ${botLabel(setup.b)}${bSeats}`,
    t.setupLine(tableLabel(setup.players, setup.partnerships, lang), rulesLabel(setup.rules, lang), setup.seed),
    t.games(report.games, report.sets, seatings, how, report.hands) + (report.games < requestedGames ? t.stoppedEarly(requestedGames) : ''),
    '',
  ];
  const { a, b } = report;
  const rows: string[][] = [
    ['', 'A', 'B'],
    [t.rows.gamesWon, `${a.wins} (${pct(a.winRate)})`, `${b.wins} (${pct(b.winRate)})`],
    [t.rows.winRateCI, range(a.winRateCI, pct, m), range(b.winRateCI, pct, m)],
    [t.rows.pointsPerHand, num(a.pointsPerHand), num(b.pointsPerHand)],
    [t.rows.ci, range(a.pointsPerHandCI, (x) => num(x), m), range(b.pointsPerHandCI, (x) => num(x), m)],
    [t.rows.escobasPerHand, num(a.escobasPerHand), num(b.escobasPerHand)],
    [t.rows.msMedian, ms(a.decisionMs.median), ms(b.decisionMs.median)],
    [t.rows.msP99, ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
  ];
  out.push(...renderTable(rows, [false, true, true]));
  out.push('');
  out.push(t.margin(signed(report.margin.perHand), range(report.margin.ci, (x) => (x === null ? '-' : signed(x)), m)));
  out.push('');
  out.push(sides === 2 ? t.notesTwoSides : t.notesMore);
  if (report.sprt) {
    const s = report.sprt;
    const llr = t.llr(num(s.llr, 3), num(s.lower, 3), num(s.upper, 3));
    const verdict = s.decision === 'H1' ? t.h1(s.games, llr) : s.decision === 'H0' ? t.h0(s.games, num(s.p1 - s.p0, 3), llr) : t.undecided(s.games, llr);
    out.push(t.sprtHead(num(s.p0, 3), num(s.p1, 3), s.alpha, s.beta) + verdict);
  }
  return out;
}
