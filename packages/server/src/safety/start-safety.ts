import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Accounts } from '../accounts/accounts.js';
import type { AccountStore } from '../accounts/account-store.js';
import type { ApiHandler } from '../http-api.js';
import type { Limiter } from '../limits/limiter.js';
import { ChatBlocks } from './chat-blocks.js';
import { openSafetyStore } from './open-safety-store.js';
import { RedisBlockNotices } from './redis-block-notices.js';
import { Safety } from './safety.js';
import { safetyApi } from './safety-api.js';
import { SafetyLimits } from './safety-limits.js';

export interface SafetyWiringOptions {
  readonly databaseUrl?: string | undefined;
  readonly dbPath?: string | undefined;
  /** The game log is in memory (a test's): so are blocks and reports. */
  readonly logInMemory: boolean;
  readonly accountStore: AccountStore;
  readonly accounts: Accounts;
  readonly limiter: Limiter;
  /** With Redis: blocks reach every process's chat filter. */
  readonly redisUrl?: string | undefined;
  readonly address: (req: IncomingMessage) => string;
  readonly sameSite: (req: IncomingMessage) => boolean;
  readonly logger: Logger;
}

export interface SafetyWiring {
  readonly safety: Safety;
  readonly api: ApiHandler;
  /** The socket hub's chat filter. */
  readonly chatFilter: ChatBlocks;
  /** For quick play: false when either account blocked the other. */
  readonly mayMeet: (a: string, b: string) => Promise<boolean>;
  /** story22: for quick play's pairings, the pairs among many accounts that may not meet (`Safety.blockedAmong`). */
  readonly blockedAmong: (accounts: readonly string[]) => Promise<ReadonlySet<string>>;
  close(): Promise<void>;
}

/** Blocks and reports of a server: the store, the service, its HTTP API, and the chat filter of the socket hub. */
export async function startSafety(o: SafetyWiringOptions): Promise<SafetyWiring> {
  const store = (await openSafetyStore(o, (err) => o.logger.error({ err }, 'a PostgreSQL connection of blocks and reports failed; the next query reconnects')));
  let safety: Safety | null = null;
  const chatFilter = new ChatBlocks({
    accountOf: async (token) => (await o.accounts.sessionAccount(token))?.account.id ?? null,
    blockedBy: (account) => safety!.blockedIds(account),
    logger: o.logger,
  });
  let notices: RedisBlockNotices | null = null;
  try {
    notices = o.redisUrl ? await RedisBlockNotices.open(o.redisUrl, o.logger, (account) => void chatFilter.reload(account)) : null;
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  safety = new Safety({
    store,
    accounts: o.accountStore,
    limits: new SafetyLimits(o.limiter),
    // This process's filter at once (the answer to the request follows it), the others' through Redis.
    changed: async (blocker) => {
      await chatFilter.reload(blocker);
      await notices?.publish(blocker);
    },
  });
  const api = safetyApi({ safety, accounts: o.accounts, address: o.address, sameSite: o.sameSite, logger: o.logger });
  const s = safety;
  return {
    safety: s,
    api,
    chatFilter,
    mayMeet: (a, b) => s.mayMeet(a, b),
    blockedAmong: (accounts) => s.blockedAmong(accounts),
    async close() {
      await notices?.close();
      await store.close();
    },
  };
}
