import type { BotConfig, BotLevel, GameAnalyst, GameBot, GameRecordError, OmniscientFactory } from '@escoba/cards';
import type { AnyGamePlugin, GamePlugin } from '@escoba/games';
import type { Parsed } from '../command.js';
import type { DuplicateGame } from '../duplicate/types.js';
import type { ErrorFacts } from '../messages/error-types.js';
import type { GameMessages, Lang, Messages } from '../messages/index.js';
import type { GameTexts } from '../messages/rules-types.js';
import type { PresetSource } from '../rule-sources.js';

/**
 * What the commands need of one game beyond its plugin (`@escoba/games`: rules and bots): how its tables are told,
 * played in the terminal, reviewed and measured. Each game's folder (`games/<id>/`) exports one; `catalog.ts` lists
 * them. The commands look the game up once and call these parts; nothing outside `games/<id>/` names a game.
 * `State`, `Action` and `View` are the game's own types; the catalog holds them forgotten ({@link AnyCliGame}).
 */
export interface CliGame<State, Action, View> {
  readonly plugin: GamePlugin<unknown, State, Action, View, unknown, unknown>;
  /** The words `--game` names this game by in its error (its id, and presets that stand for it: `alcalde`). */
  readonly words: readonly string[];
  /**
   * The game's own words in each language (`games/<id>/messages/`): its code reads them itself; the shared catalogue
   * lists them (`messages(lang).games`) and takes the game's parts of the help from them.
   */
  readonly messages: Readonly<Record<Lang, GameMessages>>;
  /** Its presets and options told in a language other than the engine's English (`escoba rules --lang es`). */
  readonly ruleTexts: Readonly<Partial<Record<Lang, GameTexts>>>;
  /** An example of a rules object, in the errors about `--rules`. */
  readonly rulesExample: string;
  /** A new game from the table options (`players` undefined: the game's default for the rules), or the problem. */
  newTable(request: TableRequest, m: Messages): Parsed<State>;
  /** `--hands` (at most that many hands): the default for a game, or `refused` when the game takes no `--hands`. */
  readonly hands: { readonly refused?: (m: Messages) => string; readonly defaultFor: (start: State) => number | undefined };
  /**
   * `escoba watch`: one game told for people, played at random, or by `bots` (one per seat) when given; `beats` gets
   * the line count after each action.
   */
  watch(start: State, seed: number, index: number, lang: Lang, hands: number | undefined, beats: number[], bots: readonly GameBot<View, Action>[] | null): string[];
  /** `escoba play`: a terminal session against the plugin's bots. */
  session(config: SessionConfig<State>, write: (text: string) => void): PlaySession;
  /** `replay --pretty`: the table of one replayed record. */
  prettyReplay(title: string, state: State, lang: Lang): string[];
  readonly analysis: GameAnalysis;
  /** `escoba rules`: this game's section, its rules' label, and the JSON fields it adds at the top (the first game's). */
  readonly rules: GameRulesText;
  /** How this game's engine errors are told (`engine-errors.ts`, `record-errors.ts` hold the shared part). */
  readonly errors: GameErrors;
  /** The bot protocol (docs/bot-protocol.md) for this game: `escoba bot` and `cmd:` bots of `escoba match`. */
  readonly botWire: BotWire<View, Action>;
  /** `escoba match`: this game in the duplicate harness (`duplicate/`). */
  readonly duplicate: DuplicateGame<State>;
  /**
   * `escoba match --a omniscient`: the game's omniscient player (`@escoba/bots/ceiling`), a measuring tool that sees
   * every card; absent, the game has none and the option is refused.
   */
  readonly ceiling?: OmniscientFactory<State, Action>;
  /**
   * `escoba match --a perfect-inference`: the game's expert with the other seats' true hands in its worlds
   * (`@escoba/bots/ceiling`), a measuring tool that reads the state; absent, the game has none and the option is refused.
   */
  readonly perfectInference?: (config?: BotConfig) => { choose(state: State): Action };
  /** `escoba bench`: this game's figures. */
  readonly bench: GameBench;
}

/** A game whose types are forgotten: what the catalog holds and the commands use. */
export type AnyCliGame = CliGame<unknown, unknown, unknown>;

