import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parse, serialize, type SerializeOptions } from 'cookie';
import type { TrustedProxies } from '../limits/client-address.js';

/** The session cookie: the session's token (only its hash is stored). */
export const SESSION_COOKIE = 'escoba_session';
/** The pre-session cookie: binds the CSRF token of a signup or login made before any session. */
export const PRE_SESSION_COOKIE = 'escoba_pre';
/** Tokens are 32 random bytes in base64url: anything else in a cookie is ignored. */
const TOKEN = /^[\w-]{43}$/;

/** The session and pre-session tokens a request carries (well-formed ones only). */
export function requestTokens(req: IncomingMessage): { session: string | null; pre: string | null } {
  const jar = parse(req.headers.cookie ?? '');
  const pick = (name: string) => {
    const value = jar[name];
    return value !== undefined && TOKEN.test(value) ? value : null;
  };
  return { session: pick(SESSION_COOKIE), pre: pick(PRE_SESSION_COOKIE) };
}

/**
 * Whether the request came over TLS: to this server directly, or to a trusted proxy that says so
 * (`X-Forwarded-Proto: https`). Then cookies are `Secure`.
 */
export function overTls(req: IncomingMessage, proxies: TrustedProxies): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  if (!proxies.has(req.socket.remoteAddress ?? '')) return false;
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** Sets cookies on a response (each HttpOnly, SameSite=Lax, for the whole site; `maxAgeSeconds` 0 clears one). */
export class CookieJar {
  private readonly cookies: string[] = [];

  constructor(private readonly secure: boolean) {}

  set(name: string, value: string, maxAgeSeconds?: number): this {
    const options: SerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: this.secure, ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }) };
    this.cookies.push(serialize(name, value, options));
    return this;
  }

  clear(name: string): this {
    return this.set(name, '', 0);
  }

  /** The `set-cookie` header, or none. */
  headers(): Record<string, string[]> {
    return this.cookies.length === 0 ? {} : { 'set-cookie': this.cookies };
  }
}
