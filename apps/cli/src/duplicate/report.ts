import type { Messages } from '../messages/index.js';
import type { BotStats, MatchReport } from './runner.js';
import type { Interval } from '@escoba/cards/match-stats';

const round = (x: number, digits: number): number | null => (Number.isFinite(x) ? Number(x.toFixed(digits)) : null);
const roundInterval = (ci: Interval, digits: number): [number | null, number | null] => [
  ci[0] === null ? null : round(ci[0], digits),
  ci[1] === null ? null : round(ci[1], digits),
];

/**
 * The `--json` object: exactly `{games, hands, a: {...}, b: {...}}`, plus `sprt` when the test was asked for, then
 * the fields the game adds (`extra`).
 */
export function reportJson(report: MatchReport, extra: Record<string, unknown> = {}): Record<string, unknown> {
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
  return { ...out, ...extra };
}

/** A number rounded for the JSON, or null when it is not a number. */
export const jsonNumber = (x: number | null, digits = 4): number | null => (x === null || !Number.isFinite(x) ? null : Number(x.toFixed(digits)));

/** Formatting shared by the games' plain reports. */
export const pct = (x: number | null): string => (x === null || !Number.isFinite(x) ? '-' : `${(x * 100).toFixed(1)}%`);
export const num = (x: number | null, digits = 2): string => (x === null || !Number.isFinite(x) ? '-' : x.toFixed(digits));
export const ms = (x: number): string => (!Number.isFinite(x) ? '-' : x < 1 ? x.toFixed(3) : x < 100 ? x.toFixed(2) : x.toFixed(0));
/** `a to b`, or `none` when the interval cannot be computed (one deck set). */
export const range = (ci: Interval, f: (x: number | null) => string, none: string, m: Messages): string =>
  ci[0] === null || ci[1] === null ? none : `${f(ci[0])} ${m.match.to} ${f(ci[1])}`;

/** The SPRT's line of a plain report, when the test was asked for. */
export function sprtLines(report: MatchReport, m: Messages): string[] {
  if (!report.sprt) return [];
  const t = m.match;
  const s = report.sprt;
  const llr = t.llr(num(s.llr, 3), num(s.lower, 3), num(s.upper, 3));
  const verdict = s.decision === 'H1' ? t.h1(s.games, llr) : s.decision === 'H0' ? t.h0(s.games, num(s.p1 - s.p0, 3), llr) : t.undecided(s.games, llr);
  return [t.sprtHead(num(s.p0, 3), num(s.p1, 3), s.alpha, s.beta) + verdict];
}
