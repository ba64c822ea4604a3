import type { Seating, TournamentSeat } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import { useNavigatorOnline } from '../hooks.js';
import { rememberTournamentTable } from './tournament-tables.js';
import { useTournamentSeats } from './useWatch.js';
import './tournaments.css';

/**
 * loose23: "Your game in NAME is ready — Play", for each of the entrant's tournament seats in play but the table
 * on screen (`current`). On the tournament page and on every other screen.
 */
export function SeatsBanner({ seats, current, onPlay }: { readonly seats: readonly TournamentSeat[]; readonly current: string | null; readonly onPlay: (seat: TournamentSeat) => void }) {
  const i18n = useI18n();
  const shown = seats.filter((s) => s.code !== current);
  if (shown.length === 0) return null;
  return (
    <aside className="tournament-seats" aria-label={i18n.t('tournament.seatsLabel')} aria-live="polite" data-testid="tournament-seats">
      {shown.map((s) => (
        <p key={s.code} className="tournament-seat" data-testid="tournament-seat">
          <span>{i18n.t('tournament.seatReady', { name: s.name })}</span>{' '}
          <button type="button" className="primary" onClick={() => onPlay(s)} data-testid="tournament-seat-play">
            {i18n.t('tournament.play')}
          </button>
        </p>
      ))}
    </aside>
  );
}

/**
 * The signed-in entrant's tournament seats in play (the server's `tournamentSeats` watch), on every screen: Play
 * remembers the table as the tournament's (for the bar above it) and opens it with the seat (`onSeated`).
 */
export function TournamentSeatsCenter({ current, onSeated }: { readonly current: string | null; readonly onSeated: (seating: Seating) => void }) {
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  const signedIn = account.status === 'ready' && account.account !== null;
  const watched = useTournamentSeats(online && signedIn);
  if (!signedIn) return null;
  const play = (seat: TournamentSeat) => {
    rememberTournamentTable(localStorage, seat.code, seat.tournament);
    onSeated({ code: seat.code, seat: seat.seat, token: seat.token });
  };
  return <SeatsBanner seats={watched.value ?? []} current={current} onPlay={play} />;
}
