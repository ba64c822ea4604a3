import { PACK_POINTS, type BriscaView } from '@escoba/brisca';
import type { PublicScore } from '@escoba/protocol';

/**
 * Brisca's and the Alcalde's match score. Brisca over several hands (`wins` above 1): hands won per side, to `wins`.
 * Brisca over one hand: the card points each side has taken in it (every won card was played face up), of the
 * pack's 120. The Alcalde games: hands won per player (as the Alcalde, or as a partner when he lost), over the
 * table's number of hands (no target: the most hands won wins).
 */
export function briscaScore(view: BriscaView): PublicScore {
  const single = (seat: number) => [seat];
  if (view.tally !== null) {
    const { alcaldeWins, partnerWins } = view.tally;
    return { sides: alcaldeWins.map((_, seat) => single(seat)), scores: alcaldeWins.map((w, seat) => w + partnerWins[seat]!), counts: 'hands', target: null };
  }
  const sides = view.sides.map((s) => [...s]);
  if (view.rules.wins > 1) return { sides, scores: [...view.wins], counts: 'hands', target: view.rules.wins };
  const points = view.handResult?.points ?? sides.map((seats) => seats.reduce((sum, seat) => sum + (view.points[seat] ?? 0), 0));
  return { sides, scores: [...points], counts: 'cardPoints', target: PACK_POINTS };
}
