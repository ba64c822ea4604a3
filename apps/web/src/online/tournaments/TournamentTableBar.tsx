import type { Seating } from '@escoba/protocol';
import { useAccount } from '../../account/AccountContext.js';
import { useI18n } from '../../i18n/I18n.js';
import { useNavigatorOnline } from '../hooks.js';
import { Countdown } from './Countdown.js';
import { tournamentHref } from './routes.js';
import { rememberTournamentTable, tournamentOfTable } from './tournament-tables.js';
import { useTournament } from './useWatch.js';
import './tournaments.css';

export interface TournamentTableBarProps {
  /** The table shown. */
  readonly code: string;
  /** The server paired the page's player at another table of the tournament: remember the seat and open it. */
  readonly onPaired: (seating: Seating) => void;
}

/**
 * Above a table the app opened from a tournament (paired there, or watched from its page): the tournament's name, a
 * link back to its page, the arena's time left, and once the table's game is over, a prominent way back. It keeps
 * watching the tournament, so the next pairing (an arena pairs a free player at once) opens the next table.
 */
export function TournamentTableBar({ code, onPaired }: TournamentTableBarProps) {
  const id = typeof localStorage === 'undefined' ? null : tournamentOfTable(localStorage, code);
  return id === null ? null : <Bar key={id} id={id} code={code} onPaired={onPaired} />;
}

function Bar({ id, code, onPaired }: TournamentTableBarProps & { readonly id: string }) {
  const i18n = useI18n();
  const online = useNavigatorOnline();
  const { state: account } = useAccount();
  const live = useTournament(id, online && account.status === 'ready', (seating) => {
    if (seating.code === code) return;
    rememberTournamentTable(localStorage, seating.code, id);
    onPaired(seating);
  });
  const t = live.value;
  const over = t !== null && t.games.some((g) => g.code === code && g.status === 'finished');
  return (
    <nav className={`tournament-bar ${over ? 'over' : ''}`} aria-label={i18n.t('tournament.title')} data-testid="tournament-bar">
      <a href={tournamentHref(id)} data-testid="tournament-back">
        {over ? i18n.t('tournament.backAfterGame', { name: t?.name ?? id }) : i18n.t('tournament.back', { name: t?.name ?? id })}
      </a>
      {t !== null && t.status === 'running' && t.endsAt !== null && <Countdown at={t.endsAt} offset={live.offset} label="timeLeft" />}
      {t !== null && t.status === 'finished' && <strong>{i18n.t('tournament.finished')}</strong>}
    </nav>
  );
}
