import { briscaGame, modeOf, replayRecord, type BriscaAction, type BriscaRulesInput, type BriscaState, type BriscaView } from '@escoba/brisca';
import { localMatch, type LocalMatchOf, type LocalSetup } from '../../table/local-match.js';
import { SAVED_GAME_KEYS } from '../catalog.js';

/** A game of Brisca or of an Alcalde game against the computer (the person at `HUMAN_SEAT`). */
export type BriscaSetup = LocalSetup<BriscaRulesInput>;

/** The engine's state plus what undo needs. */
export type BriscaMatch = LocalMatchOf<BriscaState, BriscaSetup>;

/**
 * The first dealer: in Brisca the draw for the deal, as in Escoba (seed 003: "Each player draws one card, being
 * the dealer the player who drawn the highest one"); in the Alcalde games the first Alcalde "is chosen at random"
 * (seed 001), from the seed as every game loop does.
 */
export const drawsForDealer = (state: Pick<BriscaState, 'mode'>): boolean => state.mode === 'brisca';

/** Brisca and the Alcalde games against the computer on the generic match. */
export const briscaMatch = localMatch<unknown, BriscaState, BriscaAction, BriscaView, BriscaRulesInput>({
  definition: briscaGame,
  replay: replayRecord,
  handsPlayed: (state) => state.results.length,
  drawsForDealer,
});

/** Which of the app's games a match is: Brisca, or one of the Alcalde games. */
export const webGameOf = (state: Pick<BriscaState, 'rules'>): 'brisca' | 'alcalde' => (modeOf(state.rules) === 'brisca' ? 'brisca' : 'alcalde');

/** The unfinished game of Brisca or of an Alcalde game, each under its own key (a record of the other is dropped). */
export const briscaSaved = (game: 'brisca' | 'alcalde') => briscaMatch.saved(SAVED_GAME_KEYS[game], (match) => webGameOf(match.state) === game);
