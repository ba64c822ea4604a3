import { sessionThenAccount, type AccountRecord, type AccountStore, type AddressBan, type LinkedSeat, type SessionRecord } from './account-store.js';

/** Accounts kept in memory: for tests, and for a server whose game log is in memory (`ESCOBA_DB=:memory:`). */
export class MemoryAccountStore implements AccountStore {
  private readonly accounts = new Map<string, AccountRecord>();
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly seats = new Map<string, LinkedSeat[]>();
  private readonly bans = new Map<string, AddressBan>();

  createAccount(account: AccountRecord): Promise<'ok' | 'taken'> {
    if (this.bySkeletons(account.skeletons, null)) return Promise.resolve('taken');
    this.accounts.set(account.id, account);
    return Promise.resolve('ok');
  }

  accountById(id: string): Promise<AccountRecord | null> {
    return Promise.resolve(this.accounts.get(id) ?? null);
  }

  accountBySkeletons(skeletons: readonly string[]): Promise<AccountRecord | null> {
    return Promise.resolve(this.bySkeletons(skeletons, null));
  }

  listAccounts(): Promise<AccountRecord[]> {
    return Promise.resolve([...this.accounts.values()].sort((a, b) => a.createdAt - b.createdAt));
  }

  setHash(id: string, hash: string): Promise<void> {
    this.update(id, { hash });
    return Promise.resolve();
  }

  rename(id: string, name: string, skeletons: readonly string[]): Promise<'ok' | 'taken'> {
    if (this.bySkeletons(skeletons, id)) return Promise.resolve('taken');
    this.update(id, { name, skeletons });
    return Promise.resolve('ok');
  }

  setBanned(id: string, banned: boolean): Promise<void> {
    this.update(id, { banned });
    return Promise.resolve();
  }

  createSession(session: SessionRecord): Promise<void> {
    this.sessions.set(session.tokenHash, session);
    return Promise.resolve();
  }

  session(tokenHash: string): Promise<SessionRecord | null> {
    return Promise.resolve(this.sessions.get(tokenHash) ?? null);
  }

  sessionWithAccount(tokenHash: string): Promise<{ session: SessionRecord; account: AccountRecord | null } | null> {
    return sessionThenAccount(this, tokenHash);
  }

  touchSession(tokenHash: string, lastSeen: number): Promise<void> {
    const s = this.sessions.get(tokenHash);
    if (s) this.sessions.set(tokenHash, { ...s, lastSeen });
    return Promise.resolve();
  }

  deleteSession(tokenHash: string): Promise<void> {
    this.sessions.delete(tokenHash);
    return Promise.resolve();
  }

  deleteSessions(accountId: string, keep?: string): Promise<number> {
    return Promise.resolve(this.deleteWhere((s) => s.accountId === accountId && s.tokenHash !== keep));
  }

  deleteIdleSessions(before: number): Promise<number> {
    return Promise.resolve(this.deleteWhere((s) => s.lastSeen < before));
  }

  linkSeat(accountId: string, seat: LinkedSeat): Promise<void> {
    const list = this.seats.get(accountId) ?? [];
    if (!list.some((s) => s.code === seat.code && s.seat === seat.seat)) list.push(seat);
    this.seats.set(accountId, list);
    return Promise.resolve();
  }

  linkedSeats(accountId: string): Promise<LinkedSeat[]> {
    return Promise.resolve([...(this.seats.get(accountId) ?? [])]);
  }

  banAddress(ban: AddressBan): Promise<boolean> {
    if (this.bans.has(ban.range)) return Promise.resolve(false);
    this.bans.set(ban.range, ban);
    return Promise.resolve(true);
  }

  unbanAddress(range: string): Promise<boolean> {
    return Promise.resolve(this.bans.delete(range));
  }

  addressBans(): Promise<AddressBan[]> {
    return Promise.resolve([...this.bans.values()]);
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private bySkeletons(skeletons: readonly string[], except: string | null): AccountRecord | null {
    for (const a of this.accounts.values()) if (a.id !== except && a.skeletons.some((k) => skeletons.includes(k))) return a;
    return null;
  }

  private update(id: string, change: Partial<AccountRecord>): void {
    const a = this.accounts.get(id);
    if (a) this.accounts.set(id, { ...a, ...change });
  }

  private deleteWhere(test: (s: SessionRecord) => boolean): number {
    let n = 0;
    for (const [key, s] of this.sessions) if (test(s)) n += Number(this.sessions.delete(key));
    return n;
  }
}
