import type { Card } from './card.js';
import type { Result } from './result.js';
import type { Rng } from './rng.js';

/**
 * The boundary every game of the Spanish pack implements (Escoba, Brisca, Alcalde, …), in the spirit of
 * boardgame.io's `Game` and OpenSpiel's `Game`/`State`: one definition object per game, explicit chance
 * (the only randomness is the deck order given to {@link GameDefinition.deal}), immutable states,
 * `Result`-typed errors with stable codes, and per-seat views as the only way hidden cards leave the engine.
 *
 * Generic tools (the CLI's `rules`, `replay` and `selfplay`, web forms, the server's game loop, search bots)
 * are written against this interface; anything a game needs beyond it stays in the game's own package.
 * A seat is a number `0..players-1` in playing order; a side is an index into an outcome's `sides`.
 */

/** Every error a definition returns: a stable machine-readable code and a sentence for people. */
export interface GameError {
  readonly code: string;
  readonly message: string;
}

/** A record error: where in the record it is (hand and play counted from 0), when it is in a hand. */
export interface GameRecordError extends GameError {
  readonly hand?: number;
  readonly play?: number;
}

/** The type of a rule option, for command lines and forms. */
export type OptionType =
  | { readonly kind: 'boolean' }
  | { readonly kind: 'enum'; readonly values: readonly string[] }
  | { readonly kind: 'integer'; readonly min: number; readonly max: number };

/** One rule option: `escoba rules` prints these, the web app builds its forms from them. */
export interface OptionDescription {
  readonly name: string;
  readonly type: OptionType;
  readonly meaning: string;
}

/** One named rule set. */
export interface PresetDescription {
  readonly name: string;
  /** Where the rules come from (seed ids, books, sites). */
  readonly source: string;
  readonly summary: string;
}

/** A table the rules allow: how many seats and whether they play in partnerships. */
export interface TableDescription {
  readonly players: number;
  readonly partnerships: boolean;
}

/** What {@link GameDefinition.newGame} takes; `rules` is anything {@link GameDefinition.resolveRules} accepts. */
export interface GameSetup {
  readonly rules?: unknown;
  readonly players: number;
  readonly partnerships?: boolean;
}

/** Where a game is: waiting for a deal (a chance event), a seat to act, or decided. */
export type GamePhase = 'deal' | 'play' | 'over';

/**
 * Who played with whom and how it went, for a hand or a match. `sides` lists the seats of each side (a seat
 * playing alone is its own side); `points` is per side in the game's own unit (card points for a Brisca hand,
 * game points for Escoba, hands won for a match); `winner` is a side index, or null for a draw or no winner.
 */
export interface Outcome {
  readonly sides: readonly (readonly number[])[];
  readonly points: readonly number[];
  readonly winner: number | null;
}

/** How a game's records are read and written (e.g. `escoba-record/1`, `brisca-record/1`). */
export interface RecordCodec<State, Summary> {
  /** The `format` string records carry. */
  readonly format: string;
  /** Checks a record (parsed JSON) and replays it; returns the final state or where and why it is wrong. */
  replay(input: unknown): Result<State, GameRecordError>;
  /** The record of a game so far (finished hands plus the current one); `meta` fields are kept as they are. */
  make(state: State, meta?: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The replay summary (`escoba replay` prints it as one JSON line). */
  summarize(state: State): Summary;
}

/**
 * One game of the Spanish pack.
 * `Rules` resolved rule set, `State` immutable game state, `Action` one move of the seat on turn,
 * `View` what one seat (or a spectator) may see, `Summary` a record's replay summary.
 */
export interface GameDefinition<Rules, State, Action, View, Summary = unknown> {
  /** Short name used on command lines and in records: `escoba`, `brisca`. */
  readonly id: string;
  readonly name: string;
  readonly presets: readonly PresetDescription[];
  readonly options: readonly OptionDescription[];
  /** A preset name or `{preset?, ...options}` (records, command lines, forms), checked. */
  resolveRules(input: unknown): Result<Rules, GameError>;
  /** The tables the rules allow. */
  tables(rules: Rules): readonly TableDescription[];
  /** A game before its first deal. */
  newGame(setup: GameSetup): Result<State, GameError>;
  readonly phase: (state: State) => GamePhase;
  /** How many seats the game has (seats are `0..players-1`). */
  players(state: State): number;
  /** How many cards the deck given to {@link deal} holds for this game's table (40, or 39 for 3-player Brisca). */
  deckSize(state: State): number;
  /** A uniformly random deck the rules accept for the next deal: the caller's chance event, from `rng`. */
  randomDeck(state: State, rng: Rng): Card[];
  /** The seat that must deal next, or null when any seat may (the first hand). */
  nextDealer(state: State): number | null;
  /** The chance event that starts a hand: `deck` (ids or notation, index 0 the top card) dealt by `dealer`. */
  deal(state: State, deck: readonly (Card | string)[], dealer?: number): Result<State, GameError>;
  /** The seat to act, or null when no hand is being played. */
  turn(state: State): number | null;
  /** Every legal action of the seat on turn, in a fixed order (the kernels list them in the same order). */
  legalActions(state: State): Action[];
  /** Why `action` is illegal here, or null when it is legal. */
  check(state: State, action: Action): GameError | null;
  /** The state after a legal action, or for an illegal one the error `check` gives; the input state is never changed. */
  apply(state: State, action: Action): Result<State, GameError>;
  /** What `seat` may see (`null`: a spectator): the only way hidden cards leave the engine. Deep copies. */
  view(state: State, seat: number | null): View;
  /**
   * Exactly `JSON.stringify(view(state, seat))`, written with less work than the view and its text (a server writes
   * every seat's view at every move). Absent: a server writes the text of {@link view}.
   */
  viewText?(state: State, seat: number | null): string;
  /** The current (or just finished) hand's outcome once it is finished, else null. */
  handOutcome(state: State): Outcome | null;
  /** The match's outcome once it is decided, else null (always null for games without a match end). */
  matchOutcome(state: State): Outcome | null;
  parseAction(text: string): Result<Action, GameError>;
  /** The canonical notation of an action (two actions are the same when their notations are). */
  makeAction(action: Action): string;
  /**
   * Whether an action is for some seats' eyes only (Brisca's seña): it changes no spectator's view and does not pass
   * the turn, so a server logs it but publishes it without its content. Absent: every action is public.
   */
  isPrivate?(action: Action): boolean;
  /**
   * The seats that may learn of a private action `seat` makes in `state` (Brisca: its own side): a server tells
   * them, and nobody else, that it was made. Required with {@link isPrivate}.
   */
  privateTo?(state: State, seat: number): readonly number[];
  readonly record: RecordCodec<State, Summary>;
  /**
   * A full state consistent with what `view` shows (its seat's own knowledge): the unseen cards are dealt at
   * random from `rng` among the other hands and the stock. For search bots (determinization); the state can
   * be played on with {@link apply} but its deck order before the current position is not the real one.
   */
  sampleState(view: View, rng: Rng): State;
}
