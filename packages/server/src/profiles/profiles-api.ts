import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AnyGamePlugin } from '@escoba/games';
import { CODE_PATTERN } from '@escoba/protocol';
import { displayDeviation, displayRating, initialRating, isFormatId, isProvisional } from '@escoba/ratings';
import type { AccountRecord, AccountStore } from '../accounts/account-store.js';
import { accountSkeletons } from '../accounts/account-names.js';
import { json, type ApiHandler } from '../http-api.js';
import type { Limits } from '../limits/limits.js';
import type { RatingStore } from '../ratings/rating-store.js';
import type { GameSeat, ProfileStore } from './profile-store.js';

/** Games a history page holds at most (and by default). */
export const HISTORY_PAGE_MAX = 50;
const HISTORY_PAGE_DEFAULT = 20;
/** The deepest history offset a request may ask for. */
const HISTORY_OFFSET_MAX = 100_000;
/** A display name is at most this long (`nameProblem` of the protocol); longer path segments are not names. */
const NAME_MAX = 100;

export interface ProfilesApiOptions {
  readonly profiles: ProfileStore;
  readonly ratings: RatingStore;
  readonly accounts: AccountStore;
  readonly plugins: readonly AnyGamePlugin[];
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
}

/** What an API path asks for, or an error sentence (400). */
type Ask =
  | { readonly kind: 'profile'; readonly name: string }
  | { readonly kind: 'games'; readonly name: string; readonly offset: number; readonly limit: number }
  | { readonly kind: 'ratings'; readonly name: string; readonly format: string }
  | { readonly kind: 'vs'; readonly name: string; readonly other: string }
  | { readonly kind: 'record'; readonly code: string; readonly game: number };

const decode = (segment: string): string | null => {
  try {
    const text = decodeURIComponent(segment);
    return text.length > 0 && text.length <= NAME_MAX ? text : null;
  } catch {
    return null;
  }
};

const integer = (text: string | null, fallback: number, max: number): number | null => {
  if (text === null) return fallback;
  return /^[0-9]{1,7}$/.test(text) && Number(text) <= max ? Number(text) : null;
};

/** The request's ask, an error sentence, or null for a path that is not this API's. */
function parse(path: string, query: URLSearchParams): Ask | string | null {
  const record = /^\/api\/games\/([^/]+)\/([^/]+)\/record$/.exec(path);
  if (record) {
    const code = decode(record[1]!)?.toUpperCase();
    const game = integer(record[2]!, 0, 1_000_000);
    if (code === undefined || !CODE_PATTERN.test(code)) return 'a table code is 6 letters and digits';
    return game === null ? 'a game is its number at the table (0, 1, …)' : { kind: 'record', code, game };
  }
  const m = /^\/api\/players\/([^/]+)(?:\/(games|ratings|vs)(?:\/([^/]+))?)?$/.exec(path);
  if (!m) return null;
  const name = decode(m[1]!);
  if (name === null) return 'a player is named by 1 to 100 characters';
  switch (m[2]) {
    case undefined:
      return { kind: 'profile', name };
    case 'games': {
      if (m[3] !== undefined) return null;
      const offset = integer(query.get('offset'), 0, HISTORY_OFFSET_MAX);
      const limit = integer(query.get('limit'), HISTORY_PAGE_DEFAULT, HISTORY_PAGE_MAX);
      if (offset === null) return `offset is a number from 0 to ${HISTORY_OFFSET_MAX}`;
      return limit === null || limit === 0 ? `limit is a number from 1 to ${HISTORY_PAGE_MAX}` : { kind: 'games', name, offset, limit };
    }
    case 'ratings':
      return m[3] === undefined ? null : { kind: 'ratings', name, format: decode(m[3]) ?? '' };
    default: {
      const other = m[3] === undefined ? null : decode(m[3]);
      return other === null ? 'the other player is named by 1 to 100 characters' : { kind: 'vs', name, other };
    }
  }
}

/**
 * The public, read-only profile API (issue 22; no cookie, so no CSRF check): `GET /api/players/NAME` (profile),
 * `/api/players/NAME/games?offset&limit` (history, newest first), `/api/players/NAME/ratings/FORMAT` (the rating
 * chart's points), `/api/players/NAME/vs/OTHER` (head to head) and `/api/games/CODE/GAME/record` (a finished game's
 * record). Every answer is about finished games only: a game in play is in no profile, and its record is not served
 * before its end. Limited per address like every public read. Returns false for other paths.
 */
export function profilesApi(options: ProfilesApiOptions): ApiHandler {
  return (req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/api/players/') && !url.startsWith('/api/games/')) return false;
    const [path, search] = [url.split('?')[0]!, url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''];
    const ask = parse(path, new URLSearchParams(search));
    if (ask === null) return false;
    if (req.method !== 'GET') return (json(res, 405, { error: 'only GET' }, { allow: 'GET' }), true);
    if (typeof ask === 'string') return (json(res, 400, { error: ask }), true);
    void (async () => {
      if (!(await options.limits.read(options.address(req)))) return json(res, 429, { error: 'too many requests from this address; wait a little' }, { 'retry-after': String(options.limits.readRetryAfterSeconds) });
      await answer(options, ask, res);
    })().catch(() => json(res, 500, { error: 'the profile could not be read' }));
    return true;
  };
}

