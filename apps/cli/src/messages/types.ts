import type { Card as BriscaCard, GameMode } from '@escoba/brisca';
import type { Card, ScoreKey } from '@escoba/engine';
import type { ErrorMessages } from './error-types.js';
import type { HelpMessages } from './help-types.js';
import type { RulesMessages } from './rules-types.js';
import type { BriscaPlayMessages, EscobaPlayMessages, SessionMessages } from './session-types.js';

/** Language of the text for people: en (default) or es. */
export type Lang = 'en' | 'es';

/** Counted nouns: `1 card`, `2 cards`. */
export type Noun = 'card' | 'coin' | 'seven' | 'escoba' | 'point' | 'hand' | 'trick';

type Seats = readonly number[];
type Sides = readonly Seats[];

/**
 * Every sentence `escoba watch` tells (and the labels it shares with the other commands), in one language.
 * The Brisca part also serves `escoba play` for Brisca.
 */
export interface Messages {
  readonly lang: Lang;
  readonly count: (n: number, noun: Noun) => string;
  /** `a`, `a and b`, `a, b and c`. */
  readonly list: (items: readonly string[]) => string;
  readonly seat: (seat: number) => string;
  /** `seat 0`, `seats 0, 2`. */
  readonly seats: (seats: Seats) => string;
  /** A side by its seats when every side is one seat (`seat 1`), else `side 1 (seats 1, 3)`. */
  readonly side: (sides: Sides, side: number) => string;
  /** `seat 1` when every side is one seat, else `side 1`. */
  readonly sideName: (sides: Sides, side: number) => string;
  /** `seat 0 4, seat 1 1` or `side 0 4, side 1 1`. */
  readonly scores: (scores: readonly number[], sides: Sides) => string;
  readonly table: (players: number, partnerships: boolean) => string;
  readonly empty: string;
  readonly card: (c: Card) => string;
  readonly scoreKey: (key: ScoreKey) => string;
  readonly errorPrefix: (command: string) => string;
  /** `--lang` (or ESCOBA_LANG) is neither en nor es. */
  readonly badLang: (given: string) => string;
  readonly escoba: {
    readonly intro: (seed: number, game: number, table: string, rules: string, target: number) => string;
    readonly sides: (sides: Sides) => string;
    readonly cardsHelp: string;
    readonly handHeader: (handNo: number, dealer: number) => string;
    readonly firstDeal: (deals: number) => string;
    readonly redeal: (deal: number, deals: number, stock: number) => string;
    readonly tableRow: string;
    readonly tableAfter: (cards: string) => string;
    readonly dealEscoba: (sum: number, seat: number, escobas: number) => string;
    readonly lays: (card: string) => string;
    readonly takes: (card: string, taken: string) => string;
    readonly sweep: string;
    readonly renuncio: (from: number, card: string, take: string, seat: number) => string;
    readonly unclaimed: (cards: string) => string;
    readonly leftoverTo: (cards: string, who: string) => string;
    readonly pointsFor: (handNo: number) => string;
    readonly prime: (cards: string) => string;
    readonly noPrime: string;
    readonly sidePoints: (who: string, points: string, breakdown: string, facts: string) => string;
    readonly score: (scores: string, target: number) => string;
    readonly wins: (who: string, zeroCards: boolean) => string;
    readonly noWinner: (unfinished: boolean) => string;
    readonly gameOver: (hands: number, result: string, scores: string) => string;
  };
  readonly brisca: BriscaMessages;
  /** `replay --pretty` and `analyze --pretty` for Escoba records. */
  readonly pretty: {
    readonly title: (record: number, line: number | null) => string;
    readonly head: (title: string, table: string, rules: string) => string;
    readonly columns: (bySeat: boolean) => readonly string[];
    readonly sideSeats: (side: number, seats: string) => string;
    readonly unfinished: string;
    readonly noHands: string;
    readonly finalScores: (scores: string, target: number) => string;
    readonly winner: (who: string, zeroCards: boolean) => string;
    readonly analysisHead: (head: string, hands: number, plays: number, forced: number) => string;
    readonly analysisColumns: readonly string[];
    readonly forced: string;
    readonly mistake: string;
    readonly loss: (who: string, loss: string, mistakes: number, threshold: number) => string;
    readonly briscaHead: (title: string, game: string, table: string, rules: string) => string;
    readonly briscaAnalysisHead: (head: string, hands: number, actions: number, forced: number) => string;
    readonly briscaAnalysisColumns: readonly string[];
    /** `replay --pretty` of a Brisca record. */
    readonly noFixedSides: string;
    readonly briscaHand: (handNo: number, dealer: number, alcaldeAgainst: string | null, trump: string, leftOut: string | null) => string;
    readonly trickColumns: readonly string[];
    readonly exchanges: (seat: number, card: string, took: string) => string;
    readonly lastCard: (card: string) => string;
    readonly unfinishedTricks: (tricks: number) => string;
    readonly alcaldePoints: (seat: number, a: number, p: number, keeps: boolean) => string;
    readonly handPoints: (points: string, winner: string | null) => string;
    readonly handsWon: (wins: string, needed: number) => string;
    readonly noWinnerYet: string;
    /** A match over with no winner (a drawn one-hand Brisca game). */
    readonly drawn: string;
    readonly tally: (seat: number, alcalde: number, kept: number, partner: number) => string;
    readonly tallyPrefix: string;
  };
  /** The text report of `match`. */
  readonly match: {
    readonly bSeats: (n: number) => string;
    readonly setupLine: (table: string, rules: string, seed: number) => string;
    readonly briscaSetupLine: (game: string, table: string, rules: string, seed: number) => string;
    readonly swap: string;
    readonly rotate: string;
    readonly alcaldeRotation: string;
    readonly games: (games: number, sets: number, seatings: number, how: string, hands: number) => string;
    readonly stoppedEarly: (requested: number) => string;
    readonly briscaHands: (hands: number, decks: number, seatings: number, how: string) => string;
    readonly oneSet: string;
    readonly oneDeck: string;
    readonly to: string;
    readonly rows: {
      readonly gamesWon: string;
      readonly handsWon: string;
      readonly winRateCI: string;
      readonly pointsPerHand: string;
      readonly cardPointsPerHand: string;
      readonly ci: string;
      readonly escobasPerHand: string;
      readonly msMedian: string;
      readonly msP99: string;
    };
    readonly margin: (margin: string, ci: string) => string;
    readonly briscaMargin: (margin: string, ci: string) => string;
    readonly notesTwoSides: string;
    readonly notesMore: string;
    readonly briscaNotes: string;
    readonly sprtHead: (p0: string, p1: string, alpha: number, beta: number) => string;
    readonly llr: (llr: string, lower: string, upper: string) => string;
    readonly h1: (games: number, llr: string) => string;
    readonly h0: (games: number, delta: string, llr: string) => string;
    readonly undecided: (games: number, llr: string) => string;
  };
  /** The closing line of `watch`: the command that writes the watched game's record. */
  readonly recordHint: (command: string) => string;
  /** `escoba play`: what both games share, then each game's own. */
  readonly session: SessionMessages;
  readonly escobaPlay: EscobaPlayMessages;
  readonly briscaPlay: BriscaPlayMessages;
  readonly rules: RulesMessages;
  readonly errors: ErrorMessages;
  readonly help: HelpMessages;
  /** The plain output of `escoba bench`. */
  readonly bench: {
    /** The locale of the figures' digit grouping (`3,768` / `3768`). */
    readonly locale: string;
    readonly head: string;
    readonly unknownCpu: string;
    readonly rows: readonly [string, string, string, string, string, string, string];
  };
}

