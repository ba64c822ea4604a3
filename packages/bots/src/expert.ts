import type { SeatView } from '@escoba/engine';
import { assertOnTurn, type Analyst, type Bot, type BotConfig } from './bot.js';
import { bestEstimate, DeterminizedSearch, type SearchSettings } from './search/pimc.js';

/**
 * The expert's search: determinized greedy rollouts, the last deal of two-player hands solved
 * exactly (at the root once the stock is empty, and at the end of every rollout before that).
 */
export const EXPERT_SETTINGS: SearchSettings = { simulations: 4800, minWorlds: 480, exactEndgame: true, exactRolloutsFromStock: 12 };

function expertSearch(config: BotConfig): DeterminizedSearch {
  const settings: SearchSettings =
    config.iterations !== undefined ? { ...EXPERT_SETTINGS, simulations: config.iterations, minWorlds: 1 } : EXPERT_SETTINGS;
  return new DeterminizedSearch(settings, config);
}

/** The expert bot: plays the play of highest expected hand margin, as {@link createAnalyst} estimates it. */
export function expertBot(config: BotConfig = {}): Bot {
  const search = expertSearch(config);
  return {
    level: 'expert',
    choose(view: SeatView) {
      assertOnTurn(view);
      if (view.legal.length === 1) return view.legal[0]!;
      return bestEstimate(search.estimate(view)).play;
    },
  };
}

/**
 * Estimates every legal play with the expert's search: the expected own-side hand points and margin
 * (own side's hand points minus the average of the other sides'). Exact once a two-player hand's stock
 * is empty.
 */
export function createAnalyst(config: BotConfig = {}): Analyst {
  const search = expertSearch(config);
  return { estimate: (view: SeatView) => search.estimate(view) };
}
