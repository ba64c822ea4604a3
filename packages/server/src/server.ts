import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createAppServer } from './app.js';
import { InMemoryBus, type EventBus } from './bus/bus.js';
import type { ServerConfig } from './config.js';
import { lobbyApi } from './http-api.js';
import { ThreadedBotRunner } from './service/bot-runner.js';
import { GameService } from './service/game-service.js';
import { addressLimits, DEFAULT_HUB_OPTIONS, SocketHub, type HubOptions } from './socket/hub.js';
import { MemoryStore } from './store/memory-store.js';
import { SqliteStore } from './store/sqlite-store.js';
import { PostgresStore } from './store/postgres-store.js';
import { RedisBus } from './bus/redis-bus.js';
import { Metrics } from './ops/metrics.js';
import { opsApi } from './ops/ops-api.js';
import type { GameStore } from './store/store.js';
import { Cluster } from './service/cluster.js';
import { TrustedProxies } from './limits/client-address.js';
import { LocalAddressConnections, SharedAddressConnections } from './limits/address-connections.js';
import { ConnectionBudget, guardConnections } from './limits/connection-budget.js';
import { limitKey } from './limits/limit-key.js';
import { planConnections, readOpenFilesLimit } from './limits/open-files.js';

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
  /** Tables nobody follows leave memory after this long (default 10 minutes). */
  readonly idleEvictMs?: number;
  /** A table nobody follows stops its bots and timers after this long (default 60 s). */
  readonly abandonMs?: number;
  /** How long a new table may be joined with its code alone (default `codeMinutes`, 30 minutes). */
  readonly codeAloneMs?: number;
  /** With Redis: how long a table's lease lasts unless renewed (default 5 s), and presence entries and connection counts (default 6 s). */
  readonly leaseMs?: number;
  readonly presenceMs?: number;
}

export interface EscobaServer {
  readonly http: Server;
  readonly service: GameService;
  readonly hub: SocketHub;
  readonly store: GameStore;
  readonly port: number;
  /** `http://localhost:PORT` */
  readonly url: string;
  /** How many tables with a game in play were recovered from the store at start. */
  readonly recovered: number;
  /** Tables set aside because their logs cannot be replayed. */
  readonly quarantined: readonly string[];
  close(): Promise<void>;
}

/** One line for an operator when the port cannot be listened on ("port 8080 is in use: set PORT"), or null for other errors. */
export function listenProblem(error: unknown, port: number): string | null {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === 'EADDRINUSE') return `port ${port} is in use: set PORT`;
  if (code === 'EACCES') return `port ${port} needs privileges: set PORT (above 1023)`;
  return null;
}

/** Whether the HTTP server could listen on `port` (0: always), tried and released at once: null if it can, else {@link listenProblem}. */
export async function checkPort(port: number): Promise<string | null> {
  if (port === 0) return null;
  const probe = createNetServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, () => resolve());
    });
  } catch (e) {
    const problem = listenProblem(e, port);
    if (problem === null) throw e;
    return problem;
  }
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return null;
}

const HOUR = 3_600_000;
/** TCP connections an address may hold besides its WebSockets: a browser's parallel page and asset requests. */
const EXTRA_HTTP_SOCKETS = 16;
const DAY = 24 * HOUR;

