import { sidesOf } from '@escoba/cards';
import { changesOf, evolve, forfeitsOf, ranksWithForfeits, ratedFormatOf, ratedGameOf, type LogEntry, type SeatHolder, type StoredRating, type TableState } from '@escoba/server';
import { initialRating } from '@escoba/ratings';

/** A `rating_history` row as both stores keep it, oldest first per account (`at`, then insertion order). */
export interface HistoryRecord {
  readonly account: string;
  readonly format: string;
  readonly table_code: string;
  readonly game: number;
  readonly before_mu: number;
  readonly before_sigma: number;
  readonly after_mu: number;
  readonly after_sigma: number;
  readonly games: number;
}

/**
 * What is wrong with the rated results of finished rated tables (empty: nothing): every finished rated game has
 * exactly one history row per account at it; the rows of each game are what `changesOf` (`rateGame`) computes from the
 * rows' own before-ratings with the game's ranks from the log (its `finished` event, the sides that left ranked last);
 * and each account's rows in a format chain in order from a newcomer's rating (each before is the last after) up to
 * its stored rating (`ratings`: `account format` → its rating in the format, with its game count).
 */
export function ratedProblems(logs: ReadonlyMap<string, readonly LogEntry[]>, history: readonly HistoryRecord[], ratings: ReadonlyMap<string, StoredRating>): string[] {
  const problems: string[] = [];
  for (const [code, log] of logs) {
    let state: TableState | null = null;
    for (const entry of log) {
      state = evolve(state, entry, code);
      if (entry.event.type !== 'finished' || !state.settings.rated) continue;
      const game = entry.event.game;
      const format = ratedFormatOf(state.settings)!;
      const holders: SeatHolder[] = state.seats.map((s, i) => (state!.settings.bots[i] ? { level: state!.settings.bots[i]! } : { account: s.account! }));
      const rows = history.filter((r) => r.table_code === code && r.game === game);
      const accounts = holders.flatMap((h) => ('account' in h ? [h.account] : []));
      if (rows.length !== accounts.length || !accounts.every((a) => rows.filter((r) => r.account === a).length === 1)) {
        problems.push(`${code}#${game}: ${rows.length} history rows for ${accounts.length} accounts`);
        continue;
      }
      const rated = ratedGameOf(format, state.settings, holders, entry.event, 0);
      const ranks = ranksWithForfeits(rated.ranks, sidesOf(state.settings.players, state.settings.partnerships).sides, forfeitsOf(log, game));
      const current = new Map(rows.map((r) => [r.account, { rating: { mu: r.before_mu, sigma: r.before_sigma }, games: r.games - 1 }]));
      for (const c of changesOf({ ...rated, ranks }, current)) {
        const row = rows.find((r) => r.account === c.account)!;
        if (Math.abs(row.after_mu - c.after.mu) > 1e-9 || Math.abs(row.after_sigma - c.after.sigma) > 1e-9) problems.push(`${code}#${game}: ${c.account}'s rating is not rateGame's`);
      }
    }
  }
  const byAccount = new Map<string, HistoryRecord[]>();
  for (const r of history) byAccount.set(`${r.account} ${r.format}`, [...(byAccount.get(`${r.account} ${r.format}`) ?? []), r]);
  for (const [account, rows] of byAccount) {
    let last = { rating: initialRating(), games: 0 };
    for (const r of rows) {
      if (Math.abs(r.before_mu - last.rating.mu) > 1e-9 || Math.abs(r.before_sigma - last.rating.sigma) > 1e-9 || r.games !== last.games + 1) problems.push(`${account}: ${r.table_code}#${r.game} does not follow its previous game`);
      last = { rating: { mu: r.after_mu, sigma: r.after_sigma }, games: r.games };
    }
    const stored = ratings.get(account);
    if (!stored || stored.rating.mu !== last.rating.mu || stored.rating.sigma !== last.rating.sigma || stored.games !== last.games) problems.push(`${account}: the stored rating is not its last history row's`);
  }
  return problems;
}
