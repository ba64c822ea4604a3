/**
 * The client of the server's public profile and leaderboard API (`docs/protocol.md`, "Profiles"): plain GETs, no
 * cookie needed. Every answer is checked for the fields the pages read; anything else is `unreachable` (a static
 * host answers `/api/…` with a page).
 */

export type SeatResult = 'win' | 'draw' | 'loss';

export interface ProfileRating {
  readonly format: string;
  readonly rating: number;
  readonly deviation: number;
  readonly provisional: boolean;
  readonly games: number;
}

export interface ProfileStat {
  readonly id: string;
  readonly kind: 'rate' | 'share';
  readonly count: number;
  readonly per: number;
}

export interface ProfileGames {
  readonly group: string;
  readonly gameId: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly stats: readonly ProfileStat[];
}

export interface Profile {
  readonly name: string;
  readonly memberSince: number;
  readonly bot: boolean;
  readonly ratings: readonly ProfileRating[];
  readonly games: readonly ProfileGames[];
}

export interface HistorySeat {
  readonly name: string | null;
  readonly account: boolean;
  readonly level: string | null;
  readonly side: number;
  readonly result: SeatResult;
}

export interface HistoryGame {
  readonly table: string;
  readonly game: number;
  readonly gameId: string;
  readonly group: string;
  readonly at: number;
  readonly seat: number;
  readonly result: SeatResult;
  readonly seats: readonly HistorySeat[];
  /** tour23: the tournament the game was played in (absent outside tournaments); name null for games kept before names were. */
  readonly tournament?: { readonly id: string; readonly name: string | null };
}

export interface HistoryPage {
  readonly total: number;
  readonly games: readonly HistoryGame[];
}

export interface HeadToHead {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
}

export interface ChartPoint {
  readonly at: number | null;
  readonly rating: number;
  readonly deviation: number;
}

export interface LeaderboardEntry {
  readonly position: number;
  /** The player's name (the account's id on servers that do not send names yet). */
  readonly name: string;
  readonly rating: number;
  readonly deviation: number;
  readonly games: number;
}

export interface LeaderboardPage {
  readonly entries: readonly LeaderboardEntry[];
  readonly more: boolean;
}

/** What a read gave: the answer, no such player (404), or no server to ask. */
export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: 'notFound' | 'unreachable' };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

async function get<T>(path: string, check: (body: Record<string, unknown>) => boolean): Promise<Read<T>> {
  try {
    const res = await fetch(path, { credentials: 'omit', headers: { accept: 'application/json' } });
    if (res.status === 404 && (res.headers.get('content-type') ?? '').includes('json')) return { ok: false, reason: 'notFound' };
    if (!res.ok) return { ok: false, reason: 'unreachable' };
    const body: unknown = await res.json();
    return isObject(body) && check(body) ? { ok: true, value: body as T } : { ok: false, reason: 'unreachable' };
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
}

const player = (name: string) => `/api/players/${encodeURIComponent(name)}`;

export const readProfile = (name: string) => get<Profile>(player(name), (b) => typeof b['name'] === 'string' && Array.isArray(b['ratings']) && Array.isArray(b['games']));

export const readHistory = (name: string, offset: number, limit: number) => get<HistoryPage>(`${player(name)}/games?offset=${offset}&limit=${limit}`, (b) => typeof b['total'] === 'number' && Array.isArray(b['games']));

export const readHeadToHead = (name: string, other: string) => get<HeadToHead>(`${player(name)}/vs/${encodeURIComponent(other)}`, (b) => typeof b['games'] === 'number');

export const readChart = (name: string, format: string) =>
  get<{ points: readonly ChartPoint[] }>(`${player(name)}/ratings/${encodeURIComponent(format)}`, (b) => Array.isArray(b['points'])).then((r) => (r.ok ? { ok: true as const, value: r.value.points } : r));

/** A finished game's record (parsed JSON), or null when it cannot be had. */
export async function readRecord(table: string, game: number): Promise<unknown> {
  const r = await get<Record<string, unknown>>(recordUrl(table, game), (b) => typeof b['format'] === 'string');
  return r.ok ? r.value : null;
}

export const recordUrl = (table: string, game: number) => `/api/games/${encodeURIComponent(table)}/${game}/record`;

export async function readLeaderboard(format: string, period: 'all' | 'month', page: number): Promise<Read<LeaderboardPage>> {
  const r = await get<{ entries: Record<string, unknown>[]; more: boolean }>(`/api/leaderboard/${encodeURIComponent(format)}?period=${period}&page=${page}`, (b) => Array.isArray(b['entries']));
  if (!r.ok) return r;
  const entries = r.value.entries.map((e) => ({
    position: Number(e['position']),
    name: String(e['name'] ?? e['account']),
    rating: Number(e['rating']),
    deviation: Number(e['deviation']),
    games: Number(e['games']),
  }));
  return { ok: true, value: { entries, more: r.value.more === true } };
}
