/**
 * Who won a table that stops after a number of hands (Alcalde's `hands`): the seat that won most hands, or null
 * for a tie at the top. The server puts it in its `finished` event; a client that resynchronised onto a finished
 * table (no `finished` event) works it out from the same counts.
 */
export function mostHandsWon(handWins: readonly number[]): number | null {
  const best = Math.max(...handWins);
  return handWins.filter((w) => w === best).length === 1 ? handWins.indexOf(best) : null;
}
