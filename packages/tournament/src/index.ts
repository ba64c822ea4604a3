export { checkEntrants, bySeed, resultsOfRanks, TournamentError, type Entrant, type GameResult } from './entrant.js';
export { ARENA_POINTS, STREAK_AFTER_WINS, NO_ARENA_SCORE, addArenaResult, arenaScore, type ArenaScore } from './arena-points.js';
export { Arena, type ArenaOptions, type ArenaStanding, type ArenaTable, type ArenaTableShape } from './arena.js';
export { duelStandings, resultFor, POINTS_OF, type Duel, type DuelEvent, type DuelResult, type DuelRound, type DuelStanding, type PlayedDuel } from './duel.js';
export { Swiss, type SwissOptions } from './swiss.js';
export { Bracket, type BracketFormat } from './bracket.js';
