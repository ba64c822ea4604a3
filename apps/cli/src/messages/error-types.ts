import type {
  ActionError,
  ActionNotationError,
  ConfigError as BriscaConfigError,
  DealError as BriscaDealError,
  RecordError as BriscaRecordError,
} from '@escoba/brisca';
import type { DealError, DeckError, NotationError, OptionDescription, PlayError, RecordError, RulesError, TableError } from '@escoba/engine';

/** Every code the engines' typed errors carry (`test/engine-errors.test.ts` also finds them in the engines' sources). */
export type EngineErrorCode =
  | NotationError['code']
  | DeckError['code']
  | DealError['code']
  | PlayError['code']
  | RulesError['code']
  | TableError['code']
  | RecordError['code']
  | ActionNotationError['code']
  | ActionError['code']
  | BriscaConfigError['code']
  | BriscaDealError['code']
  | BriscaRecordError['code'];

/**
 * An engine error as the CLI tells it: the engine's code and English message, and what the CLI found out about
 * it from what it was doing (the play tried, the rules given, the record read), so that another language can
 * say the same with the same details. Each fact is there only when it applies.
 */
export interface ErrorFacts {
  readonly code: string;
  /** The engine's own sentence: the English text, and the fallback for a code no catalogue knows. */
  readonly message: string;
  /** Which of the code's causes it is, when it has several (e.g. why no renuncio can be claimed). */
  readonly reason?: string;
  /** The card at fault, in notation. */
  readonly card?: string;
  /** A second card: the trump card, the card that can. */
  readonly other?: string;
  /** Cards named (a set taken, the table, a hand), in notation. */
  readonly cards?: readonly string[];
  /** Alternatives: the sets a card could take, the presets, the options, the player counts. */
  readonly choices?: readonly string[];
  readonly sum?: number;
  /** The text that does not parse, and the part of it that is not a card. */
  readonly input?: string;
  readonly part?: string;
  readonly option?: string;
  /** The value given, as JSON. */
  readonly value?: string;
  /** What the option takes. */
  readonly expected?: OptionDescription['type'];
  readonly preset?: string;
  /** A well-formed example of what was expected, e.g. `{"preset": "classic", "target": 15}`. */
  readonly example?: string;
  readonly seat?: number;
  /** Where in a record, counting from 0 as the engines do. */
  readonly hand?: number;
  readonly play?: number;
  /** The nested error, already told: a record's illegal play, its rules. */
  readonly inner?: string;
}

/** The CLI's own errors and notes on stderr (option checks, input, progress), and how engine errors are told. */
export interface ErrorMessages {
  readonly wholeNumber: (option: string, min: number, max: number | null, got: string) => string;
  readonly seconds: (option: string, max: number, got: string) => string;
  readonly fraction: (option: string, lo: number, hi: number, got: string) => string;
  readonly threshold: (got: string) => string;
  /** How the rules argument of `escoba rules` is named in its errors. */
  readonly rulesArgument: string;
  readonly notJson: (what: string, detail: string) => string;
  readonly rulesText: (what: string, presets: readonly string[], example: string, got: string) => string;
  /** `--players: <the engine's error, told>`. */
  readonly optionProblem: (option: string, sentence: string) => string;
  readonly level: (option: string, levels: readonly string[], got: string) => string;
  readonly levelsCount: (n: number, got: string) => string;
  readonly game: (words: readonly string[], got: string) => string;
  readonly rulesOfOtherGame: (preset: string, game: string, asked: string) => string;
  readonly botRequired: (option: string, levels: readonly string[]) => string;
  readonly cmdEmpty: (option: string) => string;
  readonly unknownBot: (option: string, got: string, levels: readonly string[]) => string;
  readonly noCeiling: (option: string, game: string) => string;
  readonly noPerfectInference: (option: string, game: string) => string;
  readonly sprtWithout: string;
  readonly envLang: (given: string) => string;
  readonly noFile: (path: string) => string;
  readonly isDirectory: (path: string) => string;
  readonly denied: (path: string) => string;
  readonly cannotRead: (path: string, detail: string) => string;
  readonly cannotReadStdin: (detail: string) => string;
  readonly readingStdin: string;
  readonly noRecords: string;
  readonly hint: (hint: string) => string;
  readonly hintArray: string;
  readonly hintSpread: (detail: string) => string;
  readonly failed: (failed: number, total: number) => string;
  /** `line 3: not valid JSON: <detail>`. */
  readonly lineNotJson: (line: number, detail: string) => string;
  /** The detail of a JSON parser error (Node's own English sentence) in this language. */
  readonly jsonDetail: (parserMessage: string) => string;
  readonly progressMatch: (games: number, total: number, aWins: number, bWins: number) => string;
  /** The progress bar of `match` on a terminal (a cli-progress format). */
  readonly progressBar: string;
  readonly progressAnalyze: (record: number, records: number, hand: number, hands: number) => string;
  /**
   * After a record's card that is not in the hand or on the table: what the seat holds and the deal the record
   * makes, as the likely cause (the engine's English message says it itself).
   */
  readonly dealHint: (seat: number, held: readonly string[], players: number, partnerships: boolean, dealer: number) => string;
  /** An engine error told in this language: by its code and facts, or the engine's message for a code not in the catalogue. */
  readonly engine: (facts: ErrorFacts) => string;
  /** One error line of the command-line parser (commander), e.g. `error: unknown option '--x'`, in this language. */
  readonly commander: (line: string) => string;
}
