import type { Logger } from 'pino';
import { RedisNotices } from '../cluster/redis-notices.js';

const CHANNEL = 'escoba:blocks';

/**
 * With several processes: a block made or lifted through one process reaches the chat filters of the others.
 * The message is the blocker's account id alone (opaque, no secret); each process reads that account's list again
 * from the store if a connection there holds it. A notice lost while Redis is down leaves another process's list
 * as it was until the account's connections there close.
 */
export class RedisBlockNotices {
  private constructor(
    private readonly channel: RedisNotices,
    private readonly logger: Logger,
  ) {}

  static async open(url: string, logger: Logger, changed: (account: string) => void): Promise<RedisBlockNotices> {
    const channel = await RedisNotices.open({ url, channel: CHANNEL, what: 'blocks', logger });
    channel.onMessage((account) => {
      if (account.length <= 100) changed(account);
    });
    return new RedisBlockNotices(channel, logger);
  }

  /** Tells every process (this one included) that `account`'s blocks changed. */
  async publish(account: string): Promise<void> {
    await this.channel.publish(account).catch((err: unknown) => this.logger.error({ err }, 'could not tell the other processes of a block; their chat filters see it once the account reconnects there'));
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
