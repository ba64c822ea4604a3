import { BOT_LEVELS, createAnalyst, createBot, type PlayEstimate } from '@escoba/bots';
import { escobaGame, type GameState, type GameSummary, type Play, type Rules, type SeatView } from '@escoba/engine';
import type { GamePlugin } from '../plugin.js';
import { escobaProfile } from './profile.js';
import { escobaRating } from './rating.js';
import { escobaScore } from './score.js';
import { escobaTable } from './table.js';

/** Escoba: the engine's definition, its online tables, the Escoba bots of `@escoba/bots` and their expert's analyst. */
export const escobaPlugin: GamePlugin<Rules, GameState, Play, SeatView, GameSummary, PlayEstimate> = {
  definition: escobaGame,
  table: escobaTable,
  bots: {
    levels: BOT_LEVELS,
    create: createBot,
    analyst: createAnalyst,
  },
  rating: escobaRating,
  profile: escobaProfile,
  publicScore: escobaScore,
};
