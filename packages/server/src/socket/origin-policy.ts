import type { IncomingMessage } from 'node:http';
import { originRefusalReason } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { TrustedProxies } from '../limits/client-address.js';

/** `scheme://host[:port]` of an http(s) URL, normalised as browsers send it in `Origin`; null for anything else. */
function originOf(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.origin;
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(',')[0]?.trim() || undefined;
}

/**
 * Which web pages may open a WebSocket: a browser sends the page's origin in `Origin`, so a page of another site
 * cannot make its visitors' browsers create tables or guess codes from their addresses. Accepted: no `Origin` at
 * all (the CLI, bots, the `ws` package: not a browser page), the server's own origin (the `Host` the request came
 * to; behind a trusted proxy, its `X-Forwarded-Host` and `X-Forwarded-Proto`), and the allow-list
 * (`ESCOBA_ALLOWED_ORIGINS`).
 */
export class OriginPolicy {
  private readonly allowed: ReadonlySet<string>;
  private refusalLogged = false;

  constructor(
    allowed: readonly string[],
    private readonly proxies: TrustedProxies,
    private readonly logger: Logger | null = null,
  ) {
    this.allowed = new Set(allowed);
  }

  /** Reads origins separated by commas or spaces; an entry that is not `http(s)://host[:port]` names itself in the error. */
  static parseList(raw: string): { ok: true; origins: readonly string[] } | { ok: false; entry: string } {
    const origins: string[] = [];
    for (const entry of raw.split(/[\s,]+/).filter((e) => e !== '')) {
      const origin = originOf(entry);
      // A path, a query or credentials would be ignored by the comparison: refuse them rather than mislead.
      if (origin === null || origin !== entry.replace(/\/$/, '').toLowerCase()) return { ok: false, entry };
      origins.push(origin);
    }
    return { ok: true, origins };
  }

  /** Null when the request's page may connect, else the reason for refusing it (at most 123 bytes: a close reason). */
  refusal(req: IncomingMessage): string | null {
    const header = req.headers.origin;
    if (header === undefined) return null;
    const origin = originOf(header);
    if (origin !== null && (this.allowed.has(origin) || this.isOwn(origin, req))) return null;
    const shown = header.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
    // Once per process: any page can send refused handshakes, but a proxy that rewrites Host refuses every player, and the operator must learn why.
    if (!this.refusalLogged) {
      this.refusalLogged = true;
      this.logger?.warn({ origin: shown, host: req.headers.host?.slice(0, 100) }, `a WebSocket from a page of ${shown} was refused (logged once): if that is this site, the proxy in front must pass the Host the browser used (nginx: proxy_set_header Host $http_host), or list the origin in ESCOBA_ALLOWED_ORIGINS`);
    }
    return originRefusalReason(shown);
  }

  /**
   * Whether a request comes from a page of this site or an allowed one: its `Origin` present and accepted. What a
   * cookie-authenticated HTTP request needs (`accounts/accounts-api.ts`); a browser always sends `Origin` on a POST.
   */
  sameSite(req: IncomingMessage): boolean {
    const origin = req.headers.origin === undefined ? null : originOf(req.headers.origin);
    return origin !== null && (this.allowed.has(origin) || this.isOwn(origin, req));
  }

  /** The origin's host (and port) is the one the request was sent to; its scheme too when a trusted proxy names it. */
  private isOwn(origin: string, req: IncomingMessage): boolean {
    const trusted = this.proxies.has(req.socket.remoteAddress ?? '');
    const host = (trusted ? first(req.headers['x-forwarded-host']) : undefined) ?? req.headers.host;
    if (host === undefined || host === '') return false;
    const url = new URL(origin);
    const proto = trusted ? first(req.headers['x-forwarded-proto']) : undefined;
    if (proto !== undefined && `${proto.toLowerCase()}:` !== url.protocol) return false;
    // The Host header read with the origin's scheme, so a default port (`:443` for https) compares as absent.
    let own: string;
    try {
      own = new URL(`${url.protocol}//${host}`).host;
    } catch {
      return false;
    }
    return own === url.host;
  }
}
