import { isIP } from 'node:net';
import { OriginPolicy } from './socket/origin-policy.js';

/** A host and port to listen on; `host` undefined: every interface. */
export interface ListenAddress {
  readonly host?: string;
  readonly port: number;
}

/** Where the server listens and who may reach what: the settings of the server's edge (see the package README). */
export interface EdgeConfig {
  /** `ESCOBA_HOST`, default every interface: the address the game (web app, lobby API, `/ws`) listens on. */
  readonly host?: string;
  /**
   * `ESCOBA_OPS_ADDRESS` (`HOST:PORT`, `PORT`, or `off`), default `127.0.0.1` and `PORT + 1000` (any free port with
   * `PORT=0`): where `/metrics`, `/readyz`, `/healthz` and `/api/stats` are served; null: nowhere but the public port
   * with the token.
   */
  readonly opsAddress: ListenAddress | null;
  /** `ESCOBA_OPS_TOKEN`: with it, the operations endpoints also answer on the public port to `Authorization: Bearer TOKEN`. */
  readonly opsToken?: string;
  /** `ESCOBA_ALLOWED_ORIGINS`: the origins, besides the server's own, whose pages may open `/ws`. */
  readonly allowedOrigins: readonly string[];
}

/** The shortest operations token accepted: it guards the metrics and readiness on the public port. */
export const MIN_OPS_TOKEN_LENGTH = 16;
const OPS_PORT_OFFSET = 1000;

/** The operations address when `ESCOBA_OPS_ADDRESS` is not set: loopback, the game's port + 1000 (any free port for port 0). */
export function defaultOpsAddress(port: number): ListenAddress | null {
  if (port + OPS_PORT_OFFSET > 65535) return null;
  return { host: '127.0.0.1', port: port === 0 ? 0 : port + OPS_PORT_OFFSET };
}

/** A host to listen on: an IP address or `localhost`. */
export function validHost(host: string): boolean {
  return isIP(host) !== 0 || host === 'localhost';
}

/** `http://HOST:PORT` for an address (IPv6 in brackets; every interface: `localhost`). */
export function urlOf(host: string | undefined, port: number): string {
  const shown = host === undefined || host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${port}`;
}

/**
 * Reads the edge settings; throws `makeError(sentence)` for a bad one. `port` is the game's port (`PORT`), from
 * which the default operations port follows.
 */
export function readEdgeConfig(env: NodeJS.ProcessEnv, port: number, makeError: (message: string) => Error): EdgeConfig {
  const host = env['ESCOBA_HOST'] || undefined;
  if (host !== undefined && !validHost(host)) throw makeError(`ESCOBA_HOST must be an IP address of this machine (like 127.0.0.1, 192.168.1.20 or ::) or localhost, got "${host}"`);
  const opsAddress = readOpsAddress(env['ESCOBA_OPS_ADDRESS'], port, makeError);
  const token = env['ESCOBA_OPS_TOKEN'] || undefined;
  if (token !== undefined && (token.length < MIN_OPS_TOKEN_LENGTH || /\s/.test(token))) throw makeError(`ESCOBA_OPS_TOKEN must be at least ${MIN_OPS_TOKEN_LENGTH} characters without spaces (for instance from \`openssl rand -hex 32\`)`);
  const origins = OriginPolicy.parseList(env['ESCOBA_ALLOWED_ORIGINS'] ?? '');
  if (!origins.ok) throw makeError(`ESCOBA_ALLOWED_ORIGINS must list origins like https://escoba.example.org or http://localhost:5173 (scheme, host and port only), got "${origins.entry}"`);
  return { ...(host !== undefined ? { host } : {}), opsAddress, ...(token !== undefined ? { opsToken: token } : {}), allowedOrigins: origins.origins };
}

function readOpsAddress(raw: string | undefined, port: number, makeError: (message: string) => Error): ListenAddress | null {
  if (raw === undefined || raw === '') {
    const fallback = defaultOpsAddress(port);
    if (fallback === null) throw makeError(`PORT ${port} leaves no room for the operations port (PORT + 1000): set ESCOBA_OPS_ADDRESS (like 127.0.0.1:9090, or off)`);
    return fallback;
  }
  if (raw === 'off') return null;
  const m = /^(?:(\[[0-9a-fA-F:.]+\]|[^:[\]]+):)?(\d{1,5})$/.exec(raw);
  const host = m?.[1] === undefined ? '127.0.0.1' : m[1].replace(/^\[(.*)\]$/, '$1');
  const p = Number(m?.[2]);
  if (!m || !validHost(host) || p > 65535) throw makeError(`ESCOBA_OPS_ADDRESS must be HOST:PORT (like 127.0.0.1:9081, [::1]:9081, 10.0.0.7:9081), a port alone (on 127.0.0.1), or off, got "${raw}"`);
  return { host, port: p };
}
