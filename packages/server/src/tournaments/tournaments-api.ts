import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { TOURNAMENT_ID_PATTERN } from '@escoba/protocol';
import type { AccountStore } from '../accounts/account-store.js';
import { accountSkeletons } from '../accounts/account-names.js';
import type { Accounts } from '../accounts/accounts.js';
import { reply, sameToken } from '../accounts/accounts-api.js';
import { readJsonBody } from '../accounts/request-body.js';
import { requestTokens } from '../accounts/session-cookies.js';
import type { ApiHandler } from '../http-api.js';
import { limitKey } from '../limits/limit-key.js';
import type { Limiter, Rule } from '../limits/limiter.js';
import type { Limits } from '../limits/limits.js';
import type { TournamentSeats } from './tournament-seats.js';
import type { Answer, Member, Tournaments } from './tournaments.js';

/** Tournaments one account may create: 10 at once, then 10 a day; the same per address. */
const CREATES_PER_ACCOUNT: Rule = { name: 'tournaments-account', burst: 10, perSecond: 10 / 86_400 };
const CREATES_PER_ADDRESS: Rule = { name: 'tournaments', burst: 10, perSecond: 10 / 86_400 };
/** Joins and withdrawals of one account: 20 at once, then one every 2 s; per address 40, then one a second. */
const ENTRIES_PER_ACCOUNT: Rule = { name: 'tournament-entries-account', burst: 20, perSecond: 0.5 };
const ENTRIES_PER_ADDRESS: Rule = { name: 'tournament-entries', burst: 40, perSecond: 1 };

export interface TournamentsApiOptions {
  readonly tournaments: Tournaments;
  /** loose23: a logged-in entrant's own seat, with the tournament's state. */
  readonly seats: TournamentSeats;
  readonly accounts: Accounts;
  readonly accountStore: AccountStore;
  readonly limiter: Limiter;
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
  readonly sameSite: (req: IncomingMessage) => boolean;
  readonly now: () => number;
  readonly logger: Logger;
}

type Route = { readonly kind: 'list' } | { readonly kind: 'one'; readonly id: string } | { readonly kind: 'action'; readonly id: string; readonly action: 'join' | 'withdraw' } | { readonly kind: 'player'; readonly name: string };

function routeOf(path: string): Route | 'bad-id' | null {
  if (path === '/api/tournaments') return { kind: 'list' };
  const one = /^\/api\/tournaments\/([^/]+)(?:\/(join|withdraw))?$/.exec(path);
  if (one) {
    const id = one[1]!.toUpperCase();
    if (!TOURNAMENT_ID_PATTERN.test(id)) return 'bad-id';
    return one[2] ? { kind: 'action', id, action: one[2] as 'join' | 'withdraw' } : { kind: 'one', id };
  }
  const player = /^\/api\/players\/([^/]+)\/tournaments$/.exec(path);
  if (player) {
    try {
      return { kind: 'player', name: decodeURIComponent(player[1]!) };
    } catch {
      return 'bad-id';
    }
  }
  return null;
}

/**
 * Tournaments over HTTP (`docs/protocol.md`, "Tournaments"): public reads limited per address, and the POSTs
 * (create, join, withdraw) for a logged-in account from this site's pages, with the session's `x-csrf-token`, as
 * the account API's.
 */
export function tournamentsApi(o: TournamentsApiOptions): ApiHandler {
  return (req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const route = routeOf(path);
    if (route === null) return false;
    if (route === 'bad-id') {
      reply(res, 400, { error: 'a tournament id is 10 letters and digits' });
      return true;
    }
    const post = route.kind === 'action' || (route.kind === 'list' && req.method === 'POST');
    const allowed = route.kind === 'list' ? 'GET, POST' : route.kind === 'action' ? 'POST' : 'GET';
    if (!allowed.split(', ').includes(req.method ?? '')) {
      reply(res, 405, { error: `only ${allowed}` }, { allow: allowed });
      return true;
    }
    const run = post ? write(o, route, req, res) : read(o, route, req, res);
    void run.catch((err: unknown) => {
      o.logger.error({ err, path: path.slice(0, 100) }, 'a tournament request failed');
      reply(res, 500, { error: 'the server failed; nothing was changed' });
    });
    return true;
  };
}

