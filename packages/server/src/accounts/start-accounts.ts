import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { ApiHandler } from '../http-api.js';
import type { Limiter } from '../limits/limiter.js';
import type { Limits } from '../limits/limits.js';
import type { GameService } from '../tables/service.js';
import { AccountLimits } from './account-limits.js';
import type { AccountStore } from './account-store.js';
import { Accounts } from './accounts.js';
import { accountsApi } from './accounts-api.js';
import { MemoryAccountStore } from './memory-account-store.js';
import { PostgresAccountStore } from './postgres-account-store.js';
import { accountIdentities, type SeatIdentities } from './seat-identity.js';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './settings.js';
import { SqliteAccountStore } from './sqlite-account-store.js';

/** Where the accounts are kept: with the game log (PostgreSQL, or the SQLite file; in memory for a log in memory). */
export async function openAccountStore(where: { readonly databaseUrl?: string | undefined; readonly dbPath?: string | undefined }, logger?: Logger): Promise<AccountStore> {
  if (where.databaseUrl) return PostgresAccountStore.open(where.databaseUrl, { onError: (err) => logger?.error({ err }, 'a PostgreSQL connection of the accounts failed; the next query reconnects') });
  const path = where.dbPath ?? './data/escoba.sqlite';
  return path === ':memory:' ? new MemoryAccountStore() : new SqliteAccountStore(path);
}

export interface AccountsWiring {
  readonly api: ApiHandler;
  readonly identities: SeatIdentities;
  readonly accounts: Accounts;
}

export interface AccountsWiringOptions {
  readonly store: AccountStore;
  readonly settings?: AccountSettings | undefined;
  readonly service: GameService;
  /** The server's limiter (in this process, or in Redis) and its limits of table lookups. */
  readonly limiter: Limiter;
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
  readonly sameSite: (req: IncomingMessage) => boolean;
  readonly overTls: (req: IncomingMessage) => boolean;
  readonly logger: Logger;
  /** story22: the games of a guest's seat an account claimed go to its profile (`ProfileRecorder.claimed`). */
  readonly claimedGames?: (accountId: string, code: string, seat: number) => Promise<number>;
}

/** The accounts of a server: the service, its HTTP API, and who sits down at the tables. */
export function startAccounts(o: AccountsWiringOptions): AccountsWiring {
  const settings = o.settings ?? DEFAULT_ACCOUNT_SETTINGS;
  const accounts = new Accounts({
    store: o.store,
    limits: new AccountLimits(settings, o.limiter),
    sessionIdleMs: settings.sessionIdleDays * 86_400_000,
    // A claim is a seat-token lookup: within the same limits, and a wrong token counts as a failed lookup.
    seatProof: async (code, seat, token, address) => {
      if (!(await o.limits.lookup(address)).address) return false;
      const ok = await o.service.authenticate(code, seat, token);
      if (!ok) await o.limits.lookupFailed(address);
      return ok;
    },
    claimed: async (accountId, code, seat) => {
      // A claim links the seat whatever happens here: games that could not be added are logged, not refused.
      await o.claimedGames?.(accountId, code, seat).catch((err: unknown) => o.logger.error({ code, seat, err }, 'the games of a claimed seat could not be added to the profile'));
    },
  });
  const api = accountsApi({ accounts, address: o.address, sameSite: o.sameSite, overTls: o.overTls, sessionIdleSeconds: settings.sessionIdleDays * 86_400, logger: o.logger });
  return { api, identities: accountIdentities(accounts), accounts };
}
