export { assertOnTurn as assertBriscaTurn, type BriscaBot, type BriscaBotConfig } from './bot.js';
export { briscaSenaOf, createBriscaBot } from './levels.js';
export { DeterminizedSearch as BriscaSearch, type BriscaEstimate, type SearchSettings as BriscaSearchSettings } from './search.js';
export { EXPERT_SETTINGS as BRISCA_EXPERT_SETTINGS, HARD_SETTINGS as BRISCA_HARD_SETTINGS } from './search-bots.js';
export { EndgameSolver as BriscaEndgameSolver } from './endgame.js';
export { playBriscaHand, type BriscaHandOutcome } from './play-hand.js';
export { senaVariant as briscaSenaVariant } from './senas.js';
