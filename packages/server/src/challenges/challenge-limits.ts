import { limitKey } from '../limits/limit-key.js';
import type { Limiter, Rule } from '../limits/limiter.js';

/** Challenges one account may send: 10 at once, then one every 30 s. */
const SENT_PER_ACCOUNT: Rule = { name: 'challenges-account', burst: 10, perSecond: 1 / 30 };
/** Challenges sent from one address, whatever the account: 20 at once, then one every 15 s. */
const SENT_PER_ADDRESS: Rule = { name: 'challenges', burst: 20, perSecond: 1 / 15 };

/** How many challenges an account may have waiting for an answer at once. */
export const MAX_OPEN_SENT = 5;

/** The limits of challenges sent, per account and per address, counted by the server's limiter (in Redis with several processes). */
export class ChallengeLimits {
  constructor(private readonly limiter: Limiter) {}

  sent(account: string, address: string): Promise<boolean> {
    return this.limiter.take([
      { rule: SENT_PER_ACCOUNT, key: account },
      { rule: SENT_PER_ADDRESS, key: limitKey(address) },
    ]);
  }
}
