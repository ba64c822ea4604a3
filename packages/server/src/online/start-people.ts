import { PLUGINS } from '@escoba/games/all-plugins';
import type { Logger } from 'pino';
import type { SeatIdentities } from '../accounts/seat-identity.js';
import type { QuickPlay } from '../quickplay/quick-play.js';
import type { RatingStore } from '../ratings/rating-store.js';
import type { Connection } from '../socket/connection.js';
import type { GameService } from '../tables/service.js';
import { LocalPeople, type PersonConnection } from './people.js';
import { RatingsSeen } from './ratings-seen.js';

export interface OnlinePeopleOptions {
  readonly connections: () => Iterable<Connection>;
  /** Who a connection's handshake session or bot token is (the hub's identities, bot accounts included). */
  readonly identities: SeatIdentities;
  readonly service: GameService;
  readonly quickPlay: QuickPlay;
  readonly ratings: RatingStore;
  readonly logger: Logger;
}

/** online22: this process's people for the lobby (`Lobby`'s `people` source), read from the socket hub's connections. */
export function onlinePeople(o: OnlinePeopleOptions): LocalPeople {
  const ratings = new RatingsSeen(o.ratings, PLUGINS, o.logger);
  const connOf = (conn: PersonConnection) => conn as Connection;
  return new LocalPeople({
    connections: o.connections,
    async accountOf(conn) {
      // The name is only a guest's, and a guest is not listed: any name that cannot be an account's does.
      const who = await o.identities.seat(conn.sessionToken, '?', conn.botTokenHash);
      return who.ok && who.seat.account !== null ? { id: who.seat.account, name: who.seat.name, bot: who.seat.botAccount === true } : null;
    },
    table: (code) => o.service.peek(code),
    inQuickPlay: (conn) => o.quickPlay.waiting(connOf(conn)),
    rating: (account, settings) => ratings.rating(account, settings),
    seen: (accounts) => ratings.keepOnly(accounts),
  });
}
