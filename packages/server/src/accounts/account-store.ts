/** An account as stored. `skeletons`: what its name looks like (`nameSkeletons`), each unique on the server. */
export interface AccountRecord {
  /** Random and opaque (`acc_` and 22 base64url characters); never changes, whatever the name becomes. */
  readonly id: string;
  readonly name: string;
  readonly skeletons: readonly string[];
  /** The password's stored form (`password-hash.ts`); never the password. */
  readonly hash: string;
  readonly createdAt: number;
  readonly banned: boolean;
  /** A program's account (bot accounts come later): false for every account made by signup. */
  readonly bot: boolean;
}

/** A session as stored: only the hash of its token, so the store holds no usable session. */
export interface SessionRecord {
  readonly tokenHash: string;
  readonly accountId: string;
  readonly createdAt: number;
  readonly lastSeen: number;
  /** The session's CSRF token: what the `x-csrf-token` header of its state-changing requests must be. */
  readonly csrf: string;
}

/** An address or CIDR range refused signup and login (`escoba-server addresses ban`). */
export interface AddressBan {
  readonly range: string;
  readonly createdAt: number;
}

/** A seat linked to an account by a claim (its token proved): the games a guest played before signing up. */
export interface LinkedSeat {
  readonly code: string;
  readonly seat: number;
  readonly linkedAt: number;
}

/**
 * Where accounts, sessions and address bans live: {@link MemoryAccountStore} (tests), `SqliteAccountStore` (the
 * default, in the game log's file), `PostgresAccountStore`. Every process reads the same store, so a session works
 * on each of them and a logout ends it on each at once.
 */
export interface AccountStore {
  /** Adds an account; `taken` when one of its skeletons is another account's (names that look alike). */
  createAccount(account: AccountRecord): Promise<'ok' | 'taken'>;
  accountById(id: string): Promise<AccountRecord | null>;
  /** The account whose name shares a skeleton with one of `skeletons`. */
  accountBySkeletons(skeletons: readonly string[]): Promise<AccountRecord | null>;
  /** Every account, oldest first. */
  listAccounts(): Promise<AccountRecord[]>;
  setHash(id: string, hash: string): Promise<void>;
  /** Renames; `taken` when the new name looks like another account's. */
  rename(id: string, name: string, skeletons: readonly string[]): Promise<'ok' | 'taken'>;
  setBanned(id: string, banned: boolean): Promise<void>;

  createSession(session: SessionRecord): Promise<void>;
  session(tokenHash: string): Promise<SessionRecord | null>;
  /** A session and its account at once (one round trip where the store is remote: every WebSocket join reads it). */
  sessionWithAccount(tokenHash: string): Promise<{ readonly session: SessionRecord; readonly account: AccountRecord | null } | null>;
  touchSession(tokenHash: string, lastSeen: number): Promise<void>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Ends every session of the account but `keep` (a token hash); returns how many ended. */
  deleteSessions(accountId: string, keep?: string): Promise<number>;
  /** Ends the sessions last seen before `before` (ms since the epoch). */
  deleteIdleSessions(before: number): Promise<number>;

  /** Links a seat to an account (again: nothing changes). */
  linkSeat(accountId: string, seat: LinkedSeat): Promise<void>;
  linkedSeats(accountId: string): Promise<LinkedSeat[]>;

  /** Adds a ban; false when the range was banned already. */
  banAddress(ban: AddressBan): Promise<boolean>;
  /** Lifts a ban; false when the range was not banned. */
  unbanAddress(range: string): Promise<boolean>;
  addressBans(): Promise<AddressBan[]>;

  close(): Promise<void>;
}

/** `sessionWithAccount` for a store in this process, where two reads cost no round trip: the session, then its account. */
export async function sessionThenAccount(store: AccountStore, tokenHash: string): Promise<{ readonly session: SessionRecord; readonly account: AccountRecord | null } | null> {
  const session = await store.session(tokenHash);
  return session === null ? null : { session, account: await store.accountById(session.accountId) };
}
