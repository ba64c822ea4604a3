import type { Bot, BotConfig } from './bot.js';
import { searchBot, searchFor, type SearchSettings } from './search/pimc.js';

/**
 * The hard level's search: determinized greedy rollouts to the end of the hand, no exact endgame, worlds
 * sampled uniformly, and rollouts whose lookahead uses the sampled world's cards of the next player.
 */
export const HARD_SETTINGS: SearchSettings = {
  simulations: 240,
  minWorlds: 24,
  exactEndgame: false,
  policy: { layLoss: 0.05, epsilon: 0, lookahead: 'actual' },
};

/** Determinized search (sampled deals of the hidden cards) with greedy rollouts. */
export function hardBot(config: BotConfig = {}): Bot {
  return searchBot('hard', searchFor(HARD_SETTINGS, config));
}
