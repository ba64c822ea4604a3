import type Database from 'better-sqlite3';
import { openSqlite } from '../store/open-sqlite.js';
import { accountsOf, changesOf, sigmaBound, type AppliedResult, type GameKey, type HistoryRow, type LeaderboardQuery, type LeaderboardRow, type RatedGame, type RatingChange, type RatingStore, type StoredRating } from './rating-store.js';

/**
 * The ratings' schema in the game log's SQLite file. `rated_games` holds one row per applied game under the key
 * (table_code, game): the exactly-once guard. `rating_history` keeps every change (`position` its order in the game).
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS ratings (
  account TEXT NOT NULL,
  format TEXT NOT NULL,
  mu REAL NOT NULL,
  sigma REAL NOT NULL,
  games INTEGER NOT NULL,
  PRIMARY KEY (account, format)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS ratings_board ON ratings (format, mu DESC, account);
CREATE TABLE IF NOT EXISTS rated_games (
  table_code TEXT NOT NULL,
  game INTEGER NOT NULL,
  format TEXT NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_code, game)
);
CREATE TABLE IF NOT EXISTS rating_history (
  account TEXT NOT NULL,
  format TEXT NOT NULL,
  table_code TEXT NOT NULL,
  game INTEGER NOT NULL,
  position INTEGER NOT NULL,
  before_mu REAL NOT NULL,
  before_sigma REAL NOT NULL,
  after_mu REAL NOT NULL,
  after_sigma REAL NOT NULL,
  games INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_code, game, account)
);
CREATE INDEX IF NOT EXISTS rating_history_by_account ON rating_history (account, format, at);
CREATE INDEX IF NOT EXISTS rating_history_by_month ON rating_history (format, at);
`;

/** rated22: rated games begun (`markPending`); a row without its `rated_games` row is a result still to apply. */
const PENDING_SCHEMA = `
CREATE TABLE IF NOT EXISTS rated_pending (
  table_code TEXT NOT NULL,
  game INTEGER NOT NULL,
  at INTEGER NOT NULL,
  PRIMARY KEY (table_code, game)
);
`;

interface HistoryRecord {
  account: string;
  table_code: string;
  game: number;
  before_mu: number;
  before_sigma: number;
  after_mu: number;
  after_sigma: number;
  games: number;
  at: number;
}

const changeOf = (r: HistoryRecord): RatingChange => ({ account: r.account, before: { mu: r.before_mu, sigma: r.before_sigma }, after: { mu: r.after_mu, sigma: r.after_sigma }, games: r.games });

/** Ratings in SQLite (better-sqlite3, the game log's file by default): each result applied in one transaction. */
export class SqliteRatingStore implements RatingStore {
  private readonly db: Database.Database;

  constructor(path: string) {
    this.db = openSqlite(path, (db) => {
      db.exec(SCHEMA);
      db.exec(PENDING_SCHEMA);
    });
  }

