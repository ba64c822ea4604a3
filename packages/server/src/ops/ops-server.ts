import { createServer, type Server } from 'node:http';
import type { Logger } from 'pino';
import { json, type ApiHandler } from '../http-api.js';
import { setSecurityHeaders } from '../security-headers.js';

/**
 * The operations listener (`ESCOBA_OPS_ADDRESS`, loopback by default): `/healthz` and the operations endpoints,
 * nothing of the game, so the metrics and readiness are reachable only where the operator chose.
 */
export function createOpsServer(ops: ApiHandler, logger: Logger): Server {
  const server = createServer((req, res) => {
    setSecurityHeaders(res);
    try {
      if ((req.url ?? '/').split('?')[0] === '/healthz') return json(res, 200, { ok: true });
      if (!ops(req, res)) json(res, 404, { error: 'the operations address serves /healthz, /readyz and /metrics (and /api/stats with ESCOBA_STATS=1)' });
    } catch (e) {
      logger.error({ err: e, url: req.url?.slice(0, 200) }, 'operations handler failed');
      json(res, 500, { error: 'internal server error' });
    }
  });
  server.on('clientError', (_err, socket) => socket.destroy());
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  return server;
}