/** The account named `name` (or a name that looks the same), unless banned. */
async function accountNamed(accounts: AccountStore, name: string): Promise<AccountRecord | null> {
  const account = await accounts.accountBySkeletons(accountSkeletons(name.trim()));
  return account && !account.banned ? account : null;
}

const noPlayer = (res: ServerResponse, name: string) => json(res, 404, { error: `no player is named ${JSON.stringify(name.slice(0, 100))}` });

async function answer(o: ProfilesApiOptions, ask: Ask, res: ServerResponse): Promise<void> {
  if (ask.kind === 'record') {
    const record = await o.profiles.record({ table: ask.code, game: ask.game });
    if (record === null) return json(res, 404, { error: `no finished game ${ask.game} of table ${ask.code} was played by an account (a game in play has no record until it ends)` });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'content-disposition': `attachment; filename="${ask.code}-${ask.game}.json"` });
    return void res.end(record);
  }
  const account = await accountNamed(o.accounts, ask.name);
  if (!account) return noPlayer(res, ask.name);
  switch (ask.kind) {
    case 'profile':
      return json(res, 200, await profileOf(o, account));
    case 'games': {
      const { games, total } = await o.profiles.history(account.id, ask.offset, ask.limit);
      const names = new Map<string, string | null>();
      const seatOf = async (s: GameSeat) => {
        if (s.account !== null && !names.has(s.account)) names.set(s.account, (await o.accounts.accountById(s.account))?.name ?? null);
        return { name: s.account !== null ? (names.get(s.account) ?? s.name) : s.name, account: s.account !== null, level: s.level, side: s.side, result: s.result };
      };
      const entries = [];
      for (const g of games) {
        entries.push({ table: g.key.table, game: g.key.game, gameId: g.gameId, group: g.group, at: g.at, seat: g.seat, result: g.seats[g.seat]!.result, seats: await Promise.all(g.seats.map(seatOf)), ...(g.tournament ? { tournament: g.tournament } : {}) });
      }
      return json(res, 200, { name: account.name, offset: ask.offset, total, games: entries });
    }
    case 'ratings': {
      if (!isFormatId(ask.format) || !o.plugins.some((p) => p.rating.formats.some((f) => f.format.id === ask.format))) return json(res, 404, { error: `no rating format ${JSON.stringify(ask.format.slice(0, 40))}` });
      const rows = await o.ratings.history(account.id, ask.format);
      const first = rows[0]?.before ?? initialRating();
      const points = [{ at: null, rating: displayRating(first), deviation: displayDeviation(first) }, ...rows.map((r) => ({ at: r.at, rating: displayRating(r.after), deviation: displayDeviation(r.after) }))];
      return json(res, 200, { name: account.name, format: ask.format, points });
    }
    case 'vs': {
      const other = await accountNamed(o.accounts, ask.other);
      if (!other) return noPlayer(res, ask.other);
      return json(res, 200, { name: account.name, other: other.name, ...(await o.profiles.headToHead(account.id, other.id)) });
    }
  }
}

/** The plugin whose games a profile group holds: the plugin of the rating format, or the game of that id. */
const pluginOfGroup = (plugins: readonly AnyGamePlugin[], group: string): AnyGamePlugin | undefined =>
  plugins.find((p) => p.rating.formats.some((f) => f.format.id === group)) ?? plugins.find((p) => p.definition.id === group);

async function profileOf(o: ProfilesApiOptions, account: AccountRecord) {
  const [ratings, totals] = await Promise.all([o.ratings.ratingsOf(account.id), o.profiles.totals(account.id)]);
  const formatName = (id: string) => o.plugins.flatMap((p) => p.rating.formats).find((f) => f.format.id === id)?.format.name ?? id;
  return {
    name: account.name,
    memberSince: account.createdAt,
    bot: account.bot,
    ratings: [...ratings].map(([format, r]) => ({ format, name: formatName(format), rating: displayRating(r.rating), deviation: displayDeviation(r.rating), provisional: isProvisional(r.rating), games: r.games })),
    games: [...totals].map(([group, t]) => {
      const plugin = pluginOfGroup(o.plugins, group);
      const stats = (plugin?.profile.statsOf(group) ?? []).map((s) => ({ id: s.id, kind: s.kind, count: t.counts[s.count] ?? 0, per: t.counts[s.per] ?? 0 }));
      return { group, gameId: plugin?.definition.id ?? group, name: formatName(group), games: t.games, wins: t.wins, draws: t.draws, losses: t.losses, stats };
    }),
  };
}
