/**
 * The levels of every game's computer players, weakest first: the same names in every game, so a command line, a
 * table config or a settings screen offers one list. Each game's bots (its plugin in `@escoba/games`) give each
 * level its own meaning.
 */
export const BOT_LEVELS = ['random', 'easy', 'medium', 'hard', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export const isBotLevel = (x: unknown): x is BotLevel => typeof x === 'string' && (BOT_LEVELS as readonly string[]).includes(x);

/** How a bot of any game is made: the same three knobs in every game. */
export interface BotConfig {
  /** Seed of the bot's random choices (default 1). */
  readonly seed?: number | string;
  /**
   * Search effort per decision for the search bots (determinizations, simulations, sampled worlds): a fixed
   * number makes decisions reproducible; tests use it. Each level has its own default.
   */
  readonly iterations?: number;
  /**
   * Wall-clock budget per decision in milliseconds, for play in the product. When set, the search stops at this
   * budget or at `iterations`, whichever comes first, and is no longer reproducible.
   */
  readonly timeMs?: number;
}

/**
 * A computer player of any game: its only input is the view of the seat it plays for (a game's
 * {@link GameDefinition.view}), so it cannot see hidden cards. The same bot configuration and the same
 * view always give the same action.
 */
export interface GameBot<View, Action> {
  readonly level: string;
  /** The action for the seat whose view this is; that seat must be on turn. */
  choose(view: View): Action;
}

/** A game's analyst: an estimate of every legal action of the seat on turn (hints, reviews, `escoba analyze`). */
export interface GameAnalyst<View, Estimate> {
  estimate(view: View): readonly Estimate[];
}
