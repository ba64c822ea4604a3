import { AccountClient } from '../../account/api.js';
import type { TournamentCreate, TournamentResultInfo, TournamentState, TournamentSummary } from './model.js';

/**
 * The client of the server's tournament API (docs/protocol.md, "Tournaments"): plain GETs, and POSTs for a
 * logged-in player with the session's CSRF token (read from `GET /api/session` through the account client).
 */

/** Why a request failed: the server's refusal (its status, its sentence and the field it names), or no server. */
export type TournamentFailure = { readonly kind: 'refused'; readonly status: number; readonly error: string; readonly field: string | null; readonly retryAfter: number | null } | { readonly kind: 'unreachable' };

export type Answer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: TournamentFailure };

/** What was read from an answer's body: the value, or null when the body lacks it. */
type Read<T> = { readonly value: T } | null;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

const base = '/api/tournaments';

export class TournamentClient {
  constructor(
    private readonly fetcher: Fetch = (input, init) => fetch(input, init),
    private readonly account = new AccountClient(fetcher),
  ) {}

  /** Upcoming and running tournaments, then those finished lately. */
  list(): Promise<Answer<readonly TournamentSummary[]>> {
    return this.request('GET', base, undefined, (b) => (Array.isArray(b['tournaments']) ? { value: b['tournaments'] as TournamentSummary[] } : null));
  }

  read(id: string): Promise<Answer<TournamentState>> {
    return this.request('GET', `${base}/${encodeURIComponent(id)}`, undefined, (b) => (isTournament(b['tournament']) ? { value: b['tournament'] } : null));
  }

  /** Creates the tournament; its id. */
  create(request: TournamentCreate): Promise<Answer<string>> {
    return this.request('POST', base, request, (b) => (isTournament(b['tournament']) ? { value: b['tournament'].id } : typeof b['id'] === 'string' ? { value: b['id'] } : null));
  }

  join(id: string): Promise<Answer<null>> {
    return this.request('POST', `${base}/${encodeURIComponent(id)}/join`, undefined, () => ({ value: null }));
  }

  withdraw(id: string): Promise<Answer<null>> {
    return this.request('POST', `${base}/${encodeURIComponent(id)}/withdraw`, undefined, () => ({ value: null }));
  }

  /** A player's final standings in finished tournaments, newest first. */
  results(name: string): Promise<Answer<readonly TournamentResultInfo[]>> {
    return this.request('GET', `/api/players/${encodeURIComponent(name)}/tournaments`, undefined, (b) => (Array.isArray(b['tournaments']) ? { value: b['tournaments'] as TournamentResultInfo[] } : null));
  }

  private async request<T>(method: 'GET' | 'POST', path: string, payload: object | undefined, read: (body: Record<string, unknown>) => Read<T>): Promise<Answer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (method === 'POST') {
      const session = await this.account.session();
      if (session === null) return { ok: false, failure: { kind: 'unreachable' } };
      headers['x-csrf-token'] = session.csrf;
      if (payload !== undefined) headers['content-type'] = 'application/json';
    }
    let res: Response;
    try {
      res = await this.fetcher(path, { method, credentials: 'same-origin', headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    } catch {
      return { ok: false, failure: { kind: 'unreachable' } };
    }
    // A static host answers `/api/…` with a page: no tournament server there.
    const json = (res.headers.get('content-type') ?? '').includes('json');
    const body: unknown = json ? await res.json().catch(() => null) : null;
    if (!res.ok) {
      if (!json) return { ok: false, failure: { kind: 'unreachable' } };
      const b = isObject(body) ? body : {};
      const retry = Number(res.headers.get('retry-after'));
      return {
        ok: false,
        failure: {
          kind: 'refused',
          status: res.status,
          error: typeof b['error'] === 'string' ? b['error'] : '',
          field: typeof b['field'] === 'string' ? b['field'] : null,
          retryAfter: res.headers.get('retry-after') !== null && Number.isFinite(retry) ? Math.ceil(retry) : null,
        },
      };
    }
    const got = read(isObject(body) ? body : {});
    // An answer without what was asked for is no tournament server's (as a static host's page).
    return got === null ? { ok: false, failure: { kind: 'unreachable' } } : { ok: true, value: got.value };
  }
}

const isTournament = (x: unknown): x is TournamentState => isObject(x) && typeof x['id'] === 'string' && typeof x['format'] === 'string' && isObject(x['table']);
