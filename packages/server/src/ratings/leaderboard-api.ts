import type { IncomingMessage } from 'node:http';
import type { GameRatingFormat } from '@escoba/games';
import { displayDeviation, displayRating, isFormatId, isProvisional } from '@escoba/ratings';
import { json, type ApiHandler } from '../http-api.js';
import type { Limits } from '../limits/limits.js';
import { monthRange, type RatingStore } from './rating-store.js';

/** Rows per leaderboard page. */
export const LEADERBOARD_PAGE = 50;
/** The last page a request may ask for (deep pages are a scan, not a leaderboard). */
const MAX_PAGE = 200;

export interface LeaderboardApiOptions {
  readonly formats: readonly GameRatingFormat[];
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
  /** The server's clock: which month `period=month` is. */
  readonly now?: () => number;
  /** rated22: the display names of accounts by id (absent ones: accounts gone), joined into the rows. */
  readonly names?: (accounts: readonly string[]) => Promise<ReadonlyMap<string, string>>;
}

const utcMonth = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/**
 * `GET /api/leaderboard/FORMAT?period=all|month[&month=YYYY-MM]&page=N[&provisional=1]`: a format's leaderboard,
 * established ratings only (with `provisional=1` provisional ones too, each row saying which), best first, each row
 * with the account's display name, {@link LEADERBOARD_PAGE} rows a page (page 1 first). `period=month` ranks the players of the
 * month's rated games (the current UTC month unless `month` says) by their rating after their last game in it. A
 * public read, limited per address. Returns false for other paths.
 */
export function leaderboardApi(store: RatingStore, options: LeaderboardApiOptions): ApiHandler {
  return (req, res) => {
    // The path is matched before it is parsed: `new URL` throws on some paths (`//`) that are not this API's.
    const m = /^\/api\/leaderboard\/([^/?]+)(?:\?|$)/.exec(req.url ?? '/');
    if (!m || req.method !== 'GET') return false;
    const url = new URL(req.url!, 'http://localhost');
    const id = m[1]!;
    const format = isFormatId(id) ? options.formats.find((f) => f.format.id === id) : undefined;
    if (!format) return (json(res, 404, { error: `no rating format ${JSON.stringify(id.slice(0, 40))} (formats: ${options.formats.map((f) => f.format.id).join(', ')})` }), true);
    const period = url.searchParams.get('period') ?? 'all';
    if (period !== 'all' && period !== 'month') return (json(res, 400, { error: 'period is all or month' }), true);
    const monthText = period === 'month' ? (url.searchParams.get('month') ?? utcMonth((options.now ?? Date.now)())) : null;
    const month = monthText === null ? null : monthRange(monthText);
    if (monthText !== null && month === null) return (json(res, 400, { error: 'month is YYYY-MM' }), true);
    const pageText = url.searchParams.get('page') ?? '1';
    const page = /^[1-9][0-9]{0,5}$/.test(pageText) ? Number(pageText) : NaN;
    if (!(page <= MAX_PAGE)) return (json(res, 400, { error: `page is a number from 1 to ${MAX_PAGE}` }), true);
    const provisionalText = url.searchParams.get('provisional') ?? '0';
    if (provisionalText !== '0' && provisionalText !== '1') return (json(res, 400, { error: 'provisional is 0 (established ratings only, the default) or 1 (provisional ones too)' }), true);
    const provisional = provisionalText === '1';
    void (async () => {
      if (!(await options.limits.read(options.address(req)))) return json(res, 429, { error: 'too many requests from this address; wait a little' }, { 'retry-after': String(options.limits.readRetryAfterSeconds) });
      const offset = (page - 1) * LEADERBOARD_PAGE;
      // One row more than the page: whether a next page exists.
      const rows = await store.leaderboard({ format: id, month, limit: LEADERBOARD_PAGE + 1, offset, ...(provisional ? { provisional } : {}) });
      const shown = rows.slice(0, LEADERBOARD_PAGE);
      const names = (await options.names?.(shown.map((r) => r.account))) ?? new Map<string, string>();
      json(res, 200, {
        format: id,
        name: format.format.name,
        period,
        ...(monthText !== null ? { month: monthText } : {}),
        page,
        entries: shown.map((r, i) => ({ position: offset + i + 1, account: r.account, name: names.get(r.account) ?? null, rating: displayRating(r.rating), deviation: displayDeviation(r.rating), games: r.games, provisional: isProvisional(r.rating) })),
        more: rows.length > LEADERBOARD_PAGE,
      });
    })().catch(() => json(res, 500, { error: 'the leaderboard could not be read' }));
    return true;
  };
}
