import type { TableInfo } from '@escoba/protocol';
import type { I18n } from '../i18n/translator.js';
import { botName, type SeatNames } from '../table/names.js';
import { identityOf, profileHref } from './safety/identity.js';

/**
 * Seat names at an online table: "You" for the person's own seat (as in games against the computer), the
 * players' chosen names, and the computer's fixed names for bot seats; the names of accounts and bot accounts link
 * to their profiles (`profileOf`).
 */
export function onlineNames(i18n: I18n, table: TableInfo, me: number | null): SeatNames {
  return {
    me,
    name: (seat) => {
      if (seat === me) return i18n.t('you');
      const info = table.seats[seat];
      if (info?.bot) return botName(i18n, seat);
      return info?.name ?? i18n.t('seatN', { n: seat + 1 });
    },
    profileOf: (seat) => (seat === me ? null : seatProfile(table.seats[seat])),
  };
}

/** The profile a seat's name links to: an account's or a bot account's, never a guest's or a computer player's. */
export function seatProfile(seat: Parameters<typeof identityOf>[0] | undefined): string | null {
  if (seat === undefined || seat.name === null) return null;
  const identity = identityOf(seat);
  return identity === 'account' || identity === 'bot' ? profileHref(seat.name) : null;
}

/** A seat's name with no "You": for lists where the person also sees their own name. */
export function playerName(i18n: I18n, table: TableInfo, seat: number): string {
  const info = table.seats[seat];
  if (info?.bot) return botName(i18n, seat);
  return info?.name ?? i18n.t('seatN', { n: seat + 1 });
}
