import type { SeatView } from '@escoba/engine';
import { assertOnTurn, type Bot, type BotConfig } from './bot.js';
import { bestEstimate, DeterminizedSearch, type SearchSettings } from './search/pimc.js';

/** The hard level's search: determinized greedy rollouts to the end of the hand, no exact endgame. */
export const HARD_SETTINGS: SearchSettings = { simulations: 240, minWorlds: 24, exactEndgame: false };

/** Determinized search (sampled deals of the hidden cards) with greedy rollouts. */
export function hardBot(config: BotConfig = {}): Bot {
  const settings: SearchSettings = config.iterations !== undefined ? { ...HARD_SETTINGS, simulations: config.iterations, minWorlds: 1 } : HARD_SETTINGS;
  const search = new DeterminizedSearch(settings, config);
  return {
    level: 'hard',
    choose(view: SeatView) {
      assertOnTurn(view);
      if (view.legal.length === 1) return view.legal[0]!;
      return bestEstimate(search.estimate(view)).play;
    },
  };
}