/** `game` as an {@link AnyCliGame}: its functions take only what its own plugin made, so this is a cast. */
export const anyCliGame = <S, A, V>(game: CliGame<S, A, V>): AnyCliGame => game as unknown as AnyCliGame;

/** The plugin of a game, forgotten too. */
export const pluginOf = (game: AnyCliGame): AnyGamePlugin => game.plugin as AnyGamePlugin;

/** The table options a command was given; `rules` is already the game's default when `--rules` was not given. */
export interface TableRequest {
  readonly rules: string;
  readonly players?: string;
  readonly partnerships?: boolean;
}

/** A session of `escoba play` as the terminal loop drives it. */
export interface PlaySession {
  start(): void;
  input(line: string): void;
  endOfInput(): void;
  prompt(): string;
  readonly finished: boolean;
  record(): Record<string, unknown>;
}

/** What a game's session is made from (options checked by `commands/play.ts`). */
export interface SessionConfig<State> {
  readonly start: State;
  readonly human: number;
  /** Level per seat; null for the person's seat. */
  readonly levels: readonly (BotLevel | null)[];
  readonly seed: number;
  readonly lang: Lang;
  readonly bot: BotConfig;
  /** At most this many hands (games with `--hands`). */
  readonly hands?: number;
  /** Extra fields for the game record (the seed, who sat where). */
  readonly meta?: Record<string, unknown>;
}

/** One line of `escoba analyze`: every game's lines carry a `type` (`play`, `summary`, `error`). */
export interface AnalysisLine {
  readonly type: string;
  readonly hand?: number;
}

export interface GameAnalysis {
  /** A loss above this is a mistake, unless `--threshold` says otherwise (in the game's unit: points, card points). */
  readonly defaultThreshold: number;
  /** The lines of one parsed record: one per action, then a summary; or one error line. */
  run(input: unknown, index: number, analyst: GameAnalyst<unknown, unknown>, threshold: number): Iterable<AnalysisLine>;
  /** `analyze --pretty`: the table of one analysed record. */
  pretty(title: string, input: unknown, lines: readonly AnalysisLine[], lang: Lang): string[];
}

export interface GameRulesText {
  /** The game's section of `escoba rules` (presets, their values, the options). */
  text(m: Messages): string[];
  /** `classic with target 15`: resolved rules as a preset and what differs from it. */
  label(rules: unknown, lang: Lang): string;
  /** The rule texts each preset was written from, by preset name (`rule-sources.ts` names them). */
  readonly sources: Readonly<Record<string, PresetSource>>;
  /** `escoba rules RULES` names the game before the resolved values. */
  readonly namedWhenResolved: boolean;
  /** Fields `escoba rules --json` prints before `games` when this is the first game (its presets and options). */
  topJson?(): Record<string, unknown>;
}

export interface GameErrors {
  /** The facts of a rules error of this game (`rulesFacts` of engine-errors.ts with the game's presets). */
  rules(input: unknown, error: { readonly code: string; readonly message: string; readonly option?: string }): ErrorFacts;
  /** A table error (players, partnerships) for rules that resolved. */
  table(rulesInput: unknown, players: unknown, partnerships: unknown, error: { readonly code: string; readonly message: string }): ErrorFacts;
  /** What a record says at its illegal play, and why the engine refused it there. */
  illegalPlay(record: Record<string, unknown>, error: GameRecordError, m: Messages): Partial<ErrorFacts>;
}

/** The bot protocol of a game: a view becomes a request line and back, and an answer an action. */
export interface BotWire<View, Action> {
  /** The request line (JSON) for the seat on turn in `view`. */
  request(view: View): string;
  /** The view a request line describes, or what is wrong with it. */
  read(line: string): Parsed<View>;
  /** A bot program's answer, as one of the legal actions of `view`, or why it is not one. */
  answer(line: string, view: View): Parsed<Action>;
}

/** `escoba bench`: figures measured for `seconds` each, their `--json` fields and their labelled rows. */
export interface GameBench {
  /** Its `--json` fields as the help names them: `"hands2p", "hands4p"`, or `"<id>": {...}` for a game after the first. */
  readonly jsonShape: string;
  run(seconds: number): Readonly<Record<string, number>>;
  json(figures: Readonly<Record<string, number>>): Record<string, unknown>;
  rows(figures: Readonly<Record<string, number>>, lang: Lang): [string, number][];
}
