import { createServer, type Server } from 'node:http';
import { staticApp } from './static.js';

export interface ServerOptions {
  /** Directory of the built web app (apps/web/dist). */
  readonly webDir: string;
}

/** The HTTP server: a health check and the web app. Online play attaches its WebSocket endpoint to this server. */
export function createAppServer(options: ServerOptions): Server {
  const app = staticApp(options.webDir);
  return createServer((req, res) => {
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      return;
    }
    app(req, res);
  });
}
