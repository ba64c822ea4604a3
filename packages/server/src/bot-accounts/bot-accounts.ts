import { randomBytes } from 'node:crypto';
import type { AccountRecord, AccountStore } from '../accounts/account-store.js';
import { accountNameProblem, accountSkeletons } from '../accounts/account-names.js';
import { hashPassword } from '../accounts/password-hash.js';
import { hashBotToken, newBotToken } from './bot-token.js';
import type { BotTokenStore } from './bot-token-store.js';

/** Whether an account is a program's (labelled BOT, seated with people by quick play only when they allow it). */
export const isBotAccount = (account: Pick<AccountRecord, 'bot'>): boolean => account.bot;

export type BotAdded = { readonly ok: true; readonly account: AccountRecord; readonly token: string } | { readonly ok: false; readonly error: string };

/**
 * Bot accounts: accounts with `bot: true` that play with a token instead of a password. The token is made here,
 * shown once to whoever asked, and only its hash is stored (`BotTokenStore`); a new token revokes the old one. A bot
 * account has no password anyone knows (its hash is of random bytes) and `Accounts.login` refuses it anyway.
 */
export class BotAccounts {
  private readonly now: () => number;

  constructor(
    private readonly accounts: AccountStore,
    private readonly tokens: BotTokenStore,
    now?: () => number,
  ) {
    this.now = now ?? Date.now;
  }

  /** A new bot account named `rawName`, with its first token. */
  async addBot(rawName: string): Promise<BotAdded> {
    const name = rawName.trim();
    const problem = accountNameProblem(name);
    if (problem) return { ok: false, error: `cannot make a bot account named ${JSON.stringify(name)}: ${problem}` };
    const account: AccountRecord = { id: `acc_${randomBytes(16).toString('base64url')}`, name, skeletons: accountSkeletons(name), hash: await hashPassword(randomBytes(32).toString('base64url')), createdAt: this.now(), banned: false, bot: true };
    if ((await this.accounts.createAccount(account)) === 'taken') return { ok: false, error: `cannot make a bot account named ${JSON.stringify(name)}: another account's name is that name or looks like it` };
    return { ok: true, account, token: await this.issueToken(account) };
  }

  /** A new token for a bot account; its previous token stops working at once (on every process: they read the same store). */
  async issueToken(account: AccountRecord): Promise<string> {
    if (!isBotAccount(account)) throw new Error(`${JSON.stringify(account.name)} is not a bot account`);
    const token = newBotToken();
    await this.tokens.setToken(account.id, hashBotToken(token), this.now());
    return token;
  }

  /** Revokes the account's token; false when it had none. */
  revokeToken(account: AccountRecord): Promise<boolean> {
    return this.tokens.revoke(account.id);
  }

  /** The bot account a token (by its hash) belongs to; null for an unknown or revoked token or a banned account. */
  async authenticate(tokenHash: string): Promise<AccountRecord | null> {
    const id = await this.tokens.accountOf(tokenHash);
    const account = id === null ? null : await this.accounts.accountById(id);
    return account !== null && isBotAccount(account) && !account.banned ? account : null;
  }

  /** Whether the account with this id is a bot account (false for no such account): what quick play asks. */
  async isBot(accountId: string): Promise<boolean> {
    const account = await this.accounts.accountById(accountId);
    return account !== null && isBotAccount(account);
  }
}
