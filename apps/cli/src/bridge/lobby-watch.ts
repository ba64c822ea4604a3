import type { LobbyEntry, ServerMessage } from '@escoba/protocol';
import { WatchSocket } from './watch-socket.js';

/** A free seat at a public table, as the lobby lists it: what the bridge may join. */
export interface OpenSeat {
  readonly code: string;
  readonly seat: number;
  readonly entry: LobbyEntry;
}

/** The first seat nobody holds (no player, no computer level) at a table still waiting for players; null if none. */
export function openSeatOf(entry: LobbyEntry): OpenSeat | null {
  if (entry.status !== 'lobby') return null;
  const seat = entry.seats.findIndex((s) => s.name === null && s.bot === null);
  return seat < 0 ? null : { code: entry.code, seat, entry };
}

/**
 * The server's lobby of public tables, watched over its own WebSocket (`{type: 'lobby', watch: true}`) with the bot's
 * token: the latest entry of each listed table.
 */
export class LobbyWatch extends WatchSocket {
  private readonly tables = new Map<string, LobbyEntry>();

  protected subscriptions(): readonly object[] {
    return [{ type: 'lobby', watch: true }];
  }

  /** The open seats of the listed tables, oldest listing first. */
  openSeats(): OpenSeat[] {
    return [...this.tables.values()].map(openSeatOf).filter((s): s is OpenSeat => s !== null);
  }

  protected receive(m: ServerMessage): boolean {
    if (m.type !== 'lobby') return false;
    if (m.full) this.tables.clear();
    for (const code of m.removed) this.tables.delete(code);
    for (const entry of m.tables) {
      const known = this.tables.get(entry.code);
      if (known === undefined || known.v <= entry.v) this.tables.set(entry.code, entry);
    }
    return true;
  }
}
