/**
 * A finished game's ranks per side, as openskill takes them (1 first; equal ranks a draw between those sides), from
 * its result as servers announce it: `scores` per side (game points, hands won) and `winner` a side index, or null
 * for a draw. The winner is first; the other sides follow by score, equal scores sharing a rank.
 */
export function ranksOf(scores: readonly number[], winner: number | null): number[] {
  if (winner !== null && (!Number.isInteger(winner) || winner < 0 || winner >= scores.length)) throw new RangeError(`winner ${winner} is not one of ${scores.length} sides`);
  if (scores.some((s) => !Number.isFinite(s))) throw new RangeError(`scores must be finite numbers, not ${scores.join(', ')}`);
  // Sort key: the winner above every score, then the score.
  const key = (side: number): number => (side === winner ? Infinity : scores[side]!);
  return scores.map((_, side) => 1 + scores.filter((__, other) => key(other) > key(side)).length);
}
