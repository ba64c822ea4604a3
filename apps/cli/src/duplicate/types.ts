import { OMNISCIENT, type BotLevel } from '@escoba/cards';
import { PERFECT_INFERENCE } from '@escoba/bots/ceiling';
import type { Lang } from '../messages/index.js';
import type { MatchReport } from './runner.js';
import type { MatchTable, Who } from './schedule.js';

/** A bot of the match: a level of the game's bots, or an external program (`cmd:<command line>`). */
export type BotSpec = { readonly kind: 'level'; readonly level: BotLevel } | { readonly kind: 'cmd'; readonly command: string };

/**
 * A bot of a match: a {@link BotSpec}, or the game's omniscient player (`omniscient`), a measuring tool that sees every
 * card, or its perfect-inference player (`perfect-inference`), a measuring tool that sees every hand (both in
 * `@escoba/bots/ceiling`; only `escoba match` plays them, never a tournament, a server or the web app).
 */
export type MatchBotSpec = BotSpec | { readonly kind: 'omniscient' } | { readonly kind: typeof PERFECT_INFERENCE };

export const botLabel = (spec: MatchBotSpec): string =>
  spec.kind === 'level' ? spec.level : spec.kind === 'cmd' ? `cmd:${spec.command}` : spec.kind === 'omniscient' ? OMNISCIENT : PERFECT_INFERENCE;

/** Everything a match (or one worker of it) needs of the table and the bots; plain data, so it can be sent to worker threads. */
export interface MatchSetup extends MatchTable {
  /** The game's resolved rules. */
  readonly rules: unknown;
  readonly seed: number;
  readonly a: MatchBotSpec;
  readonly b: MatchBotSpec;
  /** Search effort of the level bots, when set. */
  readonly iterations?: number;
  /** Time budget per decision of the level bots, when set. */
  readonly timeMs?: number;
  /** How long an external bot may take to answer, in milliseconds. */
  readonly botTimeoutMs: number;
}

/** How one game of a match went for the two bots, as its game scores it. */
export interface GameScore {
  /** Hands the game lasted. */
  readonly hands: number;
  /** A's side's points summed over the hands, and B's (the mean over B's sides when it holds several). */
  readonly aPoints: number;
  readonly bPoints: number;
  /** A's share of the win: 1, 0.5 for a draw when the game counts draws half, 0; B's likewise. */
  readonly aWin: number;
  readonly bWin: number;
  /** A count the game reports per hand beside the points (Escoba: escobas), summed over the hands; absent: none. */
  readonly aExtra?: number;
  readonly bExtra?: number;
}

/** What one game of the match produced: its score, where it was in the schedule, and the bots' decision times. */
export interface GameResult extends GameScore {
  readonly set: number;
  readonly seating: number;
  /** Decision times in milliseconds. */
  readonly aMs: number[];
  readonly bMs: number[];
}

/** A game in the duplicate harness: its seatings, how long a game of the match lasts, how it is scored and reported. */
export interface DuplicateGame<State> {
  /** The rules and table of a new game: its seats and sides. */
  table(start: State): MatchTable & { readonly rules: unknown };
  /** How many seatings one deck set has (A's fair share of the wins is one over this). */
  seatingCount(start: State): number;
  /** Who sits in each seat in seating `r` of a deck set whose first dealer is `dealer`, and which side is A's. */
  seating(start: State, dealer: number, r: number): { readonly seats: readonly Who[]; readonly aSide: number };
  /** Hands a game of the match lasts: undefined plays the whole game. */
  readonly maxHands?: number;
  /** The score of a finished game, with A on side `aSide`; the object may carry the game's own fields too. */
  score(state: State, aSide: number): GameScore;
  /** The plain report for people. */
  reportText(setup: MatchSetup, report: MatchReport, requestedGames: number, seatings: number, lang: Lang): string[];
  /** Fields the game adds to the `--json` object. */
  extraJson?(report: MatchReport): Record<string, unknown>;
}
