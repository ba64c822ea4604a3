import { createServer, type Server } from 'node:http';
import type { ApiHandler } from './http-api.js';
import { staticApp } from './static.js';

export interface ServerOptions {
  /** Directory of the built web app (apps/web/dist). */
  readonly webDir: string;
  /** Handles `/api/...` requests; returns false for paths it does not serve. */
  readonly api?: ApiHandler;
}

/** The HTTP server: a health check, the lobby API and the web app. The WebSocket endpoint attaches to this server. */
export function createAppServer(options: ServerOptions): Server {
  const app = staticApp(options.webDir);
  return createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      return;
    }
    if (options.api?.(req, res)) return;
    app(req, res);
  });
}
