import { Redis } from 'ioredis';
import type { Logger } from 'pino';

const CHANNEL = 'escoba:blocks';

/**
 * With several processes: a block made or lifted through one process reaches the chat filters of the others.
 * The message is the blocker's account id alone (opaque, no secret); each process reads that account's list again
 * from the store if a connection there holds it. A notice lost while Redis is down leaves another process's list
 * as it was until the account's connections there close.
 */
export class RedisBlockNotices {
  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
  ) {}

  static async open(url: string, logger: Logger, changed: (account: string) => void): Promise<RedisBlockNotices> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const pub = new Redis(url, settings);
    const sub = new Redis(url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`blocks could not listen on redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    sub.on('message', (channel: string, account: string) => {
      if (channel === CHANNEL && account.length <= 100) changed(account);
    });
    for (const connection of [pub, sub]) connection.on('error', (err: Error) => logger.warn({ err }, 'the blocks\u2019 redis connection failed; retrying'));
    return new RedisBlockNotices(pub, sub, logger);
  }

  /** Tells every process (this one included) that `account`'s blocks changed. */
  async publish(account: string): Promise<void> {
    await this.pub.publish(CHANNEL, account).catch((err: unknown) => this.logger.error({ err }, 'could not tell the other processes of a block; their chat filters see it once the account reconnects there'));
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }
}
