import { useI18n } from '../../i18n/I18n.js';
import { tournamentHref } from './routes.js';

/** tour23: the tournament a history entry's game was played in, linking to its page (its id when no name was kept). */
export function HistoryTournament({ tournament }: { readonly tournament: { readonly id: string; readonly name: string | null } }) {
  const i18n = useI18n();
  return (
    <div className="players-tournament">
      <a href={tournamentHref(tournament.id)} data-testid="history-tournament">
        {i18n.t('tournament.gameOf', { name: tournament.name ?? tournament.id })}
      </a>
    </div>
  );
}
