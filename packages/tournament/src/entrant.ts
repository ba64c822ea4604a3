/** Someone (or some team) in a tournament: an id unique in the event and the rating pairings look at. */
export interface Entrant {
  readonly id: string;
  /** Higher is stronger; only compared, so any scale works (the displayed 1500 scale, a level's measured rating). */
  readonly rating: number;
}

/** One entrant's result in a game: a win, a draw, or a loss. */
export type GameResult = 'win' | 'draw' | 'loss';

/** Checks a list of entrants: ids non-empty and unique, ratings finite. */
export function checkEntrants(entrants: readonly Entrant[]): void {
  const seen = new Set<string>();
  for (const e of entrants) {
    if (typeof e.id !== 'string' || e.id === '') throw new TournamentError(`an entrant needs a non-empty id, not ${JSON.stringify(e.id)}`);
    if (seen.has(e.id)) throw new TournamentError(`entrant "${e.id}" is listed twice`);
    if (!Number.isFinite(e.rating)) throw new TournamentError(`entrant "${e.id}" has no finite rating (${e.rating})`);
    seen.add(e.id);
  }
}

/** The order of entrants before any result: rating, highest first; equal ratings by id. */
export const bySeed = (a: Entrant, b: Entrant): number => b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** A call the tournament's state does not allow (an unknown entrant, a result for no game, a round not finished). */
export class TournamentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TournamentError';
  }
}

/**
 * Each side's result in a finished game from its ranks (1 first; equal ranks tie, as `ranksOf` of `@escoba/ratings`
 * gives them): the only side ranked first wins, sides sharing the first rank draw, every other side loses.
 */
export function resultsOfRanks(ranks: readonly number[]): GameResult[] {
  const best = Math.min(...ranks);
  const first = ranks.filter((r) => r === best).length;
  return ranks.map((r) => (r !== best ? 'loss' : first === 1 ? 'win' : 'draw'));
}
