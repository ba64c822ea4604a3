import type { Logger } from 'pino';
import type { AccountStore } from '../accounts/account-store.js';
import type { Limiter } from '../limits/limiter.js';
import type { Clock } from '../tables/clock.js';
import type { GameService } from '../tables/service.js';
import { ChallengeLimits } from './challenge-limits.js';
import { MemoryChallengeStore } from './challenge-store.js';
import { Challenges } from './challenges.js';
import { RedisChallengeStore } from './redis-challenge-store.js';

export interface StartChallengesOptions {
  readonly service: GameService;
  readonly accounts: AccountStore;
  readonly limiter: Limiter;
  readonly mayMeet: (a: string, b: string) => Promise<boolean>;
  readonly clock: Clock;
  readonly logger: Logger;
  /** With Redis: the challenges are every process's. */
  readonly redisUrl?: string | undefined;
  readonly expiryMs?: number | undefined;
}

/** The server's challenges: in this process, or with Redis in every process. */
export async function startChallenges(o: StartChallengesOptions): Promise<Challenges> {
  const store = o.redisUrl ? await RedisChallengeStore.open(o.redisUrl, o.logger) : new MemoryChallengeStore();
  return new Challenges({ store, service: o.service, accounts: o.accounts, limits: new ChallengeLimits(o.limiter), mayMeet: o.mayMeet, clock: o.clock, logger: o.logger, ...(o.expiryMs ? { expiryMs: o.expiryMs } : {}) });
}
