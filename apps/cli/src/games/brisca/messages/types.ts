import type { Card as BriscaCard, GameMode } from '@escoba/brisca';
import type { GameMessages } from '../../../messages/index.js';

type Seats = readonly number[];
type Sides = readonly Seats[];

/** Brisca's and the Alcalde games' own words in one language: what their commands say beyond the shared catalogue (`messages/`). */
export interface BriscaMessages extends GameMessages {
  /** The narration (`watch`), shared by `play`. */
  readonly words: BriscaWords;
  /** `escoba play`. */
  readonly play: BriscaPlayMessages;
  /** `replay --pretty` and `analyze --pretty` of a Brisca record. */
  readonly pretty: {
    readonly head: (title: string, game: string, table: string, rules: string) => string;
    readonly analysisHead: (head: string, hands: number, actions: number, forced: number) => string;
    readonly analysisColumns: readonly string[];
    readonly noFixedSides: string;
    readonly hand: (handNo: number, dealer: number, alcaldeAgainst: string | null, trump: string, leftOut: string | null) => string;
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
    readonly tallyPrefix: string;
    readonly tally: (seat: number, alcalde: number, kept: number, partner: number) => string;
  };
  /** The text report of a Brisca or Alcalde `match`. */
  readonly match: {
    readonly setupLine: (game: string, table: string, rules: string, seed: number) => string;
    readonly alcaldeRotation: string;
    readonly hands: (hands: number, decks: number, seatings: number, how: string) => string;
    readonly oneDeck: string;
    readonly margin: (margin: string, ci: string) => string;
    readonly notes: string;
    readonly rows: { readonly handsWon: string; readonly cardPointsPerHand: string };
  };
  /** `--players` that is not a whole number. */
  readonly players: (got: string) => string;
  /** The rows of `escoba bench`, in the order of its figures. */
  readonly bench: readonly [string, string, string, string];
}

export interface BriscaWords {
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
  /** `players`: who plays (`messages.watchPlayers`). */
  readonly intro: (title: string, players: string, seed: number, game: number, table: string, rules: string) => string;
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

/** A well-formed play from the person's hand, by position and by name: `1+2` and `3o+12b`. */
export interface PlayExample {
  readonly numbers: string;
  readonly names: string;
}

export interface BriscaPlayMessages {
  readonly prompt: (range: string, alcalde: boolean) => string;
  /** `the first side to win 2 hands wins`. */
  readonly briscaGoal: (wins: number) => string;
  readonly alcaldeGoal: (keep: number, hands: number) => string;
  readonly intro: (title: string, table: string, rules: string, goal: string) => string;
  readonly cardsHelp: string;
  readonly where: (handNo: number, trick: number) => string;
  readonly afterHand: (handNo: number) => string;
  readonly trumpDrawn: (suit: string) => string;
  readonly trumpCard: (card: string) => string;
  readonly turn: (handNo: number, trick: number, trump: string, stock: number, points: string) => string;
  readonly alcaldePoints: (alcalde: number, partners: number) => string;
  readonly youLead: string;
  readonly trickSoFar: (cards: string, leader: string, youLed: boolean) => string;
  readonly othersHold: (list: string) => string;
  readonly other: (seat: number, cards: number, partner: boolean) => string;
  readonly known: (list: string) => string;
  readonly yourHand: string;
  readonly mayExchange: (action: string, card: string, trump: string) => string;
  readonly alcaldeTwo: string;
  readonly noExchange: string;
  readonly notACardInHand: (text: string) => string;
  readonly alcaldeNamesTwo: string;
  /** `4o is not in your hand (you hold 11c 10o 3b).` */
  readonly notInHand: (card: string, hand: string) => string;
  /** `1+1` or `3o+3o`: the same card named twice; `example` from the person's hand. */
  readonly sameCardTwice: (card: string, example: PlayExample) => string;
  /** Two cards from a seat that plays one. */
  readonly oneCardATurn: (example: PlayExample) => string;
  /** After a trick: the cards the person drew (`5c (five of cups)`), and the trump card when it was theirs (null when not). */
  readonly drew: (cards: readonly string[], trump: string | null) => string;
  readonly notLegal: (action: string) => string;
  readonly help: readonly string[];
  readonly noHints: string;
  readonly hint: (action: string, label: string) => string;
  readonly exchangeLabel: (card: string) => string;
  readonly gameOver: (hands: number, who: string, wins: string) => string;
  readonly alcaldeOver: (hands: number, tally: string | null) => string;
  readonly tally: (who: string, alcalde: number, kept: number, partner: number) => string;
}
