import { limitKey } from '../limits/limit-key.js';
import type { Limiter, Rule } from '../limits/limiter.js';

/** Reports one account may make: 5 at once, then 10 an hour. */
const REPORTS_PER_ACCOUNT: Rule = { name: 'reports-account', burst: 5, perSecond: 10 / 3600 };
/** Reports from one address, whatever the account: 10 at once, then 20 an hour. */
const REPORTS_PER_ADDRESS: Rule = { name: 'reports', burst: 10, perSecond: 20 / 3600 };
/** Blocks and unblocks of one account: 20 at once, then one every 2 s. */
const BLOCKS_PER_ACCOUNT: Rule = { name: 'blocks-account', burst: 20, perSecond: 0.5 };
/** Blocks and unblocks from one address: 40 at once, then one a second. */
const BLOCKS_PER_ADDRESS: Rule = { name: 'blocks', burst: 40, perSecond: 1 };

/** How many seconds until one more is allowed, for `retry-after`. */
export const REPORT_RETRY_SECONDS = Math.ceil(1 / REPORTS_PER_ACCOUNT.perSecond);
export const BLOCK_RETRY_SECONDS = Math.ceil(1 / BLOCKS_PER_ACCOUNT.perSecond);

/** The limits of reports and blocks, per account and per address, counted by the server's limiter (in Redis with several processes). */
export class SafetyLimits {
  constructor(private readonly limiter: Limiter) {}

  report(account: string, address: string): Promise<boolean> {
    return this.limiter.take([
      { rule: REPORTS_PER_ACCOUNT, key: account },
      { rule: REPORTS_PER_ADDRESS, key: limitKey(address) },
    ]);
  }

  block(account: string, address: string): Promise<boolean> {
    return this.limiter.take([
      { rule: BLOCKS_PER_ACCOUNT, key: account },
      { rule: BLOCKS_PER_ADDRESS, key: limitKey(address) },
    ]);
  }
}
