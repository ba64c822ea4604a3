import { PLUGINS } from '@escoba/games/all-plugins';
import type { Logger } from 'pino';
import { randomUUID } from 'node:crypto';
import type { RatingStore } from '../ratings/rating-store.js';
import type { GameService } from '../tables/service.js';
import { MemoryQueueStore } from './memory-queue-store.js';
import type { MayMeet } from './pairing.js';
import type { QueuedEntry } from './queue-store.js';
import { QuickPlay } from './quick-play.js';
import { RedisQueueStore } from './redis-queue-store.js';

export interface StartQuickPlayOptions {
  readonly service: GameService;
  readonly ratings: RatingStore;
  /** With Redis: the queues are every process's. */
  readonly redisUrl?: string | undefined;
  readonly logger: Logger;
  readonly offerAfterMs?: number;
  /** Whether two players may be seated together (blocks); default: everyone. */
  readonly mayMeet?: MayMeet<QueuedEntry>;
  /** The pairs among many accounts that may not be seated together (blocks), read once per pairing. */
  readonly blockedAmong?: (accounts: readonly string[]) => Promise<ReadonlySet<string>>;
}

/** The server's quick play: this process's queues, or with Redis every process's. */
export async function startQuickPlay(o: StartQuickPlayOptions): Promise<QuickPlay> {
  const store = o.redisUrl ? await RedisQueueStore.open(o.redisUrl, o.logger) : new MemoryQueueStore();
  const process = store instanceof RedisQueueStore ? store.process : randomUUID();
  return new QuickPlay({ store, service: o.service, ratings: o.ratings, plugins: PLUGINS, logger: o.logger, ...(o.offerAfterMs ? { offerAfterMs: o.offerAfterMs } : {}), ...(o.mayMeet ? { mayMeet: o.mayMeet } : {}), ...(o.blockedAmong ? { blockedAmong: o.blockedAmong } : {}) }, process);
}
