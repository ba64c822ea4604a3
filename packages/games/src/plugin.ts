import type { BotConfig, BotLevel, GameAnalyst, GameBot, GameDefinition } from '@escoba/cards';

/** A game's computer players: the levels it offers, a bot of a level, and (when the game has one) its analyst. */
export interface GameBots<View, Action, Estimate> {
  /** The levels of this game's bots, weakest first (today every game offers all of `BOT_LEVELS`). */
  readonly levels: readonly BotLevel[];
  /** A bot of `level` (an unknown level throws, naming the levels); its only input is a seat's view. */
  create(level: BotLevel, config?: BotConfig): GameBot<View, Action>;
  /** The expert's estimate of every legal action (hints, reviews), for games that have one. */
  analyst?(config?: BotConfig): GameAnalyst<View, Estimate>;
  /**
   * The private action (Brisca's seña) a bot of `level` makes at once, before any thinking, or null: what its
   * `choose` would return first. A server asks this on the spot so that a seña costs no search time. Absent: the
   * game has no private actions.
   */
  privateAction?(level: BotLevel, view: View): Action | null;
}

/**
 * Everything generic code needs of one game: its rules (`definition`, a `GameDefinition` of `@escoba/cards`) and
 * its bots. A server, the web's bot worker and the CLI's `escoba bot` hold a plugin and never name a game.
 */
export interface GamePlugin<Rules, State, Action, View, Summary, Estimate> {
  readonly definition: GameDefinition<Rules, State, Action, View, Summary>;
  readonly bots: GameBots<View, Action, Estimate>;
}

/**
 * A plugin whose types are forgotten: what code that learns the game at run time (from a table, a request line or
 * a worker message) holds. It must give the plugin's methods only what the same plugin made, e.g. the views of
 * its own `definition`.
 */
export type AnyGamePlugin = GamePlugin<unknown, unknown, unknown, unknown, unknown, unknown>;

