import type { GameState } from '@escoba/engine';
import { renderTable, signed, tableLabel } from '../../format.js';
import { messages } from '../../messages/index.js';
import { ms, num, pct, range, sprtLines } from '../../duplicate/report.js';
import { seating, seatingCount, sideOfA } from '../../duplicate/schedule.js';
import { botLabel, type DuplicateGame, type GameResult } from '../../duplicate/types.js';
import { rulesLabel } from './format.js';
import { escobaMessages } from './messages/index.js';

/** A game of an Escoba match: its final scores and the winner too. */
export interface EscobaGameResult extends GameResult {
  readonly scores: readonly number[];
  readonly winner: 'a' | 'b' | null;
}

/**
 * Escoba in `escoba match`: a game of the match is a whole game (to the target); the seatings are by sides; A's
 * points and escobas are its side's summed over the hands, B's the mean over B's sides.
 */
export const escobaDuplicate: DuplicateGame<GameState> = {
  table: (start) => ({ rules: start.rules, players: start.setup.players, partnerships: start.setup.partnerships, sides: start.setup.sides }),
  seatingCount: (start) => seatingCount(start.setup),
  seating: (start, _dealer, r) => ({ seats: seating(start.setup, r), aSide: sideOfA(start.setup, r) }),
  score(state, aSide) {
    const bSides = state.setup.sides.map((_, s) => s).filter((s) => s !== aSide);
    let aPoints = 0;
    let bPoints = 0;
    let aEscobas = 0;
    let bEscobas = 0;
    for (const h of state.results) {
      aPoints += h.points[aSide]!;
      aEscobas += h.escobas[aSide]!;
      for (const s of bSides) {
        bPoints += h.points[s]! / bSides.length;
        bEscobas += h.escobas[s]! / bSides.length;
      }
    }
    const winner = state.winner === null ? null : state.winner === aSide ? 'a' : 'b';
    const score = {
      hands: state.results.length,
      scores: state.scores,
      winner,
      aPoints,
      bPoints,
      aWin: winner === 'a' ? 1 : 0,
      bWin: winner === 'b' ? 1 : 0,
      aExtra: aEscobas,
      bExtra: bEscobas,
    };
    return score;
  },
  reportText(setup, report, requestedGames, seatings, lang) {
    const m = messages(lang);
    const t = m.match;
    const e = escobaMessages(lang).match;
    const sides = setup.sides.length;
    const bSeats = sides === 2 ? '' : e.bSeats(sides - 1);
    const how = sides === 2 ? t.swap : t.rotate;
    const out: string[] = [
      `A: ${botLabel(setup.a)}   B: ${botLabel(setup.b)}${bSeats}`,
      e.setupLine(tableLabel(setup.players, setup.partnerships, lang), rulesLabel(setup.rules as GameState['rules'], lang), setup.seed),
      e.games(report.games, report.sets, seatings, how, report.hands) + (report.games < requestedGames ? t.stoppedEarly(requestedGames) : ''),
      '',
    ];
    const { a, b } = report;
    const rows: string[][] = [
      ['', 'A', 'B'],
      [e.rows.gamesWon, `${a.wins} (${pct(a.winRate)})`, `${b.wins} (${pct(b.winRate)})`],
      [t.rows.winRateCI, range(a.winRateCI, pct, e.oneSet, m), range(b.winRateCI, pct, e.oneSet, m)],
      [e.rows.pointsPerHand, num(a.pointsPerHand), num(b.pointsPerHand)],
      [t.rows.ci, range(a.pointsPerHandCI, (x) => num(x), e.oneSet, m), range(b.pointsPerHandCI, (x) => num(x), e.oneSet, m)],
      [e.rows.escobasPerHand, num(a.extraPerHand), num(b.extraPerHand)],
      [t.rows.msMedian, ms(a.decisionMs.median), ms(b.decisionMs.median)],
      [t.rows.msP99, ms(a.decisionMs.p99), ms(b.decisionMs.p99)],
    ];
    out.push(...renderTable(rows, [false, true, true]));
    out.push('');
    out.push(e.margin(signed(report.margin.perHand), range(report.margin.ci, (x) => (x === null ? '-' : signed(x)), e.oneSet, m)));
    out.push('');
    out.push(sides === 2 ? e.notesTwoSides : e.notesMore);
    out.push(...sprtLines(report, m));
    return out;
  },
};
