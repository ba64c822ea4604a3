import { modeOf, type BriscaRules, type BriscaState } from '@escoba/brisca';
import { jsonNumber } from '../../duplicate/report.js';
import type { Who } from '../../duplicate/schedule.js';
import type { DuplicateGame } from '../../duplicate/types.js';
import { briscaMargin, briscaReportText } from './match-report.js';

/**
 * The seatings of one deck: with two sides (2 players, 2 against 2) A holds side 0 then side 1; in the Alcalde games
 * A is the Alcalde (the dealer) then both partners, so each bot plays each role once a deck; 3 or 4 each alone:
 * A sits in each seat in turn, B in the others.
 */
export function briscaSeatingCount(start: BriscaState): number {
  return start.mode !== 'brisca' || start.table.sides.length === 2 ? 2 : start.table.players;
}

/** Who plays each seat in seating `r` of a hand dealt by `dealer`, and which side of the hand is A's. */
export function briscaSeating(start: BriscaState, dealer: number, r: number): { readonly seats: Who[]; readonly aSide: number } {
  const n = start.table.players;
  if (start.mode !== 'brisca') {
    const seats = Array.from({ length: n }, (_, s): Who => ((s === dealer) === (r === 0) ? 'a' : 'b'));
    return { seats, aSide: r };
  }
  const sideOf = start.table.sideOf;
  if (start.table.sides.length === 2) return { seats: sideOf.map((side): Who => (side === r ? 'a' : 'b')), aSide: r };
  return { seats: Array.from({ length: n }, (_, s): Who => (s === r ? 'a' : 'b')), aSide: sideOf[r]! };
}

/**
 * Brisca and the Alcalde games in `escoba match`: a game of the match is one hand (the deck and dealer of the deck
 * set's seed); a drawn hand counts half to each bot; A's card points are its side's, B's the mean over B's sides.
 */
export const briscaDuplicate: DuplicateGame<BriscaState> = {
  table: (start) => ({ rules: start.rules, players: start.table.players, partnerships: start.table.partnerships, sides: start.table.sides }),
  seatingCount: briscaSeatingCount,
  seating: briscaSeating,
  maxHands: 1,
  score(state, aSide) {
    const result = state.hand!.result!;
    const others = result.points.filter((_, side) => side !== aSide);
    const aWin = result.winner === null ? 0.5 : result.winner === aSide ? 1 : 0;
    return { hands: 1, aPoints: result.points[aSide]!, bPoints: others.reduce((t, p) => t + p, 0) / others.length, aWin, bWin: 1 - aWin };
  },
  reportText: (setup, report, requested, seatings, lang) => briscaReportText(setup, modeOf(setup.rules as BriscaRules), report, requested, seatings, lang),
  extraJson(report) {
    const margin = briscaMargin(report);
    return { margin: { perHand: jsonNumber(margin.estimate), perHandCI: margin.ci.map((x) => jsonNumber(x)) } };
  },
};
