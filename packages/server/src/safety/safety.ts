import { CODE_PATTERN, isReportReason, type BlockedPlayer } from '@escoba/protocol';
import type { AccountRecord, AccountStore } from '../accounts/account-store.js';
import { accountSkeletons } from '../accounts/account-names.js';
import { reportTextProblem } from './report-text.js';
import type { SafetyStore } from './safety-store.js';
import { BLOCK_RETRY_SECONDS, REPORT_RETRY_SECONDS, type SafetyLimits } from './safety-limits.js';

/** The most players one account may block (the list is loaded whole for its chat: it stays small). */
export const MAX_BLOCKS = 500;

export interface SafetyRefusal {
  readonly ok: false;
  readonly status: 400 | 404 | 429;
  readonly error: string;
  readonly field?: 'name' | 'account' | 'reason' | 'text' | 'code';
  readonly retryAfter?: number;
}

export type SafetyResult<T> = ({ readonly ok: true } & T) | SafetyRefusal;

/** A report as the API takes it (checked here). */
export interface ReportInput {
  readonly name: unknown;
  readonly reason: unknown;
  readonly text: unknown;
  readonly code: unknown;
}

export interface SafetyOptions {
  readonly store: SafetyStore;
  readonly accounts: AccountStore;
  readonly limits: SafetyLimits;
  /** A block was made or lifted by `blocker`: its chat filter is read again (this process, and with Redis every process). */
  readonly changed?: (blocker: string) => Promise<void>;
  readonly now?: () => number;
}

const refuse = (status: SafetyRefusal['status'], error: string, field?: SafetyRefusal['field']): SafetyRefusal => ({ ok: false, status, error, ...(field ? { field } : {}) });

/** How {@link Safety.blockedAmong} names a pair of accounts. */
export const blockedPairKey = (a: string, b: string): string => `${a}\n${b}`;

/**
 * Blocks and reports between accounts (a guest can do neither: a guest mutes). A player is named as the table shows
 * them, by their account's name; the block is kept by account id, so a rename changes nothing.
 */
export class Safety {
  private readonly now: () => number;

  constructor(private readonly o: SafetyOptions) {
    this.now = o.now ?? Date.now;
  }

  /** Whether quick play may seat the two accounts at one table: false when either blocked the other. */
  async mayMeet(a: string, b: string): Promise<boolean> {
    return a === b || !(await this.o.store.blockedEitherWay(a, b));
  }

  /**
   * story22: the pairs among `accounts` that quick play may not seat together (either blocked the other), as
   * {@link blockedPairKey}s in both orders: one read for a whole queue instead of one per pair.
   */
  async blockedAmong(accounts: readonly string[]): Promise<ReadonlySet<string>> {
    const pairs = new Set<string>();
    if (accounts.length < 2) return pairs;
    for (const b of await this.o.store.blocksAmong(accounts)) pairs.add(blockedPairKey(b.blocker, b.blocked)).add(blockedPairKey(b.blocked, b.blocker));
    return pairs;
  }

  async block(me: AccountRecord, name: unknown, address: string): Promise<SafetyResult<{ readonly blocked: BlockedPlayer }>> {
    const target = await this.named(name);
    if (!target.ok) return target;
    if (target.account.id === me.id) return refuse(400, 'you cannot block yourself', 'name');
    if (!(await this.o.limits.block(me.id, address))) return { ...refuse(429, 'too many blocks and unblocks; wait a little'), retryAfter: BLOCK_RETRY_SECONDS };
    if ((await this.o.store.blocksBy(me.id)).length >= MAX_BLOCKS) return refuse(400, `you have blocked ${MAX_BLOCKS} players, the most an account may: unblock some first`, 'name');
    const createdAt = this.now();
    if (await this.o.store.block({ blocker: me.id, blocked: target.account.id, createdAt })) await this.o.changed?.(me.id);
    return { ok: true, blocked: { account: target.account.id, name: target.account.name, since: createdAt } };
  }

  async unblock(me: AccountRecord, account: unknown, address: string): Promise<SafetyResult<{ readonly unblocked: boolean }>> {
    if (typeof account !== 'string' || account.length > 100) return refuse(400, 'account is missing (the id of a blocked player, from GET /api/safety/blocks)', 'account');
    if (!(await this.o.limits.block(me.id, address))) return { ...refuse(429, 'too many blocks and unblocks; wait a little'), retryAfter: BLOCK_RETRY_SECONDS };
    const unblocked = await this.o.store.unblock(me.id, account);
    if (unblocked) await this.o.changed?.(me.id);
    return { ok: true, unblocked };
  }

  /** The players the account blocked, under their names of today. */
  async blocks(me: AccountRecord): Promise<BlockedPlayer[]> {
    const blocks = await this.o.store.blocksBy(me.id);
    const players = await Promise.all(blocks.map(async (b) => ({ account: b.blocked, name: (await this.o.accounts.accountById(b.blocked))?.name ?? '?', since: b.createdAt })));
    return players;
  }

  /** The ids of the accounts `me` blocked: what its chat filter holds. */
  async blockedIds(me: string): Promise<Set<string>> {
    return new Set((await this.o.store.blocksBy(me)).map((b) => b.blocked));
  }

  async report(me: AccountRecord, input: ReportInput, address: string): Promise<SafetyResult<{ readonly id: number }>> {
    if (!isReportReason(input.reason)) return refuse(400, 'reason must be one of cheating, offensive-name, chat-abuse, leaving-games, other', 'reason');
    if (input.text !== undefined && typeof input.text !== 'string') return refuse(400, 'text must be a string', 'text');
    const text = (input.text ?? '').trim();
    const problem = reportTextProblem(input.reason, text);
    if (problem) return refuse(400, problem, 'text');
    if (input.code !== undefined && (typeof input.code !== 'string' || !CODE_PATTERN.test(input.code))) return refuse(400, 'code must be a table code', 'code');
    const target = await this.named(input.name);
    if (!target.ok) return target;
    if (target.account.id === me.id) return refuse(400, 'you cannot report yourself', 'name');
    if (!(await this.o.limits.report(me.id, address))) return { ...refuse(429, 'too many reports; wait a while (the operator reads every one)'), retryAfter: REPORT_RETRY_SECONDS };
    const id = await this.o.store.addReport({
      reporter: me.id,
      reporterName: me.name,
      reported: target.account.id,
      reportedName: target.account.name,
      reason: input.reason,
      text,
      code: typeof input.code === 'string' ? input.code : null,
      createdAt: this.now(),
    });
    return { ok: true, id };
  }

  private async named(name: unknown): Promise<SafetyResult<{ readonly account: AccountRecord }>> {
    if (typeof name !== 'string' || name.trim() === '' || name.length > 100) return refuse(400, 'name is missing (the player\u2019s name, as the table shows it)', 'name');
    const account = await this.o.accounts.accountBySkeletons(accountSkeletons(name.trim()));
    // Guests and the server's bots have no account: they are muted, not blocked or reported.
    if (account === null) return refuse(404, `no account is named ${JSON.stringify(name.trim())} (a guest can be muted, not blocked or reported)`, 'name');
    return { ok: true, account };
  }
}
