import type { IncomingMessage, ServerResponse } from 'node:http';
import { CODE_PATTERN } from '@escoba/protocol';
import type { GameService } from './service/game-service.js';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => boolean;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * The lobby's read-only HTTP API: `GET /api/tables/CODE` gives a table's public info (seats, names, settings,
 * status), so a shared link can show the seats before connecting; `GET /api/stats` (only with `stats`) gives
 * counts and memory for the benchmark. Returns false for other paths.
 */
export function lobbyApi(service: GameService, options: { stats: boolean; connections: () => number }): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/api/')) return false;
    if (req.method !== 'GET') {
      json(res, 405, { error: 'only GET; tables are created and joined over the WebSocket at /ws' });
      return true;
    }
    const table = /^\/api\/tables\/([^/]+)$/.exec(path);
    if (table) {
      const code = decodeURIComponent(table[1]!).toUpperCase();
      if (!CODE_PATTERN.test(code)) json(res, 400, { error: 'a table code is 6 letters and digits' });
      else
        void service.tableInfo(code).then(
          (info) => (info ? json(res, 200, info) : json(res, 404, { error: `no table has the code ${code}` })),
          () => json(res, 500, { error: 'the table could not be read' }),
        );
      return true;
    }
    if (path === '/api/stats' && options.stats) {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (req.url?.includes('gc=1') && gc) gc();
      json(res, 200, { tables: service.tableCount, connections: options.connections(), memory: process.memoryUsage() });
      return true;
    }
    json(res, 404, { error: `no API at ${path}` });
    return true;
  };
}
