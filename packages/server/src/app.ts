import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { ApiHandler } from './http-api.js';
import { setSecurityHeaders } from './security-headers.js';
import { staticApp } from './static.js';

export interface ServerOptions {
  /** Directory of the built web app (apps/web/dist). */
  readonly webDir: string;
  /** Handles `/api/...` requests; returns false for paths it does not serve. */
  readonly api?: ApiHandler;
  /** Handles `/readyz` and `/metrics`; returns false for other paths. */
  readonly ops?: ApiHandler;
  readonly logger?: Logger;
}

function fail(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(`${message}\n`);
}

/**
 * The HTTP server: a health check, the lobby API and the web app, each answer with the security headers. A handler
 * that throws answers 500 (and is logged); it never takes the process down.
 */
export function createAppServer(options: ServerOptions): Server {
  const app = staticApp(options.webDir);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    setSecurityHeaders(res);
    if (req.url === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
      return;
    }
    if (options.ops?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD' && !req.url?.startsWith('/api/')) return fail(res, 405, 'Method not allowed');
    if (options.api?.(req, res)) return;
    app(req, res);
  };
  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (e) {
      options.logger?.error({ err: e, url: req.url?.slice(0, 200), method: req.method }, 'HTTP handler failed');
      fail(res, 500, 'Internal server error');
    }
  });
  // Malformed requests (bad headers, oversized headers, garbage): answer 400 when the socket can still take it.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    socket.end('HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  return server;
}
