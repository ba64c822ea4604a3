import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CODE_PATTERN } from '@escoba/protocol';
import type { Logger } from 'pino';
import type { ApiHandler } from '../http-api.js';
import { Accounts, MAX_CLAIMS, preSessionCsrf, publicAccount, newSecret, type NewSession, type Refusal, type SeatClaim, type SessionAccount } from './accounts.js';
import { readJsonBody } from './request-body.js';
import { CookieJar, PRE_SESSION_COOKIE, requestTokens, SESSION_COOKIE } from './session-cookies.js';

export interface AccountsApiOptions {
  readonly accounts: Accounts;
  readonly address: (req: IncomingMessage) => string;
  /** Whether the request's `Origin` is this server's own or an allowed one (`OriginPolicy.sameSite`). */
  readonly sameSite: (req: IncomingMessage) => boolean;
  /** Whether the request came over TLS (cookies are then `Secure`). */
  readonly overTls: (req: IncomingMessage) => boolean;
  readonly sessionIdleSeconds: number;
  readonly logger: Logger;
}

const ACTIONS = ['signup', 'login', 'logout', 'logout-all', 'password', 'claim'] as const;
type Action = (typeof ACTIONS)[number];

export function reply(res: ServerResponse, status: number, body: unknown, headers: OutgoingHttpHeaders = {}): void {
  if (res.headersSent) return void res.end();
  res.writeHead(status, { 'cache-control': 'no-store', ...(body === null ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...headers });
  res.end(body === null ? undefined : JSON.stringify(body));
}

export function sameToken(given: string | undefined, expected: string | null | undefined): boolean {
  if (given === undefined || expected === null || expected === undefined) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const text = (body: unknown, key: string): string | null => {
  const value = (body as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' ? value : null;
};

/** The well-formed claims of a body; anything else in the list is skipped, as a wrong token is. */
function claimsOf(body: unknown): SeatClaim[] {
  const list = (body as { claims?: unknown } | null)?.claims;
  if (!Array.isArray(list)) return [];
  return list.slice(0, MAX_CLAIMS).flatMap((c: unknown) => {
    const { code, seat, token } = (c ?? {}) as Record<string, unknown>;
    if (typeof code !== 'string' || !CODE_PATTERN.test(code) || !Number.isInteger(seat) || (seat as number) < 0 || (seat as number) > 15 || typeof token !== 'string' || token.length > 100) return [];
    return [{ code, seat: seat as number, token }];
  });
}

/**
 * The accounts' HTTP API (`docs/protocol.md`, "Accounts"): `GET /api/session`, and the `POST /api/account/…`
 * actions. Every POST must come from this site's pages (`Origin`) and carry `x-csrf-token`: the session's CSRF
 * token, or before any session (signup, login) the one bound to the pre-session cookie. Returns false for other paths.
 */
export function accountsApi(o: AccountsApiOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (path === '/api/session') {
      if (req.method !== 'GET') reply(res, 405, { error: 'only GET' }, { allow: 'GET' });
      else void sessionInfo(o, req, res).catch((err: unknown) => failed(o, res, err, 'session'));
      return true;
    }
    const action = /^\/api\/account\/([a-z-]+)$/.exec(path)?.[1];
    if (action === undefined) return path.startsWith('/api/account/') ? (reply(res, 404, { error: `no API at ${path.slice(0, 100)}` }), true) : false;
    if (!(ACTIONS as readonly string[]).includes(action)) {
      reply(res, 404, { error: `no API at ${path.slice(0, 100)}` });
      return true;
    }
    if (req.method !== 'POST') {
      reply(res, 405, { error: 'only POST' }, { allow: 'POST' });
      return true;
    }
    void post(o, action as Action, req, res).catch((err: unknown) => failed(o, res, err, action));
    return true;
  };
}

function failed(o: AccountsApiOptions, res: ServerResponse, err: unknown, action: string): void {
  // The error alone: never the request's body or cookies.
  o.logger.error({ err, action }, 'an account request failed');
  reply(res, 500, { error: 'the server failed; nothing was changed' });
}

/** `GET /api/session`: the account and its CSRF token, or none and the pre-session's (the pre-session cookie set if missing). */
async function sessionInfo(o: AccountsApiOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const tokens = requestTokens(req);
  const jar = new CookieJar(o.overTls(req));
  const current = tokens.session === null ? null : await o.accounts.sessionAccount(tokens.session);
  if (current !== null && tokens.session !== null) {
    // Set again so that the cookie lives as long as the session: until it has been idle for the whole period.
    jar.set(SESSION_COOKIE, tokens.session, o.sessionIdleSeconds);
    return reply(res, 200, { account: publicAccount(current.account), csrf: current.session.csrf }, jar.headers());
  }
  if (tokens.session !== null) jar.clear(SESSION_COOKIE);
  let pre = tokens.pre;
  if (pre === null) jar.set(PRE_SESSION_COOKIE, (pre = newSecret()));
  reply(res, 200, { account: null, csrf: preSessionCsrf(pre) }, jar.headers());
}

async function post(o: AccountsApiOptions, action: Action, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!o.sameSite(req)) return reply(res, 403, { error: 'this request did not come from a page of this site (its Origin is missing or foreign)' });
  const tokens = requestTokens(req);
  const current = tokens.session === null ? null : await o.accounts.sessionAccount(tokens.session);
  const csrf = req.headers['x-csrf-token'];
  const given = Array.isArray(csrf) ? csrf[0] : csrf;
  const signingIn = action === 'signup' || action === 'login';
  if (!signingIn && current === null) return reply(res, 401, { error: 'not logged in' });
  const csrfOk = sameToken(given, current?.session.csrf) || (signingIn && sameToken(given, tokens.pre === null ? null : preSessionCsrf(tokens.pre)));
  if (!csrfOk) return reply(res, 403, { error: 'the x-csrf-token header is missing or wrong: read it again from GET /api/session' });
  const body = await readJsonBody(req);
  if (!body.ok) return reply(res, body.status, { error: body.error });
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) return reply(res, 400, { error: 'the body must be a JSON object' });
  const address = o.address(req);
  const jar = new CookieJar(o.overTls(req));
  switch (action) {
    case 'signup':
    case 'login': {
      const name = text(body.value, 'name');
      const password = text(body.value, 'password');
      if (name === null) return reply(res, 400, { error: 'name is missing (a string)', field: 'name' });
      if (password === null) return reply(res, 400, { error: 'password is missing (a string)', field: 'password' });
      const r = action === 'signup' ? await o.accounts.signup(name, password, address) : await o.accounts.login(name, password, address);
      if (!r.ok) return refuse(res, r);
      // The session the request came with (if any) ends: one browser, one session, and never one chosen before login.
      if (current !== null) await o.accounts.logout(current.session);
      await o.accounts.claim(r.account.id, claimsOf(body.value), address);
      startSession(jar, r.session, o.sessionIdleSeconds);
      return reply(res, action === 'signup' ? 201 : 200, { account: r.account }, jar.headers());
    }
    case 'logout':
      await o.accounts.logout(current!.session);
      return reply(res, 204, null, jar.clear(SESSION_COOKIE).headers());
    case 'logout-all':
      await o.accounts.logoutEverywhere(current!.session);
      return reply(res, 204, null, jar.clear(SESSION_COOKIE).headers());
    case 'password': {
      const currentPassword = text(body.value, 'current');
      const next = text(body.value, 'next');
      if (currentPassword === null) return reply(res, 400, { error: 'current is missing (a string)', field: 'current' });
      if (next === null) return reply(res, 400, { error: 'next is missing (a string)', field: 'next' });
      const r = await o.accounts.changePassword(current as SessionAccount, currentPassword, next, address);
      if (!r.ok) return refuse(res, r);
      startSession(jar, r.session, o.sessionIdleSeconds);
      return reply(res, 204, null, jar.headers());
    }
    case 'claim':
      return reply(res, 200, { claimed: await o.accounts.claim(current!.account.id, claimsOf(body.value), address) });
  }
}

function startSession(jar: CookieJar, session: NewSession, maxAgeSeconds: number): void {
  jar.set(SESSION_COOKIE, session.token, maxAgeSeconds).clear(PRE_SESSION_COOKIE);
}

function refuse(res: ServerResponse, r: Refusal): void {
  reply(res, r.status, { error: r.error, ...(r.field ? { field: r.field } : {}) }, r.retryAfter === undefined ? {} : { 'retry-after': String(r.retryAfter) });
}
