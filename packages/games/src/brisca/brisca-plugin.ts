import { BOT_LEVELS, BRISCA_EXPERT_SETTINGS, BriscaSearch, briscaSenaOf, createBriscaBot, type BriscaEstimate } from '@escoba/bots';
import { briscaGame, type BriscaAction, type BriscaRules, type BriscaState, type BriscaSummary, type BriscaView } from '@escoba/brisca';
import type { GamePlugin } from '../plugin.js';
import { briscaProfile } from './profile.js';
import { briscaRating } from './rating.js';
import { briscaScore } from './score.js';
import { briscaTable } from './table.js';

/**
 * Brisca and both Alcalde games (one definition, the preset tells them apart): its online tables (`brisca`, and
 * `alcalde` for an Alcalde preset), the Brisca bots of `@escoba/bots`, the expert's search as analyst (expected
 * card-point margin of each legal action), and the señas the bots from `medium` up make before thinking.
 */
export const briscaPlugin: GamePlugin<BriscaRules, BriscaState, BriscaAction, BriscaView, BriscaSummary, BriscaEstimate> = {
  definition: briscaGame,
  table: briscaTable,
  bots: {
    levels: BOT_LEVELS,
    create: createBriscaBot,
    analyst: (config = {}) => new BriscaSearch(BRISCA_EXPERT_SETTINGS, config),
    privateAction: briscaSenaOf,
  },
  rating: briscaRating,
  profile: briscaProfile,
  publicScore: briscaScore,
};