async function read(o: TournamentsApiOptions, route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!(await o.limits.read(o.address(req)))) return reply(res, 429, { error: 'too many requests from this address; wait a little' }, { 'retry-after': String(o.limits.readRetryAfterSeconds) });
  if (route.kind === 'list') return reply(res, 200, { tournaments: await o.tournaments.list(), now: o.now() });
  if (route.kind === 'one') {
    const state = await o.tournaments.state(route.id);
    if (state === null) return reply(res, 404, { error: `no tournament has the id ${route.id}` });
    // loose23: a logged-in entrant also gets their own seat at the tournament's game in play (only theirs).
    const token = requestTokens(req).session;
    const account = token === null ? null : ((await o.accounts.sessionAccount(token))?.account.id ?? null);
    const seat = account === null ? null : await o.seats.inTournament(route.id, account);
    return seat === null ? reply(res, 200, { tournament: state, now: o.now() }) : reply(res, 200, { tournament: state, seat, now: o.now() });
  }
  if (route.kind === 'player') {
    const account = await o.accountStore.accountBySkeletons(accountSkeletons(route.name.trim()));
    if (account === null || account.banned) return reply(res, 404, { error: `no player is named ${JSON.stringify(route.name.slice(0, 40))}` });
    return reply(res, 200, { name: account.name, tournaments: await o.tournaments.results(account.id) });
  }
}

async function write(o: TournamentsApiOptions, route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (!o.sameSite(req)) return reply(res, 403, { error: 'this request did not come from a page of this site (its Origin is missing or foreign)' });
  const token = requestTokens(req).session;
  const current = token === null ? null : await o.accounts.sessionAccount(token);
  if (current === null) return reply(res, 401, { error: 'not logged in: tournaments are for accounts' });
  const csrf = req.headers['x-csrf-token'];
  if (!sameToken(Array.isArray(csrf) ? csrf[0] : csrf, current.session.csrf)) return reply(res, 403, { error: 'the x-csrf-token header is missing or wrong: read it again from GET /api/session' });
  const member: Member = { id: current.account.id, name: current.account.name };
  const address = limitKey(o.address(req));
  const answer = (a: Answer<unknown>, status = 200) => (a.ok ? reply(res, status, { tournament: a.value, now: o.now() }) : reply(res, a.status, { error: a.error, ...(a.field !== undefined ? { field: a.field } : {}) }));
  if (route.kind === 'list') {
    if (!(await o.limiter.take([{ rule: CREATES_PER_ACCOUNT, key: member.id }, { rule: CREATES_PER_ADDRESS, key: address }]))) {
      return reply(res, 429, { error: 'too many tournaments created by this account or address today; wait' }, { 'retry-after': String(Math.ceil(1 / CREATES_PER_ACCOUNT.perSecond)) });
    }
    const body = await readJsonBody(req);
    if (!body.ok) return reply(res, body.status, { error: body.error });
    return answer(await o.tournaments.create(member, body.value), 201);
  }
  if (route.kind !== 'action') return;
  if (!(await o.limiter.take([{ rule: ENTRIES_PER_ACCOUNT, key: member.id }, { rule: ENTRIES_PER_ADDRESS, key: address }]))) {
    return reply(res, 429, { error: 'too many joins and withdrawals; wait a little' }, { 'retry-after': String(Math.ceil(1 / ENTRIES_PER_ACCOUNT.perSecond)) });
  }
  return answer(route.action === 'join' ? await o.tournaments.join(route.id, member) : await o.tournaments.withdraw(route.id, member));
}
