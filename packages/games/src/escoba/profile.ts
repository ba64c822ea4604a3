import type { GameState } from '@escoba/engine';
import type { GameProfile, ProfileCounts, ProfileStat } from '../profile.js';

const ESCOBA_STATS: readonly ProfileStat[] = [
  { id: 'escobasPerHand', kind: 'rate', count: 'escobas', per: 'hands' },
  { id: 'pointsPerHand', kind: 'rate', count: 'points', per: 'hands' },
];

/**
 * Escoba's profile: per seat, `hands` (hands played to the end), `escobas` (the seat's own escobas, those of the
 * deal included: `HandState.escobas`), `points` (game points its side scored in those hands: the hand's
 * `HandResult.points` of the seat's side, so a partnership's points count for both partners).
 */
export const escobaProfile: GameProfile<GameState> = {
  statsOf: () => ESCOBA_STATS,
  countsOf(state) {
    const { sideOf } = state.setup;
    return sideOf.map((side, seat): ProfileCounts => ({
      hands: state.log.length,
      escobas: state.log.reduce((n, hand) => n + (hand.escobas[seat] ?? 0), 0),
      points: state.results.reduce((n, result) => n + (result.points[side] ?? 0), 0),
    }));
  },
};
