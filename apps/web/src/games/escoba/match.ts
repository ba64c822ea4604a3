import { escobaGame, replayRecord, type GameState, type Play, type RulesInput, type SeatView } from '@escoba/engine';
import { localMatch, type LocalMatchOf, type LocalSetup } from '../../table/local-match.js';
import { SAVED_GAME_KEYS } from '../catalog.js';

/** Who plays a game of Escoba against the computer (the person at `HUMAN_SEAT`). */
export type MatchSetup = LocalSetup<RulesInput>;

/** A game of Escoba against the computer: the engine's state plus what undo needs. */
export type Match = LocalMatchOf<GameState, MatchSetup>;

/** Escoba against the computer on the generic match: every hand counts, and the first dealer is drawn for (seed 003). */
export const escobaMatch = localMatch<unknown, GameState, Play, SeatView, RulesInput>({
  definition: escobaGame,
  replay: replayRecord,
  handsPlayed: (state) => state.results.length,
  drawsForDealer: () => true,
});

/** The unfinished game of Escoba, under the key it always had. */
export const escobaSaved = escobaMatch.saved(SAVED_GAME_KEYS.escoba);
