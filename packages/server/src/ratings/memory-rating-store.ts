import { changesOf, sigmaBound, type AppliedResult, type GameKey, type HistoryRow, type LeaderboardQuery, type LeaderboardRow, type RatedGame, type RatingStore, type StoredRating } from './rating-store.js';

interface Applied {
  readonly format: string;
  readonly at: number;
  readonly result: AppliedResult;
}

const keyText = (key: GameKey): string => `${key.table}#${key.game}`;
const byRating = (a: LeaderboardRow, b: LeaderboardRow): number => b.rating.mu - a.rating.mu || (a.account < b.account ? -1 : a.account > b.account ? 1 : 0);

/** Ratings in memory: for tests and single-process servers without a file (`dbPath` `:memory:`), and a model for the others. */
export class MemoryRatingStore implements RatingStore {
  private readonly ratings = new Map<string, Map<string, StoredRating>>();
  /** Applied games in the order they were applied. */
  private readonly games = new Map<string, Applied>();

  applyResult(key: GameKey, game: RatedGame): Promise<AppliedResult> {
    const done = this.games.get(keyText(key));
    if (done) return Promise.resolve({ applied: false, changes: done.result.changes });
    try {
      const current = new Map(game.sides.flat().flatMap((p) => ('account' in p ? [[p.account, this.ratings.get(p.account)?.get(game.format.id)] as const] : [])).filter((e): e is [string, StoredRating] => e[1] !== undefined));
      const changes = changesOf(game, current);
      for (const c of changes) {
        const mine = this.ratings.get(c.account) ?? new Map<string, StoredRating>();
        mine.set(game.format.id, { rating: c.after, games: c.games });
        this.ratings.set(c.account, mine);
      }
      const result = { applied: true, changes };
      this.games.set(keyText(key), { format: game.format.id, at: game.at, result });
      return Promise.resolve(result);
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  ratingsOf(account: string): Promise<Map<string, StoredRating>> {
    return Promise.resolve(new Map(this.ratings.get(account) ?? []));
  }

  history(account: string, format: string): Promise<HistoryRow[]> {
    const rows: HistoryRow[] = [];
    for (const [text, g] of this.games) {
      if (g.format !== format) continue;
      const change = g.result.changes.find((c) => c.account === account);
      const at = text.lastIndexOf('#');
      if (change) rows.push({ key: { table: text.slice(0, at), game: Number(text.slice(at + 1)) }, before: change.before, after: change.after, at: g.at });
    }
    return Promise.resolve(rows.sort((a, b) => a.at - b.at));
  }

  leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
    const rows: LeaderboardRow[] = [];
    if (query.month === null) {
      for (const [account, formats] of this.ratings) {
        const r = formats.get(query.format);
        if (r && r.rating.sigma <= sigmaBound(query)) rows.push({ account, rating: r.rating, games: r.games });
      }
    } else {
      const { from, to } = query.month;
      const last = new Map<string, LeaderboardRow>();
      for (const g of [...this.games.values()].filter((x) => x.format === query.format && x.at >= from && x.at < to).sort((a, b) => a.at - b.at)) {
        for (const c of g.result.changes) last.set(c.account, { account: c.account, rating: c.after, games: (last.get(c.account)?.games ?? 0) + 1 });
      }
      rows.push(...[...last.values()].filter((r) => r.rating.sigma <= sigmaBound(query)));
    }
    return Promise.resolve(rows.sort(byRating).slice(query.offset, query.offset + query.limit));
  }

  // rated22
  private readonly pending = new Map<string, { key: GameKey; at: number }>();

  markPending(key: GameKey, at: number): Promise<void> {
    if (!this.pending.has(keyText(key))) this.pending.set(keyText(key), { key, at });
    return Promise.resolve();
  }

  pendingEnded(): Promise<GameKey[]> {
    return Promise.resolve([...this.pending.entries()].filter(([text]) => !this.games.has(text)).sort((a, b) => a[1].at - b[1].at).map(([, p]) => p.key));
  }

  dropPending(key: GameKey): Promise<void> {
    this.pending.delete(keyText(key));
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
