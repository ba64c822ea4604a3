import type { IncomingMessage, ServerResponse } from 'node:http';
import { CODE_PATTERN } from '@escoba/protocol';
import type { Limits } from './limits/limits.js';
import type { GameService } from './tables/service.js';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

/** Handlers tried in turn: the first that serves a request's path answers it. */
export const anyApi =
  (...handlers: readonly ApiHandler[]): ApiHandler =>
  (req, res) =>
    handlers.some((h) => h(req, res));

export const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
};

/** `decodeURIComponent` without the throw: null for a malformed escape (`%`, `%zz`, `%C0`). */
function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export interface LobbyApiOptions {
  /** Public reads per client address, and lookups of unknown codes (per address and in all), so codes cannot be enumerated. */
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
}

/**
 * `GET /api/tables/CODE`: a public read (limited per address), and a lookup (refused over its limits before the
 * table is read; only a code that does not exist is counted against them).
 */
async function lookUp(service: GameService, { limits }: LobbyApiOptions, code: string, address: string, res: ServerResponse): Promise<void> {
  if (!(await limits.read(address))) return json(res, 429, { error: 'too many requests from this address; wait a little' }, { 'retry-after': String(limits.readRetryAfterSeconds) });
  const check = await limits.lookup(address);
  if (!check.address || !check.global) return json(res, 429, { error: 'too many table lookups (from this address, or from everyone: codes are being guessed); wait a little' }, { 'retry-after': String(limits.lookupRetryAfterSeconds) });
  const info = await service.tableInfo(code);
  if (info) return json(res, 200, info);
  await limits.lookupFailed(address);
  json(res, 404, { error: `no table has the code ${code}` });
}

/**
 * A handler whose `paths` are public reads limited per client address (`/readyz` while it is served on the public
 * port): over the limit, 429 before the handler runs.
 */
export function withReadLimit(handler: ApiHandler, paths: readonly string[], limits: Limits, address: (req: IncomingMessage) => string): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!paths.includes(path)) return handler(req, res);
    void limits.read(address(req)).then(
      (ok) => (ok ? void handler(req, res) : json(res, 429, { error: 'too many requests from this address; wait a little' }, { 'retry-after': String(limits.readRetryAfterSeconds) })),
      () => json(res, 500, { error: 'the limits could not be checked' }),
    );
    return true;
  };
}

/**
 * The lobby's read-only HTTP API: `GET /api/tables/CODE` gives a table's public info (seats, names, settings,
 * status), so a shared link can show the seats before connecting. Returns false for other paths (`/api/stats` is
 * an operations endpoint: `ops/ops-api.ts`).
 */
export function lobbyApi(service: GameService, options: LobbyApiOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/api/')) return false;
    if (req.method !== 'GET') {
      json(res, 405, { error: 'only GET; tables are created and joined over the WebSocket at /ws (accounts: /api/session, /api/account/…)' }, { allow: 'GET' });
      return true;
    }
    const table = /^\/api\/tables\/([^/]+)$/.exec(path);
    if (table) {
      const decoded = decodeSegment(table[1]!);
      const code = decoded?.toUpperCase();
      if (code === undefined || !CODE_PATTERN.test(code)) {
        json(res, 400, { error: 'a table code is 6 letters and digits' });
        return true;
      }
      void lookUp(service, options, code, options.address(req), res).catch(() => json(res, 500, { error: 'the table could not be read' }));
      return true;
    }
    json(res, 404, { error: `no API at ${path.slice(0, 100)}` });
    return true;
  };
}
