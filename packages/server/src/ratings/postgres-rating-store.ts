import pg from 'pg';
import { openPostgresPool } from '../store/open-postgres.js';
import { accountsOf, changesOf, sigmaBound, type AppliedResult, type GameKey, type HistoryRow, type LeaderboardQuery, type LeaderboardRow, type RatedGame, type RatingChange, type RatingStore, type StoredRating } from './rating-store.js';

interface HistoryRecord {
  account: string;
  table_code: string;
  game: number;
  before_mu: number;
  before_sigma: number;
  after_mu: number;
  after_sigma: number;
  games: number;
  at: string;
}

const changeOf = (r: HistoryRecord): RatingChange => ({ account: r.account, before: { mu: r.before_mu, sigma: r.before_sigma }, after: { mu: r.after_mu, sigma: r.after_sigma }, games: r.games });

/**
 * Ratings in PostgreSQL (the schema is a step of `MIGRATIONS`), shared by every server process. A result is applied
 * in one transaction: the game's row in `rated_games` first (of two processes applying the same game, the second
 * waits on its key and then finds it taken, and reads the first one's changes), then a transaction-scoped advisory
 * lock per (account, format), taken in account order, so two games of one player in different processes are rated
 * one after the other from each other's result.
 */
export class PostgresRatingStore implements RatingStore {
  private constructor(private readonly pool: pg.Pool) {}

  /** Connects and brings the schema up to date (the game log's `PostgresStore.open` does the same: migrations are idempotent). */
  static async open(url: string, options: { readonly onError?: (e: Error) => void; readonly max?: number } = {}): Promise<PostgresRatingStore> {
    const pool = await openPostgresPool(url, { ...options, max: options.max ?? 4 });
    return new PostgresRatingStore(pool);
  }

  async applyResult(key: GameKey, game: RatedGame): Promise<AppliedResult> {
    const accounts = accountsOf(game);
    const format = game.format.id;
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        const claimed = await client.query('INSERT INTO rated_games (table_code, game, format, at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [key.table, key.game, format, game.at]);
        if (claimed.rowCount === 0) {
          await client.query('COMMIT');
          const { rows } = await client.query<HistoryRecord>('SELECT * FROM rating_history WHERE table_code = $1 AND game = $2 ORDER BY position', [key.table, key.game]);
          return { applied: false, changes: rows.map(changeOf) };
        }
        for (const account of [...accounts].sort()) await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`rating:${account}:${format}`]);
        const { rows } = await client.query<{ account: string; mu: number; sigma: number; games: number }>('SELECT account, mu, sigma, games FROM ratings WHERE format = $1 AND account = ANY($2::text[])', [format, accounts]);
        const current = new Map<string, StoredRating>(rows.map((r) => [r.account, { rating: { mu: r.mu, sigma: r.sigma }, games: r.games }]));
        const changes = changesOf(game, current);
        await client.query(
          `INSERT INTO ratings (account, format, mu, sigma, games)
           SELECT account, $2, mu, sigma, games FROM unnest($1::text[], $3::float8[], $4::float8[], $5::integer[]) AS t(account, mu, sigma, games)
           ON CONFLICT (account, format) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma, games = excluded.games`,
          [changes.map((c) => c.account), format, changes.map((c) => c.after.mu), changes.map((c) => c.after.sigma), changes.map((c) => c.games)],
        );
        await client.query(
          `INSERT INTO rating_history (account, format, table_code, game, position, before_mu, before_sigma, after_mu, after_sigma, games, at)
           SELECT account, $2, $3, $4, position - 1, before_mu, before_sigma, after_mu, after_sigma, games, $10
           FROM unnest($1::text[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::integer[]) WITH ORDINALITY AS t(account, before_mu, before_sigma, after_mu, after_sigma, games, position)`,
          [changes.map((c) => c.account), format, key.table, key.game, changes.map((c) => c.before.mu), changes.map((c) => c.before.sigma), changes.map((c) => c.after.mu), changes.map((c) => c.after.sigma), changes.map((c) => c.games), game.at],
        );
        await client.query('COMMIT');
        return { applied: true, changes };
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    } finally {
      client.release();
    }
  }

  async ratingsOf(account: string): Promise<Map<string, StoredRating>> {
    const { rows } = await this.pool.query<{ format: string; mu: number; sigma: number; games: number }>('SELECT format, mu, sigma, games FROM ratings WHERE account = $1', [account]);
    return new Map(rows.map((r) => [r.format, { rating: { mu: r.mu, sigma: r.sigma }, games: r.games }]));
  }

  async history(account: string, format: string): Promise<HistoryRow[]> {
    const { rows } = await this.pool.query<HistoryRecord>('SELECT * FROM rating_history WHERE account = $1 AND format = $2 ORDER BY at, seq', [account, format]);
    return rows.map((r) => ({ key: { table: r.table_code, game: r.game }, before: changeOf(r).before, after: changeOf(r).after, at: Number(r.at) }));
  }

  async leaderboard(query: LeaderboardQuery): Promise<LeaderboardRow[]> {
    const { rows } =
      query.month === null
        ? await this.pool.query<{ account: string; mu: number; sigma: number; games: number }>('SELECT account, mu, sigma, games FROM ratings WHERE format = $1 AND sigma <= $2 ORDER BY mu DESC, account COLLATE "C" LIMIT $3 OFFSET $4', [query.format, sigmaBound(query), query.limit, query.offset])
        : await this.pool.query<{ account: string; mu: number; sigma: number; games: number }>(
            `SELECT account, after_mu AS mu, after_sigma AS sigma, n AS games FROM (
               SELECT account, after_mu, after_sigma,
                      ROW_NUMBER() OVER (PARTITION BY account ORDER BY at DESC, seq DESC) AS latest,
                      COUNT(*) OVER (PARTITION BY account)::integer AS n
               FROM rating_history WHERE format = $1 AND at >= $2 AND at < $3) AS month
             WHERE latest = 1 AND after_sigma <= $4 ORDER BY mu DESC, account COLLATE "C" LIMIT $5 OFFSET $6`,
            [query.format, query.month.from, query.month.to, sigmaBound(query), query.limit, query.offset],
          );
    return rows.map((r) => ({ account: r.account, rating: { mu: r.mu, sigma: r.sigma }, games: r.games }));
  }

  // rated22
  async markPending(key: GameKey, at: number): Promise<void> {
    await this.pool.query('INSERT INTO rated_pending (table_code, game, at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [key.table, key.game, at]);
  }

  async pendingEnded(): Promise<GameKey[]> {
    const { rows } = await this.pool.query<{ table_code: string; game: number }>(
      `SELECT p.table_code, p.game FROM rated_pending p
       LEFT JOIN rated_games g ON g.table_code = p.table_code AND g.game = p.game
       LEFT JOIN tables t ON t.code = p.table_code
       WHERE g.table_code IS NULL AND (t.code IS NULL OR t.status <> 'playing' OR EXISTS (SELECT 1 FROM rated_pending later WHERE later.table_code = p.table_code AND later.game > p.game))
       ORDER BY p.at`,
    );
    return rows.map((r) => ({ table: r.table_code, game: r.game }));
  }

  async dropPending(key: GameKey): Promise<void> {
    await this.pool.query('DELETE FROM rated_pending WHERE table_code = $1 AND game = $2', [key.table, key.game]);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
