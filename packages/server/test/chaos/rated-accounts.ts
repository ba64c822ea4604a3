import pg from 'pg';
import type { StoredRating } from '@escoba/server';
import { Browser } from '../accounts/browser.js';
import type { HistoryRecord } from '../rated-check.js';

/** Signs up `n` accounts on the process at `port` (plain HTTP, not through nginx); each one's WebSocket headers (its session cookie). */
export async function signUpAccounts(port: number, n: number): Promise<Record<string, string>[]> {
  const stamp = Date.now().toString(36).slice(-5);
  const accounts: Record<string, string>[] = [];
  for (let i = 0; i < n; i++) {
    const browser = new Browser(port);
    const r = await browser.signIn('signup', `Chaos${i}${stamp}`, 'chaos password 1');
    if (r.status !== 201) throw new Error(`signup ${i} answered ${r.status}: ${r.text}`);
    accounts.push({ cookie: browser.cookieHeader() });
  }
  return accounts;
}

/**
 * The rated results in PostgreSQL once `games` rated games are applied (waiting up to 150 s: a game whose processes
 * were killed at its end is applied by another's sweep, once a minute): the history in order and the ratings.
 */
export async function ratedResults(databaseUrl: string, games: number, progress: (line: string) => void): Promise<{ history: HistoryRecord[]; ratings: Map<string, StoredRating> }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const end = Date.now() + 150_000;
    let applied = 0;
    while ((applied = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rated_games')).rows[0]!.n) < games) {
      if (Date.now() > end) throw new Error(`only ${applied} of ${games} rated games applied after 150 s`);
      await new Promise((r) => setTimeout(r, 500));
    }
    progress(`${applied} rated games applied`);
    const history = (await db.query<HistoryRecord>('SELECT account, format, table_code, game, before_mu, before_sigma, after_mu, after_sigma, games FROM rating_history ORDER BY seq')).rows;
    const rows = (await db.query<{ account: string; format: string; mu: number; sigma: number; games: number }>('SELECT account, format, mu, sigma, games FROM ratings')).rows;
    return { history, ratings: new Map(rows.map((r) => [`${r.account} ${r.format}`, { rating: { mu: r.mu, sigma: r.sigma }, games: r.games }])) };
  } finally {
    await db.end();
  }
}
