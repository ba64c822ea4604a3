import { Redis } from 'ioredis';
import type { Logger } from 'pino';

export interface RedisNoticesOptions {
  /** The Redis of the bus (`ESCOBA_REDIS_URL`). */
  readonly url: string;
  readonly channel: string;
  /** What listens, for the messages of the operator's log: "the lobby", "blocks", "the tournaments". */
  readonly what: string;
  readonly logger: Logger;
}

/**
 * One Redis publish/subscribe channel on two connections of its own (a subscribed connection can do nothing else):
 * every process publishes texts on it and hears every text published, its own included. The texts are the
 * caller's (JSON, an account id); this class only carries them. Connection failures are logged once until Redis
 * answers again; ioredis reconnects and subscribes again by itself.
 */
export class RedisNotices {
  private readonly handlers: ((text: string) => void)[] = [];
  private failing = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly o: RedisNoticesOptions,
  ) {
    sub.on('message', (channel: string, text: string) => {
      if (channel !== o.channel) return;
      for (const handler of this.handlers) handler(text);
    });
    for (const connection of [pub, sub]) {
      connection.on('error', (err: Error) => this.problem(`${o.what}: the redis connection failed; retrying`, err));
      connection.on('ready', () => this.recovered());
    }
  }

  /** Connects and subscribes; refuses (with a sentence naming `what`) when Redis does not answer. */
  static async open(o: RedisNoticesOptions): Promise<RedisNotices> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const pub = new Redis(o.url, settings);
    const sub = new Redis(o.url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    // Until the instance's own handlers are in place, a failed connect is reported by the rejection alone.
    const quiet = () => undefined;
    for (const connection of [pub, sub]) connection.on('error', quiet);
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(o.channel);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`${o.what} could not listen on redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    for (const connection of [pub, sub]) connection.off('error', quiet);
    return new RedisNotices(pub, sub, o);
  }

  /** Adds a handler of every text heard on the channel. */
  onMessage(handler: (text: string) => void): void {
    this.handlers.push(handler);
  }

  /** Publishes `text` to every process; rejects when Redis does not take it (the caller decides whether to retry). */
  async publish(text: string): Promise<void> {
    try {
      await this.pub.publish(this.o.channel, text);
    } catch (err) {
      this.problem(`${this.o.what}: could not publish on redis`, err);
      throw err;
    }
    this.recovered();
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }

  private problem(what: string, err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.o.logger.error({ err }, what);
  }

  private recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.o.logger.warn(`${this.o.what}: redis answers again`);
  }
}
