import type { ErrorMessages } from './error-types.js';
import type { GameHelp, HelpMessages } from './help-types.js';
import type { RulesMessages } from './rules-types.js';
import type { SessionMessages } from './session-types.js';

/** Language of the text for people: en (default) or es. */
export type Lang = 'en' | 'es' | 'pt';

/** Counted nouns: `1 card`, `2 cards`. */
export type Noun = 'card' | 'coin' | 'seven' | 'point' | 'hand' | 'trick';

type Seats = readonly number[];
type Sides = readonly Seats[];

/**
 * The words every game's commands share, in one language: labels, the reports' common parts, `play`'s common
 * sentences, the rules listing, the errors and the help. Each game's own words are in its folder
 * (`games/<id>/messages/`); `games` holds them too, so that a language's catalogue is one whole.
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
  readonly errorPrefix: (command: string) => string;
  /** `--lang` (or ESCOBA_LANG) is neither en nor es. */
  readonly badLang: (given: string) => string;
  /** `replay --pretty` and `analyze --pretty`: what every game's tables say. */
  readonly pretty: {
    readonly title: (record: number, line: number | null) => string;
    readonly winner: (who: string, zeroCards: boolean) => string;
    readonly forced: string;
    readonly mistake: string;
    readonly loss: (who: string, loss: string, mistakes: number, threshold: number) => string;
  };
  /** The text report of `match`: what every game's report says. */
  readonly match: {
    readonly swap: string;
    readonly rotate: string;
    readonly stoppedEarly: (requested: number) => string;
    readonly to: string;
    readonly rows: {
      readonly winRateCI: string;
      readonly ci: string;
      readonly msMedian: string;
      readonly msP99: string;
    };
    readonly sprtHead: (p0: string, p1: string, alpha: number, beta: number) => string;
    readonly llr: (llr: string, lower: string, upper: string) => string;
    readonly h1: (games: number, llr: string) => string;
    readonly h0: (games: number, delta: string, llr: string) => string;
    readonly undecided: (games: number, llr: string) => string;
  };
  /** The closing line of `watch`: the command that writes the watched game's record. */
  readonly recordHint: (command: string) => string;
  /** Who plays the game `watch` tells: `random legal plays`, or each seat's bot level (`seat 0 expert, seat 1 medium`). */
  readonly watchPlayers: (levels: readonly string[] | null) => string;
  /** After a game played by bots: how to watch another with the same levels (no record hint: selfplay plays at random). */
  readonly watchBotsNote: string;
  /** `escoba play`: what every game's session says. */
  readonly session: SessionMessages;
  readonly rules: RulesMessages;
  readonly errors: ErrorMessages;
  readonly help: HelpMessages;
  /** The plain output of `escoba bench`. */
  readonly bench: {
    /** The locale of the figures' digit grouping (`3,768` / `3768`). */
    readonly locale: string;
    readonly head: string;
    readonly unknownCpu: string;
  };
  /** Each game's own words in this language, by game id (`CliGame.messages`), in the catalog's order. */
  readonly games: Readonly<Record<string, GameMessages>>;
}

/** What every game's own words hold for the shared text: its parts of the help. */
export interface GameMessages {
  readonly help: GameHelp;
}
