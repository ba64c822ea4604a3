import type { ServerMessage } from '@escoba/protocol';
import { addCounts, type PresenceCounts, type SharedPresence } from '../cluster/presence.js';
import type { GameService } from '../tables/service.js';
import type { Outbox } from './connection.js';
import type { Rooms } from './rooms.js';

/**
 * Presence counting (as lila-ws's `RoundCrowd`): who follows each table, per seat and spectators, on this process
 * and (with several) on the others. It tells the game service (grace periods, abandonment, eviction), the other
 * processes and the table's followers (`presence` messages).
 */
export class Crowd {
  constructor(
    private readonly rooms: Rooms,
    private readonly service: GameService,
    private readonly outbox: Outbox,
    /** With several processes: the others' connections, so presence, grace periods and abandonment count every process's. */
    private readonly shared: SharedPresence | null,
  ) {}

  /** A seat's connections changed here: the service learns whether anyone (on any process) holds it. */
  seatChanged(code: string, seat: number): void {
    this.shared?.report(code, this.local(code));
    this.service.setConnected(code, seat, (this.all(code).seats[seat] ?? 0) > 0);
  }

  /** The table's followers changed here: the service learns how many follow it (on every process). */
  followersChanged(code: string): void {
    this.shared?.report(code, this.local(code));
    const all = this.all(code);
    this.service.setFollowers(code, all.seats.reduce((a, b) => a + b, 0) + all.spectators);
  }

  /** The connections to a table on other processes changed: the service and this process's followers are told. */
  elsewhereChanged(code: string): void {
    const all = this.all(code);
    const players = this.service.peek(code)?.settings.players ?? all.seats.length;
    for (let seat = 0; seat < players; seat++) this.service.setConnected(code, seat, (all.seats[seat] ?? 0) > 0);
    this.service.setFollowers(code, all.seats.reduce((a, b) => a + b, 0) + all.spectators);
    this.broadcast(code);
  }

  /** Tells the table's followers here who is connected and how many watch. */
  broadcast(code: string): void {
    const room = this.rooms.get(code);
    if (!room) return;
    const info = this.service.peek(code);
    const all = this.all(code);
    const players = info?.settings.players ?? all.seats.length;
    const connected = Array.from({ length: players }, (_, seat) => (all.seats[seat] ?? 0) > 0);
    const text = JSON.stringify({ type: 'presence', connected, spectators: all.spectators } satisfies ServerMessage);
    for (const c of room.connections) this.outbox.sendText(c, text);
  }

  /** This process's connections to a table. */
  private local(code: string): PresenceCounts {
    const room = this.rooms.get(code);
    if (!room) return { seats: [], spectators: 0 };
    let spectators = 0;
    for (const c of room.connections) if (c.seat === null) spectators++;
    return { seats: Array.from({ length: room.seats.length }, (_, seat) => room.seats[seat] ?? 0), spectators };
  }

  /** Every process's connections to a table (this one's alone without others). */
  private all(code: string): PresenceCounts {
    const local = this.local(code);
    const elsewhere = this.shared?.elsewhere(code);
    return elsewhere ? addCounts(local, elsewhere) : local;
  }
}
