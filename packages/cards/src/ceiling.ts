import type { BotConfig } from './bot.js';

/**
 * The name of the omniscient player of `escoba match --a omniscient`: a measuring tool, never a level. It is not in
 * `BOT_LEVELS`, no game plugin's `bots` offers it, and neither the server nor the web app can reach it.
 */
export const OMNISCIENT = 'omniscient';

/**
 * A player that sees the whole game state, every hidden card and the stock's order included: the ceiling the levels
 * are measured against (docs/strength.md). It takes the state, not a seat's view, which is why it lives apart from
 * the levels (`@escoba/bots/ceiling`) and only the CLI's match command plays it.
 */
export interface OmniscientBot<State, Action> {
  readonly level: typeof OMNISCIENT;
  /** The action for the seat on turn in `state` (a state between hands or at the end of the game throws). */
  choose(state: State): Action;
}

/** Makes a game's omniscient player; the same config and state give the same action. */
export type OmniscientFactory<State, Action> = (config?: BotConfig) => OmniscientBot<State, Action>;