export interface BriscaMessages {
  readonly trump: string;
  readonly trumpCard: string;
  readonly trick: string;
  readonly stock: string;
  readonly points: string;
  readonly draw: string;
  readonly alcalde: string;
  readonly partners: string;
  readonly keeps: string;
  readonly loses: string;
  readonly exchange: (who: string, gave: string, took: string) => string;
  readonly card: (c: BriscaCard) => string;
  readonly suit: (suit: number) => string;
  /** Each game mode's name: Brisca, Alcalde, the Alcalde variation. */
  readonly titles: Readonly<Record<GameMode, string>>;
  readonly intro: (title: string, seed: number, game: number, table: string, rules: string) => string;
  readonly players: (n: number) => string;
  readonly sidesIntro: (sides: Sides) => string;
  readonly alcaldeIntro: string;
  readonly cardsHelp: string;
  /** `seat 2 deals` (`you deal`). */
  readonly deals: (who: string, you: boolean) => string;
  readonly handHeader: (handNo: number, deals: string, alcalde: boolean, you: boolean) => string;
  readonly trumpLine: (card: string, suit: string, stock: number) => string;
  readonly leftOut: (card: string) => string;
  readonly then: string;
  readonly trickTo: (trickNo: number, who: string, points: number) => string;
  readonly drawsTrump: (who: string, card: string) => string;
  readonly lastCard: (card: string) => string;
  readonly alcaldeResult: (handNo: number, alcalde: string, aPoints: number, partners: string, pPoints: number, keeps: boolean, keep: number) => string;
  readonly handResult: (handNo: number, points: string, winner: string | null) => string;
  readonly handsWon: (wins: string, needed: number) => string;
  readonly stopped: (hands: number) => string;
  /** A match over with no winner: a one-hand Brisca game that ended level. */
  readonly drawn: (hands: number) => string;
  readonly matchWon: (hands: number, who: string) => string;
  readonly alcaldeStopped: (hands: number) => string;
}
