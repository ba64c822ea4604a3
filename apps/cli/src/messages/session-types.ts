import type { ErrorFacts } from './error-types.js';

/** The sentences of `escoba play`: what both games' sessions share, then Escoba's and Brisca's own. */

/** The command words `play` understands; every language's words are understood whatever `--lang` says. */
export interface SessionWords {
  readonly help: readonly string[];
  readonly quit: readonly string[];
  readonly hint: readonly string[];
  readonly show: readonly string[];
  readonly back: readonly string[];
  readonly claim: readonly string[];
  /** `lay 7o`: lay a card without taking (Escoba). */
  readonly lay: readonly string[];
  /** Exchange the 7 (or 2) of trumps for the trump card (Brisca). */
  readonly exchange: readonly string[];
}

export interface SessionMessages {
  /** The first word of each list is the one the help and the prompts show. */
  readonly words: SessionWords;
  /** The person in the lines that name a seat: `you`. */
  readonly you: string;
  /** `seat 1 (you)`: the person's seat where a seat is named. */
  readonly seatYou: (seat: number) => string;
  /** `seat 2 easy (your partner)`: a computer seat in the introduction. */
  readonly bot: (seat: number, level: string, partner: boolean) => string;
  /** `You are seat 1 (side 1). Bots: ...` (`side` null without partnerships). */
  readonly youAre: (seat: number, side: number | null, bots: string) => string;
  readonly seedLine: (seed: number | string) => string;
  /** `Not allowed: <reason>.` */
  readonly notAllowed: (reason: string) => string;
  /** What `play` says to a line it cannot read (its notation error told as facts): one sentence, then the pointer to the help. */
  readonly notUnderstood: (line: string, facts: ErrorFacts) => string;
  /** `Type a number from 1 to 3 (your hand), a card like 3o, or help.` */
  readonly typeNumber: (n: number, example: string) => string;
  readonly inputEnded: (where: string, score: string | null) => string;
  readonly left: (where: string, score: string | null) => string;
  readonly notYourTurn: string;
  readonly recordSaved: (path: string) => string;
  /** `detail` is the system's message, `code` its error code (ENOENT, EACCES, ...). */
  readonly cannotWriteRecord: (path: string, code: string | undefined, detail: string) => string;
  readonly youWin: string;
  readonly yourSideWins: string;
  /** `Seat 1 wins` / `Side 1 (seats 1, 3) wins`: `who` is the side's label. */
  readonly sideWins: (who: string) => string;
  /** A game that ended level (Brisca's one-hand game, 60-60): nobody wins. */
  readonly drawnGame: string;
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
  readonly notLegal: (action: string) => string;
  readonly help: readonly string[];
  readonly noHints: string;
  readonly hint: (action: string, label: string) => string;
  readonly exchangeLabel: (card: string) => string;
  readonly gameOver: (hands: number, who: string, wins: string) => string;
  readonly alcaldeOver: (hands: number, tally: string | null) => string;
  readonly tally: (who: string, alcalde: number, kept: number, partner: number) => string;
}
