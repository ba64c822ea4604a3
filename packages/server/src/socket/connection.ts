import type { ErrorCode, ProtocolVersion, Ref, ServerMessage } from '@escoba/protocol';
import type { CommandError } from '../game/decide.js';
import type { TokenBucket } from '../limits/token-bucket.js';
import type { SharedText } from './frames.js';

/** What the hub needs of a socket; `ws` sockets have it, and tests can pass a fake. */
export interface Transport {
  send(text: string): void;
  /** A text message already framed (`frames.ts`), the same buffer for every connection it goes to; absent: `send` its text. */
  sendFrame?(frame: Buffer): void;
  close(code: number, reason: string): void;
  readonly bufferedAmount: number;
}

export interface Connection {
  readonly transport: Transport;
  /** The client's address, for the limits per address. */
  readonly address: string;
  /** The session token of the handshake's cookie, if any: whose account a created or joined seat is (`accounts/seat-identity.ts`). */
  readonly sessionToken: string | null;
  /** The account whose blocks apply to the chat this connection gets (`chat-filter.ts`): undefined until read at its first follow, null for a guest. */
  viewer: string | null | undefined;
  /** The hash of the bot token proved at the handshake (`Authorization: Bearer`), or null: a bot account's connection (botacct22). */
  botTokenHash: string | null;
  readonly bucket: TokenBucket;
  /** Messages refused by the rate limit in a row. */
  refused: number;
  code: string | null;
  /** The seat this connection holds (token checked), or null for a spectator or no table yet. */
  seat: number | null;
  /** The token hash this connection proved for `seat`: its commands are refused once the seat has another. */
  holder: string | null;
  /** The last (public) version sent to this connection. */
  v: number;
  /**
   * The log version this connection has been given everything of (private entries included): what keeps an entry
   * from reaching it twice. Never sent: it counts private entries.
   */
  logV: number;
  /** The protocol version the client said in `hello`; `escoba/1` until it says one (such a client knows only Escoba). */
  protocol: ProtocolVersion;
  /** Messages of one connection are handled one after another, in order. */
  queue: Promise<void>;
  closed: boolean;
}

/** Sends to connections: a connection whose unsent data exceeds the bound is too slow to follow and is closed (1013). */
export class Outbox {
  constructor(
    private readonly maxBufferedBytes: number,
    /** A connection closed for being too slow: the hub forgets it. */
    private readonly dropped: (conn: Connection) => void,
  ) {}

  send(conn: Connection, message: ServerMessage): void {
    this.sendText(conn, JSON.stringify(message));
  }

  sendText(conn: Connection, text: string): void {
    if (this.admits(conn)) conn.transport.send(text);
  }

  /** A message that goes to several connections (a table's event for a seat, or for its spectators): framed once for all. */
  sendShared(conn: Connection, message: SharedText): void {
    if (!this.admits(conn)) return;
    if (conn.transport.sendFrame) conn.transport.sendFrame(message.frame);
    else conn.transport.send(message.text);
  }

  /** Whether the connection may be sent more: open, and not too far behind (else it is closed). */
  private admits(conn: Connection): boolean {
    if (conn.closed) return false;
    if (conn.transport.bufferedAmount > this.maxBufferedBytes) {
      conn.transport.close(1013, 'too slow to follow the table');
      this.dropped(conn);
      return false;
    }
    return true;
  }

  error(conn: Connection, error: CommandError | { code: ErrorCode; message: string }, ref?: Ref): void {
    const detail = 'detail' in error && error.detail ? { detail: error.detail } : {};
    this.send(conn, { type: 'error', code: error.code, message: error.message, ...detail, ...(ref === undefined ? {} : { ref }) });
  }

  ack(conn: Connection, ref: Ref | undefined, v: number): void {
    if (ref !== undefined) this.send(conn, { type: 'ack', ref, v });
  }
}
