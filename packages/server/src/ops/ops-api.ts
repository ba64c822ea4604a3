import type { ApiHandler } from '../http-api.js';
import { json } from '../http-api.js';
import type { Metrics } from './metrics.js';

export interface OpsOptions {
  readonly metrics: Metrics;
  /** True once the server has begun to shut down: it is no longer ready for new connections. */
  readonly draining: () => boolean;
  /** What must answer for the server to be ready (the store, the bus), each named. */
  readonly dependencies: readonly { readonly name: string; readonly ping: () => Promise<void> }[];
  /** Problems of the setup that do not stop the server working (e.g. an untrusted proxy): `/readyz` lists them. */
  readonly warnings?: () => readonly string[];
  /** `GET /api/stats` (`ESCOBA_STATS=1`): counts and memory for the benchmark; absent: not served. */
  readonly stats?: () => Record<string, unknown>;
}

/** The operations endpoints' paths (`/api/stats` only when it is on). */
export function isOpsPath(path: string): boolean {
  return path === '/readyz' || path === '/metrics' || path === '/api/stats';
}

/** How long `/readyz` waits for a dependency before calling it down. */
const PING_TIMEOUT_MS = 2000;

/**
 * For load balancers and monitoring: `GET /readyz` (200 when the store and the bus answer and the server is not
 * shutting down, else 503 with what is wrong; warnings about the setup listed, without changing the status),
 * `GET /metrics` (Prometheus text format), `GET /api/stats` (with `stats`). `/healthz` (the process is alive) is
 * answered by the app itself.
 */
export function opsApi(options: OpsOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!isOpsPath(path) || (path === '/api/stats' && !options.stats)) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      json(res, 405, { error: 'only GET' }, { allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/api/stats') {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (req.url?.includes('gc=1') && gc) gc();
      json(res, 200, options.stats!());
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
    const warnings = options.warnings?.() ?? [];
    const withWarnings = warnings.length > 0 ? { warnings } : {};
    if (options.draining()) {
      json(res, 503, { ready: false, problems: ['shutting down'], ...withWarnings });
      return true;
    }
    void Promise.all(options.dependencies.map(async (d) => ((await answers(d.ping)) ? null : `${d.name} does not answer`))).then((found) => {
      const problems = found.filter((p) => p !== null);
      // Warnings never make the server unready: it works, and a client could otherwise take every process out of the load balancer by sending a header.
      json(res, problems.length === 0 ? 200 : 503, { ready: problems.length === 0, ...(problems.length > 0 ? { problems } : {}), ...withWarnings });
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
