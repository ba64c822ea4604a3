/**
 * Where bot accounts' tokens live: one per bot account, only its hash. {@link MemoryBotTokenStore} (tests, a log in
 * memory), `SqliteBotTokenStore` (the game log's file), `PostgresBotTokenStore`. The accounts themselves are the
 * account store's (`bot: true`).
 */
export interface BotTokenStore {
  /** Makes `tokenHash` the account's token; the one it had before stops working. */
  setToken(accountId: string, tokenHash: string, createdAt: number): Promise<void>;
  /** Removes the account's token; false when it had none. */
  revoke(accountId: string): Promise<boolean>;
  /** The account whose token has this hash, or null. */
  accountOf(tokenHash: string): Promise<string | null>;
  close(): Promise<void>;
}

export class MemoryBotTokenStore implements BotTokenStore {
  private readonly byAccount = new Map<string, string>();

  setToken(accountId: string, tokenHash: string): Promise<void> {
    this.byAccount.set(accountId, tokenHash);
    return Promise.resolve();
  }

  revoke(accountId: string): Promise<boolean> {
    return Promise.resolve(this.byAccount.delete(accountId));
  }

  accountOf(tokenHash: string): Promise<string | null> {
    for (const [account, hash] of this.byAccount) if (hash === tokenHash) return Promise.resolve(account);
    return Promise.resolve(null);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
