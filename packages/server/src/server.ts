import { createServer as createNetServer, type AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { createAppServer } from './app.js';
import type { EventBus } from './cluster/bus.js';
import { InMemoryBus } from './cluster/memory-bus.js';
import { SERVER_COMMIT_INTERVAL_MS, type ServerConfig } from './config.js';
import { anyApi, lobbyApi, withReadLimit } from './http-api.js';
import { PLUGINS } from '@escoba/games/all-plugins';
import { ratingFormats } from '@escoba/games';
import { leaderboardApi } from './ratings/leaderboard-api.js';
import { openRatingStore } from './ratings/open-rating-store.js';
import { ratedTables } from './ratings/start-rated-tables.js';
import { accountNames } from './ratings/account-names.js';
import type { RatingStore } from './ratings/rating-store.js';
import type { AccountStore } from './accounts/account-store.js';
import { MemoryAccountStore } from './accounts/memory-account-store.js';
import { openAccountStore, startAccounts } from './accounts/start-accounts.js';
import { overTls } from './accounts/session-cookies.js';
import { BotAccounts } from './bot-accounts/bot-accounts.js';
import { withBotAccounts } from './bot-accounts/bot-identities.js';
import { MemoryBotTokenStore } from './bot-accounts/bot-token-store.js';
import { openBotTokenStore } from './bot-accounts/open-bot-tokens.js';
import { ThreadedBotRunner } from './bots/bot-runner.js';
import { GameService } from './tables/service.js';
import { DEFAULT_HUB_OPTIONS, SocketHub, type HubOptions } from './socket/hub.js';
import { LocalLimiter } from './limits/limiter.js';
import { Limits } from './limits/limits.js';
import { MemoryStore } from './store/memory-store.js';
import { SqliteStore } from './store/sqlite-store.js';
import { PostgresStore } from './store/postgres-store.js';
import { RedisBus } from './cluster/redis-bus.js';
import { Metrics } from './ops/metrics.js';
import { opsApi } from './ops/ops-api.js';
import type { GameStore } from './store/store.js';
import { Cluster } from './cluster/cluster.js';
import { TrustedProxies } from './limits/client-address.js';
import { UntrustedForwarding } from './limits/untrusted-forwarding.js';
import { OriginPolicy } from './socket/origin-policy.js';
import { publicOps } from './ops/ops-access.js';
import { createOpsServer } from './ops/ops-server.js';
import { defaultOpsAddress, urlOf, type ListenAddress } from './edge-config.js';
import type { DecisionContext } from './game/decide.js';
import { systemClock, type Clock } from './tables/clock.js';
import { startProfiles } from './profiles/start-profiles.js';
import type { ProfileStore } from './profiles/profile-store.js';
import { LocalAddressConnections, SharedAddressConnections } from './limits/address-connections.js';
import { ConnectionBudget, guardConnections } from './limits/connection-budget.js';
import { limitKey } from './limits/limit-key.js';
import { planConnections, readOpenFilesLimit } from './limits/open-files.js';
import { startLobby } from './lobby/start.js';
import { NOBODY_ONLINE, type LocalPeople } from './online/people.js';
import { onlinePeople } from './online/start-people.js';
import { startSafety } from './safety/start-safety.js';
import { settledWithin, SHUTDOWN_DRAIN_MS } from './shutdown-drain.js';
import { startQuickPlay } from './quickplay/start.js';
import { startChallenges } from './challenges/start.js';
import { startTournaments } from './tournaments/start-tournaments.js';

export interface StartOptions extends Partial<ServerConfig> {
  /** Directory of the built web app. */
  readonly webDir: string;
  /**
   * How long `close` waits for commands still being saved, and for the log to close (default
   * {@link SHUTDOWN_DRAIN_MS}); a command not saved by then is not acknowledged to anyone.
   */
  readonly shutdownDrainMs?: number;
  /** A store to use instead of opening `dbPath`. */
  readonly store?: GameStore;
  /** Where accounts are kept; default: with the game log (in memory when `store` is given). */
  readonly accountStore?: AccountStore;
  /** A rating store to use instead of opening one beside the game log (`ratings/open-rating-store.ts`). */
  readonly ratings?: RatingStore;
  /** A profile store to use instead of opening one beside the game log (`profiles/open-profile-store.ts`). */
  readonly profiles?: ProfileStore;
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
  /** The chance and clock of decisions (shuffles, salts, deadlines); tests fix them to deal the same game twice. Default: the operating system's. */
  readonly context?: (now: number) => DecisionContext;
  /** The time and timers of the tables (bots' pauses, turn timers, grace periods, eviction); tests pass one they move forward. Default: the system's. */
  readonly clock?: Clock;
  /** How often the lobby's watchers are told what changed (default 1 s). */
  readonly lobbyIntervalMs?: number;
}

export interface EscobaServer {
  readonly http: Server;
  readonly service: GameService;
  readonly hub: SocketHub;
  readonly store: GameStore;
  readonly ratings: RatingStore;
  readonly profiles: ProfileStore;
  readonly port: number;
  /** `http://localhost:PORT` (`http://HOST:PORT` when listening on one address, `host`) */
  readonly url: string;
  /** Where `/metrics`, `/readyz`, `/healthz` (and `/api/stats`) are served (`opsAddress`), or null when only the public port with the token serves them. */
  readonly opsUrl: string | null;
  /** How many tables with a game in play were recovered from the store at start. */
  readonly recovered: number;
  /** Tables set aside because their logs cannot be replayed. */
  readonly quarantined: readonly string[];
  close(): Promise<void>;
}

/**
 * One line for an operator when the port cannot be listened on ("port 8080 is in use: set PORT"), or null for other
 * errors; `setting` names what to change (`PORT`; `ESCOBA_HOST` for an address this machine does not have).
 */
export function listenProblem(error: unknown, port: number, setting: { port: string; host: string } = { port: 'PORT', host: 'ESCOBA_HOST' }): string | null {
  const e = error as (NodeJS.ErrnoException & { address?: string }) | null;
  if (e?.code === 'EADDRINUSE') return `port ${port} is in use: set ${setting.port}`;
  if (e?.code === 'EACCES') return `port ${port} needs privileges: set ${setting.port} (above 1023)`;
  if (e?.code === 'EADDRNOTAVAIL' || e?.code === 'ENOTFOUND') return `${e.address ?? 'that address'} is not an address of this machine: set ${setting.host}`;
  return null;
}

/** The operations listener's {@link listenProblem}: "operations: port 9080 is in use: set ESCOBA_OPS_ADDRESS". */
export const OPS_SETTING = { port: 'ESCOBA_OPS_ADDRESS', host: 'ESCOBA_OPS_ADDRESS' };

/** The operations address could not be listened on: a sentence for the operator. */
export class OpsListenError extends Error {}

/**
 * Whether a server could listen on `port` of `host` (port 0: always), tried and released at once: null if it can,
 * else {@link listenProblem}.
 */
export async function checkPort(port: number, host?: string, setting?: { port: string; host: string }): Promise<string | null> {
  if (port === 0 && host === undefined) return null;
  const probe = createNetServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen(port, host, () => resolve());
    });
  } catch (e) {
    const problem = listenProblem(e, port, setting);
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
  const accountStore = options.accountStore ?? (options.store ? new MemoryAccountStore() : await openAccountStore(options, logger).catch(async (e: unknown) => {
    await store.close().catch(() => undefined);
    throw e;
  }));
  // Bot tokens live with the accounts (in memory when the accounts are).
  const botTokens = options.accountStore || options.store ? new MemoryBotTokenStore() : await openBotTokenStore(options, logger).catch(async (e: unknown): Promise<never> => {
    await accountStore.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  });
  const onRatingsError = (err: Error) => logger.error({ err }, 'a PostgreSQL connection of the ratings failed; the next query reconnects');
  const ratings = options.ratings ?? (await openRatingStore({ ...options, logInMemory: options.store !== undefined, onError: onRatingsError }).catch(async (e: unknown): Promise<never> => {
      await store.close().catch(() => undefined);
      throw e;
    }));
  const profiles = await startProfiles({ ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}), ...(options.dbPath ? { dbPath: options.dbPath } : {}), ...(options.profiles ? { store: options.profiles } : {}), logInMemory: options.store !== undefined, log: store, logger, now: () => (options.clock ?? systemClock).now() }).catch(async (e: unknown): Promise<never> => {
    await ratings.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  });
  let bus: EventBus;
  try {
    bus = options.bus ?? (options.redisUrl ? await RedisBus.open(options.redisUrl, logger) : new InMemoryBus());
  } catch (e) {
    await profiles.close().catch(() => undefined);
    await ratings.close().catch(() => undefined);
    await store.close().catch(() => undefined);
    throw e;
  }
  const proxies = TrustedProxies.parse((options.trustedProxies ?? []).join(','));
  if (!proxies.ok) throw new Error(`trustedProxies: "${proxies.entry}" is not an IP address or CIDR range`);
  const origins = OriginPolicy.parseList((options.allowedOrigins ?? []).join(','));
  if (!origins.ok) throw new Error(`allowedOrigins: "${origins.entry}" is not an origin (http(s)://host[:port])`);
  const forwarding = new UntrustedForwarding(proxies.proxies, logger);
  // With Redis, this process is one of several: tables are driven by the holder of their lease, presence is shared.
  const cluster = bus instanceof RedisBus ? new Cluster(bus, { logger, ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}), ...(options.presenceMs ? { presenceMs: options.presenceMs } : {}) }) : null;
  const bots = new ThreadedBotRunner({ searchTimeMs: options.searchTimeMs ?? 300, worker: options.botWorker ?? true });
  // The hub and the metrics need each other's counts: the hub is made below, the gauges read it when scraped.
  let hub: SocketHub | null = null;
  let service: GameService | null = null;
  const metrics = new Metrics({ tables: () => service?.tableCount ?? 0, sockets: () => hub?.connectionCount ?? 0, leases: () => cluster?.leases.heldCodes().length ?? 0 });
  if (bus instanceof RedisBus) bus.onLag = (seconds) => metrics.busLag.observe(seconds);
  const codeAloneMs = options.codeAloneMs ?? (options.codeMinutes ?? 30) * 60_000;
  const rated = ratedTables({ ratings, log: store, logger });
  service = new GameService({
    observe: (state) => rated.rated.observe(state),
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
    codeAloneMs,
    expiry: {
      lobbyMs: (options.lobbyHours ?? 24) * HOUR,
      finishedMs: (options.retentionDays ?? 30) * DAY,
      playingMs: (options.retentionDays ?? 30) * DAY,
    },
    ...(cluster ? { owner: cluster.leases } : {}),
    ...(bus instanceof RedisBus ? { hears: (code: string) => (bus as RedisBus).hears(code) } : {}),
    ...(options.context ? { context: options.context } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    finished: (state, entry) => profiles.recorder.finished(state, entry),
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
  profiles.catchUp();
  const hubOptions = { ...DEFAULT_HUB_OPTIONS, ...options.hub };
  // With Redis the limits are counted there, for every process together (in this process while Redis does not answer).
  // Counted on the server's clock, so that tests can move time through a limit's window instead of waiting it out.
  const localLimiter = () => new LocalLimiter(() => (options.clock ?? systemClock).now());
  const limiter = bus instanceof RedisBus ? bus.limiter(localLimiter(), logger) : localLimiter();
  const limits = new Limits(hubOptions, limiter);
  const originPolicy = new OriginPolicy(origins.origins, proxies.proxies, logger);
  const address = (req: IncomingMessage) => proxies.proxies.clientAddress(req);
  // story22: claimedGames — a guest's games follow the seat its account claimed, into the account's profile.
  const accounts = startAccounts({ store: accountStore, settings: options.accounts, service, limiter, limits, address, sameSite: (req) => originPolicy.sameSite(req), overTls: (req) => overTls(req, proxies.proxies), logger, claimedGames: (id, code, seat) => profiles.recorder.claimed(id, code, seat) });
  // safety22: blocks and reports; `safety.mayMeet(a, b)` is quick play's predicate.
  const safety = await startSafety({ databaseUrl: options.databaseUrl, dbPath: options.dbPath, logInMemory: options.store !== undefined, accountStore, accounts: accounts.accounts, limiter, redisUrl: bus instanceof RedisBus ? options.redisUrl : undefined, address, sameSite: (req) => originPolicy.sameSite(req), logger });
  const perAddress = bus instanceof RedisBus ? new SharedAddressConnections(bus.connectionCounts(), hubOptions.maxConnectionsPerAddress, options.presenceMs ?? 6000, logger) : new LocalAddressConnections(hubOptions.maxConnectionsPerAddress);
  // online22: who is online (this process's connected accounts, made once the hub is), blocks as the chat filter holds them.
  let people: LocalPeople | null = null;
  const lobby = await startLobby({ service, connections: () => hub?.connectionCount ?? 0, people: () => people?.now() ?? NOBODY_ONLINE, hides: (viewer, account) => safety.chatFilter.hides(viewer, account), redisUrl: bus instanceof RedisBus ? options.redisUrl : undefined, logger, ...(options.lobbyIntervalMs ? { intervalMs: options.lobbyIntervalMs } : {}) });
  // quickplay22: the quick-play queues (with Redis, every process's); never two players either of whom blocked the other
  // (story22: the blocks among a queue's accounts read once per pairing, not once per pair).
  const quickPlay = await startQuickPlay({ service, ratings, redisUrl: bus instanceof RedisBus ? options.redisUrl : undefined, logger, offerAfterMs: (options.quickPlayOfferSeconds ?? 15) * 1000, blockedAmong: (accounts) => safety.blockedAmong(accounts) });
  const botAccounts = new BotAccounts(accountStore, botTokens);
  // challenge22: challenges between accounts (with Redis, across every process); never between blocked players.
  const challenges = await startChallenges({ service, accounts: accountStore, limiter, mayMeet: (a, b) => safety.mayMeet(a, b), clock: options.clock ?? systemClock, logger, redisUrl: bus instanceof RedisBus ? options.redisUrl : undefined, expiryMs: (options.challengeSeconds ?? 120) * 1000 });
  // tsrv23: tournaments (their store beside the log; with Redis, one owner per tournament by lease).
  const tournaments = await startTournaments({ databaseUrl: options.databaseUrl, dbPath: options.dbPath, logInMemory: options.store !== undefined, redisUrl: bus instanceof RedisBus ? options.redisUrl : undefined, leases: bus instanceof RedisBus ? bus.leases() : undefined, leaseMs: options.leaseMs ?? 5000, service, gameLog: store, bus, ratings, accounts: accounts.accounts, accountStore, limiter, limits, address, sameSite: (req) => originPolicy.sameSite(req), clock: options.clock ?? systemClock, logger, maxEntrants: options.tournamentMaxEntrants ?? 512, minLeadMs: (options.tournamentMinLeadSeconds ?? 60) * 1000, arenaMinuteMs: (options.tournamentArenaMinuteSeconds ?? 60) * 1000 });
  const identities = withBotAccounts(accounts.identities, botAccounts);
  hub = new SocketHub(service, bus, logger, hubOptions, limits, cluster?.presence ?? null, perAddress, lobby, identities, safety.chatFilter, botAccounts, quickPlay, rated.rated, challenges, tournaments.sockets);
  const h = hub;
  people = onlinePeople({ connections: () => h.connections(), identities, service, quickPlay, ratings, logger });
  const started = { service, hub };
  rated.start((code) => started.service.peek(code));
  tournaments.start();
  cluster?.start({ leaseChanged: (code) => started.service.leaseChanged(code), presenceElsewhereChanged: (code) => started.hub.presenceElsewhereChanged(code) });
  let draining = false;
  const ops = opsApi({
    metrics,
    draining: () => draining,
    dependencies: [
      { name: 'the game log', ping: () => store.ping?.() ?? Promise.resolve() },
      { name: 'the event bus', ping: () => bus.ping?.() ?? Promise.resolve() },
    ],
    warnings: () => forwarding.warnings(),
    ...(options.stats ? { stats: () => ({ tables: started.service.tableCount, connections: started.hub.connectionCount, memory: process.memoryUsage() }) } : {}),
  });
  const opsAddress = options.opsAddress === undefined ? defaultOpsAddress(options.port ?? 8080) : options.opsAddress;
  const opsWhere = opsAddress === null ? 'nowhere (ESCOBA_OPS_ADDRESS=off)' : `on the operations address (ESCOBA_OPS_ADDRESS)`;
  const http = createAppServer({
    webDir: options.webDir,
    logger,
    api: anyApi(accounts.api, safety.api, tournaments.api, profiles.api({ ratings, accounts: accountStore, limits, address }), leaderboardApi(ratings, { formats: ratingFormats(PLUGINS), limits, address, names: (ids) => accountNames(accountStore, ids) }), lobbyApi(service, { limits, address })),
    // /readyz answers on the public port only with the operations token; its reads are limited per address too.
    ops: withReadLimit(publicOps(ops, options.opsToken, opsWhere), ['/readyz'], limits, address),
  });
  forwarding.attach(http);
  hub.listen(http, '/ws', address, (req) => originPolicy.refusal(req));
  // Every TCP connection counts, idle ones and WebSockets included: a few addresses cannot take every descriptor.
  const budget = new ConnectionBudget({
    budget: connectionPlan(options, logger),
    perAddress: hubOptions.maxConnectionsPerAddress + EXTRA_HTTP_SOCKETS,
    // A reverse proxy carries every client's connections: its clients are counted by the address it forwards.
    keyOf: (remote) => (proxies.proxies.has(remote) ? null : limitKey(remote)),
  });
  await listenOn(http, { port: options.port ?? 8080, ...(options.host !== undefined ? { host: options.host } : {}) });
  const opsServer = opsAddress === null ? null : createOpsServer(ops, logger);
  if (opsServer !== null && opsAddress !== null) {
    try {
      await listenOn(opsServer, opsAddress);
    } catch (e) {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      const problem = listenProblem(e, opsAddress.port, OPS_SETTING);
      throw problem === null ? e : new OpsListenError(`operations: ${problem}`);
    }
  }
  guardConnections(http, budget, logger);
  const port = (http.address() as AddressInfo).port;
  return {
    http,
    service,
    hub,
    store,
    ratings,
    profiles: profiles.store,
    port,
    url: urlOf(options.host, port),
    opsUrl: opsServer === null ? null : urlOf(opsAddress?.host, (opsServer.address() as AddressInfo).port),
    recovered,
    quarantined,
    /**
     * Graceful: `/readyz` answers 503, no new connection is accepted, commands under way are saved (new ones are
     * refused), then every WebSocket is closed with 1012 (service restart: the client reconnects, elsewhere).
     */
    async close() {
      draining = true;
      const closed = new Promise<void>((resolve) => http.close(() => resolve()));
      // The operations listener stays until the end: /readyz says "shutting down" meanwhile.
      const drainMs = options.shutdownDrainMs ?? SHUTDOWN_DRAIN_MS;
      // A store that does not answer (PostgreSQL or Redis stopped) holds its pool's close, and a periodic job's wait,
      // as long as its queries in flight: each part that talks to one is given the drain, and the exit does not wait.
      const closeWithin = async (part: string, work: () => Promise<unknown>) => {
        if (!(await settledWithin(work(), drainMs))) logger.warn({ part }, `${part} did not close within the shutdown drain; leaving it to the exit`);
      };
      await closeWithin('quick play', () => quickPlay.close());
      await closeWithin('challenges', () => challenges.close());
      await closeWithin('tournaments', () => tournaments.close());
      await service.close(drainMs);
      hub.close();
      await closed;
      if (opsServer !== null) await new Promise<void>((resolve) => opsServer.close(() => resolve()));
      await bots.close();
      await closeWithin('the lobby', () => lobby.close());
      rated.close();
      await closeWithin('the cluster', async () => cluster?.close());
      await closeWithin('the per-address limits', () => perAddress.close());
      await closeWithin('the log', () => store.close());
      await closeWithin('the accounts', () => accountStore.close());
      await closeWithin('blocks and reports', () => safety.close());
      await closeWithin('bot tokens', () => botTokens.close());
      await closeWithin('ratings', () => ratings.close());
      await closeWithin('profiles', () => profiles.close());
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
  return options.dbPath === ':memory:' ? new MemoryStore() : new SqliteStore(options.dbPath ?? './data/escoba.sqlite', { commitHoldMs: options.commitHoldMs ?? 0, commitIntervalMs: options.commitIntervalMs ?? SERVER_COMMIT_INTERVAL_MS });
}

function listenOn(server: Server, address: ListenAddress): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address.port, address.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}
