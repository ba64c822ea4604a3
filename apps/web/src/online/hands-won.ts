import { mostHandsWon } from '@escoba/protocol';

/** The end of a table that stops after a number of hands (Alcalde's `hands`): hands won per seat and who won most. */
export interface HandsWon {
  /** The seat that won most hands, or null for a tie at the top. */
  readonly winner: number | null;
  /** Hands won per seat. */
  readonly scores: readonly number[];
}

/** What a view of such a table says of its hands: the seats, and each finished hand's sides and winning side (or null). */
export interface HandsPlayed {
  readonly players: number;
  readonly results: readonly { readonly sides: readonly (readonly number[])[]; readonly winner: number | null }[];
}

/**
 * The hands won per seat as the server counts them for its `finished` event (every seat of a hand's winning side
 * wins that hand; a drawn hand counts for nobody; the most hands wins, a tie at the top has no winner), read from
 * the game's results in the view. A full resynchronisation onto a finished table brings the view but no
 * `finished` event, so the page counts them itself.
 */
export function handsWonOf(view: HandsPlayed): HandsWon {
  const scores = new Array<number>(view.players).fill(0);
  for (const result of view.results) {
    if (result.winner === null) continue;
    for (const seat of result.sides[result.winner]!) scores[seat]!++;
  }
  return { winner: mostHandsWon(scores), scores };
}
