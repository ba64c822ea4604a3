import { performance } from 'node:perf_hooks';
import { createBriscaBot, type BriscaBot, type BotLevel } from '@escoba/bots';
import { applyAction, deal, deckRng, randomDeck, seatView, seededFirstDealer, type BriscaState } from '@escoba/brisca';
import type { BotStats, MatchReport } from '../match/runner.js';
import { botSeed, setSeed, type Who } from '../match/schedule.js';
import { medianP99, meanInterval, ratioInterval, wilsonInterval } from '../match/stats.js';

/** A Brisca / Alcalde duplicate match between two level bots. */
export interface BriscaMatchSetup {
  /** A new game (rules and table checked). */
  readonly start: BriscaState;
  readonly seed: number;
  readonly a: BotLevel;
  readonly b: BotLevel;
  readonly iterations?: number;
  readonly timeMs?: number;
}

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

/** One hand of the match. */
export interface BriscaHandResult {
  readonly set: number;
  readonly seating: number;
  /** A's side's card points, and B's (the mean over B's sides when it holds several). */
  readonly aPoints: number;
  readonly bPoints: number;
  /** 1 when A's side won the hand, 0.5 for a draw, 0 when it lost; B's share likewise. */
  readonly aWin: number;
  readonly bWin: number;
  readonly aMs: number[];
  readonly bMs: number[];
}

/** Plays seating `r` of deck set `k`: the deck and dealer of the seed `"<seed>:<k>"`, as `GameRun` deals a first hand. */
export function playBriscaMatchHand(setup: BriscaMatchSetup, k: number, r: number): BriscaHandResult {
  const { start } = setup;
  const seed = setSeed(setup.seed, k);
  const dealer = seededFirstDealer(seed, start.table.players);
  const { seats, aSide } = briscaSeating(start, dealer, r);
  const effort = { ...(setup.iterations === undefined ? {} : { iterations: setup.iterations }), ...(setup.timeMs === undefined ? {} : { timeMs: setup.timeMs }) };
  const bots: BriscaBot[] = seats.map((who, s) => createBriscaBot(who === 'a' ? setup.a : setup.b, { seed: botSeed(setup.seed, k, r, s), ...effort }));
  const dealt = deal(start, randomDeck(start, deckRng(seed, 0)), dealer);
  if (!dealt.ok) throw new Error(`cannot deal: ${dealt.error.message}`);
  let state = dealt.value;
  const ms = { a: [] as number[], b: [] as number[] };
  while (state.hand && !state.hand.result) {
    const seat = state.hand.turn;
    const t0 = performance.now();
    const action = bots[seat]!.choose(seatView(state, seat));
    ms[seats[seat]!].push(performance.now() - t0);
    const next = applyAction(state, action);
    if (!next.ok) throw new Error(`bot ${bots[seat]!.level} at seat ${seat} chose an illegal action: ${next.error.message}`);
    state = next.value;
  }
  const result = state.hand!.result!;
  const others = result.points.filter((_, side) => side !== aSide);
  const bPoints = others.reduce((t, p) => t + p, 0) / others.length;
  const aWin = result.winner === null ? 0.5 : result.winner === aSide ? 1 : 0;
  return { set: k, seating: r, aPoints: result.points[aSide]!, bPoints, aWin, bWin: 1 - aWin, aMs: ms.a, bMs: ms.b };
}

/** Plays `sets` deck sets in order, every seating of each, and reports in the shape of Escoba's match report (a game is one hand). */
export function runBriscaMatch(setup: BriscaMatchSetup, sets: number, onHand?: (done: number, aWins: number, bWins: number) => void): MatchReport & { readonly handResults: readonly BriscaHandResult[] } {
  const seatings = briscaSeatingCount(setup.start);
  const results: BriscaHandResult[] = [];
  const perSet = { a: [] as number[], b: [] as number[], hands: [] as number[] };
  let aWins = 0;
  let bWins = 0;
  for (let k = 0; k < sets; k++) {
    let a = 0;
    let b = 0;
    for (let r = 0; r < seatings; r++) {
      const h = playBriscaMatchHand(setup, k, r);
      results.push(h);
      a += h.aPoints;
      b += h.bPoints;
      aWins += h.aWin;
      bWins += h.bWin;
      onHand?.(results.length, aWins, bWins);
    }
    perSet.a.push(a);
    perSet.b.push(b);
    perSet.hands.push(seatings);
  }
  const hands = results.length;
  const stats = (who: 'a' | 'b', wins: number): BotStats => {
    const points = ratioInterval(perSet[who], perSet.hands);
    const ms = results.flatMap((h) => (who === 'a' ? h.aMs : h.bMs));
    return {
      wins,
      winRate: hands > 0 ? wins / hands : NaN,
      winRateCI: wilsonInterval(wins, hands),
      pointsPerHand: points.estimate,
      pointsPerHandCI: points.ci,
      escobasPerHand: NaN,
      decisionMs: medianP99(ms),
      decisions: ms.length,
    };
  };
  const margin = meanInterval(perSet.a.map((a, i) => (a - perSet.b[i]!) / perSet.hands[i]!));
  return { sets, games: hands, hands, a: stats('a', aWins), b: stats('b', bWins), sprt: null, margin: { perHand: margin.estimate, ci: margin.ci }, results: [], handResults: results };
}
