import type { ErrorFacts } from './error-types.js';

/** The sentences of `escoba play` every game's session shares; each game's own are in `games/<id>/messages/`. */

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
