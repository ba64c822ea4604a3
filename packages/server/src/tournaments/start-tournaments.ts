import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { AccountStore } from '../accounts/account-store.js';
import type { Accounts } from '../accounts/accounts.js';
import type { EventBus } from '../cluster/bus.js';
import type { LeaseStore } from '../cluster/leases.js';
import type { ApiHandler } from '../http-api.js';
import type { Limiter } from '../limits/limiter.js';
import type { Limits } from '../limits/limits.js';
import type { RatingStore } from '../ratings/rating-store.js';
import type { GameStore } from '../store/store.js';
import type { Clock } from '../tables/clock.js';
import type { GameService } from '../tables/service.js';
import { openTournamentStore } from './open-tournament-store.js';
import { TournamentHost } from './tournament-host.js';
import { OWN_ALL, tournamentLeases } from './tournament-leases.js';
import { TournamentLog } from './tournament-log.js';
import { LocalNotices, RedisTournamentNotices } from './tournament-notices.js';
import type { TournamentSockets } from './tournament-requests.js';
import { TournamentSeatWatch } from './tournament-seat-watch.js';
import { TournamentSeats } from './tournament-seats.js';
import { TournamentWatch } from './tournament-watch.js';
import { Tournaments } from './tournaments.js';
import { tournamentsApi } from './tournaments-api.js';

export interface StartTournamentsOptions {
  readonly databaseUrl?: string | undefined;
  readonly dbPath?: string | undefined;
  readonly logInMemory: boolean;
  /** With several processes: Redis for the notices, and the leases' store (which process owns each tournament). */
  readonly redisUrl?: string | undefined;
  readonly leases?: LeaseStore | undefined;
  readonly leaseMs: number;
  readonly service: GameService;
  readonly gameLog: GameStore;
  readonly bus: EventBus;
  readonly ratings: RatingStore;
  readonly accounts: Accounts;
  readonly accountStore: AccountStore;
  readonly limiter: Limiter;
  readonly limits: Limits;
  readonly address: (req: IncomingMessage) => string;
  readonly sameSite: (req: IncomingMessage) => boolean;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly maxEntrants: number;
  /** How far ahead of now a start must be. */
  readonly minLeadMs: number;
  /** How long an arena's minute lasts (`ESCOBA_TOURNAMENT_ARENA_MINUTE_SECONDS`): a minute but in tests. */
  readonly arenaMinuteMs?: number;
}

export interface TournamentsWiring {
  readonly api: ApiHandler;
  readonly sockets: TournamentSockets;
  /** Starts pairing the tournaments this process owns. */
  start(): void;
  close(): Promise<void>;
}

/** tsrv23: the server's tournaments: their store beside the game log, the owner's host, the watches and the API. */
export async function startTournaments(o: StartTournamentsOptions): Promise<TournamentsWiring> {
  const store = await openTournamentStore({ ...o, onError: (err) => o.logger.error({ err }, 'a PostgreSQL connection of the tournaments failed; the next query reconnects') });
  const notices = o.redisUrl ? await RedisTournamentNotices.open(o.redisUrl, o.logger) : new LocalNotices();
  const log = new TournamentLog(store);
  const now = () => o.clock.now();
  const tournaments = new Tournaments({ store, log, ratings: o.ratings, notices, now, maxEntrants: o.maxEntrants, minLeadMs: o.minLeadMs, ...(o.arenaMinuteMs !== undefined ? { arenaMinuteMs: o.arenaMinuteMs } : {}) });
  const seats = new TournamentSeats(store, log, o.service);
  const watch = new TournamentWatch(tournaments, notices, o.clock, o.logger, seats, new TournamentSeatWatch(seats, log, notices, o.clock, o.logger));
  let host: TournamentHost | null = null;
  const owner = o.leases ? tournamentLeases(o.leases, o.leaseMs, o.logger, (id, owned) => host?.leaseChanged(id, owned)) : OWN_ALL;
  const api = tournamentsApi({ tournaments, seats, accounts: o.accounts, accountStore: o.accountStore, limiter: o.limiter, limits: o.limits, address: o.address, sameSite: o.sameSite, now, logger: o.logger });
  const accountOf = async (token: string | null) => (token === null ? null : ((await o.accounts.sessionAccount(token))?.account.id ?? null));
  return {
    api,
    sockets: { watch, accountOf },
    start() {
      host = new TournamentHost({ store, log, service: o.service, gameLog: o.gameLog, bus: o.bus, owner, notices, clock: o.clock, logger: o.logger });
      // A join or a finished table elsewhere: the owner looks at once rather than at its next tick.
      notices.onNotice((n) => {
        if (n.kind === 'changed') host?.poke(n.id);
      });
    },
    async close() {
      await host?.close();
      watch.close();
      await owner.close();
      await notices.close();
      await store.close();
    },
  };
}
