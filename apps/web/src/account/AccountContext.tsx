import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AccountClient, type Account, type Outcome } from './api.js';
import { claimsOf, forgetAccountName } from './claims.js';

/**
 * The page's account: still asking (`loading`), no account server (`unavailable`: a static host or the app opened
 * offline; no account UI then, and guests play as always), or known (`account` null for a guest).
 */
export type AccountState = { readonly status: 'loading' } | { readonly status: 'unavailable' } | { readonly status: 'ready'; readonly account: Account | null };

export interface AccountActions {
  signup(name: string, password: string): Promise<Outcome<Account>>;
  login(name: string, password: string): Promise<Outcome<Account>>;
  logout(): Promise<Outcome<null>>;
  logoutEverywhere(): Promise<Outcome<null>>;
  changePassword(current: string, next: string): Promise<Outcome<null>>;
}

export interface AccountContextValue extends AccountActions {
  readonly state: AccountState;
}

const AccountContext = createContext<AccountContextValue | null>(null);

/** Asks the server for the session at start, when the page comes back into view, and after each request that changes it. */
export function AccountProvider({ children, client: given }: { children: ReactNode; client?: AccountClient }) {
  const [client] = useState(() => given ?? new AccountClient());
  const [state, setState] = useState<AccountState>({ status: 'loading' });

  // Read again when the page comes back into view: the session may have ended from another browser meanwhile.
  useEffect(() => {
    let live = true;
    const read = () =>
      client
        .session()
        .then((info) => live && setState(info === null ? { status: 'unavailable' } : { status: 'ready', account: info.account }))
        .catch(() => live && setState({ status: 'unavailable' }));
    // Offline there is no server to ask (and a failed request is an error in the console): ask when back online.
    const readIfOnline = () => {
      if (navigator.onLine) void read();
      else setState((now) => (now.status === 'loading' ? { status: 'unavailable' } : now));
    };
    readIfOnline();
    const onVisible = () => {
      if (document.visibilityState === 'visible') readIfOnline();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', readIfOnline);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', readIfOnline);
    };
  }, [client]);

  const value = useMemo<AccountContextValue>(() => {
    const accountName = state.status === 'ready' ? (state.account?.name ?? null) : null;
    const forgetName = () => {
      if (accountName !== null) forgetAccountName(localStorage, accountName);
    };
    const refresh = async () => {
      const info = await client.session();
      setState(info === null ? { status: 'unavailable' } : { status: 'ready', account: info.account });
    };
    /**
     * Runs a request, then reads the session again: the session and its CSRF token change with it. A session
     * ended elsewhere (log out everywhere, a password changed in another browser) is read too: the page turns guest.
     */
    const changing = async <T,>(request: () => Promise<Outcome<T>>, before?: () => void): Promise<Outcome<T>> => {
      const outcome = await request();
      if (outcome.ok) before?.();
      if (outcome.ok || outcome.failure.kind === 'signedOut') await refresh();
      return outcome;
    };
    /** Logging out of a session that has already ended has done what was asked. */
    const ending = async (request: () => Promise<Outcome<null>>): Promise<Outcome<null>> => {
      const outcome = await changing(request, forgetName);
      return !outcome.ok && outcome.failure.kind === 'signedOut' ? { ok: true, value: null } : outcome;
    };
    return {
      state,
      signup: (name, password) => changing(() => client.signup(name, password, claimsOf(localStorage))),
      login: (name, password) => changing(() => client.login(name, password, claimsOf(localStorage))),
      logout: () => ending(() => client.logout()),
      logoutEverywhere: () => ending(() => client.logoutEverywhere()),
      changePassword: (current, next) => changing(() => client.changePassword(current, next)),
    };
  }, [client, state]);

  return <AccountContext.Provider value={value}>{children}</AccountContext.Provider>;
}

/** The account context; outside a provider (tests rendering one component), no account server. */
export function useAccount(): AccountContextValue {
  return useContext(AccountContext) ?? NO_SERVER;
}

/** The signed-in account's name, which the online forms show instead of a name field; null for a guest. */
export function useAccountName(): string | null {
  const { state } = useAccount();
  return state.status === 'ready' ? (state.account?.name ?? null) : null;
}

const unreachable = () => Promise.resolve({ ok: false, failure: { kind: 'unreachable' } } as const);
const NO_SERVER: AccountContextValue = {
  state: { status: 'unavailable' },
  signup: unreachable,
  login: unreachable,
  logout: unreachable,
  logoutEverywhere: unreachable,
  changePassword: unreachable,
};
