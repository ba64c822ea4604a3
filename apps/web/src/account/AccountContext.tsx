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

/** Asks the server for the session once at start, and again after each request that changes it. */
export function AccountProvider({ children, client: given }: { children: ReactNode; client?: AccountClient }) {
  const [client] = useState(() => given ?? new AccountClient());
  const [state, setState] = useState<AccountState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    client
      .session()
      .then((info) => live && setState(info === null ? { status: 'unavailable' } : { status: 'ready', account: info.account }))
      .catch(() => live && setState({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, [client]);

  const value = useMemo<AccountContextValue>(() => {
    /** Runs a request, then reads the session again: the session and its CSRF token change with it. */
    const changing = async <T,>(request: () => Promise<Outcome<T>>, before?: () => void): Promise<Outcome<T>> => {
      const outcome = await request();
      if (outcome.ok) {
        before?.();
        const info = await client.session();
        setState(info === null ? { status: 'unavailable' } : { status: 'ready', account: info.account });
      }
      return outcome;
    };
    const accountName = state.status === 'ready' ? (state.account?.name ?? null) : null;
    const forgetName = () => {
      if (accountName !== null) forgetAccountName(localStorage, accountName);
    };
    return {
      state,
      signup: (name, password) => changing(() => client.signup(name, password, claimsOf(localStorage))),
      login: (name, password) => changing(() => client.login(name, password, claimsOf(localStorage))),
      logout: () => changing(() => client.logout(), forgetName),
      logoutEverywhere: () => changing(() => client.logoutEverywhere(), forgetName),
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
