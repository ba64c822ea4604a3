import type Database from 'better-sqlite3';
import { openSqlite } from '../store/open-sqlite.js';
import type { GameKey } from '../ratings/rating-store.js';
import { accountSeats, sumsOf, totalsOf, type FinishedGame, type GameSeat, type GameTournament, type GroupTotals, type HeadToHead, type HistoryGame, type ProfileStore } from './profile-store.js';

interface HistoryRow {
  table_code: string;
  game: number;
  game_id: string;
  grp: string;
  at: number;
  seat: number;
  seats: string;
  tournament: string | null;
}

/** Profiles in the game log's SQLite file (its own connection; the schema is a step of the log's migrations). */
export class SqliteProfileStore implements ProfileStore {
  private readonly db: Database.Database;
  // Prepared once: a finished game's write runs them at every game's end (cpu20).
  private readonly insertGame: Database.Statement<[string, number, string, string, number, string, string, string | null]>;
  private readonly insertResult: Database.Statement<[string, string, number, number, string, number]>;
  private readonly insertResultOnce: Database.Statement<[string, string, number, number, string, number]>;
  private readonly addSum: Database.Statement<[string, string, string, number]>;
  private readonly setRead: Database.Statement<[string, number]>;

  constructor(path: string) {
    this.db = openSqlite(path);
    // Profiles are derived from the game log, which is written with synchronous=FULL: a profile write lost to a
    // machine crash (never to a process crash) is lost with its `profile_read` mark, in one transaction, and the next
    // start reads the game from the log again (`ProfileRecorder.catchUp`). So this connection's commits need no fsync
    // of their own (the log's next commit syncs the same WAL file anyway); a claim, which nothing reads again, does.
    this.db.pragma('synchronous = NORMAL');
    this.insertGame = this.db.prepare('INSERT INTO profile_games (table_code, game, game_id, grp, at, seats, record, tournament) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
    this.insertResult = this.db.prepare('INSERT INTO profile_results (account, table_code, game, seat, result, at) VALUES (?, ?, ?, ?, ?, ?)');
    this.insertResultOnce = this.db.prepare('INSERT INTO profile_results (account, table_code, game, seat, result, at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING');
    this.addSum = this.db.prepare('INSERT INTO profile_sums (account, grp, name, value) VALUES (?, ?, ?, ?) ON CONFLICT (account, grp, name) DO UPDATE SET value = value + excluded.value');
    this.setRead = this.db.prepare('INSERT INTO profile_read (code, v) VALUES (?, ?) ON CONFLICT (code) DO UPDATE SET v = max(v, excluded.v)');
  }

  recordGame(game: FinishedGame): Promise<boolean> {
    try {
      const seats = accountSeats(game);
      const write = this.db.transaction((): boolean => {
        this.setRead.run(game.key.table, game.v);
        const claimed = this.insertGame.run(game.key.table, game.key.game, game.gameId, game.group, game.at, JSON.stringify(game.seats), game.record, tournamentColumn(game));
        if (claimed.changes === 0) return false;
        for (const { account, seat } of seats) {
          this.insertResult.run(account, game.key.table, game.key.game, seat, game.seats[seat]!.result, game.at);
          for (const [name, n] of sumsOf(game, seat)) this.addSum.run(account, game.group, name, n);
        }
        return true;
      });
      return Promise.resolve(write.immediate());
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  claimGame(game: FinishedGame, account: string, seat: number): Promise<boolean> {
    try {
      const write = this.db.transaction((): boolean => {
        this.insertGame.run(game.key.table, game.key.game, game.gameId, game.group, game.at, JSON.stringify(game.seats), game.record, tournamentColumn(game));
        const added = this.insertResultOnce.run(account, game.key.table, game.key.game, seat, game.seats[seat]!.result, game.at);
        if (added.changes === 0) return false;
        for (const [name, n] of sumsOf(game, seat)) this.addSum.run(account, game.group, name, n);
        return true;
      });
      // A claim is not read again at the next start: its commit is synced as the log's are.
      this.db.pragma('synchronous = FULL');
      try {
        return Promise.resolve(write.immediate());
      } finally {
        this.db.pragma('synchronous = NORMAL');
      }
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  markRead(code: string, v: number): Promise<void> {
    try {
      this.setRead.run(code, v);
      return Promise.resolve();
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  unread(limit: number): Promise<string[]> {
    const rows = this.db
      .prepare<[number], { code: string }>(`SELECT t.code FROM tables t LEFT JOIN profile_read r ON r.code = t.code WHERE t.status = 'finished' AND (r.v IS NULL OR r.v < t.last_v) LIMIT ?`)
      .all(limit);
    return Promise.resolve(rows.map((r) => r.code));
  }

  totals(account: string): Promise<Map<string, GroupTotals>> {
    const rows = this.db.prepare<[string], { grp: string; name: string; value: number }>('SELECT grp, name, value FROM profile_sums WHERE account = ?').all(account);
    const groups = new Map<string, [string, number][]>();
    for (const r of rows) groups.set(r.grp, [...(groups.get(r.grp) ?? []), [r.name, r.value]]);
    return Promise.resolve(new Map([...groups].map(([group, sums]) => [group, totalsOf(sums)])));
  }

  history(account: string, offset: number, limit: number): Promise<{ games: HistoryGame[]; total: number }> {
    const rows = this.db
      .prepare<[string, number, number], HistoryRow>(
        `SELECT r.table_code, r.game, g.game_id, g.grp, r.at, r.seat, g.seats, g.tournament FROM profile_results r
         JOIN profile_games g ON g.table_code = r.table_code AND g.game = r.game
         WHERE r.account = ? ORDER BY r.at DESC, r.table_code DESC, r.game DESC LIMIT ? OFFSET ?`,
      )
      .all(account, limit, offset);
    const total = this.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM profile_results WHERE account = ?').get(account)!.n;
    return Promise.resolve({ games: rows.map(historyGameOf), total });
  }

  headToHead(account: string, other: string): Promise<HeadToHead> {
    const rows = this.db
      .prepare<[string, string], { result: string; n: number }>(
        `SELECT a.result, count(*) AS n FROM profile_results a JOIN profile_results b ON b.table_code = a.table_code AND b.game = a.game
         WHERE a.account = ? AND b.account = ? GROUP BY a.result`,
      )
      .all(account, other);
    return Promise.resolve(headToHeadOf(rows));
  }

  record(key: GameKey): Promise<string | null> {
    const row = this.db.prepare<[string, number], { record: string }>('SELECT record FROM profile_games WHERE table_code = ? AND game = ?').get(key.table, key.game);
    return Promise.resolve(row?.record ?? null);
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}

export function historyGameOf(r: { table_code: string; game: number; game_id: string; grp: string; at: number | string; seat: number; seats: string; tournament: string | null }): HistoryGame {
  return { key: { table: r.table_code, game: r.game }, gameId: r.game_id, group: r.grp, at: Number(r.at), seat: r.seat, seats: JSON.parse(r.seats) as GameSeat[], tournament: r.tournament === null ? null : (JSON.parse(r.tournament) as GameTournament) };
}

/** tour23: the `tournament` column of a game (migration step 9): its tournament as JSON, or null. */
export const tournamentColumn = (game: FinishedGame): string | null => (game.tournament === null ? null : JSON.stringify(game.tournament));

export function headToHeadOf(rows: readonly { result: string; n: number | string }[]): HeadToHead {
  const of = (result: string) => Number(rows.find((r) => r.result === result)?.n ?? 0);
  const h = { wins: of('win'), draws: of('draw'), losses: of('loss') };
  return { games: h.wins + h.draws + h.losses, ...h };
}
