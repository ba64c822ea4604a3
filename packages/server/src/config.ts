import { BOT_LEVELS, type BotLevel } from '@escoba/protocol';
import type { HubOptions } from './socket/hub.js';
import { TrustedProxies } from './limits/client-address.js';
import { readEdgeConfig, type EdgeConfig } from './edge-config.js';
import { readAccountSettings, type AccountSettings } from './accounts/settings.js';
import { scryptParams } from './accounts/password-hash.js';

/** Everything the server can be told through its environment; see the package README. */
export interface ServerConfig extends EdgeConfig {
  /** TCP port; 0 picks a free one. `PORT`, default 8080. */
  readonly port: number;
  /** SQLite file, or `:memory:` for a log kept in memory only. `ESCOBA_DB`, default `./data/escoba.sqlite`. */
  readonly dbPath: string;
  /** `ESCOBA_COMMIT_HOLD_MS`, default 0: how long the SQLite log holds a commit open to gather more appends into it. */
  readonly commitHoldMs: number;
  /** `ESCOBA_COMMIT_INTERVAL_MS`, default {@link SERVER_COMMIT_INTERVAL_MS}: the least time between two commits of the SQLite log (cpu22). */
  readonly commitIntervalMs: number;
  /** `ESCOBA_DATABASE_URL` (`postgres://…`): the log in PostgreSQL instead of SQLite (then `ESCOBA_DB` is not used). */
  readonly databaseUrl?: string;
  /** `ESCOBA_REDIS_URL` (`redis://…`): table events also go through Redis, to the other server processes. */
  readonly redisUrl?: string;
  /** `ESCOBA_GRACE_SECONDS`, default 30: how long an absent player's seat waits before a bot plays for them. */
  readonly graceMs: number;
  /** `ESCOBA_BOT_DELAY_MS`, default 700: pause before a bot plays. */
  readonly botDelayMs: number;
  /** `ESCOBA_SUBSTITUTE`, default `medium`: the level that plays for absent players and on timeouts. */
  readonly substituteLevel: BotLevel;
  /** `ESCOBA_BOT_TIME_MS`, default 300: time budget of a hard or expert decision (in a worker thread). */
  readonly searchTimeMs: number;
  /** `ESCOBA_STATS=1` serves `/api/stats` (counts and memory, for the benchmark). */
  readonly stats: boolean;
  /** `ESCOBA_LOG_LEVEL`, default `info` (pino levels; `silent` for none). Logs go to stderr. */
  readonly logLevel: string;
  /** `ESCOBA_LOBBY_HOURS`, default 24: a lobby unchanged for this long (and not followed) is deleted. */
  readonly lobbyHours: number;
  /** `ESCOBA_RETENTION_DAYS`, default 30: finished tables, and games nobody touched, are deleted (chat included) after this long. */
  readonly retentionDays: number;
  /**
   * Limits (see {@link HubOptions}): per client address `ESCOBA_CONNECTIONS_PER_ADDRESS` (32), `ESCOBA_TABLES_PER_HOUR`
   * (60), `ESCOBA_CHAT_PER_MINUTE` (30), `ESCOBA_LOOKUPS_PER_MINUTE` (60), `ESCOBA_READS_PER_MINUTE` (120); for everyone
   * together `ESCOBA_FAILED_LOOKUPS_PER_MINUTE` (120); per table `ESCOBA_TABLE_CHAT_PER_MINUTE` (60); per seat
   * `ESCOBA_SEAT_CHAT_PER_MINUTE` (30), `ESCOBA_PLAYS_PER_SECOND` (5).
   */
  readonly hub: Partial<HubOptions>;
  /** `ESCOBA_ABANDON_SECONDS`, default 60: a table nobody follows stops its bots and timers after this long. */
  readonly abandonSeconds: number;
  /** `ESCOBA_MAX_BOT_TABLES`, default 50: tables with no person at them that play at once; the others rest. */
  readonly maxBotOnlyTables: number;
  /** `ESCOBA_CODE_MINUTES`, default 30: a table's code alone lets people join for this long after its creation; then only its link (with the invitation). */
  readonly codeMinutes: number;
  /**
   * `ESCOBA_TRUSTED_PROXIES`, default none: addresses and CIDR ranges of the reverse proxies in front (`127.0.0.1`,
   * `10.0.0.0/8`, `::1`, separated by commas or spaces). From them, the client's address for the limits per
   * address is read from `X-Forwarded-For` (or `X-Real-IP`), and their own TCP connections are not capped; from
   * anyone else those headers are ignored.
   */
  readonly trustedProxies: readonly string[];
  /**
   * `ESCOBA_RESERVED_FILES`, default 128: file descriptors kept from the connections on the port, for the store
   * (SQLite files, the PostgreSQL pool), Redis, logs, worker threads and the ops listener.
   */
  readonly reservedFiles: number;
  /**
   * `ESCOBA_MAX_CONNECTIONS`, default unset: the connection budget (TCP connections on the port, plus HTTP
   * requests in flight). Unset: the open-files limit (read from /proc/self/limits; 1024 where it cannot be read)
   * minus `reservedFiles`.
   */
  readonly maxConnections?: number;
  /** Sessions and the limits of logging in (`ESCOBA_SESSION_IDLE_DAYS`, `ESCOBA_LOGINS_PER_MINUTE`, …): see `accounts/settings.ts`. */
  readonly accounts: AccountSettings;
  /** quickplay22: `ESCOBA_QUICKPLAY_OFFER_SECONDS`, default 15: a quick-play player who allows computer players is offered them after this wait. */
  readonly quickPlayOfferSeconds: number;
  /** challenge22: `ESCOBA_CHALLENGE_SECONDS`, default 120: how long a challenge waits for an answer before it expires. */
  readonly challengeSeconds?: number;
  /** tsrv23: `ESCOBA_TOURNAMENT_MAX_ENTRANTS`, default 512: the most players a tournament takes. */
  readonly tournamentMaxEntrants: number;
  /** tsrv23: `ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS`, default 60: how far ahead of now a tournament's start must be (time to join). */
  readonly tournamentMinLeadSeconds: number;
  /**
   * web21b: `ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS`, default 60: how long an arena's minute lasts, in seconds. Tests
   * shorten it, so that an arena of the least length (a minute) is played out in seconds; a real server keeps 60.
   */
  readonly tournamentArenaMinuteSeconds: number;
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

/** The tests' password-hash cost (password-hash.ts): a server, or a command, with it outside the tests does not start. */
function checkScryptSetting(env: NodeJS.ProcessEnv): void {
  try {
    scryptParams(env);
  } catch (e) {
    throw new ConfigError((e as Error).message);
  }
}

/**
 * The server's spacing of the log's commits unless `ESCOBA_COMMIT_INTERVAL_MS` says otherwise (the store's own
 * default stays 0). A quiet server waits for nothing (an append that finds the log idle commits at once); a busy one
 * shares one commit and fsync among the plays of 5 ms, at most 5 ms more per play (docs/decisions.md).
 */
export const SERVER_COMMIT_INTERVAL_MS = 5;

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const substitute = env['ESCOBA_SUBSTITUTE'] ?? 'medium';
  const port = integer(env, 'PORT', 8080, 0, 65535);
  if (!(BOT_LEVELS as readonly string[]).includes(substitute)) throw new ConfigError(`ESCOBA_SUBSTITUTE must be one of ${BOT_LEVELS.join(', ')}, got "${substitute}"`);
  checkScryptSetting(env);
  return {
    port,
    ...readEdgeConfig(env, port, (message) => new ConfigError(message)),
    dbPath: env['ESCOBA_DB'] || './data/escoba.sqlite',
    commitHoldMs: integer(env, 'ESCOBA_COMMIT_HOLD_MS', 0, 0, 50),
    commitIntervalMs: integer(env, 'ESCOBA_COMMIT_INTERVAL_MS', SERVER_COMMIT_INTERVAL_MS, 0, 50),
    ...url(env, 'ESCOBA_DATABASE_URL', 'databaseUrl', ['postgres:', 'postgresql:'], 'postgres://USER:PASSWORD@HOST:5432/DATABASE'),
    ...url(env, 'ESCOBA_REDIS_URL', 'redisUrl', ['redis:', 'rediss:'], 'redis://HOST:6379'),
    graceMs: integer(env, 'ESCOBA_GRACE_SECONDS', 30, 0, 86_400) * 1000,
    botDelayMs: integer(env, 'ESCOBA_BOT_DELAY_MS', 700, 0, 60_000),
    substituteLevel: substitute as BotLevel,
    searchTimeMs: integer(env, 'ESCOBA_BOT_TIME_MS', 300, 10, 10_000),
    stats: env['ESCOBA_STATS'] === '1',
    logLevel: env['ESCOBA_LOG_LEVEL'] ?? 'info',
    lobbyHours: integer(env, 'ESCOBA_LOBBY_HOURS', 24, 1, 24 * 365),
    retentionDays: integer(env, 'ESCOBA_RETENTION_DAYS', 30, 1, 3650),
    hub: limitsFrom(env),
    abandonSeconds: integer(env, 'ESCOBA_ABANDON_SECONDS', 60, 1, 86_400),
    maxBotOnlyTables: integer(env, 'ESCOBA_MAX_BOT_TABLES', 50, 1, 100_000),
    codeMinutes: integer(env, 'ESCOBA_CODE_MINUTES', 30, 0, 7 * 24 * 60),
    trustedProxies: trustedProxies(env),
    accounts: readAccountSettings((name, fallback, min, max) => integer(env, name, fallback, min, max)),
    reservedFiles: integer(env, 'ESCOBA_RESERVED_FILES', 128, 16, 1_000_000),
    quickPlayOfferSeconds: integer(env, 'ESCOBA_QUICKPLAY_OFFER_SECONDS', 15, 1, 3600),
    challengeSeconds: integer(env, 'ESCOBA_CHALLENGE_SECONDS', 120, 5, 3600),
    tournamentMaxEntrants: integer(env, 'ESCOBA_TOURNAMENT_MAX_ENTRANTS', 512, 2, 4096),
    tournamentMinLeadSeconds: integer(env, 'ESCOBA_TOURNAMENT_MIN_LEAD_SECONDS', 60, 0, 86_400),
    tournamentArenaMinuteSeconds: integer(env, 'ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS', 60, 1, 60),
    ...(env['ESCOBA_MAX_CONNECTIONS'] ? { maxConnections: integer(env, 'ESCOBA_MAX_CONNECTIONS', 0, 1, 10_000_000) } : {}),
  };
}

