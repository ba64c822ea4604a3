import type { GameKey } from '../ratings/rating-store.js';
import { accountSeats, sumsOf, totalsOf, type FinishedGame, type GroupTotals, type HeadToHead, type HistoryGame, type ProfileStore } from './profile-store.js';

const keyOf = (key: GameKey) => `${key.table}/${key.game}`;

/** Profiles in memory (a log in memory: tests, `ESCOBA_DB=:memory:`). */
export class MemoryProfileStore implements ProfileStore {
  private readonly games = new Map<string, FinishedGame>();
  /** Each account's games, oldest first, with its seat in each (an account's seat, or a guest's seat it claimed). */
  private readonly byAccount = new Map<string, { game: FinishedGame; seat: number }[]>();
  private readonly sums = new Map<string, Map<string, number>>();

  recordGame(game: FinishedGame): Promise<boolean> {
    let seats: ReturnType<typeof accountSeats>;
    try {
      seats = accountSeats(game);
    } catch (e) {
      return Promise.reject(e as Error);
    }
    if (this.games.has(keyOf(game.key))) return Promise.resolve(false);
    this.games.set(keyOf(game.key), game);
    for (const { account, seat } of seats) this.add(game, account, seat);
    return Promise.resolve(true);
  }

  claimGame(game: FinishedGame, account: string, seat: number): Promise<boolean> {
    if (!this.games.has(keyOf(game.key))) this.games.set(keyOf(game.key), game);
    if ((this.byAccount.get(account) ?? []).some((g) => keyOf(g.game.key) === keyOf(game.key))) return Promise.resolve(false);
    this.add(game, account, seat);
    return Promise.resolve(true);
  }

  private add(game: FinishedGame, account: string, seat: number): void {
    const list = this.byAccount.get(account) ?? [];
    list.push({ game, seat });
    this.byAccount.set(account, list);
    const sumKey = `${account}\n${game.group}`;
    const sums = this.sums.get(sumKey) ?? new Map<string, number>();
    for (const [name, n] of sumsOf(game, seat)) sums.set(name, (sums.get(name) ?? 0) + n);
    this.sums.set(sumKey, sums);
  }

  markRead(): Promise<void> {
    return Promise.resolve();
  }

  unread(): Promise<string[]> {
    return Promise.resolve([]);
  }

  totals(account: string): Promise<Map<string, GroupTotals>> {
    const out = new Map<string, GroupTotals>();
    for (const [key, sums] of this.sums) {
      const [owner, group] = key.split('\n') as [string, string];
      if (owner === account) out.set(group, totalsOf(sums));
    }
    return Promise.resolve(out);
  }

  history(account: string, offset: number, limit: number): Promise<{ games: HistoryGame[]; total: number }> {
    const list = [...(this.byAccount.get(account) ?? [])].reverse().sort((a, b) => b.game.at - a.game.at);
    const games = list.slice(offset, offset + limit).map(({ game: g, seat }) => ({ key: g.key, gameId: g.gameId, group: g.group, at: g.at, seat, seats: g.seats, tournament: g.tournament }));
    return Promise.resolve({ games, total: list.length });
  }

  headToHead(account: string, other: string): Promise<HeadToHead> {
    const h = { games: 0, wins: 0, draws: 0, losses: 0 };
    const theirs = new Set((this.byAccount.get(other) ?? []).map((g) => keyOf(g.game.key)));
    for (const { game: g, seat } of this.byAccount.get(account) ?? []) {
      if (!theirs.has(keyOf(g.key))) continue;
      const result = g.seats[seat]!.result;
      h.games++;
      if (result === 'win') h.wins++;
      else if (result === 'draw') h.draws++;
      else h.losses++;
    }
    return Promise.resolve(h);
  }

  record(key: GameKey): Promise<string | null> {
    return Promise.resolve(this.games.get(keyOf(key))?.record ?? null);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
