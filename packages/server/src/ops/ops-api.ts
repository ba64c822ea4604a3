import type { ApiHandler } from '../http-api.js';
import { json } from '../http-api.js';
import type { Metrics } from './metrics.js';

export interface OpsOptions {
  readonly metrics: Metrics;
  /** True once the server has begun to shut down: it is no longer ready for new connections. */
  readonly draining: () => boolean;
  /** What must answer for the server to be ready (the store, the bus), each named. */
  readonly dependencies: readonly { readonly name: string; readonly ping: () => Promise<void> }[];
}

/** How long `/readyz` waits for a dependency before calling it down. */
const PING_TIMEOUT_MS = 2000;

/**
 * For load balancers and monitoring: `GET /readyz` (200 when the store and the bus answer and the server is not
 * shutting down, else 503 with what is wrong) and `GET /metrics` (Prometheus text format). `/healthz` (the
 * process is alive) is answered by the app itself.
 */
export function opsApi(options: OpsOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/readyz' && path !== '/metrics') return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(res, 405, { error: 'only GET' }, { allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/metrics') {
      options.metrics.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': options.metrics.registry.contentType, 'cache-control': 'no-store' });
          res.end(text);
        },
        () => json(res, 500, { error: 'the metrics could not be collected' }),
      );
      return true;
    }
    if (options.draining()) {
      json(res, 503, { ready: false, problems: ['shutting down'] });
      return true;
    }
    void Promise.all(options.dependencies.map(async (d) => ((await answers(d.ping)) ? null : `${d.name} does not answer`))).then((found) => {
      const problems = found.filter((p) => p !== null);
      json(res, problems.length === 0 ? 200 : 503, { ready: problems.length === 0, ...(problems.length > 0 ? { problems } : {}) });
    });
    return true;
  };
}

async function answers(ping: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS)));
  try {
    return await Promise.race([ping().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
