import pg from 'pg';
import { openPostgresPool } from '../store/open-postgres.js';
import type { GameKey } from '../ratings/rating-store.js';
import { accountSeats, sumsOf, totalsOf, type FinishedGame, type GroupTotals, type HeadToHead, type HistoryGame, type ProfileStore } from './profile-store.js';
import { headToHeadOf, historyGameOf, tournamentColumn } from './sqlite-profile-store.js';

/**
 * Profiles in PostgreSQL (the schema is a step of `MIGRATIONS`), shared by every server process. A game is written in
 * one transaction that claims its key first: of two processes writing the same game, the second waits on the key's
 * insert, then finds it taken and changes nothing.
 */
export class PostgresProfileStore implements ProfileStore {
  private constructor(private readonly pool: pg.Pool) {}

  static async open(url: string, options: { readonly onError?: (e: Error) => void; readonly max?: number } = {}): Promise<PostgresProfileStore> {
    const pool = await openPostgresPool(url, { ...options, max: options.max ?? 4 });
    return new PostgresProfileStore(pool);
  }

  async recordGame(game: FinishedGame): Promise<boolean> {
    const seats = accountSeats(game);
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        await client.query(MARK_READ, [game.key.table, game.v]);
        const claimed = await client.query('INSERT INTO profile_games (table_code, game, game_id, grp, at, seats, record, tournament) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING', [
          game.key.table,
          game.key.game,
          game.gameId,
          game.group,
          game.at,
          JSON.stringify(game.seats),
          game.record,
          tournamentColumn(game),
        ]);
        if (claimed.rowCount === 0) {
          await client.query('COMMIT');
          return false;
        }
        for (const { account, seat } of seats) {
          await client.query('INSERT INTO profile_results (account, table_code, game, seat, result, at) VALUES ($1, $2, $3, $4, $5, $6)', [account, game.key.table, game.key.game, seat, game.seats[seat]!.result, game.at]);
          for (const [name, n] of sumsOf(game, seat)) {
            await client.query('INSERT INTO profile_sums (account, grp, name, value) VALUES ($1, $2, $3, $4) ON CONFLICT (account, grp, name) DO UPDATE SET value = profile_sums.value + excluded.value', [account, game.group, name, n]);
          }
        }
        await client.query('COMMIT');
        return true;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    } finally {
      client.release();
    }
  }

  async claimGame(game: FinishedGame, account: string, seat: number): Promise<boolean> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      try {
        await client.query('INSERT INTO profile_games (table_code, game, game_id, grp, at, seats, record, tournament) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING', [
          game.key.table,
          game.key.game,
          game.gameId,
          game.group,
          game.at,
          JSON.stringify(game.seats),
          game.record,
          tournamentColumn(game),
        ]);
        const added = await client.query('INSERT INTO profile_results (account, table_code, game, seat, result, at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING', [account, game.key.table, game.key.game, seat, game.seats[seat]!.result, game.at]);
        if (added.rowCount !== 0) {
          for (const [name, n] of sumsOf(game, seat)) {
            await client.query('INSERT INTO profile_sums (account, grp, name, value) VALUES ($1, $2, $3, $4) ON CONFLICT (account, grp, name) DO UPDATE SET value = profile_sums.value + excluded.value', [account, game.group, name, n]);
          }
        }
        await client.query('COMMIT');
        return added.rowCount !== 0;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      }
    } finally {
      client.release();
    }
  }

  async markRead(code: string, v: number): Promise<void> {
    await this.pool.query(MARK_READ, [code, v]);
  }

  async unread(limit: number): Promise<string[]> {
    const { rows } = await this.pool.query<{ code: string }>(`SELECT t.code FROM tables t LEFT JOIN profile_read r ON r.code = t.code WHERE t.status = 'finished' AND (r.v IS NULL OR r.v < t.last_v) LIMIT $1`, [limit]);
    return rows.map((r) => r.code);
  }

  async totals(account: string): Promise<Map<string, GroupTotals>> {
    const { rows } = await this.pool.query<{ grp: string; name: string; value: number }>('SELECT grp, name, value FROM profile_sums WHERE account = $1', [account]);
    const groups = new Map<string, [string, number][]>();
    for (const r of rows) groups.set(r.grp, [...(groups.get(r.grp) ?? []), [r.name, r.value]]);
    return new Map([...groups].map(([group, sums]) => [group, totalsOf(sums)]));
  }

  async history(account: string, offset: number, limit: number): Promise<{ games: HistoryGame[]; total: number }> {
    const { rows } = await this.pool.query<{ table_code: string; game: number; game_id: string; grp: string; at: string; seat: number; seats: string; tournament: string | null }>(
      `SELECT r.table_code, r.game, g.game_id, g.grp, r.at, r.seat, g.seats, g.tournament FROM profile_results r
       JOIN profile_games g ON g.table_code = r.table_code AND g.game = r.game
       WHERE r.account = $1 ORDER BY r.at DESC, r.table_code DESC, r.game DESC LIMIT $2 OFFSET $3`,
      [account, limit, offset],
    );
    const count = await this.pool.query<{ n: string }>('SELECT count(*) AS n FROM profile_results WHERE account = $1', [account]);
    return { games: rows.map(historyGameOf), total: Number(count.rows[0]!.n) };
  }

  async headToHead(account: string, other: string): Promise<HeadToHead> {
    const { rows } = await this.pool.query<{ result: string; n: string }>(
      `SELECT a.result, count(*) AS n FROM profile_results a JOIN profile_results b ON b.table_code = a.table_code AND b.game = a.game
       WHERE a.account = $1 AND b.account = $2 GROUP BY a.result`,
      [account, other],
    );
    return headToHeadOf(rows);
  }

  async record(key: GameKey): Promise<string | null> {
    const { rows } = await this.pool.query<{ record: string }>('SELECT record FROM profile_games WHERE table_code = $1 AND game = $2', [key.table, key.game]);
    return rows[0]?.record ?? null;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

const MARK_READ = 'INSERT INTO profile_read (code, v) VALUES ($1, $2) ON CONFLICT (code) DO UPDATE SET v = greatest(profile_read.v, excluded.v)';
