import type { EventBus, TableMessage } from '../cluster/bus.js';
import { withheld, type ChatFilter } from './chat-filter.js';
import type { Connection, Outbox } from './connection.js';
import { MessageTexts } from './message-texts.js';

/** The connections following one table, and how many hold each seat. */
export interface Room {
  readonly connections: Set<Connection>;
  /** Connections per seat. */
  readonly seats: number[];
  readonly unsubscribe: () => void;
}

/**
 * Rooms: one per table this process's connections follow, subscribed to the table's messages on the bus while it
 * has anyone, and the fan-out of each message with each connection's own view.
 */
export class Rooms {
  private readonly rooms = new Map<string, Room>();

  constructor(
    private readonly bus: EventBus,
    private readonly outbox: Outbox,
    /** Connections lost their seat to a `left` or `seated` event: the table's presence changed. */
    private readonly demoted: (code: string, seat: number) => void,
    /** Blocked players' chat, and the account of a table's seat (null: a guest's, a bot's, or unknown here). */
    private readonly chat: { readonly filter: ChatFilter; readonly seatAccount: (code: string, seat: number) => string | null } | null = null,
  ) {}

  get(code: string): Room | undefined {
    return this.rooms.get(code);
  }

  /** Adds a connection (its `code` and `seat` set) to its table's room. */
  join(conn: Connection): void {
    const code = conn.code!;
    let room = this.rooms.get(code);
    if (!room) {
      const connections = new Set<Connection>();
      const seats: number[] = [];
      room = { connections, seats, unsubscribe: this.bus.subscribe(code, (m) => this.onMessage(code, connections, seats, m)) };
      this.rooms.set(code, room);
    }
    room.connections.add(conn);
    if (conn.seat !== null) room.seats[conn.seat] = (room.seats[conn.seat] ?? 0) + 1;
  }

  /** Removes a connection that followed `code` holding `seat`; false if it was not in the room. */
  leave(conn: Connection, code: string, seat: number | null): boolean {
    const room = this.rooms.get(code);
    if (!room || !room.connections.delete(conn)) return false;
    if (seat !== null) room.seats[seat]! -= 1;
    if (room.connections.size === 0) {
      room.unsubscribe();
      this.rooms.delete(code);
    }
    return true;
  }

  /**
   * A table message. When a seat is given up (`left`) or taken (`seated`), every connection still holding it loses
   * it first, and goes on as a spectator: it gets no view of the new player's hand, and no longer counts as that
   * seat's presence. (Its commands would be refused anyway: they carry the old token hash.)
   */
  private onMessage(code: string, connections: ReadonlySet<Connection>, seats: number[], m: TableMessage): void {
    const e = m.event;
    let demoted = false;
    if (e && (e.type === 'left' || e.type === 'seated')) {
      for (const conn of connections) {
        if (conn.seat !== e.seat) continue;
        conn.seat = null;
        conn.holder = null;
        seats[e.seat]! -= 1;
        demoted = true;
        this.outbox.error(conn, { code: 'Unauthorized', message: e.type === 'left' && e.kicked ? `the host removed you from seat ${e.seat}; you are watching` : `seat ${e.seat} was given up; you are watching` });
      }
    }
    this.fanOut(connections, m, e?.type === 'chat' ? this.chatSender(code, e.seat) : null);
    if (demoted && e && (e.type === 'left' || e.type === 'seated')) this.demoted(code, e.seat);
  }

  /**
   * Sends a table message to every follower, with each seat's own view: each seat's view is computed once (the
   * message's `view` remembers it) and its text serialised and framed once (cpu21), whatever the number of
   * connections holding that seat or watching. A private entry goes only to the connections of the seats it names, with no new version; the
   * others get nothing at all.
   */
  private fanOut(connections: ReadonlySet<Connection>, m: TableMessage, chatSender: string | null): void {
    const texts = new MessageTexts(m);
    let withheldText: string | null = null;
    for (const conn of connections) {
      if (m.v <= conn.logV) continue;
      conn.logV = m.v;
      if (chatSender !== null && m.event?.type === 'chat' && this.hidesFrom(conn, chatSender)) {
        conn.v = m.publicV;
        this.outbox.sendText(conn, (withheldText ??= JSON.stringify({ type: 'event', v: m.publicV, event: withheld(m.event) })));
        continue;
      }
      const message = texts.sharedBy(conn.seat);
      if (message === null) continue;
      conn.v = m.publicV;
      this.outbox.sendShared(conn, message);
    }
  }

  /** The account of the seat that wrote a chat line, when some follower here may have blocked it. */
  private chatSender(code: string, seat: number): string | null {
    return this.chat === null ? null : this.chat.seatAccount(code, seat);
  }

  /** Whether a connection's account blocked the account `sender`. */
  hidesFrom(conn: Connection, sender: string): boolean {
    return this.chat !== null && typeof conn.viewer === 'string' && this.chat.filter.hides(conn.viewer, sender);
  }
}