/** Opens the store, recovers every table in play, then serves HTTP and WebSocket (`/ws`) on one port. */
export async function startServer(options: StartOptions): Promise<EscobaServer> {
  const logger = options.logger ?? pino({ level: options.logLevel ?? 'info' }, pino.destination(2));
  const store = options.store ?? (await openStore(options, logger));
  let bus: EventBus;
  try {
    bus = options.bus ?? (options.redisUrl ? await RedisBus.open(options.redisUrl, logger) : new InMemoryBus());
  } catch (e) {
    await store.close().catch(() => undefined);
    throw e;
  }
  const proxies = TrustedProxies.parse((options.trustedProxies ?? []).join(','));
  if (!proxies.ok) throw new Error(`trustedProxies: "${proxies.entry}" is not an IP address or CIDR range`);
  // With Redis, this process is one of several: tables are driven by the holder of their lease, presence is shared.
  const cluster = bus instanceof RedisBus ? new Cluster(bus, { logger, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}), ...(options.presenceMs ? { presenceMs: options.presenceMs } : {}) }) : null;
  const bots = new ThreadedBotRunner({ searchTimeMs: options.searchTimeMs ?? 300, worker: options.botWorker ?? true });
  // The hub and the metrics need each other's counts: the hub is made below, the gauges read it when scraped.
  let hub: SocketHub | null = null;
  let service: GameService | null = null;
  const metrics = new Metrics({ tables: () => service?.tableCount ?? 0, sockets: () => hub?.connectionCount ?? 0, leases: () => cluster?.leases.heldCodes().length ?? 0 });
  if (bus instanceof RedisBus) bus.onLag = (seconds) => metrics.busLag.observe(seconds);
  service = new GameService({
    store: metrics.timeStore(store),
    bus: metrics.countBus(bus),
    bots,
    logger,
    graceMs: options.graceMs ?? 30_000,
    botDelayMs: options.botDelayMs ?? 700,
    substituteLevel: options.substituteLevel ?? 'medium',
    idleEvictMs: options.idleEvictMs ?? 600_000,
    abandonMs: options.abandonMs ?? (options.abandonSeconds ?? 60) * 1000,
    maxBotOnlyTables: options.maxBotOnlyTables ?? 50,
    codeAloneMs: options.codeAloneMs ?? (options.codeMinutes ?? 30) * 60_000,
    expiry: {
      lobbyMs: (options.lobbyHours ?? 24) * HOUR,
      finishedMs: (options.retentionDays ?? 30) * DAY,
      playingMs: (options.retentionDays ?? 30) * DAY,
    },
    ...(cluster ? { owner: cluster.leases } : {}),
  });
  if (bus instanceof RedisBus) {
    const s = service;
    bus.listener = {
      version: (code, v, entry) => s.observeVersion(code, v, entry),
      // Appends made before this process heard the table's channel had no notice it could hear: read them now.
      subscribed: (code) => s.observeVersion(code, Number.POSITIVE_INFINITY),
      resubscribed: () => {
        s.catchUpAll();
        cluster?.resubscribed();
      },
      ...cluster?.listener,
    };
  }
  const recovered = await service.recover();
  if (recovered > 0) logger.info({ tables: recovered }, 'recovered tables in play');
  const quarantined = service.quarantinedCodes;
  const hubOptions = { ...DEFAULT_HUB_OPTIONS, ...options.hub };
  const limits = addressLimits(hubOptions);
  const perAddress = bus instanceof RedisBus ? new SharedAddressConnections(bus.connectionCounts(), hubOptions.maxConnectionsPerAddress, options.presenceMs ?? 6000, logger) : new LocalAddressConnections(hubOptions.maxConnectionsPerAddress);
  hub = new SocketHub(service, bus, logger, hubOptions, limits, cluster?.presence ?? null, perAddress);
  const started = { service, hub };
  cluster?.start({ leaseChanged: (code) => started.service.leaseChanged(code), presenceElsewhereChanged: (code) => started.hub.presenceElsewhereChanged(code) });
  let draining = false;
  const address = (req: IncomingMessage) => proxies.proxies.clientAddress(req);
  const http = createAppServer({
    webDir: options.webDir,
    logger,
    api: lobbyApi(service, { stats: options.stats ?? false, connections: () => hub.connectionCount, lookups: limits.lookups, address }),
    ops: opsApi({
      metrics,
      draining: () => draining,
      dependencies: [
        { name: 'the game log', ping: () => store.ping?.() ?? Promise.resolve() },
        { name: 'the event bus', ping: () => bus.ping?.() ?? Promise.resolve() },
      ],
    }),
  });
  hub.listen(http, '/ws', address);
  // Every TCP connection counts, idle ones and WebSockets included: a few addresses cannot take every descriptor.
  const budget = new ConnectionBudget({
    budget: connectionPlan(options, logger),
    perAddress: hubOptions.maxConnectionsPerAddress + EXTRA_HTTP_SOCKETS,
    // A reverse proxy carries every client's connections: its clients are counted by the address it forwards.
    keyOf: (remote) => (proxies.proxies.has(remote) ? null : limitKey(remote)),
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 8080, () => {
      http.off('error', reject);
      resolve();
    });
  });
  guardConnections(http, budget, logger);
  const port = (http.address() as AddressInfo).port;
  return {
    http,
    service,
    hub,
    store,
    port,
    url: `http://localhost:${port}`,
    recovered,
    quarantined,
    /**
     * Graceful: `/readyz` answers 503, no new connection is accepted, commands under way are saved (new ones are
     * refused), then every WebSocket is closed with 1012 (service restart: the client reconnects, elsewhere).
     */
    async close() {
      draining = true;
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      await service.close();
      hub.close();
      await closed;
      await bots.close();
      await cluster?.close();
      await perAddress.close();
      await store.close();
      await bus.close?.();
    },
  };
}

/** The connection budget from the open-files limit (logged, with a warning when it is low) or `maxConnections`. */
function connectionPlan(options: StartOptions, logger: Logger): number {
  const limit = readOpenFilesLimit();
  const reserve = options.reservedFiles ?? 128;
  const plan = planConnections(limit, reserve, options.maxConnections);
  const files = limit ? `open files: soft ${limit.soft}, hard ${limit.hard}` : 'open files: unknown (no /proc/self/limits; 1024 assumed)';
  logger.info({ openFiles: limit, reserve, budget: plan.budget }, `${files}; connection budget ${plan.budget} (${reserve} descriptors in reserve)`);
  for (const warning of plan.warnings) logger.warn(warning);
  return plan.budget;
}

/** PostgreSQL with `databaseUrl`, else SQLite at `dbPath` (`:memory:`: a log kept in memory only). */
async function openStore(options: StartOptions, logger: Logger): Promise<GameStore> {
  if (options.databaseUrl) return PostgresStore.open(options.databaseUrl, { onError: (err) => logger.error({ err }, 'a PostgreSQL connection failed; the next query reconnects') });
  return options.dbPath === ':memory:' ? new MemoryStore() : new SqliteStore(options.dbPath ?? './data/escoba.sqlite');
}
