import type { I18n } from '../i18n/translator.js';
import { botName, offlineNames, type SeatNames } from '../table/names.js';
import { profileHref } from '../online/safety/identity.js';

/**
 * Who sat at a seat of an online game under review: the name (null for the server's computer players), whether an
 * account (or a bot account) held the seat, and the computer level of a bot seat. A profile's history says this of
 * each game (`HistorySeat`, with today's names), and so does a record the server kept (`seats`, docs/record-format.md).
 */
export interface ReviewSeat {
  readonly name: string | null;
  readonly account: boolean;
  readonly level: string | null;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function seatOfPlayer(player: unknown): ReviewSeat | null {
  if (!isRecord(player)) return null;
  const level = typeof player.level === 'string' ? player.level : null;
  const name = typeof player.name === 'string' ? player.name : null;
  if (level === null && name === null) return null;
  return { name: level === null ? name : null, account: level === null && player.account === true, level };
}

/**
 * The players of an online game's record: its `seats` metadata (records the server kept from review22 on), else its
 * `names` (older ones: a name per seat, null for a computer player, and no word of accounts, so no name links),
 * else null: a record of a game against the computer, whose seats are named as at that table.
 */
export function recordPlayers(record: unknown): ReviewSeat[] | null {
  if (!isRecord(record)) return null;
  const seats = Array.isArray(record.seats) ? record.seats.map(seatOfPlayer) : null;
  if (seats && seats.length > 0 && seats.every((s) => s !== null)) return seats as ReviewSeat[];
  const names = record.names;
  if (!Array.isArray(names) || names.length === 0 || !names.every((n) => n === null || typeof n === 'string')) return null;
  return (names as (string | null)[]).map((name) => ({ name, account: false, level: null }));
}

/**
 * The seats' names in the review of a game. A game against the computer (no players): "You" at seat 0 and the
 * computer's names, as at that table. An online game: each player's name; a computer player by the computer's fixed
 * name, as at an online table; the `viewer`'s seat is "You", as at the live table (the logged-in account's name, or the
 * seat the person held at the table the review was opened from); the names
 * of accounts and bot accounts link to their profiles (never "You", a guest or a computer player).
 */
export function reviewNames(i18n: I18n, players: readonly ReviewSeat[] | null, viewer: string | { readonly seat: number | null } | null): SeatNames {
  if (players === null) return offlineNames(i18n);
  const mine = viewer === null ? -1 : typeof viewer === 'string' ? players.findIndex((p) => p.account && p.name === viewer) : (viewer.seat ?? -1);
  const me = mine < 0 ? null : mine;
  return {
    me,
    name: (seat) => {
      const player = players[seat];
      if (seat === me) return i18n.t('you');
      if (player === undefined) return i18n.t('seatN', { n: seat + 1 });
      return player.level !== null || player.name === null ? botName(i18n, seat) : player.name;
    },
    profileOf: (seat) => {
      const player = players[seat];
      return seat === me || player === undefined || !player.account || player.name === null ? null : profileHref(player.name);
    },
  };
}
