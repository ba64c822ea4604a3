import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import sirv from 'sirv';

export type RequestHandler = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * Serves the built web app from `dir`: hashed assets with long caching, everything else revalidated, and
 * unknown paths answered with `index.html` so the app's own routes (`/t/ABCD`) work on reload.
 */
export function staticApp(dir: string): RequestHandler {
  if (!existsSync(dir)) {
    return (_req, res) => {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`The web app is not built: ${dir} does not exist. Run "npm run build" first.\n`);
    };
  }
  const serve = sirv(dir, {
    single: true,
    etag: true,
    gzip: false,
    brotli: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  return (req, res, next) =>
    serve(req, res, () => {
      if (next) next();
      else {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Not found\n');
      }
    });
}
