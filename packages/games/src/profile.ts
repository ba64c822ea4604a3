/**
 * What a player's profile shows of a game beyond games won and lost (issue 22): counters each game's plugin reads
 * from a finished game's final state, per seat, and the statistics made of them. A statistic is `count` over `per`
 * summed over every game of a rating format (or of the game, for tables that are not rated), so the server keeps
 * only sums per (account, format) and a profile answers at once whatever the number of games.
 */
export type ProfileCounts = Readonly<Record<string, number>>;

/**
 * One statistic: `rate` is shown as count ÷ per (escobas per hand), `share` as count of per (hands kept as the
 * Alcalde: 5 of 9). Its words are the web plugin's (`apps/web/src/games/<id>/`), by `id`.
 */
export interface ProfileStat {
  readonly id: string;
  readonly kind: 'rate' | 'share';
  readonly count: string;
  readonly per: string;
}

/** A game's part of the profile: its statistics per format, and each seat's counters in a finished game. */
export interface GameProfile<State> {
  /** The statistics shown for the games of a format id (or of the game's id for tables not rated), in order. */
  statsOf(format: string): readonly ProfileStat[];
  /** Each seat's counters (index: seat) in a finished game's final state (the definition's own state). */
  countsOf(state: State): ProfileCounts[];
}
