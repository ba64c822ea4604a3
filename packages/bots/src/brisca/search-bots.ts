import type { BriscaAction, BriscaView } from '@escoba/brisca';
import { assertOnTurn, type BriscaBot, type BriscaBotConfig } from './bot.js';
import { ROLLOUT_POLICY } from './rollout.js';
import { bestEstimate, DeterminizedSearch, type SearchSettings } from './search.js';

/** `hard`: determinized search with greedy rollouts, few worlds, no exact solving, no inference. */
export const HARD_SETTINGS: SearchSettings = { worlds: 60, maxRollouts: 1500, exactCards: 0, exactWorlds: 0, exactRootCards: 0, winBonus: 0, roleBonus: 0, roleScale: 0, partnerTrumps: false, screen: 0, screenWorlds: 0, policy: ROLLOUT_POLICY, ownPolicy: ROLLOUT_POLICY, inference: 0, inferenceDepth: 0 };

/** `expert`: more worlds, exact solves of the sampled worlds near the end (two sides), exact root solve when nothing is hidden. */
export const EXPERT_SETTINGS: SearchSettings = { worlds: 300, maxRollouts: 3000, exactCards: 8, exactWorlds: 60, exactRootCards: 12, winBonus: 0, roleBonus: 60, roleScale: 0, partnerTrumps: true, screen: 0, screenWorlds: 0, policy: ROLLOUT_POLICY, ownPolicy: ROLLOUT_POLICY, inference: 0.5, inferenceDepth: 3 };

/** A bot choosing the best estimate of a {@link DeterminizedSearch}. */
export function searchBot(level: string, settings: SearchSettings, config: BriscaBotConfig = {}): BriscaBot {
  const search = new DeterminizedSearch(settings, config);
  return {
    level,
    choose(view: BriscaView): BriscaAction {
      assertOnTurn(view);
      if (view.legal.length === 1) return view.legal[0]!;
      return bestEstimate(search.estimate(view)).action;
    },
  };
}

export const hardBot = (config: BriscaBotConfig = {}): BriscaBot => searchBot('hard', HARD_SETTINGS, config);
export const expertBot = (config: BriscaBotConfig = {}): BriscaBot => searchBot('expert', EXPERT_SETTINGS, config);
