import type { Logger } from 'pino';
import { RedisNotices } from '../cluster/redis-notices.js';

/**
 * What one process tells every process (itself included) about tournaments: a tournament's log grew (its watchers
 * and lists need the new state), or an entrant was paired (their connections watching it get the seat's token).
 */
export type TournamentNotice =
  | { readonly kind: 'changed'; readonly id: string }
  | { readonly kind: 'paired'; readonly id: string; readonly name: string; readonly account: string; readonly pairing: number; readonly code: string; readonly seat: number; readonly token: string };

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
 * Notices over Redis publish/subscribe (`cluster/redis-notices.ts`). A `paired` notice carries a seat token, as
 * quick play's deliveries do: Redis is inside the deployment's trust boundary, and the token is never logged.
 */
export class RedisTournamentNotices implements TournamentNotices {
  private constructor(
    private readonly channel: RedisNotices,
    private readonly logger: Logger,
  ) {}

  static async open(url: string, logger: Logger): Promise<RedisTournamentNotices> {
    return new RedisTournamentNotices(await RedisNotices.open({ url, channel: CHANNEL, what: 'the tournaments', logger }), logger);
  }

  publish(notice: TournamentNotice): void {
    // A failure is logged by the channel; the tournament's next change or the watch's pacing sends the state again.
    this.channel.publish(JSON.stringify(notice)).catch(() => undefined);
  }

  onNotice(handler: (notice: TournamentNotice) => void): void {
    this.channel.onMessage((raw) => {
      let notice: TournamentNotice;
      try {
        notice = JSON.parse(raw) as TournamentNotice;
      } catch {
        return void this.logger.warn('unreadable message on the tournaments channel; ignored');
      }
      handler(notice);
    });
  }

  close(): Promise<void> {
    return this.channel.close();
  }
}