  applyResult(key: GameKey, game: RatedGame): Promise<AppliedResult> {
    try {
      accountsOf(game);
      // IMMEDIATE: the write lock from the start, so another process on the same file waits instead of reading stale ratings.
      const apply = this.db.transaction((): AppliedResult => {
        const inserted = this.db.prepare('INSERT INTO rated_games (table_code, game, format, at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING').run(key.table, key.game, game.format.id, game.at);
        if (inserted.changes === 0) return { applied: false, changes: this.changesOf(key) };
        const read = this.db.prepare<[string, string], { mu: number; sigma: number; games: number }>('SELECT mu, sigma, games FROM ratings WHERE account = ? AND format = ?');
        const current = new Map<string, StoredRating>();
        for (const account of accountsOf(game)) {
          const row = read.get(account, game.format.id);
          if (row) current.set(account, { rating: { mu: row.mu, sigma: row.sigma }, games: row.games });
        }
        const changes = changesOf(game, current);
        const upsert = this.db.prepare('INSERT INTO ratings (account, format, mu, sigma, games) VALUES (?, ?, ?, ?, ?) ON CONFLICT (account, format) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games');
        const history = this.db.prepare('INSERT INTO rating_history (account, format, table_code, game, position, before_mu, before_sigma, after_mu, after_sigma, games, at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
        changes.forEach((c, position) => {
          upsert.run(c.account, game.format.id, c.after.mu, c.after.sigma, c.games);
          history.run(c.account, game.format.id, key.table, key.game, position, c.before.mu, c.before.sigma, c.after.mu, c.after.sigma, c.games, game.at);
        });
        return { applied: true, changes };
      });
      return Promise.resolve(apply.immediate());
    } catch (e) {
      return Promise.reject(e as Error);
    }
  }

  private changesOf(key: GameKey): RatingChange[] {
    return this.db.prepare<[string, number], HistoryRecord>('SELECT * FROM rating_history WHERE table_code = ? AND game = ? ORDER BY position').all(key.table, key.game).map(changeOf);
  }

  ratingsOf(account: string): Promise<Map<string, StoredRating>> {
    const rows = this.db.prepare<[string], { format: string; mu: number; sigma: number; games: number }>('SELECT format, mu, sigma, games FROM ratings WHERE account = ?').all(account);
    return Promise.resolve(new Map(rows.map((r) => [r.format, { rating: { mu: r.mu, sigma: r.sigma }, games: r.games }])));
  }

  history(account: string, format: string): Promise<HistoryRow[]> {
    const rows = this.db.prepare<[string, string], HistoryRecord>('SELECT * FROM rating_history WHERE account = ? AND format = ? ORDER BY at, rowid').all(account, format);
    return Promise.resolve(rows.map((r) => ({ key: { table: r.table_code, game: r.game }, before: changeOf(r).before, after: changeOf(r).after, at: r.at })));
  }

  leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
    const rows =
      query.month === null
        ? this.db
            .prepare<[string, number, number, number], { account: string; mu: number; sigma: number; games: number }>('SELECT account, mu, sigma, games FROM ratings WHERE format = ? AND sigma <= ? ORDER BY mu DESC, account LIMIT ? OFFSET ?')
            .all(query.format, sigmaBound(query), query.limit, query.offset)
        : this.db
            .prepare<[string, number, number, number, number, number], { account: string; mu: number; sigma: number; games: number }>(
              `SELECT account, after_mu AS mu, after_sigma AS sigma, n AS games FROM (
                 SELECT account, after_mu, after_sigma,
                        ROW_NUMBER() OVER (PARTITION BY account ORDER BY at DESC, rowid DESC) AS latest,
                        COUNT(*) OVER (PARTITION BY account) AS n
                 FROM rating_history WHERE format = ? AND at >= ? AND at < ?)
               WHERE latest = 1 AND after_sigma <= ? ORDER BY mu DESC, account LIMIT ? OFFSET ?`,
            )
            .all(query.format, query.month.from, query.month.to, sigmaBound(query), query.limit, query.offset);
    return Promise.resolve(rows.map((r) => ({ account: r.account, rating: { mu: r.mu, sigma: r.sigma }, games: r.games })));
  }

  // rated22
  markPending(key: GameKey, at: number): Promise<void> {
    this.db.prepare('INSERT INTO rated_pending (table_code, game, at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(key.table, key.game, at);
    return Promise.resolve();
  }

  pendingEnded(): Promise<GameKey[]> {
    // A rating store opened on a file without the game log (its own tests) has no `tables` to look at.
    const besideLog = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tables'").get() !== undefined;
    const rows = this.db
      .prepare<[], { table_code: string; game: number }>(
        `SELECT p.table_code, p.game FROM rated_pending p
         LEFT JOIN rated_games g ON g.table_code = p.table_code AND g.game = p.game
         ${besideLog ? 'LEFT JOIN tables t ON t.code = p.table_code' : ''}
         WHERE g.table_code IS NULL ${besideLog ? "AND (t.code IS NULL OR t.status <> 'playing' OR EXISTS (SELECT 1 FROM rated_pending later WHERE later.table_code = p.table_code AND later.game > p.game))" : ''}
         ORDER BY p.at`,
      )
      .all();
    return Promise.resolve(rows.map((r) => ({ table: r.table_code, game: r.game })));
  }

  dropPending(key: GameKey): Promise<void> {
    this.db.prepare('DELETE FROM rated_pending WHERE table_code = ? AND game = ?').run(key.table, key.game);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.db.close();
    return Promise.resolve();
  }
}
