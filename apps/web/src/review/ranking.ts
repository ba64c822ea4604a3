/**
 * The order and marks of a review's list of legal plays, worked out from the numbers the list shows (rounded to
 * `decimals`), so that what it says agrees with what it shows: the list is sorted by the shown value, every
 * option whose shown value equals the top one is "best", and the played option's loss is the difference of the
 * shown values.
 */
export interface RankedOption<T> {
  readonly option: T;
  /** The value shown, rounded to the list's decimals. */
  readonly shown: number;
  readonly best: boolean;
  readonly played: boolean;
}

export interface Ranking<T> {
  readonly options: readonly RankedOption<T>[];
  /** How much less the played option shows than the best (0 when it is best, or when it is not listed). */
  readonly loss: number;
}

const round = (n: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(n * scale) / scale;
};

/** Ranks `options` best first by `value` as shown with `decimals` decimals; ties keep the given order. */
export function rankOptions<T>(options: readonly T[], value: (option: T) => number, isPlayed: (option: T) => boolean, decimals: number): Ranking<T> {
  const shown = options.map((option) => ({ option, shown: round(value(option), decimals), played: isPlayed(option) }));
  const sorted = shown.map((o, i) => ({ ...o, i })).sort((a, b) => b.shown - a.shown || a.i - b.i);
  const top = sorted[0]?.shown ?? 0;
  const ranked = sorted.map(({ option, shown: s, played }) => ({ option, shown: s, played, best: s === top }));
  const mine = ranked.find((o) => o.played);
  return { options: ranked, loss: mine ? round(top - mine.shown, decimals) : 0 };
}
