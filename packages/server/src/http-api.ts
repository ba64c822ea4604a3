import type { IncomingMessage, ServerResponse } from 'node:http';
import { CODE_PATTERN } from '@escoba/protocol';
import type { KeyedBuckets } from './limits/keyed-buckets.js';
import type { GameService } from './service/game-service.js';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

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
  /** Lookups of unknown table codes per client address, so codes cannot be enumerated. */
  readonly lookups: KeyedBuckets;
  readonly address: (req: IncomingMessage) => string;
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
      json(res, 405, { error: 'only GET; tables are created and joined over the WebSocket at /ws' }, { allow: 'GET' });
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
      // Only lookups of codes that do not exist are counted: guessing codes is what the limit is for.
      const address = options.address(req);
      if (!options.lookups.allows(address)) {
        json(res, 429, { error: 'too many table lookups from this address; wait a little' }, { 'retry-after': String(options.lookups.retryAfterSeconds) });
        return true;
      }
      void service.tableInfo(code).then(
        (info) => {
          if (info) return json(res, 200, info);
          options.lookups.take(address);
          json(res, 404, { error: `no table has the code ${code}` });
        },
        () => json(res, 500, { error: 'the table could not be read' }),
      );
      return true;
    }
    json(res, 404, { error: `no API at ${path.slice(0, 100)}` });
    return true;
  };
}
