import { useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18n.js';
import { copyText } from '../ShareBox.js';
import { tournamentLink } from './routes.js';

/** tour23: the tournament's link to share (`/tournaments/ID`, a path the server answers with the app) and a copy button. */
export function TournamentShare({ id, origin }: { readonly id: string; readonly origin: string }) {
  const i18n = useI18n();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const link = tournamentLink(origin, id);
  return (
    <section className="share tournament-share" aria-label={i18n.t('tournament.share')}>
      <p>{i18n.t('tournament.share')}</p>
      <div className="link-line">
        <input ref={field} type="text" readOnly value={link} aria-label={i18n.t('tournament.linkLabel')} onFocus={(e) => e.target.select()} data-testid="tournament-share-link" />
        <button
          type="button"
          onClick={() => {
            copyText(link, field.current).then(
              () => setCopied(true),
              () => field.current?.select(),
            );
          }}
          data-testid="tournament-copy-link"
        >
          {i18n.t('online.copyLink')}
        </button>
      </div>
      <p className="status-line" role="status">
        {copied ? i18n.t('online.copied') : ''}
      </p>
    </section>
  );
}
