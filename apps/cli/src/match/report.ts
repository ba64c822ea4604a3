import { renderTable, rulesLabel, signed, tableLabel } from '../format.js';
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
const range = (ci: Interval, f: (x: number | null) => string) => (ci[0] === null || ci[1] === null ? '- (one deck set)' : `${f(ci[0])} to ${f(ci[1])}`);

/** The plain report for people. */
export function reportText(setup: MatchSetup, report: MatchReport, requestedGames: number): string[] {
  const sides = setup.sides.length;
  const bSeats = sides === 2 ? '' : ` (${sides - 1} seats)`;
  const seatings = sides === 2 ? 2 : setup.players;
  const how = sides === 2 ? 'the bots swap sides' : 'A sits in each seat in turn, B in the others';
  const out: string[] = [
    `A: ${botLabel(setup.a)}   B: ${botLabel(setup.b)}${bSeats}`,
    `${tableLabel(setup.players, setup.partnerships)}, rules ${rulesLabel(setup.rules)}, seed ${setup.seed}`,
    `${report.games} games (${report.sets} deck sets x ${seatings} seatings: ${how}), ${report.hands} hands` +
      (report.games < requestedGames ? `; stopped early by the SPRT (of ${requestedGames})` : ''),
    '',
  ];
  const { a, b } = report;
  const rows: string[][] = [
    ['', 'A', 'B'],
    ['games won', `${a.wins} (${pct(a.winRate)})`, `${b.wins} (${pct(b.winRate)})`],
    ['  win rate 95% CI', range(a.winRateCI, pct), range(b.winRateCI, pct)],
    ['points per hand', num(a.pointsPerHand), num(b.pointsPerHand)],
    ['  95% CI', range(a.pointsPerHandCI, (x) => num(x)), range(b.pointsPerHandCI, (x) => num(x))],
    ['escobas per hand', num(a.escobasPerHand), num(b.escobasPerHand)],
    ['decision ms median', ms(a.decisionMs.median), ms(b.decisionMs.median)],
    ['decision ms p99', ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
  ];
  out.push(...renderTable(rows, [false, true, true]));
  out.push('');
  out.push(`A - B points per hand: ${signed(report.margin.perHand)}, 95% CI ${range(report.margin.ci, (x) => (x === null ? "-" : signed(x)))}`);
  out.push('');
  out.push(
    sides === 2
      ? 'Points per hand are each side\'s own points; win rate CI: Wilson; points CI: deck sets as blocks (ratio estimator, Student t).'
      : "Points per hand are a side's own points (B: the mean over its seats); win rate CI: Wilson; points CI: deck sets as blocks.",
  );
  if (report.sprt) {
    const t = report.sprt;
    const head = `SPRT on A's game wins, H0 p = ${num(t.p0, 3)} against H1 p = ${num(t.p1, 3)} (alpha ${t.alpha}, beta ${t.beta}): `;
    const llr = `LLR ${num(t.llr, 3)}, bounds ${num(t.lower, 3)} and ${num(t.upper, 3)}`;
    const verdict =
      t.decision === 'H1'
        ? `H1 accepted after ${t.games} games: A is stronger than B (${llr})`
        : t.decision === 'H0'
          ? `H0 accepted after ${t.games} games: A is not stronger than B by ${num(t.p1 - t.p0, 3)} (${llr})`
          : `undecided after ${t.games} games (${llr}); play more games`;
    out.push(head + verdict);
  }
  return out;
}
