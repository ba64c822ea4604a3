import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createAppServer } from './app.js';
import { InMemoryBus, type EventBus } from './bus/bus.js';
import type { ServerConfig } from './config.js';
import { lobbyApi } from './http-api.js';
import { ThreadedBotRunner } from './service/bot-runner.js';
import { GameService } from './service/game-service.js';
import { DEFAULT_HUB_OPTIONS, SocketHub, type HubOptions } from './socket/hub.js';
import { MemoryStore } from './store/memory-store.js';
import { SqliteStore } from './store/sqlite-store.js';
import type { GameStore } from './store/store.js';

export interface StartOptions extends Partial<ServerConfig> {
  /** Directory of the built web app. */
  readonly webDir: string;
  /** A store to use instead of opening `dbPath`. */
  readonly store?: GameStore;
  readonly bus?: EventBus;
  readonly logger?: Logger;
  readonly hub?: Partial<HubOptions>;
  /** Run hard/expert bots in a worker thread (default true). */
  readonly botWorker?: boolean;
  /** Finished tables nobody follows leave memory after this long (default 10 minutes). */
  readonly idleEvictMs?: number;
}

export interface EscobaServer {
  readonly http: Server;
  readonly service: GameService;
  readonly hub: SocketHub;
  readonly store: GameStore;
  readonly port: number;
  /** `http://localhost:PORT` */
  readonly url: string;
  /** How many unfinished tables were recovered from the store at start. */
  readonly recovered: number;
  close(): Promise<void>;
}

/** Opens the store, recovers every unfinished table, then serves HTTP and WebSocket (`/ws`) on one port. */
export async function startServer(options: StartOptions): Promise<EscobaServer> {
  const logger = options.logger ?? pino({ level: options.logLevel ?? 'info' }, pino.destination(2));
  const store = options.store ?? (options.dbPath === ':memory:' ? new MemoryStore() : new SqliteStore(options.dbPath ?? './data/escoba.sqlite'));
  const bus = options.bus ?? new InMemoryBus();
  const bots = new ThreadedBotRunner({ searchTimeMs: options.searchTimeMs ?? 300, worker: options.botWorker ?? true });
  const service = new GameService({
    store,
    bus,
    bots,
    logger,
    graceMs: options.graceMs ?? 30_000,
    botDelayMs: options.botDelayMs ?? 700,
    substituteLevel: options.substituteLevel ?? 'medium',
    idleEvictMs: options.idleEvictMs ?? 600_000,
  });
  const recovered = await service.recover();
  if (recovered > 0) logger.info({ tables: recovered }, 'recovered unfinished tables');
  const hub = new SocketHub(service, bus, logger, { ...DEFAULT_HUB_OPTIONS, ...options.hub });
  const http = createAppServer({ webDir: options.webDir, api: lobbyApi(service, { stats: options.stats ?? false, connections: () => hub.connectionCount }) });
  hub.listen(http, '/ws');
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, () => resolve());
  });
  const port = (http.address() as AddressInfo).port;
  return {
    http,
    service,
    hub,
    store,
    port,
    url: `http://localhost:${port}`,
    recovered,
    async close() {
      hub.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await service.close();
      await bots.close();
      await store.close();
    },
  };
}
