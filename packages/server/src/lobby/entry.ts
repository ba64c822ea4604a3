import type { LobbyEntry, LobbySeat } from '@escoba/protocol';
import type { TableState } from '../game/table-state.js';

/**
 * A public table as the lobby lists it, or null when it is not listed: private, finished, or waiting with every
 * seat taken (it comes back as a game to watch once it starts). Built from the table's settings and seats alone:
 * no card, no token hash, no invitation can reach it.
 */
export function lobbyEntryOf(state: TableState): LobbyEntry | null {
  if (!state.settings.public || state.status === 'finished') return null;
  const entry: LobbyEntry = {
    code: state.code,
    v: state.pv,
    settings: state.settings,
    status: state.status,
    seats: lobbySeatsOf(state),
  };
  return entry.status === 'lobby' && freeSeats(entry) === 0 ? null : entry;
}

/** Free seats a person may take: none once the game has started. */
export const freeSeats = (entry: LobbyEntry): number => (entry.status === 'lobby' ? entry.seats.filter((s) => s.name === null && s.bot === null).length : 0);

/** A table's seats as the lobby shows them: names, bot levels, and the account and BOT marks. */
export function lobbySeatsOf(state: Pick<TableState, 'settings' | 'seats'>): LobbySeat[] {
  const { bots } = state.settings;
  return state.seats.map((seat, i) => ({ name: bots[i] ?? seat.name, bot: bots[i] ?? null, ...(seat.account !== null && !bots[i] ? { account: true as const, ...(seat.botAccount ? { botAccount: true as const } : {}) } : {}) }));
}
