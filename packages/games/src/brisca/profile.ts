import { briscaGame, type BriscaState } from '@escoba/brisca';
import type { GameProfile, ProfileCounts, ProfileStat } from '../profile.js';

const BRISCA_STATS: readonly ProfileStat[] = [{ id: 'cardPointsPerHand', kind: 'rate', count: 'cardPoints', per: 'hands' }];

const ALCALDE_STATS: readonly ProfileStat[] = [
  { id: 'keptAsAlcalde', kind: 'share', count: 'alcaldeKept', per: 'alcaldeHands' },
  { id: 'wonAgainstAlcalde', kind: 'share', count: 'wonAgainst', per: 'handsAgainst' },
];

/** The rating format of the Alcalde games (`rating.ts`): its statistics are the Alcalde's, not card points. */
const ALCALDE_FORMAT = 'alcalde';

/**
 * Brisca's and the Alcalde's profile, from each finished hand's `HandResult`: `hands` (hands played to the end),
 * `cardPoints` (card points the seat's side took in them, of 120 a hand); in the Alcalde games also `alcaldeHands`
 * (hands the seat played as the Alcalde), `alcaldeKept` (of those, hands it kept the role: `alcaldeKeeps`),
 * `handsAgainst` (hands it played against the Alcalde) and `wonAgainst` (of those, hands the Alcalde lost).
 */
export const briscaProfile: GameProfile<BriscaState> = {
  statsOf: (format) => (format === ALCALDE_FORMAT ? ALCALDE_STATS : BRISCA_STATS),
  countsOf(state) {
    const seats = briscaGame.players(state);
    return Array.from({ length: seats }, (_, seat): ProfileCounts => {
      const counts = { hands: 0, cardPoints: 0, alcaldeHands: 0, alcaldeKept: 0, handsAgainst: 0, wonAgainst: 0 };
      for (const result of state.results) {
        counts.hands++;
        const side = result.sides.findIndex((s) => s.includes(seat));
        counts.cardPoints += result.points[side] ?? 0;
        if (result.alcalde === null) continue;
        if (result.alcalde === seat) {
          counts.alcaldeHands++;
          if (result.alcaldeKeeps) counts.alcaldeKept++;
        } else {
          counts.handsAgainst++;
          if (result.alcaldeKeeps === false) counts.wonAgainst++;
        }
      }
      return counts;
    });
  },
};
