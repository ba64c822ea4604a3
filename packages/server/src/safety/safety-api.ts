import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Accounts, SessionAccount } from '../accounts/accounts.js';
import { reply, sameToken } from '../accounts/accounts-api.js';
import { readJsonBody } from '../accounts/request-body.js';
import { requestTokens } from '../accounts/session-cookies.js';
import type { ApiHandler } from '../http-api.js';
import type { Safety, SafetyRefusal } from './safety.js';

export interface SafetyApiOptions {
  readonly safety: Safety;
  readonly accounts: Accounts;
  readonly address: (req: IncomingMessage) => string;
  /** Whether the request's `Origin` is this server's own or an allowed one (`OriginPolicy.sameSite`). */
  readonly sameSite: (req: IncomingMessage) => boolean;
  readonly logger: Logger;
}

const ACTIONS = ['block', 'unblock', 'report'] as const;
type Action = (typeof ACTIONS)[number];

/**
 * Blocks and reports over HTTP (`docs/protocol.md`, "Blocks and reports"): `GET /api/safety/blocks` lists the
 * players the session's account blocked; `POST /api/safety/block`, `/unblock` and `/report` change them, each from
 * this site's pages (`Origin`) with the session's `x-csrf-token`, as the account API's. A guest gets 401.
 */
export function safetyApi(o: SafetyApiOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith('/api/safety/')) return false;
    const what = path.slice('/api/safety/'.length);
    if (what === 'blocks') {
      if (req.method !== 'GET') reply(res, 405, { error: 'only GET' }, { allow: 'GET' });
      else void list(o, req, res).catch((err: unknown) => failed(o, res, err, 'blocks'));
      return true;
    }
    if (!(ACTIONS as readonly string[]).includes(what)) {
      reply(res, 404, { error: `no API at ${path.slice(0, 100)}` });
      return true;
    }
    if (req.method !== 'POST') {
      reply(res, 405, { error: 'only POST' }, { allow: 'POST' });
      return true;
    }
    void post(o, what as Action, req, res).catch((err: unknown) => failed(o, res, err, what));
    return true;
  };
}

function failed(o: SafetyApiOptions, res: ServerResponse, err: unknown, action: string): void {
  // The error alone: never the request's body (a report's words) or cookies.
  o.logger.error({ err, action }, 'a block or report request failed');
  reply(res, 500, { error: 'the server failed; nothing was changed' });
}

async function sessionOf(o: SafetyApiOptions, req: IncomingMessage): Promise<SessionAccount | null> {
  const token = requestTokens(req).session;
  return token === null ? null : o.accounts.sessionAccount(token);
}

async function list(o: SafetyApiOptions, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const current = await sessionOf(o, req);
  if (current === null) return reply(res, 401, { error: 'not logged in: blocks belong to an account' });
  reply(res, 200, { blocks: await o.safety.blocks(current.account) });
}

async function post(o: SafetyApiOptions, action: Action, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!o.sameSite(req)) return reply(res, 403, { error: 'this request did not come from a page of this site (its Origin is missing or foreign)' });
  const current = await sessionOf(o, req);
  if (current === null) return reply(res, 401, { error: 'not logged in: a guest can mute a player, not block or report one' });
  const csrf = req.headers['x-csrf-token'];
  if (!sameToken(Array.isArray(csrf) ? csrf[0] : csrf, current.session.csrf)) return reply(res, 403, { error: 'the x-csrf-token header is missing or wrong: read it again from GET /api/session' });
  const body = await readJsonBody(req);
  if (!body.ok) return reply(res, body.status, { error: body.error });
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) return reply(res, 400, { error: 'the body must be a JSON object' });
  const fields = body.value as Record<string, unknown>;
  const address = o.address(req);
  const me = current.account;
  switch (action) {
    case 'block': {
      const r = await o.safety.block(me, fields.name, address);
      return r.ok ? reply(res, 200, { blocked: r.blocked }) : refuse(res, r);
    }
    case 'unblock': {
      const r = await o.safety.unblock(me, fields.account, address);
      return r.ok ? reply(res, 200, { unblocked: r.unblocked }) : refuse(res, r);
    }
    case 'report': {
      const r = await o.safety.report(me, { name: fields.name, reason: fields.reason, text: fields.text, code: fields.code }, address);
      return r.ok ? reply(res, 201, { report: r.id }) : refuse(res, r);
    }
  }
}

function refuse(res: ServerResponse, r: SafetyRefusal): void {
  reply(res, r.status, { error: r.error, ...(r.field ? { field: r.field } : {}) }, r.retryAfter === undefined ? {} : { 'retry-after': String(r.retryAfter) });
}
