import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Seating, TournamentSeat, TournamentSeatsMessage, TournamentServerMessage, TournamentState, TournamentSummary } from '@escoba/protocol';
import { socketUrl } from '../links.js';
import { WatchFeed, type Watched } from '../watch-feed.js';

const IDLE: Watched<never> = { status: 'connecting', value: null, offset: 0 };
const UNREACHABLE: Watched<never> = { status: 'closed', value: null, offset: 0 };
const noSubscription = () => () => undefined;

function useFeed<T>(make: () => WatchFeed<T>, reachable: boolean): Watched<T> {
  const [feed] = useState(() => (typeof location === 'undefined' ? null : make()));
  const watched = reachable ? feed : null;
  return useSyncExternalStore(
    watched?.subscribe ?? noSubscription,
    watched?.getSnapshot ?? (() => (reachable ? IDLE : UNREACHABLE)),
    () => IDLE,
  );
}

type Message = { readonly type: string };
const asTournamentMessage = (m: Message) => m as TournamentServerMessage | TournamentSeatsMessage;

/** The upcoming, running and lately finished tournaments, live (`{type: 'tournaments', watch: true}`). */
export function useTournamentList(reachable: boolean): Watched<readonly TournamentSummary[]> {
  return useFeed(() => new WatchFeed(socketUrl(location), { type: 'tournaments', watch: true }, (m) => {
    const message = asTournamentMessage(m);
    return message.type === 'tournaments' ? message.tournaments : undefined;
  }), reachable);
}

/**
 * One tournament, live (`{type: 'tournament', watch: ID}`); `onPaired` hears the server's `paired` for the
 * page's account (the seat at its new table). The component is mounted again for another id (its key).
 */
export function useTournament(id: string, reachable: boolean, onPaired: (seating: Seating) => void, onSeats: (seats: readonly TournamentSeat[]) => void = () => undefined): Watched<TournamentState> {
  const pairedRef = useRef(onPaired);
  const seatsRef = useRef(onSeats);
  useEffect(() => {
    pairedRef.current = onPaired;
    seatsRef.current = onSeats;
  });
  return useFeed(
    () =>
      new WatchFeed(
        socketUrl(location),
        { type: 'tournament', watch: id },
        (m) => {
          const message = asTournamentMessage(m);
          return message.type === 'tournament' && message.tournament.id === id ? message.tournament : undefined;
        },
        (m) => {
          const message = asTournamentMessage(m);
          if (message.type === 'paired' && message.tournament === id) pairedRef.current({ code: message.code, seat: message.seat, token: message.token });
          // loose23: after the first state, the page's account's own seat at the tournament's game in play.
          if (message.type === 'tournamentSeats') seatsRef.current(message.seats.filter((seat) => seat.tournament === id));
        },
      ),
    reachable,
  );
}

/** loose23: the logged-in account's own tournament seats in play (`{type: 'tournamentSeats', watch: true}`). */
export function useTournamentSeats(reachable: boolean): Watched<readonly TournamentSeat[]> {
  return useFeed(() => new WatchFeed(socketUrl(location), { type: 'tournamentSeats', watch: true }, (m) => {
    const message = asTournamentMessage(m);
    return message.type === 'tournamentSeats' ? message.seats : undefined;
  }), reachable);
}
