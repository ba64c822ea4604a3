import { BOT_LEVELS, type BotLevel } from '@escoba/protocol';

/** Everything the server can be told through its environment; see the package README. */
export interface ServerConfig {
  /** TCP port; 0 picks a free one. `PORT`, default 8080. */
  readonly port: number;
  /** SQLite file, or `:memory:` for a log kept in memory only. `ESCOBA_DB`, default `./data/escoba.sqlite`. */
  readonly dbPath: string;
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
}

export class ConfigError extends Error {}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const substitute = env['ESCOBA_SUBSTITUTE'] ?? 'medium';
  if (!(BOT_LEVELS as readonly string[]).includes(substitute)) throw new ConfigError(`ESCOBA_SUBSTITUTE must be one of ${BOT_LEVELS.join(', ')}, got "${substitute}"`);
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    dbPath: env['ESCOBA_DB'] || './data/escoba.sqlite',
    graceMs: integer(env, 'ESCOBA_GRACE_SECONDS', 30, 0, 86_400) * 1000,
    botDelayMs: integer(env, 'ESCOBA_BOT_DELAY_MS', 700, 0, 60_000),
    substituteLevel: substitute as BotLevel,
    searchTimeMs: integer(env, 'ESCOBA_BOT_TIME_MS', 300, 10, 10_000),
    stats: env['ESCOBA_STATS'] === '1',
    logLevel: env['ESCOBA_LOG_LEVEL'] ?? 'info',
  };
}
