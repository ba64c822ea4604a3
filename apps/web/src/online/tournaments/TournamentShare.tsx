import { useI18n } from '../../i18n/I18n.js';
import { CopyLink } from '../ShareBox.js';
import { tournamentLink } from './routes.js';

/** tour23: the tournament's link to share (`/tournaments/ID`, a path the server answers with the app) and a copy button. */
export function TournamentShare({ id, origin }: { readonly id: string; readonly origin: string }) {
  const i18n = useI18n();
  return (
    <section className="share tournament-share" aria-label={i18n.t('tournament.share')}>
      <p>{i18n.t('tournament.share')}</p>
      <CopyLink link={tournamentLink(origin, id)} label={i18n.t('tournament.linkLabel')} testId="tournament-share-link" copyTestId="tournament-copy-link" />
    </section>
  );
}
