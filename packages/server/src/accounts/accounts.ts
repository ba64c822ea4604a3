import { createHash, randomBytes } from 'node:crypto';
import { sha256Hex } from '../game/crypto.js';
import type { AccountRecord, AccountStore, SessionRecord } from './account-store.js';
import type { AccountLimits } from './account-limits.js';
import { accountNameProblem, accountSkeletons, loginKey, passwordProblem } from './account-names.js';
import { addressBanned } from './address-bans.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password-hash.js';

/** What the API shows of an account. */
export interface PublicAccount {
  readonly id: string;
  readonly name: string;
  readonly createdAt: number;
}

/** A session just made: its token goes in the cookie (and nowhere else), its CSRF token to the page. */
export interface NewSession {
  readonly token: string;
  readonly csrf: string;
}

/** A seat the browser holds a token for: linked to the account when the token is right. */
export interface SeatClaim {
  readonly code: string;
  readonly seat: number;
  readonly token: string;
}

/** A refusal, as the HTTP API answers it. */
export interface Refusal {
  readonly ok: false;
  readonly status: 400 | 401 | 403 | 429;
  readonly error: string;
  readonly field?: 'name' | 'password' | 'current' | 'next';
  readonly retryAfter?: number;
}

export type Signed = { readonly ok: true; readonly account: PublicAccount; readonly session: NewSession } | Refusal;

/** A session's account, as the requests and the WebSocket handshake find it. */
export interface SessionAccount {
  readonly account: AccountRecord;
  readonly session: SessionRecord;
}

export interface AccountsOptions {
  readonly store: AccountStore;
  readonly limits: AccountLimits;
  readonly sessionIdleMs: number;
  /** Whether `token` is the token of `seat` at table `code`: what makes a claim good. */
  readonly seatProof: (code: string, seat: number, token: string, address: string) => Promise<boolean>;
  /** story22: a seat was linked to the account (its games go to the account's profile); never throws. */
  readonly claimed?: (accountId: string, code: string, seat: number) => Promise<void>;
  readonly now?: () => number;
}

/** `last_seen` is written at most this often: a session's idle time is counted in days, not per request. */
const TOUCH_EVERY_MS = 60 * 60_000;
/** Claims read from one request; more are ignored (a browser holds a few seats). */
export const MAX_CLAIMS = 50;

const WRONG = { ok: false, status: 401, error: 'wrong name or password' } as const;
const BANNED_ADDRESS = { ok: false, status: 403, error: 'signing up and logging in are closed to your address' } as const;

export const publicAccount = (a: AccountRecord): PublicAccount => ({ id: a.id, name: a.name, createdAt: a.createdAt });
export const hashSessionToken = (token: string): string => sha256Hex(token);
/** The CSRF token of a pre-session cookie (signup and login before any session): derived, so nothing is stored for visitors. */
export const preSessionCsrf = (preToken: string): string => createHash('sha256').update(`csrf:${preToken}`).digest('base64url');
export const newSecret = (): string => randomBytes(32).toString('base64url');

/**
 * Accounts and sessions: signup, login, logout (one session, every session), password change, claims of seats. It
 * knows nothing of HTTP (`accounts-api.ts`) and keeps nothing in memory: every process reads the same store, so a
 * session works on each of them and ends on each at once.
 */
export class Accounts {
  private readonly now: () => number;

  constructor(private readonly o: AccountsOptions) {
    this.now = o.now ?? Date.now;
  }

  async signup(rawName: string, password: string, address: string): Promise<Signed> {
    const name = rawName.trim();
    const attempt = await this.o.limits.attempt(address);
    if (!attempt.ok) return tooMany(attempt.retryAfter);
    if (await addressBanned(this.o.store, address)) return BANNED_ADDRESS;
    const nameProblem = accountNameProblem(name);
    if (nameProblem) return { ok: false, status: 400, error: nameProblem, field: 'name' };
    const pwProblem = passwordProblem(password);
    if (pwProblem) return { ok: false, status: 400, error: pwProblem, field: 'password' };
    // Counted once the request could make an account: a typo in the form costs no signup.
    const limited = await this.o.limits.signup(address);
    if (!limited.ok) return tooMany(limited.retryAfter);
    const account: AccountRecord = { id: `acc_${randomBytes(16).toString('base64url')}`, name, skeletons: accountSkeletons(name), hash: await hashPassword(password), createdAt: this.now(), banned: false, bot: false };
    if ((await this.o.store.createAccount(account)) === 'taken') return { ok: false, status: 400, error: 'that name, or one that looks like it, is taken: choose another', field: 'name' };
    return { ok: true, account: publicAccount(account), session: await this.newSession(account.id) };
  }

