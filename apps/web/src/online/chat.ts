import type { TableInfo } from '@escoba/protocol';
import type { ChatLine } from './session.js';

/**
 * The seats whose mute switch the chat shows, in seat order: the other people who have written (a switch for
 * someone who never spoke is noise, above all for a spectator facing a whole table), and the seats already
 * muted (their lines are hidden, but they must stay unmutable). The same for players and spectators.
 */
export function muteSeats(table: TableInfo, chat: readonly ChatLine[], muted: readonly number[], me: number | null): number[] {
  const spoke = new Set(chat.map((line) => line.seat));
  return table.seats.filter((s) => s.seat !== me && !s.bot && (spoke.has(s.seat) || muted.includes(s.seat))).map((s) => s.seat);
}
