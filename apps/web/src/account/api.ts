/**
 * The client of the server's account API (`docs/protocol.md`, "Accounts"): one object holds the CSRF token the
 * server gave with `GET /api/session` and sends it with every POST, and reads the session again after every
 * request that changes it (the token changes with the session). The session cookie itself is HttpOnly: the page
 * never sees it; `credentials: 'same-origin'` lets the browser send it.
 */

export interface Account {
  readonly id: string;
  readonly name: string;
  /** When the account was made: milliseconds since the epoch (the server's), or a date in ISO 8601. */
  readonly createdAt: number | string;
}

/** A seat this browser holds at an online table, which signing up or logging in links to the account. */
export interface Claim {
  readonly code: string;
  readonly seat: number;
  readonly token: string;
}

/**
 * Why a request failed, as the page words it (never the server's English sentence): a field the server refused
 * (`name`, `password`, `current`, `next`), a wrong name or password (or wrong current password), no session any
 * more (logged out elsewhere), too many attempts (`retryAfter` seconds, when the server said), refused (403: the
 * CSRF check, or an account or address the operator barred — the status alone does not say which), the server
 * unreachable, or another answer.
 */
export type AccountFailure =
  | { readonly kind: 'field'; readonly field: AccountField }
  | { readonly kind: 'wrongPassword' }
  | { readonly kind: 'signedOut' }
  | { readonly kind: 'tooMany'; readonly retryAfter: number | null }
  | { readonly kind: 'refused' }
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'server'; readonly status: number };

export const ACCOUNT_FIELDS = ['name', 'password', 'current', 'next'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly failure: AccountFailure };

/** What `GET /api/session` said: the account (null for a guest) and the token later POSTs must carry. */
export interface SessionInfo {
  readonly account: Account | null;
  readonly csrf: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const isAccount = (x: unknown): x is Account => {
  if (typeof x !== 'object' || x === null) return false;
  const a = x as Record<string, unknown>;
  return typeof a['id'] === 'string' && typeof a['name'] === 'string' && (typeof a['createdAt'] === 'number' || typeof a['createdAt'] === 'string');
};

/** The session's answer, or null when the body is not one: a static host answers `/api/session` with a page or a 404. */
export function readSession(body: unknown): SessionInfo | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as Record<string, unknown>;
  if (typeof b['csrf'] !== 'string' || (b['account'] !== null && !isAccount(b['account']))) return null;
  return { account: b['account'], csrf: b['csrf'] };
}

/**
 * The failure an error answer means; the body's `field`, when the server named one, says which input to fix. A
 * 401 is a wrong password when signing in or when it names the `current` password, and otherwise no session.
 */
export function failureOf(status: number, body: unknown, retryAfterHeader: string | null, signingIn: boolean): AccountFailure {
  const field = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['field'] : undefined;
  if (status === 429) {
    const seconds = Number(retryAfterHeader);
    return { kind: 'tooMany', retryAfter: retryAfterHeader !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : null };
  }
  if (status === 401) return signingIn || field === 'current' ? { kind: 'wrongPassword' } : { kind: 'signedOut' };
  if (status === 403) return { kind: 'refused' };
  if (status === 400 && ACCOUNT_FIELDS.includes(field as AccountField)) return { kind: 'field', field: field as AccountField };
  return { kind: 'server', status };
}

const readJson = async (res: Response): Promise<unknown> => {
  try {
    return (await res.json()) as unknown;
  } catch {
    return null;
  }
};

export class AccountClient {
  private csrf: string | null = null;

  constructor(private readonly fetcher: Fetch = (input, init) => fetch(input, init)) {}

  /**
   * The current session (and its CSRF token), or null when no account server answers: a static host, the app
   * opened offline, or a server without accounts.
   */
  async session(): Promise<SessionInfo | null> {
    let res: Response;
    try {
      res = await this.fetcher('/api/session', { credentials: 'same-origin', headers: { accept: 'application/json' } });
    } catch {
      return null;
    }
    if (!res.ok || !(res.headers.get('content-type') ?? '').includes('json')) return null;
    const info = readSession(await readJson(res));
    this.csrf = info?.csrf ?? null;
    return info;
  }

  signup(name: string, password: string, claims: readonly Claim[]): Promise<Outcome<Account>> {
    return this.post('/api/account/signup', { name, password, claims }, accountOf);
  }

  login(name: string, password: string, claims: readonly Claim[]): Promise<Outcome<Account>> {
    return this.post('/api/account/login', { name, password, claims }, accountOf);
  }

  logout(): Promise<Outcome<null>> {
    return this.post('/api/account/logout', undefined, () => null);
  }

  logoutEverywhere(): Promise<Outcome<null>> {
    return this.post('/api/account/logout-all', undefined, () => null);
  }

  changePassword(current: string, next: string): Promise<Outcome<null>> {
    return this.post('/api/account/password', { current, next }, () => null);
  }

  /** Links the seats to the account; the server ignores a token it does not know. */
  claim(claims: readonly Claim[]): Promise<Outcome<number>> {
    return this.post('/api/account/claim', { claims }, (body) => {
      const n = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['claimed'] : undefined;
      return typeof n === 'number' ? n : 0;
    });
  }

  /** A POST with the session's CSRF token (read first if need be; read again and tried once more on a 403): also the blocks' and reports' API (online/safety/). */
  async post<T>(path: string, payload: object | undefined, read: (body: unknown) => T | null): Promise<Outcome<T>> {
    // A token is needed first: the page may have loaded before the server came up.
    if (this.csrf === null && (await this.session()) === null) return { ok: false, failure: { kind: 'unreachable' } };
    const first = await this.send(path, payload, read);
    if (first.ok || first.failure.kind !== 'refused') return first;
    // The token may be stale (the session changed in another tab): read it again and try once more.
    if ((await this.session()) === null) return first;
    return this.send(path, payload, read);
  }

  private async send<T>(path: string, payload: object | undefined, read: (body: unknown) => T | null): Promise<Outcome<T>> {
    const headers: Record<string, string> = { 'x-csrf-token': this.csrf ?? '' };
    if (payload !== undefined) headers['content-type'] = 'application/json';
    let res: Response;
    try {
      res = await this.fetcher(path, { method: 'POST', credentials: 'same-origin', headers, body: payload === undefined ? undefined : JSON.stringify(payload) });
    } catch {
      return { ok: false, failure: { kind: 'unreachable' } };
    }
    const body = res.status === 204 ? null : await readJson(res);
    const signingIn = path === '/api/account/signup' || path === '/api/account/login';
    if (!res.ok) return { ok: false, failure: failureOf(res.status, body, res.headers.get('retry-after'), signingIn) };
    const value = read(body);
    return value === null && res.status !== 204 ? { ok: false, failure: { kind: 'server', status: res.status } } : { ok: true, value: value as T };
  }
}

const accountOf = (body: unknown): Account | null => {
  const account = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['account'] : undefined;
  return isAccount(account) ? account : null;
};
