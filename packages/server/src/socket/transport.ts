import type { IncomingMessage, Server } from 'node:http';
import { CLOSE_CODES } from '@escoba/protocol';
import type { Logger } from 'pino';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AddressConnections } from '../limits/address-connections.js';
import { FramedSocket } from './frames.js';
import { Heartbeat } from './heartbeat.js';

/** What the transport hands the hub: a socket opened (with its client's address), its text frames, its end. */
export interface SocketEvents<C> {
  open(socket: FramedSocket, address: string, req: IncomingMessage): C;
  message(conn: C, text: string | null): void;
  close(conn: C): void;
}

/**
 * The WebSocket transport: the `ws` server on a path of the HTTP server, the count of open sockets per address
 * at the handshake, the page-origin refusal, the heartbeat that cuts dead peers, and the restart close.
 */
export class WebSocketTransport {
  private wss: WebSocketServer | null = null;
  private heartbeat: Heartbeat<WebSocket> | null = null;

  constructor(
    private readonly perAddress: AddressConnections,
    private readonly logger: Logger,
  ) {}

  /**
   * Serves WebSocket connections on `path` of an HTTP server; `address` names a request's client; `refusal` gives
   * the reason a handshake may not connect (its page's origin), or null.
   */
  listen<C>(server: Server, path: string, address: (req: IncomingMessage) => string, refusal: (req: IncomingMessage) => string | null, events: SocketEvents<C>): void {
    // ws closes (1009) anything above 64 KB itself; between our limit and that, the client gets a TooLarge error.
    const wss = new WebSocketServer({
      server,
      path,
      maxPayload: 64 * 1024,
      perMessageDeflate: false,
      // Counted before the upgrade, so a client over its share holds no socket open; the count lasts as long as the TCP connection.
      verifyClient: (info, done) => {
        const remote = address(info.req);
        const socket = info.req.socket;
        void this.perAddress.acquire(remote).then((ok) => {
          if (!ok) return done(false, 429, 'Too many connections from this address');
          if (socket.destroyed) {
            this.perAddress.release(remote);
            return done(false, 400, 'Gone');
          }
          socket.once('close', () => this.perAddress.release(remote));
          done(true);
        });
      },
    });
    // ws repeats the HTTP server's errors (a failed listen) here; whoever called listen on the server handles them.
    wss.on('error', () => undefined);
    this.wss = wss;
    const heartbeat = new Heartbeat<WebSocket>();
    this.heartbeat = heartbeat;
    wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
      // Closed with a reason rather than refused at the handshake: a browser's script can read a close reason, not an HTTP answer.
      const refused = refusal(req);
      if (refused !== null) return ws.close(CLOSE_CODES.refused, refused);
      const remote = address(req);
      // The upgraded request's socket is the one `ws` speaks on: the connection's messages are framed onto it directly.
      const conn = events.open(new FramedSocket(ws, req.socket), remote, req);
      heartbeat.add(ws);
      ws.on('pong', () => heartbeat.pong(ws));
      ws.on('message', (data, isBinary) => events.message(conn, isBinary ? null : data.toString()));
      ws.on('close', () => {
        heartbeat.remove(ws);
        events.close(conn);
      });
      ws.on('error', (e) => this.logger.debug({ err: e, remote }, 'socket error'));
    });
  }

  get connectionCount(): number {
    return this.wss?.clients.size ?? 0;
  }

  /** Closes every connection with 1012 (service restart: clients reconnect); one that does not finish the close handshake within a second is cut. */
  close(): void {
    this.heartbeat?.stop();
    for (const ws of this.wss?.clients ?? []) {
      ws.close(1012, 'the server is restarting: reconnect');
      setTimeout(() => ws.terminate(), 1000).unref();
    }
    this.wss?.close();
  }
}
