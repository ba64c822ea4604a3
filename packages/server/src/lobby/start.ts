import type { Logger } from 'pino';
import type { GameService } from '../tables/service.js';
import type { ProcessPeople } from '../online/people.js';
import { Lobby } from './lobby.js';
import { RedisLobbyExchange } from './redis-exchange.js';

export interface StartLobbyOptions {
  readonly service: GameService;
  readonly connections: () => number;
  /** online22: who is online on this process (`online/start-people.ts`). */
  readonly people: () => ProcessPeople;
  /** online22: whether `viewer` blocked `account` (the chat filter's blocks): the viewer's people list leaves it out. */
  readonly hides: (viewer: string, account: string) => boolean;
  /** With Redis: the lobby is shared with the other processes over it. */
  readonly redisUrl?: string | undefined;
  readonly logger: Logger;
  readonly intervalMs?: number;
}

/** The server's lobby: this process's public tables, people and games in play, and with Redis every process's. */
export async function startLobby(o: StartLobbyOptions): Promise<Lobby> {
  const exchange = o.redisUrl ? await RedisLobbyExchange.open(o.redisUrl, o.logger) : null;
  return new Lobby(
    { tables: () => o.service.listedTables(), connections: o.connections, people: o.people, games: () => o.service.playingTables() },
    { exchange, hides: o.hides, logger: o.logger, ...(o.intervalMs ? { intervalMs: o.intervalMs } : {}) },
  );
}
