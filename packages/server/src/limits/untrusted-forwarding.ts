import type { IncomingMessage, Server } from 'node:http';
import type { Logger } from 'pino';
import { plain, type TrustedProxies } from './client-address.js';

const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded'] as const;
/** Peers remembered (each warned about once); past this, one more line says so and nothing more is logged. */
const MAX_PEERS = 32;
/** Peers named in the `/readyz` warning. */
const SHOWN_PEERS = 5;

/**
 * Notices requests that carry forwarding headers (`X-Forwarded-For`, `X-Real-IP`, `Forwarded`) from a peer that is
 * not in `ESCOBA_TRUSTED_PROXIES`. Those headers are ignored, rightly if a client sent them itself, but if the peer
 * is the site's reverse proxy every client behind it shares one address, and one client's share of the limits per
 * address (its WebSockets, its table lookups) shuts everyone else out. Each such peer is logged once (a warning per peer,
 * not per process, so a client sending the header itself cannot hide the proxy's warning), and `/readyz` names them.
 */
export class UntrustedForwarding {
  private readonly peers = new Set<string>();
  private full = false;

  constructor(
    private readonly proxies: TrustedProxies,
    private readonly logger: Logger,
  ) {}

  /** Watches every request and WebSocket handshake of `server`. */
  attach(server: Server): void {
    server.on('request', (req: IncomingMessage) => this.observe(req));
    server.on('upgrade', (req: IncomingMessage) => this.observe(req));
  }

  observe(req: IncomingMessage): void {
    const header = FORWARDING_HEADERS.find((h) => req.headers[h] !== undefined);
    if (header === undefined) return;
    const peer = plain(req.socket.remoteAddress ?? '?');
    if (this.peers.has(peer) || this.full || this.proxies.has(peer)) return;
    if (this.peers.size === MAX_PEERS) {
      this.full = true;
      this.logger.warn({ peers: MAX_PEERS }, `requests from more than ${MAX_PEERS} untrusted addresses carry forwarding headers; no more of them are logged`);
      return;
    }
    this.peers.add(peer);
    this.logger.warn({ peer, header }, `requests from ${peer} carry ${header}, but ${peer} is not in ESCOBA_TRUSTED_PROXIES, so the header is ignored: if ${peer} is your reverse proxy, every client behind it shares its address and one of them can use up everyone's limits per address (set ESCOBA_TRUSTED_PROXIES=${peer}); if not, a client sent the header itself`);
  }

  /** For `/readyz`: one sentence naming the peers, or none. */
  warnings(): string[] {
    if (this.peers.size === 0) return [];
    const shown = [...this.peers].slice(0, SHOWN_PEERS);
    const more = this.peers.size - shown.length + (this.full ? 1 : 0);
    const who = `${shown.join(', ')}${more > 0 ? ` and ${this.full ? 'more than ' : ''}${more} other${more === 1 ? '' : 's'}` : ''}`;
    return [`requests from ${who} carry X-Forwarded-For, X-Real-IP or Forwarded, but ESCOBA_TRUSTED_PROXIES does not name them: the headers are ignored; if one is your reverse proxy, every client behind it shares its limits per address`];
  }
}
