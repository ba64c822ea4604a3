import type { Card, ScoreKey } from '@escoba/engine';
import type { GameMessages } from '../../../messages/index.js';

type Seats = readonly number[];
type Sides = readonly Seats[];

/** Escoba's own words in one language: what its commands say beyond the shared catalogue (`messages/`). */
export interface EscobaMessages extends GameMessages {
  readonly card: (c: Card) => string;
  readonly scoreKey: (key: ScoreKey) => string;
  /** `1 escoba`, `2 escobas`: the sweeps counted. */
  readonly countEscobas: (n: number) => string;
  /** `escoba watch`. */
  readonly watch: {
    /** `players`: who plays (`messages.watchPlayers`). */
    readonly intro: (players: string, seed: number, game: number, table: string, rules: string, target: number) => string;
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
  /** `escoba play`. */
  readonly play: EscobaPlayMessages;
  /** `replay --pretty` and `analyze --pretty` of an Escoba record. */
  readonly pretty: {
    readonly head: (title: string, table: string, rules: string) => string;
    readonly columns: (bySeat: boolean) => readonly string[];
    readonly sideSeats: (side: number, seats: string) => string;
    readonly unfinished: string;
    readonly noHands: string;
    readonly finalScores: (scores: string, target: number) => string;
    readonly analysisHead: (head: string, hands: number, plays: number, forced: number) => string;
    readonly analysisColumns: readonly string[];
  };
  /** The text report of an Escoba `match`. */
  readonly match: {
    readonly bSeats: (n: number) => string;
    readonly setupLine: (table: string, rules: string, seed: number) => string;
    readonly games: (games: number, sets: number, seatings: number, how: string, hands: number) => string;
    readonly oneSet: string;
    readonly margin: (margin: string, ci: string) => string;
    readonly notesTwoSides: string;
    readonly notesMore: string;
    readonly rows: { readonly gamesWon: string; readonly pointsPerHand: string; readonly escobasPerHand: string };
  };
  /** `--players` that is not a whole number. */
  readonly players: (got: string) => string;
  /** `--hands`, which an Escoba game does not take. */
  readonly handsRefused: string;
  /** The rows of `escoba bench`, in the order of its figures. */
  readonly bench: readonly [string, string, string];
}

export interface EscobaPlayMessages {
  readonly prompt: (range: string) => string;
  readonly whichPrompt: (n: number) => string;
  readonly intro: (table: string, rules: string, target: number) => string;
  readonly cardsHelp: string;
  readonly handHeader: (handNo: number, dealer: string, you: boolean) => string;
  readonly firstDeal: (deals: number, table: string) => string;
  readonly dealEscoba: (sum: number, who: string, you: boolean, escobas: number) => string;
  readonly redeal: (deal: number, deals: number, stock: number) => string;
  /** `hand 2, deal 3 of 6`. */
  readonly where: (handNo: number, deal: number, deals: number) => string;
  readonly afterHand: (handNo: number) => string;
  readonly turn: (where: string, stock: number, scores: string, target: number) => string;
  /** `  table:  7o (7)  2c (2)   (sum 9)`; `cards` is null for an empty table. */
  readonly tableLine: (cards: string | null, sum: number) => string;
  readonly others: (list: string) => string;
  readonly other: (seat: number, partner: boolean, cards: number) => string;
  readonly renuncioOpen: (seat: number, card: string, sets: readonly string[]) => readonly string[];
  readonly yourHand: string;
  readonly chooseNumber: (n: number) => string;
  readonly noSuchCard: (text: string, n: number, example: string) => string;
  readonly notInHand: (card: string, hand: string) => string;
  readonly ways: (card: string, name: string, n: number) => string;
  readonly layOption: string;
  readonly takeOption: (cards: string) => string;
  readonly sweepMark: string;
  readonly renuncioSets: (card: string, n: number) => string;
  /** `claim` with no renuncio open. */
  readonly noClaim: string;
  readonly cannotPlay: (card: string) => string;
  readonly help: readonly string[];
  readonly hintOnly: (play: string) => string;
  readonly hintNone: string;
  readonly hintNoSuggestion: string;
  readonly hint: (play: string, description: string) => string;
  readonly hintLine: (play: string, points: string, margin: string) => string;
  readonly describeClaim: (card: string, cards: string) => string;
  readonly describeLay: (card: string) => string;
  readonly describeTake: (card: string, cards: string) => string;
  readonly gameOver: (hands: number, result: string, zeroCards: boolean, scores: string) => string;
}
