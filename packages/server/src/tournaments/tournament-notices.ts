import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * What one process tells every process (itself included) about tournaments: a tournament's log grew (its watchers
 * and lists need the new state), or an entrant was paired (their connections watching it get the seat's token).
 */
export type TournamentNotice =
  | { readonly kind: 'changed'; readonly id: string }
  | { readonly kind: 'paired'; readonly id: string; readonly account: string; readonly pairing: number; readonly code: string; readonly seat: number; readonly token: string };

export interface TournamentNotices {
  publish(notice: TournamentNotice): void;
  /** Adds a handler of every notice. */
  onNotice(handler: (notice: TournamentNotice) => void): void;
  close(): Promise<void>;
}

/** One process: notices go to this process's handlers. */
export class LocalNotices implements TournamentNotices {
  private readonly handlers: ((notice: TournamentNotice) => void)[] = [];
  publish(notice: TournamentNotice): void {
    queueMicrotask(() => this.handlers.forEach((h) => h(notice)));
  }
  onNotice(handler: (notice: TournamentNotice) => void): void {
    this.handlers.push(handler);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

const CHANNEL = 'escoba:tournaments';

/**
 * Notices over Redis publish/subscribe, on connections of their own. A `paired` notice carries a seat token, as
 * quick play's deliveries do: Redis is inside the deployment's trust boundary, and the token is never logged.
 */
export class RedisNotices implements TournamentNotices {
  private readonly handlers: ((notice: TournamentNotice) => void)[] = [];
  private failing = false;

  private constructor(
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly logger: Logger,
  ) {
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== CHANNEL) return;
      let notice: TournamentNotice;
      try {
        notice = JSON.parse(raw) as TournamentNotice;
      } catch {
        return void logger.warn('unreadable message on the tournaments channel; ignored');
      }
      for (const h of this.handlers) h(notice);
    });
    for (const c of [pub, sub]) c.on('error', (err: Error) => this.problem(err));
  }

  static async open(url: string, logger: Logger): Promise<RedisNotices> {
    const settings = { lazyConnect: true, connectTimeout: 5_000, maxRetriesPerRequest: 1, enableOfflineQueue: false } as const;
    const pub = new Redis(url, settings);
    const sub = new Redis(url, { ...settings, maxRetriesPerRequest: null, enableOfflineQueue: true });
    try {
      await Promise.all([pub.connect(), sub.connect()]);
      await sub.subscribe(CHANNEL);
    } catch (e) {
      pub.disconnect();
      sub.disconnect();
      throw new Error(`the tournaments could not listen on redis: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    }
    return new RedisNotices(pub, sub, logger);
  }

  publish(notice: TournamentNotice): void {
    this.pub.publish(CHANNEL, JSON.stringify(notice)).then(
      () => (this.failing = false),
      (err: unknown) => this.problem(err),
    );
  }

  onNotice(handler: (notice: TournamentNotice) => void): void {
    this.handlers.push(handler);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => this.pub.disconnect()), this.sub.quit().catch(() => this.sub.disconnect())]);
  }

  private problem(err: unknown): void {
    if (this.failing) return;
    this.failing = true;
    this.logger.error({ err }, 'the tournaments\u2019 redis connection failed; retrying');
  }
}
