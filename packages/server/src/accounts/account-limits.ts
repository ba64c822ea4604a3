import { limitKey } from '../limits/limit-key.js';
import type { Limiter, Rule } from '../limits/limiter.js';
import type { AccountSettings } from './settings.js';

/** A refusal over a limit: how many seconds until trying again is worth it (for `retry-after`). */
export type LimitCheck = { readonly ok: true } | { readonly ok: false; readonly retryAfter: number };

const retryAfter = (rule: Rule): number => Math.max(1, Math.ceil(1 / rule.perSecond));

/**
 * The limits of logging in and signing up, counted by the server's {@link Limiter} (in this process, or in Redis for
 * every process): attempts per client address, attempts per account name (whatever the address, so a botnet cannot
 * guess one password from many addresses), and accounts made per address. A name that is no account is counted
 * like one, so the limits tell nothing about which names exist.
 */
export class AccountLimits {
  private readonly perAddress: Rule;
  private readonly perName: Rule;
  private readonly signups: Rule;

  constructor(
    settings: AccountSettings,
    private readonly limiter: Limiter,
  ) {
    this.perAddress = { name: 'logins', burst: settings.loginsPerMinute, perSecond: settings.loginsPerMinute / 60 };
    this.perName = { name: 'logins-account', burst: 5, perSecond: settings.accountLoginsPerHour / 3600 };
    this.signups = { name: 'signups', burst: 5, perSecond: settings.signupsPerHour / 3600 };
  }

  /** A login (or a password change) for the name whose key is `nameKey`, from `address`. */
  async login(address: string, nameKey: string): Promise<LimitCheck> {
    const attempt = await this.attempt(address);
    if (!attempt.ok) return attempt;
    if (!(await this.limiter.take([{ rule: this.perName, key: nameKey }]))) return { ok: false, retryAfter: retryAfter(this.perName) };
    return { ok: true };
  }

  /** An attempt to sign up or log in from `address`. */
  async attempt(address: string): Promise<LimitCheck> {
    return (await this.limiter.take([{ rule: this.perAddress, key: limitKey(address) }])) ? { ok: true } : { ok: false, retryAfter: retryAfter(this.perAddress) };
  }

  /** A signup from `address` that can make an account (its name and password are acceptable). */
  async signup(address: string): Promise<LimitCheck> {
    return (await this.limiter.take([{ rule: this.signups, key: limitKey(address) }])) ? { ok: true } : { ok: false, retryAfter: retryAfter(this.signups) };
  }
}
