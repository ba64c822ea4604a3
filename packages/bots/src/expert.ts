import type { SeatView } from '@escoba/engine';
import type { Analyst, Bot, BotConfig } from './bot.js';
import { DEFAULT_POLICY } from './search/heuristic.js';
import { searchBot, searchFor, type SearchSettings } from './search/pimc.js';

/**
 * The expert's search: worlds sampled in proportion to how well they explain the other seats' plays of the
 * current deal, rollouts by the card-counting greedy policy, the last deal of two-player hands solved
 * exactly (at the root once the stock is empty, and at the end of every rollout before that).
 */
export const EXPERT_SETTINGS: SearchSettings = {
  simulations: 4800,
  minWorlds: 480,
  exactEndgame: true,
  exactRolloutsFromStock: 12,
  inference: 6,
  policy: DEFAULT_POLICY,
};

/** The expert bot: plays the play of highest expected hand margin, as {@link createAnalyst} estimates it. */
export function expertBot(config: BotConfig = {}): Bot {
  return searchBot('expert', searchFor(EXPERT_SETTINGS, config));
}

/**
 * Estimates every legal play with the expert's search: the expected own-side hand points and margin
 * (own side's hand points minus the average of the other sides'). Exact once a two-player hand's stock
 * is empty.
 */
export function createAnalyst(config: BotConfig = {}): Analyst {
  const search = searchFor(EXPERT_SETTINGS, config);
  return { estimate: (view: SeatView) => search.estimate(view) };
}