function trustedProxies(env: NodeJS.ProcessEnv): readonly string[] {
  const parsed = TrustedProxies.parse(env['ESCOBA_TRUSTED_PROXIES'] ?? '');
  if (!parsed.ok) throw new ConfigError(`ESCOBA_TRUSTED_PROXIES must list IP addresses or CIDR ranges (like 127.0.0.1, 10.0.0.0/8), got "${parsed.entry}"`);
  return parsed.proxies.entries;
}

/** An optional URL setting, checked for its scheme (the password is never printed). */
function url<K extends string>(env: NodeJS.ProcessEnv, name: string, key: K, schemes: readonly string[], example: string): Partial<Record<K, string>> {
  const raw = env[name];
  if (raw === undefined || raw === '') return {};
  let scheme: string;
  try {
    scheme = new URL(raw).protocol;
  } catch {
    throw new ConfigError(`${name} is not a valid URL: it should look like ${example}`);
  }
  if (!schemes.includes(scheme)) throw new ConfigError(`${name} must start with ${schemes.map((s) => `${s}//`).join(' or ')} (like ${example}), got "${scheme}//…"`);
  return { [key]: raw } as Partial<Record<K, string>>;
}

/**
 * Each limit allows a burst of a sixth of its rate (at least 10; 20 lookups and reads), then the rate itself; the
 * failed lookups of everyone together a tenth (at least 20), plays twice their rate a second (at least 10).
 */
function limitsFrom(env: NodeJS.ProcessEnv): Partial<HubOptions> {
  const tablesPerHour = integer(env, 'ESCOBA_TABLES_PER_HOUR', 60, 1, 1_000_000);
  const chatPerMinute = integer(env, 'ESCOBA_CHAT_PER_MINUTE', 30, 1, 1_000_000);
  const lookupsPerMinute = integer(env, 'ESCOBA_LOOKUPS_PER_MINUTE', 60, 1, 1_000_000);
  const failedLookupsPerMinute = integer(env, 'ESCOBA_FAILED_LOOKUPS_PER_MINUTE', 120, 1, 1_000_000);
  const tableChatPerMinute = integer(env, 'ESCOBA_TABLE_CHAT_PER_MINUTE', 60, 1, 1_000_000);
  const seatChatPerMinute = integer(env, 'ESCOBA_SEAT_CHAT_PER_MINUTE', 30, 1, 1_000_000);
  const playsPerSecond = integer(env, 'ESCOBA_PLAYS_PER_SECOND', 5, 1, 1000);
  const readsPerMinute = integer(env, 'ESCOBA_READS_PER_MINUTE', 120, 1, 1_000_000);
  return {
    failedLookupsBurst: Math.max(20, Math.ceil(failedLookupsPerMinute / 10)),
    failedLookupsPerSecond: failedLookupsPerMinute / 60,
    tableChatBurst: Math.max(10, Math.ceil(tableChatPerMinute / 6)),
    tableChatEverySeconds: 60 / tableChatPerMinute,
    seatChatBurst: Math.max(10, Math.ceil(seatChatPerMinute / 6)),
    seatChatEverySeconds: 60 / seatChatPerMinute,
    playsBurst: Math.max(10, 2 * playsPerSecond),
    playsPerSecond,
    readsBurst: Math.max(20, Math.ceil(readsPerMinute / 6)),
    readsPerSecond: readsPerMinute / 60,
    maxConnectionsPerAddress: integer(env, 'ESCOBA_CONNECTIONS_PER_ADDRESS', 32, 1, 100_000),
    tablesBurst: Math.max(10, Math.ceil(tablesPerHour / 6)),
    tablesEverySeconds: 3600 / tablesPerHour,
    chatBurst: Math.max(10, Math.ceil(chatPerMinute / 6)),
    chatEverySeconds: 60 / chatPerMinute,
    lookupsBurst: Math.max(20, Math.ceil(lookupsPerMinute / 6)),
    lookupsPerSecond: lookupsPerMinute / 60,
  };
}

/** The settings for a sub-command of the server binary: null (the reason printed on stderr) when a setting is bad. */
export function readCommandConfig(env: NodeJS.ProcessEnv): ServerConfig | null {
  try {
    return readConfig(env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    console.error(e.message);
    return null;
  }
}
