import type { Logger } from 'pino';
import type { ChatFilter } from '../socket/chat-filter.js';

interface Held {
  connections: number;
  blocked: ReadonlySet<string>;
  /** Settles once the first read of the list is done. */
  ready: Promise<void>;
}

export interface ChatBlocksOptions {
  /** The account of a session token (null: none, ended, or banned). */
  readonly accountOf: (sessionToken: string) => Promise<string | null>;
  /** The accounts an account blocked, from the store. */
  readonly blockedBy: (account: string) => Promise<Set<string>>;
  readonly logger: Logger;
}

/**
 * This process's chat filter: the block list of each account with a connection here, read from the store when
 * its first connection follows a table and kept until its last one closes, so the fan-out of a chat line asks
 * nothing of the store. {@link reload} reads an account's list again after it changes (`block`, `unblock`; from
 * another process, through `BlockNotices`).
 */
export class ChatBlocks implements ChatFilter {
  private readonly held = new Map<string, Held>();

  constructor(private readonly o: ChatBlocksOptions) {}

  async retain(sessionToken: string | null): Promise<string | null> {
    const account = sessionToken === null ? null : await this.o.accountOf(sessionToken);
    if (account === null) return null;
    const held = this.held.get(account);
    if (held) {
      held.connections++;
      await held.ready;
      return account;
    }
    const entry: Held = { connections: 1, blocked: new Set(), ready: Promise.resolve() };
    this.held.set(account, entry);
    entry.ready = this.read(account, entry);
    await entry.ready;
    return account;
  }

  release(viewer: string): void {
    const held = this.held.get(viewer);
    if (!held) return;
    if (--held.connections <= 0) this.held.delete(viewer);
  }

  hides(viewer: string, sender: string): boolean {
    return this.held.get(viewer)?.blocked.has(sender) ?? false;
  }

  /** The account's blocks changed: read them again if a connection here holds it. */
  async reload(account: string): Promise<void> {
    const held = this.held.get(account);
    if (held) await this.read(account, held);
  }

  private async read(account: string, held: Held): Promise<void> {
    try {
      held.blocked = await this.o.blockedBy(account);
    } catch (err) {
      this.o.logger.error({ err }, 'could not read an account\u2019s blocks; its chat filter keeps the list it had');
    }
  }
}
