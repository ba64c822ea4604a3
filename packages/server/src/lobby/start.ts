import type { Logger } from 'pino';
import type { GameService } from '../tables/service.js';
import { Lobby } from './lobby.js';
import { RedisLobbyExchange } from './redis-exchange.js';

export interface StartLobbyOptions {
  readonly service: GameService;
  readonly connections: () => number;
  /** With Redis: the lobby is shared with the other processes over it. */
  readonly redisUrl?: string | undefined;
  readonly logger: Logger;
  readonly intervalMs?: number;
}

/** The server's lobby: this process's public tables, and with Redis every process's. */
export async function startLobby(o: StartLobbyOptions): Promise<Lobby> {
  const exchange = o.redisUrl ? await RedisLobbyExchange.open(o.redisUrl, o.logger) : null;
  return new Lobby({ tables: () => o.service.listedTables(), connections: o.connections }, { exchange, logger: o.logger, ...(o.intervalMs ? { intervalMs: o.intervalMs } : {}) });
}
