import { request } from 'node:http';
import { WebSocket } from 'ws';
import { RawClient } from '../helpers.js';

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Record<string, unknown> | null;
  readonly text: string;
}

export interface Send {
  readonly body?: unknown;
  /** Sent as is (a string: raw bytes, not JSON). */
  readonly raw?: string;
  /** The x-csrf-token header: the last one read from GET /api/session unless given (null: none). */
  readonly csrf?: string | null;
  /** The Origin header: the server's own unless given (null: none). */
  readonly origin?: string | null;
  readonly method?: string;
}

/**
 * A browser as the accounts API sees one: a cookie jar (what Set-Cookie sets, sent back on every request), the
 * page's Origin, and the CSRF token it last read from `GET /api/session`. `from`: a loopback address to send from
 * (all of 127.0.0.0/8 is loopback on Linux), to stand for another client address.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrf: string | null = null;
  /** Every Set-Cookie line received, as sent. */
  readonly setCookies: string[] = [];

  constructor(
    readonly port: number,
    readonly from = '127.0.0.1',
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async session(): Promise<Answer> {
    const a = await this.send('/api/session', { method: 'GET', origin: null, csrf: null });
    if (a.status === 200) this.csrf = a.body!['csrf'] as string;
    return a;
  }

  post(path: string, options: Send = {}): Promise<Answer> {
    return this.send(path, { method: 'POST', ...options });
  }

  /** Signs up (or logs in) after reading the session's CSRF token, as the web app does. */
  async signIn(action: 'signup' | 'login', name: string, password: string, extra: Record<string, unknown> = {}): Promise<Answer> {
    await this.session();
    return this.post(`/api/account/${action}`, { body: { name, password, ...extra } });
  }

  send(path: string, options: Send): Promise<Answer> {
    const payload = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
    const origin = options.origin === undefined ? this.origin : options.origin;
    const csrf = options.csrf === undefined ? this.csrf : options.csrf;
    const headers: Record<string, string> = {
      ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
      ...(origin === null ? {} : { origin }),
      ...(csrf === null ? {} : { 'x-csrf-token': csrf }),
      ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
    };
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: this.port, path, method: options.method ?? 'GET', headers, localAddress: this.from }, (res) => {
        let text = '';
        res.on('data', (d: Buffer) => (text += d.toString()));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            this.setCookies.push(line);
            const [pair, ...attributes] = line.split(';');
            const [name, ...value] = pair!.split('=');
            const cleared = attributes.some((a) => /^\s*max-age=0$/i.test(a));
            if (cleared) this.cookies.delete(name!.trim());
            else this.cookies.set(name!.trim(), value.join('=').trim());
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: jsonOrNull(text), text });
        });
      });
      req.on('error', reject);
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  /** A WebSocket from this browser's page: its cookies and its Origin (`origin` to pretend another site's page). */
  async socket(origin = this.origin): Promise<RawClient> {
    const ws = new WebSocket(`ws://127.0.0.1:${this.port}/ws`, { headers: { origin, ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}) }, localAddress: this.from });
    return RawClient.wrap(ws);
  }
}

function jsonOrNull(text: string): Record<string, unknown> | null {
  try {
    return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    return null;
  }
}
