import type { BriscaRules, GameMode } from '@escoba/brisca';
import { renderTable, signed, tableLabel } from '../../format.js';
import { messages, type Lang, type Messages } from '../../messages/index.js';
import { ms, num, pct, range as rangeOr, sprtLines } from '../../duplicate/report.js';
import type { MatchReport } from '../../duplicate/runner.js';
import { meanInterval, type Estimate, type Interval } from '@escoba/cards/match-stats';
import { botLabel, type MatchSetup } from '../../duplicate/types.js';
import { briscaRulesLabel } from './hand-events.js';
import { briscaMessages } from './messages/index.js';

const range = (ci: Interval, f: (x: number | null) => string, m: Messages) => rangeOr(ci, f, briscaMessages(m.lang).match.oneDeck, m);
const wins = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** The plain report of a Brisca / Alcalde match, in the layout of Escoba's (a game is one hand; points are card points). */
export function briscaReportText(setup: MatchSetup, mode: GameMode, report: MatchReport, requestedGames: number, seatings: number, lang: Lang = 'en'): string[] {
  const m = messages(lang);
  const t = m.match;
  const bm = briscaMessages(lang);
  const alcalde = mode !== 'brisca';
  const table = alcalde ? bm.words.players(setup.players) : tableLabel(setup.players, setup.partnerships, lang);
  const how = alcalde ? bm.match.alcaldeRotation : seatings === 2 ? t.swap : t.rotate;
  const { a, b } = report;
  const margin = briscaMargin(report);
  const rows: string[][] = [
    ['', 'A', 'B'],
    [bm.match.rows.handsWon, `${wins(a.wins)} (${pct(a.winRate)})`, `${wins(b.wins)} (${pct(b.winRate)})`],
    [t.rows.winRateCI, range(a.winRateCI, pct, m), range(b.winRateCI, pct, m)],
    [bm.match.rows.cardPointsPerHand, num(a.pointsPerHand), num(b.pointsPerHand)],
    [t.rows.ci, range(a.pointsPerHandCI, (x) => num(x), m), range(b.pointsPerHandCI, (x) => num(x), m)],
    [t.rows.msMedian, ms(a.decisionMs.median), ms(b.decisionMs.median)],
    [t.rows.msP99, ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
  ];
  return [
    `A: ${botLabel(setup.a)}   B: ${botLabel(setup.b)}`,
    bm.match.setupLine(bm.words.titles[mode], table, briscaRulesLabel(setup.rules as BriscaRules, lang), setup.seed),
    bm.match.hands(report.hands, report.sets, seatings, how) + (report.games < requestedGames ? t.stoppedEarly(requestedGames) : ''),
    '',
    ...renderTable(rows, [false, true, true]),
    '',
    bm.match.margin(signed(margin.estimate), range(margin.ci, (x) => (x === null ? '-' : signed(x)), m)),
    '',
    bm.match.notes,
    ...sprtLines(report, m),
  ];
}

/** A's card points per hand minus B's, with a 95% interval over the deck sets (every set has the same hands). */
export function briscaMargin(report: MatchReport): Estimate {
  const perSet = new Map<number, { a: number; b: number; hands: number }>();
  for (const g of report.results) {
    const s = perSet.get(g.set) ?? { a: 0, b: 0, hands: 0 };
    perSet.set(g.set, { a: s.a + g.aPoints, b: s.b + g.bPoints, hands: s.hands + g.hands });
  }
  return meanInterval([...perSet.values()].map((s) => (s.a - s.b) / s.hands));
}