  /** The same answer, after about the same time, for a name that is no account and for a wrong password. */
  async login(rawName: string, password: string, address: string): Promise<Signed> {
    const name = rawName.trim();
    const limited = await this.o.limits.login(address, loginKey(name));
    if (!limited.ok) return tooMany(limited.retryAfter);
    if (await addressBanned(this.o.store, address)) return BANNED_ADDRESS;
    const account = name === '' ? null : await this.o.store.accountBySkeletons(accountSkeletons(name));
    const matches = await verifyPassword(password, account?.hash ?? (await dummyHash()));
    // A bot account plays with its token only (botacct22): its name is public (labelled BOT), so saying so reveals nothing.
    if (account?.bot === true) return { ok: false, status: 403, error: 'this is a bot account: it has no password and plays with its bot token over the WebSocket' };
    if (account === null || !matches) return WRONG;
    // Only someone who knows the password learns that the account is banned.
    if (account.banned) return { ok: false, status: 403, error: 'this account is banned' };
    if (needsRehash(account.hash)) await this.o.store.setHash(account.id, await hashPassword(password));
    return { ok: true, account: publicAccount(account), session: await this.newSession(account.id) };
  }

  /** The account of a session token, or null: unknown, idle for too long, or the account banned (the session then ends). */
  async sessionAccount(token: string): Promise<SessionAccount | null> {
    const tokenHash = hashSessionToken(token);
    const found = await this.o.store.sessionWithAccount(tokenHash);
    if (found === null) return null;
    const { session, account } = found;
    const now = this.now();
    if (now - session.lastSeen > this.o.sessionIdleMs) {
      await this.o.store.deleteSession(tokenHash);
      return null;
    }
    if (account === null || account.banned || account.bot) {
      await this.o.store.deleteSession(tokenHash);
      return null;
    }
    if (now - session.lastSeen > TOUCH_EVERY_MS) await this.o.store.touchSession(tokenHash, now);
    return { account, session };
  }

  logout(session: SessionRecord): Promise<void> {
    return this.o.store.deleteSession(session.tokenHash);
  }

  async logoutEverywhere(session: SessionRecord): Promise<void> {
    await this.o.store.deleteSessions(session.accountId);
  }

  /** Needs the current password; ends the account's other sessions and gives this one a new CSRF token. */
  async changePassword(current: SessionAccount, currentPassword: string, next: string, address: string): Promise<{ ok: true; session: NewSession } | Refusal> {
    const problem = passwordProblem(next);
    if (problem) return { ok: false, status: 400, error: problem, field: 'next' };
    // Checking the current password is a guess at it: limited as a login is.
    const limited = await this.o.limits.login(address, loginKey(current.account.name));
    if (!limited.ok) return tooMany(limited.retryAfter);
    if (!(await verifyPassword(currentPassword, current.account.hash))) return { ok: false, status: 401, error: 'the current password is wrong', field: 'current' };
    await this.o.store.setHash(current.account.id, await hashPassword(next));
    await this.o.store.deleteSessions(current.account.id);
    return { ok: true, session: await this.newSession(current.account.id) };
  }

  /** Links the claimed seats whose tokens are right; a wrong one is skipped silently. Returns how many are linked. */
  async claim(accountId: string, claims: readonly SeatClaim[], address: string): Promise<number> {
    let linked = 0;
    for (const c of claims.slice(0, MAX_CLAIMS)) {
      if (!(await this.o.seatProof(c.code, c.seat, c.token, address))) continue;
      await this.o.store.linkSeat(accountId, { code: c.code, seat: c.seat, linkedAt: this.now() });
      await this.o.claimed?.(accountId, c.code, c.seat);
      linked++;
    }
    return linked;
  }

  /** The account whose name looks like `name`, if any: a guest may not sit under it. */
  accountNamed(name: string): Promise<AccountRecord | null> {
    return this.o.store.accountBySkeletons(accountSkeletons(name.trim()));
  }

  /** A new session (a fresh random token, never one the client sent: no fixation); sessions idle for too long are cleared on the way. */
  private async newSession(accountId: string): Promise<NewSession> {
    const now = this.now();
    await this.o.store.deleteIdleSessions(now - this.o.sessionIdleMs);
    const token = newSecret();
    const csrf = newSecret();
    await this.o.store.createSession({ tokenHash: hashSessionToken(token), accountId, createdAt: now, lastSeen: now, csrf });
    return { token, csrf };
  }
}

const tooMany = (retryAfter: number): Refusal => ({ ok: false, status: 429, error: 'too many attempts; wait a little', retryAfter });
